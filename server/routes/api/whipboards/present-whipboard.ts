import type { FastifyReply } from 'fastify';
import type { Chamber, WhipPosition } from '../../../db/types.js';
import { billUrl } from '../../../lib/urls.js';
import { errorBody } from '../../../plugins/errors.js';
import type { WhipboardEntry, WhipboardSummary, WhipCounts } from '../../../schemas/whipboard.js';
import { COUNT_KEYS, emptyCounts } from './arrangement.js';

/** The board page in the app (the API keeps /whipboard/* for the spec's calls, see index.ts). */
export const whipboardUrl = (id: number) => `/app/whipboards/${id}`;

interface BoardRow {
  id: number;
  question: string;
  chamber: Chamber;
  created_at: string;
  updated_at: string;
  bill_id: number | null;
  bill_type_number: string | null;
}

export function presentSummary(row: BoardRow, counts: WhipCounts): WhipboardSummary {
  return {
    id: row.id,
    question: row.question,
    chamber: row.chamber,
    bill:
      row.bill_id !== null && row.bill_type_number !== null
        ? { id: row.bill_id, bill_type_number: row.bill_type_number, url: billUrl(row.bill_id) }
        : null,
    counts,
    created_at: row.created_at,
    updated_at: row.updated_at,
    url: whipboardUrl(row.id),
  };
}

export function presentEntry(row: {
  id: number;
  legislator_id: number;
  short_full_name: string;
  party: string | null;
  district: string | null;
  sort_order: number;
  position: WhipPosition;
  whipboard_id: number;
}): WhipboardEntry {
  return {
    id: row.id,
    legislator_id: row.legislator_id,
    short_full_name: row.short_full_name,
    party: row.party,
    district: row.district,
    order: row.sort_order,
    position: row.position,
    whipboardId: row.whipboard_id,
  };
}

/** Each board's counts from `GROUP BY whipboard_id, position` rows (COUNT may arrive as a string). */
export function countsByBoard(
  rows: readonly { whipboard_id: number; position: WhipPosition; n: number | string }[],
) {
  const counts = new Map<number, WhipCounts>();
  for (const row of rows) {
    const board = counts.get(row.whipboard_id) ?? emptyCounts();
    board[COUNT_KEYS[row.position]] += Number(row.n);
    counts.set(row.whipboard_id, board);
  }
  return counts;
}

export const noBoard = (reply: FastifyReply, id: number) =>
  reply.code(404).send(errorBody(404, `No whipboard with id ${id}.`));
