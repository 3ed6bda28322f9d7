/** The one owner of session query keys. Everything else in the cache may be personal (see apply-session). */
export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
};
