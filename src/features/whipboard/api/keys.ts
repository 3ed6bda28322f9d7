/** The one owner of whipboard query keys (the root is on the persisted allow-list, src/lib/query-client.ts). */
export const whipboardKeys = {
  all: ['whipboards'] as const,
  list: () => [...whipboardKeys.all, 'list'] as const,
  detail: (id: number) => [...whipboardKeys.all, 'detail', id] as const,
  billChoices: (number: string) => [...whipboardKeys.all, 'bill-choices', number] as const,
  billChoice: (billId: number) => [...whipboardKeys.all, 'bill-choice', billId] as const,
};
