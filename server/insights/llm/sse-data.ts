// Reads a Server-Sent Events body (an OpenAI-compatible streaming response) event by event: the `data`
// of each event, its lines joined with '\n' as the SSE format says. Comments and other fields are skipped.

export async function* serverSentData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let pending = '';
  let data: string[] = [];
  /** Takes one line; returns an event's data when the line ends the event. */
  const take = (raw: string): string | undefined => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === '') {
      const event = data.length > 0 ? data.join('\n') : undefined;
      data = [];
      return event;
    }
    if (line.startsWith('data:')) data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
    return undefined;
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
      // The last piece is an unfinished line until its newline arrives (or the body ends).
      const lines = pending.split('\n');
      pending = done ? '' : lines.pop()!;
      if (done) lines.push('');
      for (const line of lines) {
        const event = take(line);
        if (event !== undefined) yield event;
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
