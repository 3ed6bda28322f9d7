/** The one owner of offline-storage query keys (device storage, not the server: never persisted). */
export const offlineKeys = {
  all: ['offline'] as const,
  storage: () => [...offlineKeys.all, 'storage'] as const,
  pinnedBills: () => [...offlineKeys.all, 'pinned-bills'] as const,
};
