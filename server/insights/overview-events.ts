// What an overview stream carries (contract B, spec §7): `status` labels while working, `chunk` pieces of
// Markdown to append, then `done`, or `error` when it cannot go on. Providers only produce the first two.

export type ProviderEvent = { type: 'status'; label: string } | { type: 'chunk'; content: string };
export type OverviewEvent = ProviderEvent | { type: 'done' } | { type: 'error'; message: string };

export const status = (label: string): ProviderEvent => ({ type: 'status', label });
export const chunk = (content: string): ProviderEvent => ({ type: 'chunk', content });
export const done = (): OverviewEvent => ({ type: 'done' });
export const failure = (message: string): OverviewEvent => ({ type: 'error', message });

/** One Server-Sent Event: a status label is plain text on one line, every other payload JSON. */
export function formatServerSentEvent(event: OverviewEvent): string {
  const data =
    event.type === 'status'
      ? event.label.replace(/\s+/g, ' ')
      : event.type === 'chunk'
        ? JSON.stringify({ content: event.content })
        : event.type === 'error'
          ? JSON.stringify({ message: event.message })
          : '{}';
  return `event: ${event.type}\ndata: ${data}\n\n`;
}
