// Faults a test asks for: the next `count` requests (matching `path`, if given) answer an error status or
// hang first. Faults are met in the order they were injected; each request meets at most one.
import type { Answer } from './http-answers.js';

export interface Fault {
  /** 429 (with Retry-After when retryAfterSeconds is given), 500 or 503. */
  status?: 429 | 500 | 503;
  retryAfterSeconds?: number;
  /** Hold the answer this long (then answer `status`, or the normal answer). */
  delayMs?: number;
  count: number;
  /** Tested against the request's path and query ('/openstates/bills?page=2'). */
  path?: RegExp;
}

export class FaultQueue {
  private pending: { fault: Fault; remaining: number }[] = [];

  add(fault: Fault): void {
    if (!Number.isInteger(fault.count) || fault.count < 1)
      throw new Error('a fault needs a count of 1 or more');
    if (fault.status === undefined && fault.delayMs === undefined)
      throw new Error('a fault needs a status, a delayMs, or both');
    this.pending.push({ fault, remaining: fault.count });
  }

  /** The fault this request meets, if any, counted as met. */
  take(pathAndQuery: string): Fault | null {
    const entry = this.pending.find(({ fault }) => {
      if (!fault.path) return true;
      fault.path.lastIndex = 0; // a /g or /y pattern keeps state between tests
      return fault.path.test(pathAndQuery);
    });
    if (!entry) return null;
    entry.remaining -= 1;
    if (entry.remaining === 0) this.pending = this.pending.filter((other) => other !== entry);
    return entry.fault;
  }

  clear(): void {
    this.pending = [];
  }
}

/** How each API's front end answers these statuses (ASP.NET's {"Message"}; FastAPI, Starlette, a proxy). */
export function faultAnswer(api: 'malegislature' | 'openstates', fault: Fault & { status: number }): Answer {
  const headers: Record<string, string> =
    fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) };
  if (api === 'malegislature') {
    const message =
      fault.status === 429
        ? 'Too many requests. Retry later.'
        : fault.status === 503
          ? 'The service is unavailable.'
          : 'An error has occurred.';
    return { status: fault.status, body: JSON.stringify({ Message: message }), headers };
  }
  if (fault.status === 429)
    return { status: 429, body: JSON.stringify({ detail: 'exceeded limit of 10/min: 11' }), headers };
  if (fault.status === 500)
    return {
      status: 500,
      body: 'Internal Server Error',
      headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
    };
  return {
    status: fault.status,
    body: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>',
    headers: { ...headers, 'content-type': 'text/html' },
  };
}
