import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The API contract's fingerprint: saved query caches (src/lib/persister.ts) are keyed by the build version,
 * and answers saved under an older contract may have another shape, so a contract change must drop them.
 */
export function contractHash(): string {
  const dir = new URL('../../server/schemas/', import.meta.url);
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(new URL(file, dir)));
  return hash.digest('hex').slice(0, 8);
}
