import { Type, type Static } from 'typebox';

/** What the browser needs to create its algoliasearch client: never the admin key. */
export const SearchClientConfig = Type.Object({
  appId: Type.String(),
  /** A search-only key (ACL: search), safe to expose. */
  apiKey: Type.String(),
  /** True: search this server (same origin, under /1/); false: hosted Algolia's default hosts. */
  embedded: Type.Boolean(),
  indexes: Type.Array(Type.String()),
});
export type SearchClientConfig = Static<typeof SearchClientConfig>;
