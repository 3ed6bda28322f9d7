import { describe, expect, it } from 'vitest';
import { progressFromActions, sessionLawFromActions, sessionLawIn } from './bill-progress.js';

const act = (text: string, branch: string | null = 'House') => ({ text, branch });

describe('progressFromActions', () => {
  it('is Filed without actions that move the bill', () => {
    expect(progressFromActions([])).toBe('Filed');
    expect(progressFromActions([act('Hearing scheduled for 10/27/2021', 'Joint')])).toBe('Filed');
  });

  it('follows a bill through committee and both chambers to the Governor', () => {
    const history = [
      act('Referred to the committee on Revenue'),
      act('Bill reported favorably by committee and referred to the committee on House Ways and Means'),
      act('Read third and passed to be engrossed'),
      act('Read third and passed to be engrossed, in concurrence', 'Senate'),
      act('Enacted and laid before the Governor', 'Senate'),
      act('Signed by the Governor, Chapter 253 of the Acts of 2022', 'Executive'),
    ];
    const stages = history.map((_, i) => progressFromActions(history.slice(0, i + 1)));
    expect(stages).toEqual([
      'In committee',
      'Reported',
      'Passed one chamber',
      'Passed both',
      'Passed both',
      'Signed',
    ]);
  });

  it('keeps the furthest stage when later actions are routine', () => {
    expect(
      progressFromActions([act('Referred to the committee on Rules'), act('Senate concurred', 'Senate')]),
    ).toBe('In committee');
  });

  it('reports a veto, unless overridden', () => {
    expect(progressFromActions([act('Enacted'), act('Vetoed by the Governor', 'Executive')])).toBe('Vetoed');
    expect(
      progressFromActions([act('Vetoed by the Governor', 'Executive'), act('Veto overridden', 'Senate')]),
    ).toBe('Signed');
  });

  // The wordings below are the MAPLE file's own (192nd General Court).
  it('reads a budget signed in part, with line-item vetoes overridden, as a law', () => {
    const h4002 = [
      act('Enacted - 159 YEAS to 0 NAYS (See YEA and NAY No. 68)'),
      act('Enacted and laid before the Governor', 'Senate'),
      act('Signed (in part) by the Governor, Chapter 24 of the Acts of 2021', 'Executive'),
      act('Governor returned to the House with vetoes and amendments to certain sections', 'Executive'),
      act('Item 1595-6370 passed over veto - 158 YEAS to 1 NAYS (See YEA and NAY No. 76)'),
      act('Section 99 passed over veto -see Roll Call #69 (Yeas 34 to Nays 6)', 'Senate'),
    ];
    expect(progressFromActions(h4002)).toBe('Signed');
    expect(sessionLawFromActions(h4002)).toBe('Chapter 24 of the Acts of 2021');
  });

  it('reads a veto as final until the whole bill passes over it and gets its chapter', () => {
    const h4005 = [
      act('Again enacted and again laid before the Governor', 'Senate'),
      act('Governor returned to the House with veto', 'Executive'),
      act('Placed in the Orders of the Day for the next sitting'),
    ];
    expect(progressFromActions(h4005)).toBe('Vetoed');
    expect(sessionLawFromActions(h4005)).toBeNull();
    const overridden = [
      ...h4005,
      act('Passed over veto - 130 YEAS to 28 NAYS (See YEA and NAY No. 92)'),
      act('Passed over veto - see Roll Call #78 (Yeas 35 to Nays 3)', 'Senate'),
      act('Chapter 66 of the Acts of 2021', 'Senate'),
    ];
    expect(progressFromActions(overridden)).toBe('Signed');
    expect(sessionLawFromActions(overridden)).toBe('Chapter 66 of the Acts of 2021');
  });

  it("does not take a section's override or a recommended amendment for the bill's fate", () => {
    expect(
      progressFromActions([act('Enacted'), act('Section 5 passed over veto - 130 YEAS to 30 NAYS')]),
    ).toBe('Passed both');
    expect(
      progressFromActions([
        act('Enacted as section 6 of the General Appropriation Bill, see H4002'),
        act('Governor returned to the House with recommendation of amendment', 'Executive'),
      ]),
    ).toBe('Passed both');
  });

  it('reads the other ways a bill becomes law', () => {
    expect(progressFromActions([act("Became law without the Governor's signature", 'Executive')])).toBe(
      'Signed',
    );
    expect(
      progressFromActions([act('Vetoed by the Governor', 'Executive'), act("Governor's veto overridden")]),
    ).toBe('Signed');
    expect(sessionLawIn('Signed (in part), Chapter 15 of the Acts of 2021')).toBe(
      'Chapter 15 of the Acts of 2021',
    );
    expect(sessionLawIn('Signed by the Governor, chapter 3 of the resolves of 2022')).toBe(
      'Chapter 3 of the Resolves of 2022',
    );
    expect(sessionLawIn('Enacted and laid before the Governor')).toBeNull();
  });
});
