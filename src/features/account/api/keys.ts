/** The one owner of session query keys. Everything else in the cache may be personal (see apply-session). */
export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
};

/** The signed-in user's passkeys (reset with every other personal query at sign-in and sign-out). */
export const passkeyKeys = {
  all: ['passkeys'] as const,
  list: () => [...passkeyKeys.all, 'list'] as const,
};

/** The states this server holds and the one followed (issue 15): reset with the session, like the rest. */
export const stateKeys = {
  all: ['states'] as const,
  list: () => [...stateKeys.all, 'list'] as const,
};
