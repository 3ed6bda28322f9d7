// What is left of a meeting once bills are known: floor-debate recordings of formal sessions and
// transcripts of some sessions and hearings. Both name the bills actually taken up at that meeting.
import { DEMO_TODAY, isoDay, longDate } from './calendar.js';
import { ADVOCATE_QUOTES, SPONSOR_QUOTES } from './bill-stories.js';
import type { BillDigest } from './bills.js';
import type { MeetingInfo } from './meetings.js';
import { FAMILY_NAMES, GIVEN_NAMES, ORGANISATIONS } from './names.js';
import type { Rng } from './random.js';
import type { Row, TableWriter } from './table-writer.js';

const FLOOR_DEBATE_SHARE = 0.6;
const FLOOR_TRANSCRIPT_SHARE = 0.3;
const HEARING_TRANSCRIPT_SHARE = 0.1;
const MAX_BILLS_IN_TRANSCRIPT = 4;

export async function writeMeetingRecords(
  writer: TableWriter,
  rng: Rng,
  meetings: readonly MeetingInfo[],
  meetingBills: ReadonlyMap<number, readonly number[]>,
  digests: readonly BillDigest[],
): Promise<void> {
  // Bill ids are 1..n in digest order.
  const billsAt = (meeting: MeetingInfo) =>
    (meetingBills.get(meeting.id) ?? [])
      .map((id) => digests[id - 1])
      .filter((b): b is BillDigest => b !== undefined);
  const documents: Row<'meeting_documents'>[] = [];
  const transcripts: Row<'transcripts'>[] = [];

  for (const meeting of meetings) {
    if (meeting.day > DEMO_TODAY) continue;
    const bills = billsAt(meeting);
    const date = isoDay(meeting.day);
    if (meeting.type === 'formal_session' && bills.length > 0 && rng.chance(FLOOR_DEBATE_SHARE)) {
      rng.sample(bills, rng.int(1, 3)).forEach((bill, i) => {
        documents.push({
          id: writer.nextId('meeting_documents'),
          meeting_id: meeting.id,
          kind: 'floor_debate',
          title: `Floor debate: ${bill.billTypeNumber}, ${bill.title}`,
          author: bill.sponsor?.shortName ?? null,
          file_name: `${meeting.chamber}-session-${date}-part-${i + 1}.mp4`,
          file_path: `https://example.org/statehouse-demo/floor-debate/${meeting.id}/${i + 1}.mp4`,
          file_date: date,
        });
      });
    }
    const share = meeting.type === 'formal_session' ? FLOOR_TRANSCRIPT_SHARE : HEARING_TRANSCRIPT_SHARE;
    if (bills.length === 0 || !rng.chance(share)) continue;
    const discussed = bills.slice(0, MAX_BILLS_IN_TRANSCRIPT);
    const floor = meeting.type === 'formal_session';
    transcripts.push({
      id: writer.nextId('transcripts'),
      meeting_id: meeting.id,
      event_title: floor ? `${meeting.title} – ${longDate(meeting.day)}` : meeting.title,
      event_type: floor ? 'Formal Session' : 'Public Hearing',
      event_organization: floor
        ? meeting.chamber === 'house'
          ? 'Massachusetts House of Representatives'
          : 'Massachusetts Senate'
        : meeting.committee.name,
      event_location: meeting.location,
      event_date: date,
      transcript: floor
        ? floorTranscript(rng, meeting, discussed)
        : hearingTranscript(rng, meeting, bills.length, discussed),
      transcript_url: `https://example.org/statehouse-demo/transcripts/${meeting.id}`,
    });
  }
  await writer.insert('meeting_documents', documents);
  await writer.insert('transcripts', transcripts);
}

function floorTranscript(rng: Rng, meeting: MeetingInfo, bills: readonly BillDigest[]): string {
  const chair = meeting.chamber === 'house' ? 'THE SPEAKER' : 'THE PRESIDENT';
  const body = meeting.chamber === 'house' ? 'House' : 'Senate';
  const lines = [`${chair}: The ${body} will come to order. Members will please take their seats.`];
  for (const bill of bills) {
    const speaker = bill.sponsor?.shortName.toUpperCase() ?? 'THE CHAIR OF WAYS AND MEANS';
    lines.push(
      `THE CLERK: ${bill.billTypeNumber}, ${bill.title}.`,
      `${chair}: The Chair recognizes the member for an explanation of the bill.`,
      `${speaker}: Thank you. ${rng.pick(SPONSOR_QUOTES)}. I urge my colleagues to support it.`,
      `${chair}: Is there further debate? Seeing none, the question is on the bill. All those in favor? Opposed? The ayes have it.`,
    );
  }
  lines.push(`${chair}: Without objection, the ${body} stands in recess.`);
  return lines.join('\n\n');
}

function hearingTranscript(
  rng: Rng,
  meeting: MeetingInfo,
  billCount: number,
  bills: readonly BillDigest[],
): string {
  const lines = [
    `CHAIR: Good morning. This hearing of the ${meeting.committee.name} will come to order. We have ${billCount} ` +
      `${billCount === 1 ? 'bill' : 'bills'} before us today.`,
  ];
  for (const bill of bills) {
    const sponsor = bill.sponsor?.shortName ?? 'a representative of the administration';
    const witness = `${rng.pick(GIVEN_NAMES)} ${rng.pick(FAMILY_NAMES)}`;
    lines.push(
      `CHAIR: Our next panel is on ${bill.billTypeNumber}, ${bill.title}. We welcome ${sponsor}.`,
      `${sponsor.toUpperCase()}: Thank you, Chair. ${rng.pick(SPONSOR_QUOTES)}.`,
      `CHAIR: Thank you. Next we will hear from ${witness} of the ${rng.pick(ORGANISATIONS)}.`,
      `${witness.toUpperCase()}: ${rng.pick(ADVOCATE_QUOTES)}.`,
    );
  }
  lines.push('CHAIR: Written testimony will be accepted for one week. This hearing is adjourned.');
  return lines.join('\n\n');
}
