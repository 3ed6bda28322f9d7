// Password hashing with node:crypto scrypt (no native add-on to build). Hashes are self-describing,
// `scrypt$N$r$p$salt$hash`, so the cost can be raised later and old hashes still verify.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Limits shared by the schemas and the forms (issue 5: min 10; the max bounds the work one request costs). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;

// N = 2^15, r = 8, p = 3: one of OWASP's current scrypt configurations (Password Storage Cheat Sheet,
// all of equal strength: 2^17/8/1, 2^16/8/2, 2^15/8/3 …). This one costs 32 MiB a hash instead of 128,
// which matters when a crowd signs in at once on a small server; the CPU time is the same. maxmem must
// exceed 128·N·r (32 MiB), which is exactly Node's default limit. Hashes made at a lower cost are
// rehashed at the next successful sign-in (PasswordHasher.needsRehash).
const COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const MAX_MEMORY = 64 * 1024 * 1024;

/** scrypt's cost parameters: N (CPU and memory), r (block size), p (parallelism). */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** How the app hashes and checks passwords (AppOptions.passwords). */
export interface PasswordHasher {
  /** A new random salt per call, so equal passwords never give equal hashes. */
  hash(password: string): Promise<string>;
  /** Constant-time comparison, at the cost the stored hash names; a malformed one never matches. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Whether a stored hash was made at another cost than this hasher's: rehash it while the password is known. */
  needsRehash(stored: string): boolean;
  /**
   * A hash of nothing anyone knows, verified against when the email has no account, so a failed sign-in
   * takes the same time whether or not the account exists (no enumeration by timing).
   */
  hashForUnknownAccount(): Promise<string>;
}

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Constant-time comparison at the cost the stored hash names; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  const N = Number(n);
  const cost = { N, r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !saltText || !keyText || !Object.values(cost).every(Number.isInteger))
    return false;
  const expected = Buffer.from(keyText, 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await deriveKey(password, Buffer.from(saltText, 'base64'), {
    ...cost,
    maxmem: Math.max(MAX_MEMORY, 256 * N * cost.r),
  });
  return timingSafeEqual(actual, expected);
}

/**
 * scrypt at `cost`. The app's is the default; tests that make many attempts in a row (rate limits) pass a
 * cheaper one to buildApp, which hashes and verifies through this same code (each hash names its cost).
 */
export function scryptHasher(cost: ScryptCost = COST): PasswordHasher {
  let dummyHash: Promise<string> | undefined;
  const hash = async (password: string) => {
    const salt = randomBytes(SALT_BYTES);
    const key = await deriveKey(password, salt, { ...cost, maxmem: MAX_MEMORY });
    return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
  };
  return {
    hash,
    verify: verifyPassword,
    needsRehash(stored) {
      const [scheme, n, r, p] = stored.split('$');
      return scheme !== 'scrypt' || Number(n) !== cost.N || Number(r) !== cost.r || Number(p) !== cost.p;
    },
    hashForUnknownAccount() {
      dummyHash ??= hash(randomBytes(32).toString('base64'));
      return dummyHash;
    },
  };
}

/** The app's hasher: scrypt at COST (the app's default, the seed's demo account). */
export const passwords = scryptHasher();

export const hashPassword = (password: string): Promise<string> => passwords.hash(password);
