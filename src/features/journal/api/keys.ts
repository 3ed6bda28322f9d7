/** The one owner of journal query keys. */
export const journalKeys = {
  all: ['journal'] as const,
  latestDate: () => [...journalKeys.all, 'latest-date'] as const,
  day: (date: string) => [...journalKeys.all, 'day', date] as const,
};
