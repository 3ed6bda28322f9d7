// One simulated signed-in reader of bench:soak: its own address (X-Forwarded-For, the server trusting one
// proxy hop), its cookies and CSRF token, a tracking list, a whipboard and the day's meetings.
import type { Answer, Tally } from './tally.js';

const POSITIONS = ['Yes', 'Lean Yes', 'Toss-Up', 'Lean No', 'No'] as const;
const PASSWORD = 'soak test passphrase 17';

export interface Reader {
  signIn(): Promise<void>;
  trackBill(billId: number): Promise<void>;
  moveWhipCard(n: number): Promise<void>;
  addToAgenda(n: number): Promise<void>;
}

export async function createReader(baseUrl: string, address: string, tally: Tally): Promise<Reader> {
  const cookies = new Map<string, string>();
  const email = `soak-${address.replaceAll('.', '-')}-${Date.now()}@example.org`;
  const remember = (answer: Answer | undefined) => {
    for (const line of answer?.setCookies ?? []) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (name && value !== undefined) cookies.set(name.trim(), value);
    }
  };
  const headers = () => ({
    'x-forwarded-for': address,
    'x-requested-with': 'XMLHttpRequest',
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    ...(cookies.has('csrf_token') ? { 'x-csrf-token': cookies.get('csrf_token')! } : {}),
  });
  const call = async (kind: string, path: string, method = 'GET', body?: unknown) => {
    const response = await tally.send(kind, `${baseUrl}${path}`, {
      method,
      headers: headers(),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    remember(response);
    return response;
  };
  const json = async <T>(kind: string, path: string, method = 'GET', body?: unknown): Promise<T> => {
    const response = await tally.send(kind, `${baseUrl}${path}`, {
      method,
      headers: headers(),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    remember(response);
    if (!response || response.status >= 300) throw new Error(`${method} ${path}: ${response?.status}`);
    return JSON.parse(response.text) as T;
  };

  await call('sign-up', '/api/auth/session');
  await call('sign-up', '/api/auth/signup', 'POST', {
    email,
    password: PASSWORD,
    display_name: 'Soak reader',
  });
  const list = await json<{ id: number }>('writes: setup', '/api/tracking/lists', 'POST', { name: 'Soak' });
  const board = await json<{ id: number; entries: { id: number }[] }>(
    'writes: setup',
    '/api/whipboards',
    'POST',
    {
      chamber: 'house',
      question: 'Soak',
    },
  );
  const schedule = await json<{ meetings: { id: number }[] }>('writes: setup', '/api/calendar/schedule');

  return {
    async signIn() {
      await call('sign-in', '/api/auth/signin', 'POST', { email, password: PASSWORD });
    },
    async trackBill(billId) {
      await call('writes: track bill', `/api/tracking/lists/${list.id}/bills`, 'POST', { billIds: [billId] });
    },
    async moveWhipCard(n) {
      const entry = board.entries[n % board.entries.length]!;
      await call('writes: whipboard move', `/whipboard/${entry.id}`, 'PATCH', {
        whipboardId: board.id,
        position: POSITIONS[n % POSITIONS.length],
      });
    },
    async addToAgenda(n) {
      const meeting = schedule.meetings[n % Math.max(1, schedule.meetings.length)];
      if (meeting) await call('writes: agenda', '/api/calendar/agenda', 'POST', { meeting_id: meeting.id });
    },
  };
}
