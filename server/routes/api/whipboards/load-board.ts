import type { Repositories } from '../../../db/repositories/index.js';
import { MAX_WHIPBOARDS, type Whipboard, type WhipboardSummary } from '../../../schemas/whipboard.js';
import { countsOf, emptyCounts } from './arrangement.js';
import { countsByBoard, presentEntry, presentSummary } from './present-whipboard.js';

type WhipboardsRepository = Repositories['whipboards'];

/** The user's boards, most recently changed first, with their column counts. */
export async function loadSummaries(
  whipboards: WhipboardsRepository,
  userId: number,
): Promise<WhipboardSummary[]> {
  const rows = await whipboards.list(userId, MAX_WHIPBOARDS);
  const counts = countsByBoard(await whipboards.positionCounts(rows.map((row) => row.id)));
  return rows.map((row) => presentSummary(row, counts.get(row.id) ?? emptyCounts()));
}

/** One of the user's boards with every card; undefined for another user's board or no board. */
export async function loadBoard(
  whipboards: WhipboardsRepository,
  userId: number,
  id: number,
): Promise<Whipboard | undefined> {
  const row = await whipboards.find(userId, id);
  if (!row) return undefined;
  const entries = (await whipboards.entries(id)).map(presentEntry);
  return { ...presentSummary(row, countsOf(entries)), entries };
}
