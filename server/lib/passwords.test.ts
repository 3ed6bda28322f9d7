import { describe, expect, it } from 'vitest';
import { passwords, scryptHasher } from './passwords.js';

describe('passwords', () => {
  it("hashes with scrypt at one of OWASP's current configurations (N=2^15, r=8, p=3) and a random salt", async () => {
    const first = await passwords.hash('correct horse battery');
    const second = await passwords.hash('correct horse battery');
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(first).not.toBe(second);
    expect(passwords.needsRehash(first)).toBe(false);
  });

  it('still verifies a hash of the old cost (p=1) and says it needs rehashing', async () => {
    // Made with the previous parameters: N=2^15, r=8, p=1.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('correct horse battery', salt, 64, {
      N: 2 ** 15,
      r: 8,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    const old = ['scrypt', 32768, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await expect(passwords.verify('correct horse battery', old)).resolves.toBe(true);
    expect(passwords.needsRehash(old)).toBe(true);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await passwords.hash('correct horse battery');
    await expect(passwords.verify('correct horse battery', hash)).resolves.toBe(true);
    await expect(passwords.verify('correct horse batterY', hash)).resolves.toBe(false);
    await expect(passwords.verify('', hash)).resolves.toBe(false);
  });

  it('treats canonically equal Unicode spellings as the same password', async () => {
    const hash = await passwords.hash('caf\u00e9 au lait!');
    await expect(passwords.verify('cafe\u0301 au lait!', hash)).resolves.toBe(true);
  });

  it('never matches a malformed stored hash', async () => {
    await expect(passwords.verify('anything', '')).resolves.toBe(false);
    await expect(passwords.verify('anything', 'bcrypt$12$abc')).resolves.toBe(false);
    await expect(passwords.verify('anything', 'scrypt$x$8$1$c2FsdA==$a2V5')).resolves.toBe(false);
    await expect(passwords.verify('anything', 'scrypt$32768$8$1$c2FsdA==$dG9vIHNob3J0')).resolves.toBe(false);
  });

  it('keeps a fixed hash for unknown accounts, at the cost of real ones, that no password matches', async () => {
    const hash = await passwords.hashForUnknownAccount();
    expect(await passwords.hashForUnknownAccount()).toBe(hash);
    // Checking it takes as long as checking an account's password: no enumeration by timing.
    expect(passwords.needsRehash(hash)).toBe(false);
    await expect(passwords.verify('password123', hash)).resolves.toBe(false);
  });

  it('hashes at the cost it is given, verifies either cost, and rehashes the other', async () => {
    // The API tests' hasher (server/testing/auth-helpers.ts) is one of these.
    const cheap = scryptHasher({ N: 2 ** 10, r: 8, p: 1 });
    const hash = await cheap.hash('correct horse battery');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(cheap.needsRehash(hash)).toBe(false);
    expect(passwords.needsRehash(hash)).toBe(true);
    await expect(passwords.verify('correct horse battery', hash)).resolves.toBe(true);
    const appHash = await passwords.hash('correct horse battery');
    expect(cheap.needsRehash(appHash)).toBe(true);
    await expect(cheap.verify('correct horse battery', appHash)).resolves.toBe(true);
  });
});
