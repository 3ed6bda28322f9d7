import type { LegislatorSummary } from '../../../schemas/legislators.js';
import { LEGISLATOR_PHOTO_PLACEHOLDER, legislatorUrl, safeWebUrl } from '../../../lib/urls.js';
import type { PersonChamber } from '../../../db/types.js';

interface LegislatorRow {
  id: number;
  full_name: string;
  short_full_name: string;
  chamber: PersonChamber;
  party: string | null;
  district: string | null;
  active: number;
  photo_url: string | null;
}

export const legislatorImage = (photoUrl: string | null) =>
  safeWebUrl(photoUrl) ?? LEGISLATOR_PHOTO_PLACEHOLDER;

export function presentLegislator(row: LegislatorRow): LegislatorSummary {
  return {
    id: row.id,
    url: legislatorUrl(row.id),
    full_name: row.full_name,
    short_full_name: row.short_full_name,
    chamber: row.chamber,
    party: row.party,
    district: row.district,
    active: row.active === 1,
    image_or_placeholder: legislatorImage(row.photo_url),
    has_photo: safeWebUrl(row.photo_url) !== null,
  };
}
