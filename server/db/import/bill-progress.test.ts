import { describe, expect, it } from 'vitest';
import { progressFromActions } from './bill-progress.js';

const act = (action_text: string, branch: string | null = 'House') => ({ action_text, branch });

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
});
