// In-app URLs the API hands out (spec §2 "items also link through a url field supplied by the server").
export const legislatorUrl = (id: number) => `/app/legislators/${id}`;
export const committeeUrl = (id: number) => `/app/committees/${id}`;
export const billUrl = (id: number) => `/app/bill/${id}`;

/** Served from public/; shown when a legislator has no photo (spec §3 image_or_placeholder). */
export const LEGISLATOR_PHOTO_PLACEHOLDER = '/img/legislator-placeholder.svg';
