// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LegislatorRole } from '../../../../server/schemas/legislators';
import { roleLine, roleYears, servingLabel } from './role-line';

const role = (overrides: Partial<LegislatorRole>): LegislatorRole => ({
  title: 'Sen.',
  chamber: 'senate',
  district: 'First Essex',
  start_date: '2019-01-01',
  end_date: '2023-01-04',
  ...overrides,
});

describe('roleLine', () => {
  it('writes a role as title, district and years', () => {
    expect(roleLine(role({}))).toBe('Sen., First Essex, 2019–2023');
    expect(
      roleLine(
        role({
          title: 'Auditor',
          chamber: 'executive',
          district: null,
          start_date: null,
          end_date: '2027-01-06',
        }),
      ),
    ).toBe('Auditor, until 2027');
  });

  it('says only the years the source gives', () => {
    expect(roleYears({ start_date: '2023-01-04', end_date: null })).toBe('since 2023');
    expect(roleYears({ start_date: '2021-02-01', end_date: '2021-12-31' })).toBe('2021');
    expect(roleYears({ start_date: null, end_date: null })).toBeNull();
    expect(roleLine(role({ start_date: null, end_date: null }))).toBe('Sen., First Essex');
  });
});

describe('servingLabel', () => {
  it('names the chamber of a legislator and the office of an executive official', () => {
    expect(servingLabel({ chamber: 'house', roles: [] })).toBe('House');
    expect(
      servingLabel({
        chamber: 'executive',
        roles: [role({ title: 'Gov.', chamber: 'executive' }), role({})],
      }),
    ).toBe('Gov.');
    expect(servingLabel({ chamber: 'executive', roles: [] })).toBe('Executive branch');
  });
});
