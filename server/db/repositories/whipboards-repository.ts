import type { Chamber, WhipPosition } from '../types.js';
import type { Db } from '../database.js';
import { inTransaction } from './in-transaction.js';
import { whipboardSources } from './whipboard-sources.js';
import { inRequestState } from './request-state.js';

/** Migration 005's table; declared here (not in types.ts) because only this repository touches it. */
interface WhipboardOperationTable {
  whipboard_id: number;
  operation_id: string;
  applied_at: string;
}
type WithOperations = { whipboard_operations: WhipboardOperationTable };

/** Applied operation ids older than this are pruned: a queue offline longer is a lost phone, not a replay. */
const OPERATION_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** A card as the arrangement functions see it: the rows' mutable columns. */
export interface BoardCard {
  id: number;
  position: WhipPosition;
  sort_order: number;
  updated_at: string;
}
export interface Arrangement {
  cards: readonly BoardCard[];
  outcome: 'applied' | 'superseded';
}
export type UpdateOutcome = Arrangement['outcome'] | 'replayed';

/** Whipboards (spec §2, §3): every board query is scoped to its owner. */
export function whipboardsRepository(db: Db) {
  const boards = () =>
    db
      .selectFrom('whipboards as w')
      .leftJoin('bills as b', 'b.id', 'w.bill_id')
      .select(['w.id', 'w.question', 'w.chamber', 'w.created_at', 'w.updated_at', 'w.bill_id'])
      .select('b.bill_type_number');

  return {
    list(userId: number, limit: number) {
      return boards()
        .where('w.user_id', '=', userId)
        .$call(inRequestState('w.jurisdiction_id'))
        .orderBy('w.updated_at', 'desc')
        .orderBy('w.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** One board, only when it belongs to `userId`: another user's id is indistinguishable from none. */
    find(userId: number, id: number) {
      return boards().where('w.user_id', '=', userId).where('w.id', '=', id).executeTakeFirst();
    },

    async count(userId: number): Promise<number> {
      const row = await db
        .selectFrom('whipboards')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** How many cards each board has in each column. */
    positionCounts(whipboardIds: readonly number[]) {
      if (whipboardIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('whipboard_entries')
        .select(['whipboard_id', 'position'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('whipboard_id', 'in', whipboardIds)
        .groupBy(['whipboard_id', 'position'])
        .execute();
    },

    /** A board's cards with their legislators, in column order. */
    entries(whipboardId: number) {
      return db
        .selectFrom('whipboard_entries as e')
        .innerJoin('legislators as l', 'l.id', 'e.legislator_id')
        .select(['e.id', 'e.legislator_id', 'e.position', 'e.sort_order', 'e.whipboard_id'])
        .select(['l.short_full_name', 'l.party', 'l.district'])
        .where('e.whipboard_id', '=', whipboardId)
        .orderBy('e.sort_order')
        .orderBy('e.id')
        .execute();
    },

    /** The board a card is on, or undefined for no such card. */
    entryBoardIds(entryIds: readonly number[]) {
      return db
        .selectFrom('whipboard_entries')
        .select(['id', 'whipboard_id'])
        .where('id', 'in', entryIds.length > 0 ? entryIds : [0])
        .execute();
    },

    /**
     * A board for the serving members of `chamber`, each in `positions.get(legislatorId)` or the start
     * column, ordered by name within each column. `now` is the app clock's (plugins/clock.ts).
     */
    create(
      userId: number,
      board: { question: string; chamber: Chamber; bill_id: number | null; jurisdiction_id: number },
      positions: ReadonlyMap<number, WhipPosition>,
      startPosition: WhipPosition,
      now: string,
    ): Promise<number> {
      return inTransaction(db, async (trx) => {
        const { id } = await trx
          .insertInto('whipboards')
          .values({ ...board, user_id: userId, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        const members = await trx
          .selectFrom('legislators')
          .select('id')
          .where('jurisdiction_id', '=', board.jurisdiction_id)
          .where('chamber', '=', board.chamber)
          .where('active', '=', 1)
          .orderBy('family_name')
          .orderBy('full_name')
          .orderBy('id')
          .execute();
        const placed = new Map<WhipPosition, number>();
        const rows = members.map(({ id: legislatorId }) => {
          const position = positions.get(legislatorId) ?? startPosition;
          placed.set(position, (placed.get(position) ?? 0) + 1);
          const order = placed.get(position)!;
          return {
            whipboard_id: id,
            legislator_id: legislatorId,
            position,
            sort_order: order,
            updated_at: now,
          };
        });
        if (rows.length > 0) await trx.insertInto('whipboard_entries').values(rows).execute();
        return id;
      });
    },

    async rename(userId: number, id: number, question: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('whipboards')
        .set({ question, updated_at: now })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('whipboards')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Rearranges a board atomically: `arrange` gets its cards (legislators by name) and returns them as they
     * should be; changed rows are written. With `operationId`, an id this board has applied before makes
     * the call 'replayed' and changes nothing. `now` is the app clock's (plugins/clock.ts).
     */
    update(
      whipboardId: number,
      operationId: string | undefined,
      now: string,
      arrange: (cards: readonly BoardCard[]) => Arrangement,
    ): Promise<UpdateOutcome> {
      return inTransaction(db, async (trx) => {
        // A no-op write that locks the board's row (PostgreSQL) or the database (SQLite) until commit,
        // so two requests on one board cannot read the same cards and overwrite each other's renumbering.
        await trx
          .updateTable('whipboards')
          .set('updated_at', (eb) => eb.ref('updated_at'))
          .where('id', '=', whipboardId)
          .execute();
        if (operationId !== undefined && !(await recordOperation(trx, whipboardId, operationId, now)))
          return 'replayed';
        const cards = await trx
          .selectFrom('whipboard_entries as e')
          .innerJoin('legislators as l', 'l.id', 'e.legislator_id')
          .select(['e.id', 'e.position', 'e.sort_order', 'e.updated_at'])
          .where('e.whipboard_id', '=', whipboardId)
          .orderBy('l.family_name')
          .orderBy('l.full_name')
          .orderBy('e.id')
          .execute();
        const before = new Map(cards.map((card) => [card.id, card]));
        // A card stamped after `now` (by the wall clock before the app's clock dated writes, or a clock
        // since set back) would supersede every move until then: it counts as written now.
        const result = arrange(
          cards.map((card) => (card.updated_at > now ? { ...card, updated_at: now } : card)),
        );
        let changed = false;
        for (const card of result.cards) {
          const old = before.get(card.id);
          if (!old || sameCard(old, card)) continue;
          changed = true;
          await trx
            .updateTable('whipboard_entries')
            .set({ position: card.position, sort_order: card.sort_order, updated_at: card.updated_at })
            .where('id', '=', card.id)
            .execute();
        }
        if (changed)
          await trx
            .updateTable('whipboards')
            .set({ updated_at: now })
            .where('id', '=', whipboardId)
            .execute();
        return result.outcome;
      });
    },

    ...whipboardSources(db),
  };
}

const sameCard = (a: BoardCard, b: BoardCard) =>
  a.position === b.position && a.sort_order === b.sort_order && a.updated_at === b.updated_at;

/** Records an operation id; false when the board has applied it before (the primary key decides). */
async function recordOperation(trx: Db, whipboardId: number, operationId: string, now: string) {
  const ops = trx.withTables<WithOperations>();
  const inserted = await ops
    .insertInto('whipboard_operations')
    .values({ whipboard_id: whipboardId, operation_id: operationId, applied_at: now })
    .onConflict((oc) => oc.columns(['whipboard_id', 'operation_id']).doNothing())
    .returning('operation_id')
    .executeTakeFirst();
  if (!inserted) return false;
  const cutoff = new Date(Date.parse(now) - OPERATION_RETENTION_MS).toISOString();
  await ops
    .deleteFrom('whipboard_operations')
    .where('whipboard_id', '=', whipboardId)
    .where('applied_at', '<', cutoff)
    .execute();
  return true;
}
