import type { Repositories } from '../../../db/repositories/index.js';
import type { CreateWhipboardBody, WhipPosition } from '../../../schemas/whipboard.js';
import { requestJurisdictionId } from '../../../jurisdictions/jurisdiction-context.js';

const QUESTION_MAX = 200;

export type BoardSource =
  | {
      ok: true;
      board: {
        question: string;
        chamber: 'house' | 'senate';
        bill_id: number | null;
        jurisdiction_id: number;
      };
      positions: Map<number, WhipPosition>;
    }
  | { ok: false; statusCode: 400 | 404; message: string };

const fail = (statusCode: 400 | 404, message: string): BoardSource => ({ ok: false, statusCode, message });

/**
 * What a new board starts from (issue 7): a bill or a named question, a chamber, and optionally a roll
 * call of that bill in that chamber whose votes become the starting columns.
 */
export async function resolveBoardSource(
  whipboards: Repositories['whipboards'],
  body: CreateWhipboardBody,
): Promise<BoardSource> {
  const { chamber, billId, rollCallId } = body;
  const question = body.question?.trim();
  const [bill] = billId === undefined ? [] : await whipboards.billChoices({ billId });
  if (billId !== undefined && !bill) return fail(404, `No bill with id ${billId}.`);
  if (!question && !bill) return fail(400, 'body.question is required when no billId is given');

  let positions = new Map<number, WhipPosition>();
  if (rollCallId !== undefined) {
    if (!bill) return fail(400, 'body.rollCallId needs body.billId: positions come from a vote on that bill');
    const rollCall = await whipboards.rollCall(rollCallId);
    if (!rollCall) return fail(404, `No roll call with id ${rollCallId}.`);
    if (rollCall.bill_id !== bill.id)
      return fail(400, `body.rollCallId: roll call ${rollCallId} is not a vote on bill ${bill.id}`);
    if (rollCall.chamber !== chamber)
      return fail(400, `body.chamber must be ${rollCall.chamber}, the chamber of roll call ${rollCallId}`);
    positions = await whipboards.positionsFromRollCall(rollCallId);
  }
  const billQuestion = bill && `${bill.bill_type_number}: ${bill.short_title ?? bill.title}`;
  return {
    ok: true,
    board: {
      question: (question || billQuestion || '').slice(0, QUESTION_MAX),
      chamber,
      bill_id: bill?.id ?? null,
      // The roster is the bill's legislature, whatever state the reader has open; a question is the reader's.
      jurisdiction_id: bill?.jurisdiction_id ?? requestJurisdictionId(),
    },
    positions,
  };
}
