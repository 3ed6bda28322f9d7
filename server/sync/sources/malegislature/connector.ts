// Massachusetts from malegislature.gov, in phases: members, committees (sponsors and voters resolve
// against them), then documents with their histories and roll calls. The checkpoint names the phase and
// General Court of an unfinished run; a resumed run goes on from that phase, skipping what it already read.
import type { SyncContext } from '../../sync-context.js';
import { generalCourtOn } from './api.js';
import { syncDocuments } from './documents.js';
import { syncMembersOrCommittees } from './members-and-committees.js';

const PHASES = ['members', 'committees', 'documents'] as const;
type Phase = (typeof PHASES)[number];

interface Checkpoint {
  phase: Phase;
  court: number;
}

function asCheckpoint(value: unknown): Checkpoint | null {
  const checkpoint = value as Partial<Checkpoint> | null;
  return checkpoint && PHASES.includes(checkpoint.phase as Phase) && typeof checkpoint.court === 'number'
    ? (checkpoint as Checkpoint)
    : null;
}

/** Runs one sync; returns the cursor to keep (malegislature.gov has none: the count of runs). */
export async function syncMalegislature(ctx: SyncContext): Promise<unknown> {
  const resumed = asCheckpoint(ctx.checkpoint);
  const court = resumed?.court ?? generalCourtOn(ctx.today);
  const from = resumed ? PHASES.indexOf(resumed.phase) : 0;
  for (const phase of PHASES.slice(from)) {
    if (phase === 'documents') await syncDocuments(ctx, court);
    else await syncMembersOrCommittees(ctx, court, phase);
  }
  const runs = (ctx.cursor as { runs?: number } | null)?.runs ?? 0;
  return { court, runs: runs + 1 };
}
