import type { WriteOperation } from '../types.js';

// specs/search/paths/keys/common/schemas.yml (acl enum), without the NLU and inference ones we don't serve.
export const ACLS = [
  'search',
  'browse',
  'addObject',
  'deleteObject',
  'listIndexes',
  'deleteIndex',
  'settings',
  'editSettings',
  'analytics',
  'recommendation',
  'usage',
  'logs',
  'seeUnretrievableAttributes',
  'personalization',
  'inference',
] as const;

export type Acl = (typeof ACLS)[number];

export function isAcl(value: unknown): value is Acl {
  return ACLS.includes(value as Acl);
}

/** The ACL a write needs (each path's `x-acl` in specs/search/paths/**). */
export function aclForOperation(op: WriteOperation): Acl {
  switch (op.type) {
    case 'saveObjects':
    case 'partialUpdateObjects':
    case 'copyIndex':
    case 'moveIndex':
      return 'addObject';
    case 'deleteObjects':
      return 'deleteObject';
    case 'deleteBy':
    case 'clearObjects':
    case 'deleteIndex':
      return 'deleteIndex';
    case 'setSettings':
    case 'saveSynonyms':
    case 'deleteSynonym':
    case 'clearSynonyms':
    case 'saveRules':
    case 'deleteRule':
    case 'clearRules':
      return 'editSettings';
  }
}

/** The indexes a write touches: its own and, for a copy or a move, the destination. */
export function indexesOfOperation(op: WriteOperation): string[] {
  return op.type === 'copyIndex' || op.type === 'moveIndex' ? [op.index, op.destination] : [op.index];
}
