import { useId as useReactId } from 'react';

/**
 * `useId` of @mantine/hooks, as the app's builds use it (scripts/vite/mantine-stable-ids.ts): React's own
 * id, the same on the server and in the browser, and nothing more. Mantine's replaces that id with a
 * random one in a layout effect after mount, a state update in the commit, so React renders each such
 * component again at once, synchronously, in the same task. On the bill search that was all 50 hits'
 * select boxes, then every input, tab and the app shell: the largest share of its main-thread time on
 * a phone (issue 20, Lighthouse TBT). React's id is unique within a root (the app has one) and stable
 * for a component's life, even inside `<Activity>`, which Mantine's is not.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  // Mantine's own form of the id ('mantine-' and React's id without the characters selectors escape).
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
