import { describe, expect, it } from 'vitest';
import { scaleOutConfigFromEnv } from './scale-out-config.js';

const postgres = { kind: 'postgres', url: 'postgres://db/statehouse' } as const;
const sqlite = { kind: 'sqlite', file: 'var/statehouse.db' } as const;

describe('scaleOutConfigFromEnv', () => {
  it('is empty without WORKERS or SEARCH_URL: one process does everything, as always', () => {
    expect(scaleOutConfigFromEnv({}, sqlite)).toEqual({});
    expect(scaleOutConfigFromEnv({ WORKERS: ' ' }, postgres)).toEqual({});
  });

  it('takes WORKERS on PostgreSQL only, as a whole number from 1 to 64', () => {
    expect(scaleOutConfigFromEnv({ WORKERS: '3' }, postgres)).toEqual({ workers: 3 });
    expect(() => scaleOutConfigFromEnv({ WORKERS: '2' }, sqlite)).toThrow('WORKERS needs PostgreSQL');
    expect(() => scaleOutConfigFromEnv({ WORKERS: '0' }, postgres)).toThrow("got '0'");
    expect(() => scaleOutConfigFromEnv({ WORKERS: 'two' }, postgres)).toThrow("got 'two'");
  });

  it('takes SEARCH_URL as an origin, with the search-only key the browser is handed', () => {
    expect(
      scaleOutConfigFromEnv(
        { SEARCH_URL: 'http://10.0.0.5:8081/', SEARCH_API_KEY: 'k', SEARCH_APP_ID: 'APP' },
        postgres,
      ),
    ).toEqual({ remoteSearch: { url: 'http://10.0.0.5:8081', appId: 'APP', searchApiKey: 'k' } });
    expect(() => scaleOutConfigFromEnv({ SEARCH_URL: 'http://10.0.0.5:8081' }, postgres)).toThrow(
      'SEARCH_API_KEY',
    );
    expect(() => scaleOutConfigFromEnv({ SEARCH_URL: '10.0.0.5', SEARCH_API_KEY: 'k' }, postgres)).toThrow(
      'must be an origin',
    );
  });
});
