import { describe, expect, it } from 'vitest';
import { serverSentData } from './sse-data.js';

/** A body arriving in the given pieces, as a network delivers it. */
function body(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function read(pieces: string[]) {
  const out: string[] = [];
  for await (const data of serverSentData(body(pieces))) out.push(data);
  return out;
}

describe('reading a streamed chat completion', () => {
  it('yields each event’s data, whatever the piece boundaries', async () => {
    expect(await read(['data: {"a"', ':1}\n', '\ndata: [DO', 'NE]\n\n'])).toEqual(['{"a":1}', '[DONE]']);
  });

  it('accepts CRLF line ends, multi-line data and skips comments and other fields', async () => {
    expect(
      await read([': keep-alive\r\n\r\n', 'event: message\r\nid: 1\r\ndata: one\r\ndata:two\r\n\r\n']),
    ).toEqual(['one\ntwo']);
  });

  it('keeps a last event that lacks its blank line', async () => {
    expect(await read(['data: last'])).toEqual(['last']);
  });

  it('splits a multi-byte character across pieces correctly', async () => {
    const bytes = new TextEncoder().encode('data: “quoted”\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 7));
        controller.enqueue(bytes.slice(7));
        controller.close();
      },
    });
    const out: string[] = [];
    for await (const data of serverSentData(stream)) out.push(data);
    expect(out).toEqual(['“quoted”']);
  });
});
