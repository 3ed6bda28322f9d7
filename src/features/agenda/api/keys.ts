/** The one owner of agenda query keys: invalidate `all` after any agenda change (list and schedules). */
export const agendaKeys = {
  all: ['agenda'] as const,
  list: () => [...agendaKeys.all, 'list'] as const,
  schedules: () => [...agendaKeys.all, 'schedule'] as const,
  /** `null` is "today" as the server counts it (Boston time), not the phone's date. */
  schedule: (date: string | null) => [...agendaKeys.schedules(), date ?? 'today'] as const,
  feed: () => [...agendaKeys.all, 'feed'] as const,
};
