import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom has no EventSource: a stand-in that records the streams a component opens and lets a test send
 * their events (`status`, `chunk`, `done`, `error`) as the server would.
 */
export class FakeEventSource {
  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(url: string | URL) {
    this.url = String(url);
    openedStreams.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.closed = true;
  }

  /** Delivers an event as the browser would: nothing once the stream is closed. */
  emit(type: string, data?: unknown) {
    if (this.closed) return;
    const event = new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) });
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }

  /** The query parameters the stream was opened with. */
  get params(): URLSearchParams {
    return new URL(this.url, 'http://localhost').searchParams;
  }
}

const openedStreams: FakeEventSource[] = [];

/** Replaces EventSource for the test (undone by the setup's unstubAllGlobals); returns the streams opened. */
export function stubEventSource(): FakeEventSource[] {
  openedStreams.length = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  return openedStreams;
}
