// Counts over a whole result set, shared by the overview writers: how its bills split by status, chamber
// and sponsor, most common first.
import type { OverviewBill, ResultSet } from './result-set.js';

export type ValueCount = [value: string, count: number];

export interface Breakdowns {
  status: ValueCount[];
  chamber: ValueCount[];
  sponsor: ValueCount[];
  category: ValueCount[];
}

/** Values by how many bills have them (ties alphabetically); bills without one are not counted. */
export function countBy(
  bills: readonly OverviewBill[],
  valuesOf: (bill: OverviewBill) => string[],
): ValueCount[] {
  const counts = new Map<string, number>();
  for (const bill of bills)
    for (const value of new Set(valuesOf(bill))) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export function breakdowns(results: ResultSet): Breakdowns {
  const one = (value: string | undefined) => (value ? [value] : []);
  return {
    status: countBy(results.bills, (bill) => one(bill.status)),
    chamber: countBy(results.bills, (bill) => one(chamberLabel(bill.chamber))),
    sponsor: countBy(results.bills, (bill) => one(bill.sponsor)),
    category: countBy(results.bills, (bill) => bill.categories),
  };
}

/** 'senate' → 'Senate' (the records keep the database's lower-case chamber). */
export function chamberLabel(chamber: string): string {
  return chamber ? chamber[0]!.toUpperCase() + chamber.slice(1) : chamber;
}

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** '3 bills', '1 bill'. */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : pluralForm}`;
}
