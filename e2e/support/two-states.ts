// The second e2e server (issue 15): the demo state and Missouri side by side, nothing chosen by default,
// so a first visit meets the state picker. The main server holds the demo state only, as before.
export const TWO_STATES_PORT = Number(process.env.E2E_TWO_STATES_PORT ?? 8182);
export const twoStatesBaseUrl = `http://127.0.0.1:${TWO_STATES_PORT}`;

/** The synthetic Missouri members scripts/e2e-server.mjs imports. */
export const MISSOURI_MEMBERS = ['Rep. Avery Fairbanks', 'Rep. Jordan Whitlock'];
