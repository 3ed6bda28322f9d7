import { describe, expect, it } from 'vitest';
import { getSearchClient } from './search-client';

const hostsOf = (client: unknown) =>
  (client as { transporter: { hosts: { url: string; port?: number; protocol: string }[] } }).transporter
    .hosts;

describe('getSearchClient', () => {
  it('searches this origin when the engine is embedded', () => {
    const client = getSearchClient(
      { appId: 'STATEHOUSE', apiKey: 'search-key', embedded: true },
      { hostname: 'statehouse.example', port: '8443', protocol: 'https:' },
    );
    expect(hostsOf(client)).toEqual([
      expect.objectContaining({ url: 'statehouse.example', port: 8443, protocol: 'https' }),
    ]);
  });

  it('uses hosted Algolia otherwise', () => {
    const client = getSearchClient({ appId: 'ABC123', apiKey: 'key', embedded: false });
    expect(hostsOf(client).some((host) => host.url.includes('algolia'))).toBe(true);
  });

  it('keeps one client per configuration, so its response cache lives on', () => {
    const config = { appId: 'STATEHOUSE', apiKey: 'search-key', embedded: true };
    const origin = { hostname: 'localhost', port: '', protocol: 'http:' };
    expect(getSearchClient(config, origin)).toBe(getSearchClient(config, origin));
    expect(getSearchClient({ ...config, apiKey: 'other' }, origin)).not.toBe(getSearchClient(config, origin));
  });
});
