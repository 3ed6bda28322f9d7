// In-app URLs the API hands out (spec §2 "items also link through a url field supplied by the server").
export const legislatorUrl = (id: number) => `/app/legislators/${id}`;
export const committeeUrl = (id: number) => `/app/committees/${id}`;
export const billUrl = (id: number) => `/app/bill/${id}`;

/**
 * Only web links leave the server as links (issue 17): a stored `javascript:` or `data:` URL from an
 * imported or synced record would run in the reader's page. Anything else is no link at all.
 */
export function safeWebUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Served from public/; shown when a legislator has no photo (spec §3 image_or_placeholder). */
export const LEGISLATOR_PHOTO_PLACEHOLDER = '/img/legislator-placeholder.svg';
