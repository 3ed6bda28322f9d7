/** The one owner of report query keys. */
export const reportKeys = {
  all: ['reports'] as const,
  list: () => [...reportKeys.all, 'list'] as const,
  detail: (id: number) => [...reportKeys.all, 'detail', id] as const,
};
