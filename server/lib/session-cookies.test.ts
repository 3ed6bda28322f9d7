import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  csrfTokenFor,
  hashSessionId,
  isWellFormedSessionId,
  newSessionId,
  setSessionCookies,
} from './session-cookies.js';

/** Just enough of a reply to collect headers. */
function fakeReply() {
  const headers = new Map<string, unknown>();
  const reply = {
    getHeader: (name: string) => headers.get(name),
    removeHeader: (name: string) => headers.delete(name),
    header: (name: string, value: unknown) => headers.set(name, value),
  };
  return { reply: reply as unknown as FastifyReply, setCookies: () => headers.get('set-cookie') as string[] };
}

describe('session ids and CSRF tokens', () => {
  it('makes unguessable, well-formed ids that are stored only as hashes', () => {
    const id = newSessionId();
    expect(isWellFormedSessionId(id)).toBe(true);
    expect(newSessionId()).not.toBe(id);
    expect(hashSessionId(id)).toMatch(/^[0-9a-f]{64}$/);
    expect(isWellFormedSessionId('short')).toBe(false);
    expect(isWellFormedSessionId(undefined)).toBe(false);
  });

  it('binds the CSRF token to the session id: stable for one id, different for another', () => {
    const id = newSessionId();
    expect(csrfTokenFor(id)).toBe(csrfTokenFor(id));
    expect(csrfTokenFor(newSessionId())).not.toBe(csrfTokenFor(id));
    expect(csrfTokenFor(id)).not.toContain(id);
  });
});

describe('setSessionCookies', () => {
  it('marks both cookies Secure over HTTPS, and only the session cookie HttpOnly', () => {
    const { reply, setCookies } = fakeReply();
    setSessionCookies({ protocol: 'https' } as FastifyRequest, reply, newSessionId());
    const [sid, csrf] = setCookies();
    expect(sid).toMatch(/^sid=.*; HttpOnly; Secure; SameSite=Lax$/);
    expect(csrf).toMatch(/^csrf_token=.*; Path=\/; Secure; SameSite=Lax$/);
  });

  it('leaves Secure off over plain HTTP and replaces cookies set earlier on the same reply', () => {
    const { reply, setCookies } = fakeReply();
    reply.header('set-cookie', ['other=1; Path=/']);
    const request = { protocol: 'http' } as FastifyRequest;
    setSessionCookies(request, reply, newSessionId());
    const latest = newSessionId();
    setSessionCookies(request, reply, latest);
    const cookies = setCookies();
    expect(cookies).toHaveLength(3);
    expect(cookies[0]).toBe('other=1; Path=/');
    expect(cookies[1]).toContain(`sid=${latest};`);
    expect(cookies.join()).not.toContain('Secure');
  });
});
