/** Spec §9: the news Year facet offers sessions back to 1995-1996. */
const OLDEST_SESSION_START = 1995;

export interface YearGroup {
  /** What the facet prints: a session ('2021-2022') or the default year on its own ('2024'). */
  label: string;
  /** The `year` facet values the entry stands for. */
  years: string[];
}

/**
 * The news Year facet's entries (spec §9): each two-year session stands for its two years (2021-2022 →
 * 2021 and 2022), newest first from the one holding `newestYear`, back to 1995-1996. The default year gets an entry of its own, so the
 * session holding it keeps only its other year (2024 default: '2024', then '2023-2024' = 2023 only).
 */
export function newsYearGroups(newestYear: number, defaultYear: string): YearGroup[] {
  let start = newestYear;
  // Sessions start in odd years (1995, 1997, …); an even first year still lands on its session.
  if ((start - OLDEST_SESSION_START) % 2 !== 0) start -= 1;
  const groups: YearGroup[] = [];
  for (; start >= OLDEST_SESSION_START; start -= 2) {
    const years = [String(start), String(start + 1)];
    const label = `${start}-${start + 1}`;
    if (years.includes(defaultYear)) {
      groups.push({ label: defaultYear, years: [defaultYear] });
      groups.push({ label, years: years.filter((year) => year !== defaultYear) });
    } else {
      groups.push({ label, years });
    }
  }
  return groups;
}

/** Refines a whole entry: adds its years unless all are already refined, in which case removes them. */
export function toggleYearGroup(refined: readonly string[], group: YearGroup): string[] {
  const allOn = group.years.every((year) => refined.includes(year));
  if (allOn) return refined.filter((year) => !group.years.includes(year));
  return [...refined, ...group.years.filter((year) => !refined.includes(year))];
}
