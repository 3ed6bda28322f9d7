import { NativeSelect } from '@mantine/core';

/** Spec §9: results per page on the bill search. */
export const PER_PAGE_OPTIONS = ['25', '50', '100', '1000'] as const;
export type PerPage = (typeof PER_PAGE_OPTIONS)[number];
/** Spec §9: 50 on the bill search (the AI-assisted variant shows 25). */
export const DEFAULT_PER_PAGE: PerPage = '50';

/** The address's per-page value, or `fallback` (the page's default) when it names no option. */
export function readPerPage(value: string | null, fallback: PerPage = DEFAULT_PER_PAGE): PerPage {
  return PER_PAGE_OPTIONS.find((option) => option === value) ?? fallback;
}

export function PerPageSelect({ value, onChange }: { value: PerPage; onChange: (value: PerPage) => void }) {
  return (
    <NativeSelect
      label="Per page"
      data={[...PER_PAGE_OPTIONS]}
      value={value}
      onChange={(event) => onChange(readPerPage(event.currentTarget.value))}
      size="md"
      styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, input: { minHeight: 44 } }}
    />
  );
}
