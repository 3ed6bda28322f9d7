import type { Migration, MigrationProvider } from 'kysely';
import { initialSchema } from './001-initial-schema.js';
import { searchSyncState } from './002-search-sync-state.js';
import { accounts } from './003-accounts.js';
import { passkeys } from './004-passkeys.js';
import { whipboardOperations } from './005-whipboard-operations.js';
import { searchSourceVersions } from './006-search-source-versions.js';
import { jurisdictions } from './007-jurisdictions.js';
import { syncState } from './008-sync-state.js';
import { publicDataVersions } from './009-public-data-versions.js';
import { authAttempts } from './009-auth-attempts.js';
import { idempotentRequests } from './010-idempotent-requests.js';
import { syncFailures } from './011-sync-failures.js';
import { notifications } from './012-notifications.js';
import { dropLiveFloorActions } from './013-drop-live-floor-actions.js';

// Listed explicitly (not read from disk) so the same code runs from TypeScript sources and bundles.
// Names sort in the order they must run.
const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-search-sync-state': searchSyncState,
  '003-accounts': accounts,
  '004-passkeys': passkeys,
  '005-whipboard-operations': whipboardOperations,
  '006-search-source-versions': searchSourceVersions,
  '007-jurisdictions': jurisdictions,
  '008-sync-state': syncState,
  '009-public-data-versions': publicDataVersions,
  '009-auth-attempts': authAttempts,
  '010-idempotent-requests': idempotentRequests,
  '011-sync-failures': syncFailures,
  '012-notifications': notifications,
  '013-drop-live-floor-actions': dropLiveFloorActions,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
