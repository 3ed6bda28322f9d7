import { describe, expect, it } from 'vitest';
import { hashForUnknownAccount, hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with scrypt at N=2^15 and a random salt', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(first).not.toBe(second);
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
