import { describe, expect, it } from 'vitest';
import { hashForUnknownAccount, hashPassword, passwordNeedsRehash, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it("hashes with scrypt at one of OWASP's current configurations (N=2^15, r=8, p=3) and a random salt", async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(first).not.toBe(second);
    expect(passwordNeedsRehash(first)).toBe(false);
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
    await expect(verifyPassword('correct horse battery', old)).resolves.toBe(true);
    expect(passwordNeedsRehash(old)).toBe(true);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('treats canonically equal Unicode spellings as the same password', async () => {
    const hash = await hashPassword('caf\u00e9 au lait!');
    await expect(verifyPassword('cafe\u0301 au lait!', hash)).resolves.toBe(true);
  });

  it('never matches a malformed stored hash', async () => {
    await expect(verifyPassword('anything', '')).resolves.toBe(false);
    await expect(verifyPassword('anything', 'bcrypt$12$abc')).resolves.toBe(false);
    await expect(verifyPassword('anything', 'scrypt$x$8$1$c2FsdA==$a2V5')).resolves.toBe(false);
    await expect(verifyPassword('anything', 'scrypt$32768$8$1$c2FsdA==$dG9vIHNob3J0')).resolves.toBe(false);
  });

  it('keeps a fixed hash for unknown accounts that no password matches', async () => {
    const hash = await hashForUnknownAccount();
    expect(await hashForUnknownAccount()).toBe(hash);
    await expect(verifyPassword('password123', hash)).resolves.toBe(false);
  });
});
