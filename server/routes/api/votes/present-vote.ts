import type { Vote } from '../../../schemas/votes.js';
import type { RollCallRow } from '../../../db/repositories/votes-repository.js';
import { billUrl } from '../../../lib/urls.js';

/** The in-app roll-call page (how each member voted). */
export const voteUrl = (id: number) => `/app/votes/${id}`;

type RollCallSummary = Omit<RollCallRow, 'session_name'>;

/** A roll call as the Votes table shows it (spec §3 Vote); the motion is its title. */
export function presentVote(row: RollCallSummary): Vote {
  return {
    id: row.id,
    url: voteUrl(row.id),
    chamber: row.chamber,
    vote_date: row.vote_date,
    title: row.motion,
    result: row.result,
    bill:
      row.bill_id !== null && row.bill_type_number !== null
        ? {
            id: row.bill_id,
            url: billUrl(row.bill_id),
            bill_type_number: row.bill_type_number,
            short_bill_name: row.bill_short_title ?? row.bill_title ?? row.bill_type_number,
          }
        : null,
    yes_count: row.yes_count,
    no_count: row.no_count,
    absent_count: row.absent_count,
    other_count: row.other_count,
    counts_source: row.counts_source,
    roll_call_number: row.roll_call_number,
  };
}
