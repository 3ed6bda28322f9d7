// A local Web Push service for tests and the e2e server: it hands out subscriptions whose private keys
// it keeps (as a browser would), receives the pushes our server sends to them, checks their VAPID
// authorization (the JWT's signature against the key in `k=`, its audience) and DECRYPTS their
// aes128gcm bodies (http_ece), so a test sees exactly the PushPayload the service worker would get.
// A subscription can be marked gone: its pushes are answered 410, as a real push service does.
//
//   node --import tsx scripts/push-endpoint.ts [--port 2527]
//     POST /subscriptions        → a PushSubscription JSON ({endpoint, keys}) to POST to /api/push/subscriptions
//     POST /subscriptions/:id/gone → its pushes answer 410 from now on
//     GET  /messages             → the decrypted pushes ({subscription, payload, ttl, urgency}), newest last
//     DELETE /messages           → forgets them
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ece from 'http_ece';
import { arrivals } from './arrivals.js';

export interface TestSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscription: string;
  /** The decrypted body, parsed as JSON (the PushPayload). */
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
}

export interface PushEndpoint {
  url: string;
  messages: ReceivedPush[];
  /** Pushes that were refused (bad VAPID, undecryptable): a test expects none. */
  rejected: string[];
  subscribe(): TestSubscription;
  /** From now on the push service answers this subscription's pushes 410 Gone. */
  markGone(id: string): void;
  /** Its next `times` pushes are answered 503 (a push service's passing trouble). */
  failNext(id: string, times?: number): void;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** The VAPID header (RFC 8292: `vapid t=<JWT>, k=<public key>`) signed by the key it names, for us. */
function checkVapid(header: string | undefined, audience: string): string | null {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return 'no VAPID authorization';
  const [, head, body, signature, key] = match as unknown as [string, string, string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'VAPID signature does not verify';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; exp?: number };
  if (claims.aud !== audience) return `VAPID audience ${claims.aud} is not ${audience}`;
  if (!claims.exp || claims.exp * 1000 < Date.now()) return 'VAPID token expired';
  return null;
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

export async function startPushEndpoint(
  options: { port?: number; host?: string } = {},
): Promise<PushEndpoint> {
  const host = options.host ?? '127.0.0.1';
  const keys = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const gone = new Set<string>();
  const failing = new Map<string, number>();
  const received = arrivals<ReceivedPush>('pushes');
  const messages = received.items;
  const rejected: string[] = [];
  let origin = '';

  function subscribe(): TestSubscription {
    const id = randomBytes(9).toString('base64url');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    keys.set(id, { ecdh, auth });
    return {
      id,
      endpoint: `${origin}/push/${id}`,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = request.url ?? '/';
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (request.method === 'POST' && url === '/subscriptions') return json(201, subscribe());
    const goneMatch = /^\/subscriptions\/([\w-]+)\/gone$/.exec(url);
    if (request.method === 'POST' && goneMatch) {
      gone.add(goneMatch[1]!);
      return response.writeHead(204).end();
    }
    if (url === '/messages' && request.method === 'GET') return json(200, messages);
    if (url === '/messages' && request.method === 'DELETE') {
      messages.length = 0;
      return response.writeHead(204).end();
    }
    const pushMatch = /^\/push\/([\w-]+)$/.exec(url);
    if (request.method !== 'POST' || !pushMatch) return response.writeHead(404).end();
    const id = pushMatch[1]!;
    const body = await readBody(request);
    const subscription = keys.get(id);
    if (!subscription) return response.writeHead(404).end();
    if (gone.has(id)) return response.writeHead(410).end();
    const failures = failing.get(id) ?? 0;
    if (failures > 0) {
      failing.set(id, failures - 1);
      return response.writeHead(503).end();
    }
    const problem =
      checkVapid(request.headers.authorization, origin) ??
      (request.headers['content-encoding'] === 'aes128gcm' ? null : 'content-encoding is not aes128gcm');
    if (problem) {
      rejected.push(problem);
      return response.writeHead(403).end(problem);
    }
    let payload: unknown;
    try {
      const plain = ece.decrypt(body, {
        version: 'aes128gcm',
        privateKey: subscription.ecdh,
        authSecret: subscription.auth,
      });
      payload = JSON.parse(plain.toString('utf8'));
    } catch (error) {
      rejected.push(`undecryptable: ${(error as Error).message}`);
      return response.writeHead(400).end();
    }
    received.add({
      subscription: id,
      payload,
      ttl: request.headers.ttl as string | undefined,
      urgency: request.headers.urgency as string | undefined,
    });
    return response.writeHead(201).end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    messages,
    rejected,
    subscribe,
    markGone: (id) => void gone.add(id),
    failNext: (id, times = 1) => void failing.set(id, times),
    waitFor: received.waitFor,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '2527' } } });
  const endpoint = await startPushEndpoint({ port: Number(values.port) });
  console.log(`push endpoint: ${endpoint.url} (POST /subscriptions, GET /messages)`);
  const stop = () => void endpoint.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
