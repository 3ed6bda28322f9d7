import type { FastifyReply } from 'fastify';
import { errorBody } from '../../../plugins/errors.js';
import type { TrackingList } from '../../../schemas/tracking.js';

export function presentList(row: {
  id: number;
  name: string;
  created_at: string;
  bill_count: number | string;
}) {
  const list: TrackingList = {
    id: row.id,
    name: row.name,
    created_at: row.created_at,
    // COUNT comes back as a string from some drivers.
    bill_count: Number(row.bill_count),
  };
  return list;
}

/** Ids in first-seen order without repeats: a selection may name a bill twice. */
export const uniqueIds = (ids: readonly number[]) => [...new Set(ids)];

/** 404 naming the ids that are not bills, so the caller can tell which of a selection went wrong. */
export function unknownBills(reply: FastifyReply, missing: readonly number[]) {
  const message =
    missing.length === 1
      ? `No bill with id ${missing[0]}.`
      : `No bills with ids ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? ', …' : ''}.`;
  return reply.code(404).send(errorBody(404, message));
}

export const noList = (reply: FastifyReply, id: number) =>
  reply.code(404).send(errorBody(404, `No tracking list with id ${id}.`));
