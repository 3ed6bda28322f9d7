// What an import did, in a shape both the CLI (printed) and the tests (asserted) can read.
export type ImportKind = 'people' | 'bulk-csv' | 'malegislature' | 'maple-history';
/** Imports of files, and the sync (server/sync), which writes through the same path and reports alike. */
export type ReportKind = ImportKind | 'sync';

/** Row counts for one table. Child tables are replaced per parent, so they report inserted/deleted. */
export interface EntityCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  deleted: number;
}

export interface ImportReport {
  kind: ReportKind;
  source: string;
  /** Keyed by table name, in the order the import touched them. */
  entities: Record<string, EntityCounts>;
  /** Things deliberately not imported (absent files, mayors…), one line each. */
  skipped: string[];
  /**
   * What the import found in the data, counted: bills whose progress it changed, hearings, voters
   * matched by name or kept by name only (with the reason). Zero counts are left out.
   */
  tallies: Record<string, number>;
  /** Rejected rows per reason, e.g. { 'bill not in database': 8130 }. */
  rejectedByReason: Record<string, number>;
  /** The first few rejected rows, spelled out (the rest are only counted). */
  rejectedExamples: string[];
  /** Set when the import was rolled back: nothing was written. */
  failure: { file: string; reason: string } | null;
}

/** How many rejected rows are spelled out; real files reject thousands (e.g. MAPLE bills not imported). */
export const REJECTED_EXAMPLES = 10;

/** A file that cannot be imported as a whole; thrown inside the transaction so nothing of it is kept. */
export class ImportFileError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'ImportFileError';
  }
}

export function createReport(kind: ReportKind, source: string): ImportReport {
  return {
    kind,
    source,
    entities: {},
    skipped: [],
    tallies: {},
    rejectedByReason: {},
    rejectedExamples: [],
    failure: null,
  };
}

export function countsFor(report: ImportReport, table: string): EntityCounts {
  report.entities[table] ??= { inserted: 0, updated: 0, unchanged: 0, deleted: 0 };
  return report.entities[table];
}

export function tally(report: ImportReport, label: string, count = 1): void {
  if (count !== 0) report.tallies[label] = (report.tallies[label] ?? 0) + count;
}

export function reject(report: ImportReport, reason: string, detail: string): void {
  report.rejectedByReason[reason] = (report.rejectedByReason[reason] ?? 0) + 1;
  if (report.rejectedExamples.length < REJECTED_EXAMPLES) report.rejectedExamples.push(detail);
}

export function totalRejected(report: ImportReport): number {
  return Object.values(report.rejectedByReason).reduce((sum, n) => sum + n, 0);
}

/**
 * Runs an import body and turns an ImportFileError (already rolled back by its transaction) into
 * `report.failure`, dropping the counts of what was undone. Other errors propagate.
 */
export async function runImport(
  report: ImportReport,
  body: (report: ImportReport) => Promise<void>,
): Promise<ImportReport> {
  try {
    await body(report);
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    report.entities = {};
    report.tallies = {};
    report.rejectedByReason = {};
    report.rejectedExamples = [];
    report.failure = { file: error.file, reason: error.reason };
  }
  return report;
}

/** Attributes any error thrown while handling `file` to that file (database errors included). */
export async function inFile<T>(file: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(file, error instanceof Error ? error.message : String(error));
  }
}

const number = new Intl.NumberFormat('en-US');

function formatCounts(counts: EntityCounts): string {
  const parts = (['inserted', 'updated', 'unchanged', 'deleted'] as const)
    .filter((key) => counts[key] > 0)
    .map((key) => `${number.format(counts[key])} ${key}`);
  return parts.length > 0 ? parts.join(', ') : 'nothing to do';
}

export function formatReport(report: ImportReport): string {
  const lines = [`${report.kind} ${report.source}`];
  if (report.failure) {
    lines.push(`  FAILED, nothing was written: ${report.failure.file}: ${report.failure.reason}`);
    return lines.join('\n');
  }
  const width = Math.max(0, ...Object.keys(report.entities).map((table) => table.length));
  for (const [table, counts] of Object.entries(report.entities)) {
    lines.push(`  ${table.padEnd(width)}  ${formatCounts(counts)}`);
  }
  for (const [label, count] of Object.entries(report.tallies)) {
    lines.push(`  ${label}: ${number.format(count)}`);
  }
  for (const message of report.skipped) lines.push(`  skipped: ${message}`);
  const rejected = totalRejected(report);
  if (rejected > 0) {
    lines.push(`  rejected ${number.format(rejected)} rows:`);
    for (const [reason, count] of Object.entries(report.rejectedByReason)) {
      lines.push(`    ${number.format(count).padStart(7)}  ${reason}`);
    }
    lines.push(`  first ${report.rejectedExamples.length}:`);
    for (const example of report.rejectedExamples) lines.push(`    ${example}`);
  }
  return lines.join('\n');
}
