// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newsYearGroups, toggleYearGroup } from './news-years';

describe('newsYearGroups', () => {
  it('maps sessions to years back to 1995-1996, the default year on its own', () => {
    const groups = newsYearGroups(2025, '2024');
    expect(groups.slice(0, 4)).toEqual([
      { label: '2025-2026', years: ['2025', '2026'] },
      { label: '2024', years: ['2024'] },
      { label: '2023-2024', years: ['2023'] },
      { label: '2021-2022', years: ['2021', '2022'] },
    ]);
    expect(groups.at(-1)).toEqual({ label: '1995-1996', years: ['1995', '1996'] });
    expect(groups).toHaveLength(17);
  });

  it('starts from the session holding an even first year', () => {
    expect(newsYearGroups(2024, '2030')[0]).toEqual({ label: '2023-2024', years: ['2023', '2024'] });
  });

  it('has no entries before 1995', () => {
    expect(newsYearGroups(1990, '')).toEqual([]);
  });
});

describe('toggleYearGroup', () => {
  const session = { label: '2021-2022', years: ['2021', '2022'] };
  it('adds the missing years, then removes them all', () => {
    expect(toggleYearGroup(['2024', '2022'], session)).toEqual(['2024', '2022', '2021']);
    expect(toggleYearGroup(['2024', '2022', '2021'], session)).toEqual(['2024']);
  });
});
