/** Spec §9: the search state is written to the address bar 400 ms after it settles. */
export const WRITE_DELAY_MS = 400;

/** Spec §9: a search counts as stalled (and says so) after 200 ms. */
export const STALLED_SEARCH_DELAY_MS = 200;
