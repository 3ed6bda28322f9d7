/** Spec §2: a report's page, opened in a new tab. */
export const reportPath = (id: number) => `/app/report/${id}`;
