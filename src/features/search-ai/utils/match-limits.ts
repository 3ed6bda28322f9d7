/** Spec §9: a bill hit shows at most 5 matching chunks… */
export const MATCH_DISPLAY_CAP = 5;

/** …and a chunk longer than 500 characters is cut, with More/Less. */
export const LONG_TEXT_THRESHOLD = 500;
