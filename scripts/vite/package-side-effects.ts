import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

interface PackageSideEffects {
  root: string;
  sideEffects: unknown;
}

/**
 * A package.json `sideEffects` glob as a pattern over a path inside the package. As webpack and the
 * bundlers read it, a glob without a slash matches a file's name in any folder. (Only `*`, `**` and `?`
 * appear in these globs in practice; a glob library for that is more than the job needs.)
 */
function globPattern(glob: string): RegExp {
  const body = glob
    .replace(/^\.\//, '')
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\/?|\*|\?/g, (token) => (token === '?' ? '[^/]' : token === '*' ? '[^/]*' : '(?:.*/)?'));
  return new RegExp(`${glob.includes('/') ? '^' : '(?:^|/)'}${body}$`);
}

/**
 * Whether the bundler must run a module even where nothing it exports is used: false only where its
 * package's package.json says so (`"sideEffects": false`, or globs that leave the module out). The
 * bundler's module info does not carry this (Rolldown reports null), so it is read from the package.
 */
export function packageSideEffects(): (id: string) => boolean {
  const packages = new Map<string, PackageSideEffects | null>();
  const packageOf = (dir: string): PackageSideEffects | null => {
    let found = packages.get(dir);
    if (found !== undefined) return found;
    const file = join(dir, 'package.json');
    const manifest = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
      : null;
    // A folder's own package.json that only says `"type": "module"` is not the package's.
    if (manifest && ('name' in manifest || 'sideEffects' in manifest))
      found = { root: dir, sideEffects: manifest.sideEffects };
    else found = dirname(dir) === dir ? null : packageOf(dirname(dir));
    packages.set(dir, found);
    return found;
  };
  return (id) => {
    if (!id.startsWith('/')) return true;
    const file = id.replace(/\?.*$/, '');
    const owner = packageOf(dirname(file));
    if (!owner || owner.sideEffects === undefined || owner.sideEffects === true) return true;
    if (owner.sideEffects === false) return false;
    const path = relative(owner.root, file);
    return (
      Array.isArray(owner.sideEffects) &&
      owner.sideEffects.some((glob) => globPattern(String(glob)).test(path))
    );
  };
}
