// A local OpenAI-compatible chat-completions server (node:http) for the language-model provider's
// tests: it records what it was asked and streams the deltas it is given as `data:` lines, pausing where
// a test wants to act mid-stream.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  headers: IncomingMessage['headers'];
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

export interface FakeAnswer {
  /** Sent before the pause (or all of them when there is no pause). */
  deltas: string[];
  /** The stream waits for `release()` after the first delta. */
  pauseAfterFirst?: boolean;
  /** Answer with this status and no stream. */
  failWith?: number;
}

export async function startFakeChatCompletions() {
  const requests: ChatRequest[] = [];
  let answer: FakeAnswer = { deltas: [] };
  let release = () => {};
  let closedEarly: () => void = () => {};
  const closedEarlyOnce = new Promise<void>((resolve) => (closedEarly = resolve));

  const server = createServer(async (request, response) => {
    let raw = '';
    for await (const piece of request) raw += String(piece);
    requests.push({ headers: request.headers, body: JSON.parse(raw) as ChatRequest['body'] });
    if (answer.failWith) {
      response.writeHead(answer.failWith, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'model overloaded' } }));
      return;
    }
    response.on('close', () => {
      if (!response.writableFinished) closedEarly();
    });
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const send = (content: string) =>
      response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);
    response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`);
    const [first, ...others] = answer.deltas;
    if (first !== undefined) send(first);
    if (answer.pauseAfterFirst) await new Promise<void>((resolve) => (release = resolve));
    if (response.destroyed) return;
    for (const delta of others) send(delta);
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (next: FakeAnswer) => {
      answer = next;
    },
    release: () => release(),
    /** Resolves when a client went away before its answer was finished. */
    closedEarly: closedEarlyOnce,
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
