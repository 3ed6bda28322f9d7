import { useDocumentTitle } from '@mantine/hooks';

/** 'Bills · Statehouse': the tab/task-switcher title and what screen readers announce on navigation. */
export function usePageTitle(title: string | null): void {
  useDocumentTitle(title ? `${title} · Statehouse` : 'Statehouse');
}
