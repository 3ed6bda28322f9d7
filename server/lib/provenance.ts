import type { FastifyInstance } from 'fastify';
import type { Provenance } from '../schemas/common.js';
import { safeWebUrl } from './urls.js';

/** Imported rows keep the source's id as external_id; Open States ids are the `ocd-*` ones. */
export function openStatesIdOf(externalId: string): string | null {
  return externalId.startsWith('ocd-') ? externalId : null;
}

/** Where a record comes from (schemas/common.ts Provenance): its state, Open States id and source page. */
export async function presentProvenance(
  app: FastifyInstance,
  row: { jurisdiction_id: number; external_id: string; source_url: string | null },
): Promise<Provenance> {
  return {
    state: await app.stateCodeOf(row.jurisdiction_id),
    openstates_id: openStatesIdOf(row.external_id),
    source_url: safeWebUrl(row.source_url),
  };
}
