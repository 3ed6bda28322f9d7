// What the app names as the source of a state's data ("Data as of <time> from <source>", GET /api/states):
// the last import or sync that wrote the state sets it (jurisdictions.data_as_of / data_source).
export const DATA_SOURCES = {
  openStatesPeople: 'Open States people',
  openStatesBulk: 'Open States bulk data',
  openStatesApi: 'Open States API',
  malegislature: 'malegislature.gov',
  maple: 'MAPLE',
} as const;

export type DataSourceName = (typeof DATA_SOURCES)[keyof typeof DATA_SOURCES];
