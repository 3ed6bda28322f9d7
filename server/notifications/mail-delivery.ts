// Notice mail (issue 22) over SMTP with nodemailer: one mail per notice (immediate) or one daily digest
// holding one line per bill or hearing however many things happened to it. Plain text beside simple
// HTML; no images, so nothing can track an open. Each mail carries a one-click unsubscribe (RFC 8058:
// List-Unsubscribe with an https link and List-Unsubscribe-Post) for what it was sent for: the follow, or
// the digest; the same signed link is in the text.
import nodemailer, { type Transporter } from 'nodemailer';
import { markup, type SafeHtml } from '../routes/api/bills/search-results/html.js';

export interface MailNotice {
  title: string;
  body: string;
  /** In-app path, e.g. '/app/bill/12'. */
  url: string;
  /** How many things happened to it (a digest line's count). */
  count?: number;
  /** This line's own unsubscribe link (digest lines of a follow). */
  unsubscribeUrl?: string;
}

export interface Mailer {
  send(message: {
    to: string;
    subject: string;
    text: string;
    html: string;
    unsubscribeUrl: string;
  }): Promise<void>;
  close(): void;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        list: { unsubscribe: { url: message.unsubscribeUrl, comment: 'Unsubscribe' } },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    },
    close: () => transport.close(),
  };
}

const page = (content: SafeHtml, unsubscribeUrl: string, why: string) =>
  markup`<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5;max-width:36em">${content}<hr><p style="font-size:small;color:#555">${why} <a href="${unsubscribeUrl}">Unsubscribe</a></p></body></html>`.toString();

/** One notice, as an immediate mail. */
export function noticeMail(origin: string, notice: MailNotice, unsubscribeUrl: string, why: string) {
  const link = `${origin}${notice.url}`;
  return {
    subject: notice.title,
    text: `${notice.title}\n\n${notice.body}\n\nOpen: ${link}\n\n--\n${why}\nUnsubscribe: ${unsubscribeUrl}\n`,
    html: page(
      markup`<h1 style="font-size:1.2em">${notice.title}</h1><p>${notice.body}</p><p><a href="${link}">Open in Statehouse</a></p>`,
      unsubscribeUrl,
      why,
    ),
  };
}

/** The day's digest: one line per subject. */
export function digestMail(
  origin: string,
  day: string,
  notices: readonly MailNotice[],
  unsubscribeUrl: string,
) {
  const why = 'You get this daily digest because you chose it for things you follow in Statehouse.';
  const plural = notices.length === 1 ? 'update' : 'updates';
  const subject = `Statehouse digest, ${day}: ${notices.length} ${plural}`;
  const more = (notice: MailNotice) =>
    notice.count && notice.count > 1 ? ` (and ${notice.count - 1} more since the last digest)` : '';
  const text = notices
    .map(
      (notice) =>
        `* ${notice.title}${more(notice)}\n  ${notice.body}\n  ${origin}${notice.url}` +
        (notice.unsubscribeUrl ? `\n  Stop mail about this: ${notice.unsubscribeUrl}` : ''),
    )
    .join('\n\n');
  const items = notices.map(
    (notice) =>
      markup`<li><a href="${`${origin}${notice.url}`}">${notice.title}</a>${more(notice)}<br>${notice.body}${
        notice.unsubscribeUrl ? markup` <a href="${notice.unsubscribeUrl}">Stop mail about this</a>` : ''
      }</li>`,
  );
  return {
    subject,
    text: `${subject}\n\n${text}\n\n--\n${why}\nUnsubscribe from the digest: ${unsubscribeUrl}\n`,
    html: page(markup`<h1 style="font-size:1.2em">${subject}</h1><ul>${items}</ul>`, unsubscribeUrl, why),
  };
}
