/** The one owner of laws query keys; `list(undefined)` is the server's default (current) session. */
export const lawKeys = {
  all: ['laws'] as const,
  list: (session: string | undefined) => [...lawKeys.all, 'list', session ?? 'current'] as const,
  detail: (session: string, chapter: string) => [...lawKeys.all, 'detail', session, chapter] as const,
};
