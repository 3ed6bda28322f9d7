import { Readable } from 'node:stream';
import { formatServerSentEvent, type OverviewEvent } from '../../../insights/overview-events.js';

/**
 * The events as a `text/event-stream` body. Fastify destroys the body when the client goes away; that
 * aborts the signal the events are written with, so the provider stops (and aborts its own requests).
 */
export function eventStream(events: (signal: AbortSignal) => AsyncIterable<OverviewEvent>): Readable {
  const controller = new AbortController();
  const body = new Readable({
    // Events are pushed as they come; an overview is a few kilobytes, so nothing waits for the reader.
    read() {},
    destroy(error, callback) {
      controller.abort();
      callback(error);
    },
  });
  void (async () => {
    try {
      for await (const event of events(controller.signal)) {
        if (controller.signal.aborted) return;
        body.push(formatServerSentEvent(event));
      }
      if (!controller.signal.aborted) body.push(null);
    } catch (error) {
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return body;
}
