// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { StateInfo } from '../../../../server/schemas/states';
import { dataFreshnessText } from './data-freshness';

const massachusetts = {
  code: 'ma',
  name: 'Massachusetts',
  time_zone: 'America/New_York',
  demo: false,
  data_as_of: '2026-11-26T04:58:00.000Z',
  data_source: 'malegislature.gov',
} as StateInfo;

describe('dataFreshnessText (issue 16)', () => {
  it("says when and from where, on the capitol's clock", () => {
    expect(dataFreshnessText(massachusetts)).toBe(
      'Data as of Nov 25, 2026, 11:58 PM EST from malegislature.gov.',
    );
    expect(dataFreshnessText({ ...massachusetts, time_zone: 'America/Chicago' })).toBe(
      'Data as of Nov 25, 2026, 10:58 PM CST from malegislature.gov.',
    );
  });

  it('says so when nothing has been loaded from an official source, and that the demo is not real', () => {
    expect(dataFreshnessText({ ...massachusetts, data_as_of: null, data_source: null })).toBe(
      'No import or sync from an official source has run for this state yet.',
    );
    expect(dataFreshnessText({ ...massachusetts, demo: true })).toBe(
      'Sample data: a fictitious legislature, not real records.',
    );
  });
});
