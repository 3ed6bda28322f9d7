import { createHmac, timingSafeEqual } from 'node:crypto';
import { SearchError } from '../engine/search-error.js';
import type { Access } from './access.js';

/**
 * Browse cursors signed for the key that got them. The engine's cursor carries the parameters of the
 * first page (the key's filters included); unsigned, a secured key's holder could edit it to drop them.
 */
export function createCursorSigner(secret: string) {
  const signature = (access: Access, cursor: string) =>
    createHmac('sha256', secret)
      .update(JSON.stringify([access.keyValue ?? '', access.forcedParams, access.forcedFilters]))
      .update(cursor)
      .digest('base64url');

  return {
    sign: (access: Access, cursor: string): string => `${cursor}.${signature(access, cursor)}`,
    /** The engine's cursor, or a 400 when the cursor was not given to this key. */
    verify(access: Access, signed: string): string {
      const dot = signed.lastIndexOf('.');
      const cursor = signed.slice(0, dot);
      const given = Buffer.from(signed.slice(dot + 1));
      const expected = Buffer.from(signature(access, cursor));
      if (dot < 0 || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new SearchError(400, 'cursor is not valid');
      return cursor;
    },
  };
}
