import type { LegislatorSummary } from '../../../../server/schemas/legislators';

/** 'D · 3rd Essex': the small line under a legislator's name. */
export function legislatorMeta({ party, district }: Pick<LegislatorSummary, 'party' | 'district'>): string {
  return [party, district].filter(Boolean).join(' · ');
}
