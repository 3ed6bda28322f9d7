import { describe, expect, it } from 'vitest';
import type { ProviderEvent } from '../overview-events.js';
import { MATCH_END, MATCH_START } from '../result-set.js';
import { pageBill, resultSet } from '../testing/result-set-fixtures.js';
import { createGroundedProvider } from './grounded-provider.js';

const markdown = (events: ProviderEvent[]) =>
  events.map((e) => (e.type === 'chunk' ? e.content : '')).join('');

async function collect(iterable: AsyncIterable<ProviderEvent>) {
  const events: ProviderEvent[] = [];
  for await (const event of iterable) events.push(event);
  return events;
}

describe('the grounded overview writer', () => {
  it('stops between chunks once the client has gone', async () => {
    const controller = new AbortController();
    const events: ProviderEvent[] = [];
    const set = resultSet('ferry', [
      pageBill(1, { texts: ['A ferry.'] }),
      pageBill(2, { texts: ['A ferry.'] }),
    ]);
    for await (const event of createGroundedProvider().overview(set, controller.signal)) {
      events.push(event);
      if (event.type === 'chunk') controller.abort();
    }
    expect(events.map((e) => e.type)).toEqual(['status', 'chunk']);
  });

  it('says so when nothing matched, and offers no sections', async () => {
    const events = await collect(
      createGroundedProvider().overview(resultSet('zeppelin', []), new AbortController().signal),
    );
    expect(events).toEqual([
      { type: 'status', label: 'Reading 0 bills…' },
      {
        type: 'chunk',
        content: 'No bills match “zeppelin”. Try fewer or different words, or clear some filters.\n\n',
      },
    ]);
  });

  it('keeps Markdown in titles, passages and the query from changing the layout', async () => {
    const bill = pageBill(7, {
      title: 'An Act [see *note*] for <b>',
      texts: [`Fees_${MATCH_START}ferry${MATCH_END} [1](http://evil)`],
    });
    const text = markdown(
      await collect(
        createGroundedProvider().overview(resultSet('ferry *', [bill]), new AbortController().signal),
      ),
    );
    expect(text).toContain('matches “ferry \\*”');
    expect(text).toContain('*An Act \\[see \\*note\\*\\] for \\<b\\>*');
    expect(text).toContain('“Fees\\_**ferry** \\[1\\](http://evil)”');
  });

  it('lists the counts of the whole set, the commonest first, with how many more', async () => {
    const bills = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'G'].map((sponsor, i) =>
      pageBill(i + 1, { sponsor, status: i < 5 ? 'Filed' : 'Signed', chamber: i < 2 ? 'senate' : 'house' }),
    );
    const text = markdown(
      await collect(createGroundedProvider().overview(resultSet('x', bills), new AbortController().signal)),
    );
    expect(text).toContain('- **By status:** Filed (5), Signed (3)');
    expect(text).toContain('- **By chamber:** House (6), Senate (2)');
    expect(text).toContain('- **By sponsor:** G (2), A (1), B (1), C (1), D (1) and 2 more');
    expect(text).toContain('- Only Senate bills (2)\n');
    expect(text).toContain('- Only bills sponsored by G (2)\n');
  });
});
