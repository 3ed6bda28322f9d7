// Reading `text/event-stream` answers in tests: whole bodies (inject), or event by event over real HTTP,
// which is what shows that events are not held back until the end.

export interface ReceivedEvent {
  event: string;
  data: string;
}

export function parseEvents(body: string): ReceivedEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const field = (name: string) =>
        lines
          .filter((line) => line.startsWith(`${name}: `))
          .map((line) => line.slice(name.length + 2))
          .join('\n');
      return { event: field('event'), data: field('data') };
    });
}

/** The Markdown of the chunk events, joined as the client joins them. */
export const markdownOf = (events: ReceivedEvent[]) =>
  events
    .filter((e) => e.event === 'chunk')
    .map((e) => (JSON.parse(e.data) as { content: string }).content)
    .join('');

/** Opens the stream and hands each event over as it arrives; `stop()` disconnects. */
export async function openEventStream(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const received: ReceivedEvent[] = [];
  return {
    response,
    received,
    /** The next event, or undefined when the stream ended. */
    async next(): Promise<ReceivedEvent | undefined> {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const [event] = parseEvents(buffered.slice(0, end + 2));
          buffered = buffered.slice(end + 2);
          received.push(event!);
          return event;
        }
        const { value, done } = await reader.read();
        if (done) return undefined;
        buffered += decoder.decode(value, { stream: true });
      }
    },
    async rest(): Promise<ReceivedEvent[]> {
      while (await this.next());
      return received;
    },
    stop: () => controller.abort(),
  };
}
