import { describe, expect, it } from 'vitest';
import { citedRollCalls, historyFromResponse, rollCallDay } from './history-records.js';

describe('malegislature.gov histories', () => {
  it('dates actions by their Boston day, in the clerks order, leaving out stricken ones', () => {
    const actions = historyFromResponse([
      { Date: '2025-03-04T14:29:25.14', Branch: 'Joint', Action: 'Hearing scheduled', IsStricken: false },
      {
        Date: '2025-02-27T10:38:52.3833333',
        Branch: 'House',
        Action: 'Referred to the committee on Revenue',
        IsStricken: false,
      },
      { Date: '2025-02-27T00:00:00', Branch: 'Senate', Action: 'Senate concurred', IsStricken: false },
      { Date: '2025-03-05T00:00:00', Branch: 'House', Action: 'Entered in error', IsStricken: true },
    ]);
    expect(actions?.map((action) => [action.date, action.branch, action.text])).toEqual([
      ['2025-02-27', 'House', 'Referred to the committee on Revenue'],
      ['2025-02-27', 'Senate', 'Senate concurred'],
      ['2025-03-04', 'Joint', 'Hearing scheduled'],
    ]);
    expect(historyFromResponse({ Message: 'An error has occurred.' })).toBeNull();
    expect(historyFromResponse([{ Date: 'soon', Action: 'x' }])).toBeNull();
  });

  it('dates a roll call by the action of its branch that cites it, as each clerk writes it', () => {
    const actions = [
      { date: '2022-06-23', branch: 'House', text: 'Enacted - 155 YEAS to 0 NAYS (See YEA and NAY No. 203)' },
      { date: '2022-06-30', branch: 'Senate', text: 'Enacted -see Roll Call #199 (Yeas39 to Nays 0)' },
    ];
    expect(rollCallDay(actions, 'House', 203)).toBe('2022-06-23');
    expect(rollCallDay(actions, 'Senate', 199)).toBe('2022-06-30');
    expect(rollCallDay(actions, 'Senate', 203)).toBeNull();
    expect(rollCallDay(actions, 'House', 20)).toBeNull();
    expect(citedRollCalls(actions)).toEqual([
      { branch: 'House', rollCallNumber: 203 },
      { branch: 'Senate', rollCallNumber: 199 },
    ]);
  });
});
