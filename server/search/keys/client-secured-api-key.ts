import { algoliasearch } from 'algoliasearch';

export interface SecuredApiKeyRestrictions {
  validUntil?: number;
  restrictIndices?: string[];
  restrictSources?: string;
  filters?: string;
  userToken?: string;
  searchParams?: Record<string, unknown>;
}

interface NodeHelpers {
  generateSecuredApiKey(options: { parentApiKey: string; restrictions?: SecuredApiKeyRestrictions }): string;
}

/**
 * A secured API key made by the installed v5 client itself (it runs locally, no request is made), so the
 * keys we hand out are built exactly as hosted Algolia expects them (the per-state search key). The
 * helper exists only in the client's Node build, which our `Bundler` type resolution does not pick, hence
 * the narrow cast.
 */
export function generateSecuredApiKeyWithClient(
  parentApiKey: string,
  restrictions: SecuredApiKeyRestrictions,
): string {
  const client = algoliasearch('STATEHOUSE', parentApiKey) as unknown as NodeHelpers;
  return client.generateSecuredApiKey({ parentApiKey, restrictions });
}
