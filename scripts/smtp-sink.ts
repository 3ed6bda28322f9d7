// A local SMTP server that receives notice mail and parses it (smtp-server + mailparser), for the API
// tests and the e2e server: nothing leaves the machine. As a program it also serves what it received
// as JSON over HTTP, for a browser test to read:
//
//   node --import tsx scripts/smtp-sink.ts [--smtp-port 2525] [--http-port 2526]
//     → SMTP_URL=smtp://127.0.0.1:2525 for the server; GET http://127.0.0.1:2526/messages lists the mails
//       (newest last: from, to, subject, text, html, headers), DELETE /messages forgets them.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { arrivals } from './arrivals.js';

export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case, values as sent (unfolded). */
  headers: Record<string, string>;
}

export interface SmtpSink {
  /** For SMTP_URL: smtp://127.0.0.1:<port>. */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves once `count` mails have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function received(mail: ParsedMail): ReceivedMail {
  const headers: Record<string, string> = {};
  for (const line of mail.headerLines) {
    const at = line.line.indexOf(':');
    headers[line.key] = line.line
      .slice(at + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }
  const addresses = (value: ParsedMail['to']) =>
    (Array.isArray(value) ? value : value ? [value] : []).map((address) => address.text).join(', ');
  return {
    from: mail.from?.text ?? '',
    to: addresses(mail.to),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    headers,
  };
}

export async function startSmtpSink(options: { port?: number; host?: string } = {}): Promise<SmtpSink> {
  const mails = arrivals<ReceivedMail>('mails');
  const messages = mails.items;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.add(received(mail));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${host}:${port}`,
    port,
    messages,
    waitFor: mails.waitFor,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'smtp-port': { type: 'string', default: '2525' },
      'http-port': { type: 'string', default: '2526' },
    },
  });
  const sink = await startSmtpSink({ port: Number(values['smtp-port']) });
  const http = createServer((request, response) => {
    if (request.url !== '/messages') return response.writeHead(404).end();
    if (request.method === 'DELETE') {
      sink.messages.length = 0;
      return response.writeHead(204).end();
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(sink.messages));
  });
  http.listen(Number(values['http-port']), '127.0.0.1', () => {
    console.log(`smtp sink: ${sink.url}; received mail at http://127.0.0.1:${values['http-port']}/messages`);
  });
  const stop = () =>
    void Promise.all([sink.close(), new Promise((resolve) => http.close(resolve))]).then(() =>
      process.exit(0),
    );
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
