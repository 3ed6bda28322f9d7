// Reading source files into plain values. Every failure names the file (and line, where the parser
// knows it), because the message is what the person running the import acts on.
import { readFileSync } from 'node:fs';
import { parse as parseCsv } from 'csv-parse/sync';
import { parse as parseYaml } from 'yaml';
import { ImportFileError } from './import-report.js';

export type CsvRow = Record<string, string>;

/**
 * Source files already parsed, by path: given to the importers by callers that import the same files many
 * times (the tests over ../shared/data), so each file is parsed once. What it holds is frozen: an importer
 * that changed a parsed value would change it for the next import, so it fails instead.
 */
export type ParsedSourceFiles = Map<string, unknown>;

/** Options of the importers that read source files. */
export interface SourceReadOptions {
  /** Files parsed before, and where to keep what is parsed now; without it every file is parsed afresh. */
  parsed?: ParsedSourceFiles;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

function parseOnce<T>(file: string, parsed: ParsedSourceFiles | undefined, parse: () => T): T {
  if (!parsed) return parse();
  if (parsed.has(file)) return parsed.get(file) as T;
  const value = deepFreeze(parse());
  parsed.set(file, value);
  return value;
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new ImportFileError(file, `cannot read: ${(error as Error).message}`);
  }
}

/** A CSV with a header row; fails if any of `requiredColumns` is missing or a record is malformed. */
export function readCsv(
  file: string,
  requiredColumns: readonly string[],
  parsed?: ParsedSourceFiles,
): CsvRow[] {
  const rows = parseOnce(file, parsed, () => {
    try {
      return parseCsv(readText(file), { columns: true, bom: true, skip_empty_lines: true }) as CsvRow[];
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      throw new ImportFileError(file, `not valid CSV: ${(error as Error).message}`);
    }
  });
  const header = rows[0] ? Object.keys(rows[0]) : [];
  const missing = requiredColumns.filter((column) => !header.includes(column));
  if (rows.length > 0 && missing.length > 0) {
    throw new ImportFileError(file, `missing column(s) ${missing.join(', ')}; found ${header.join(', ')}`);
  }
  return rows;
}

export function readYaml(file: string, parsed?: ParsedSourceFiles): unknown {
  return parseOnce(file, parsed, () => {
    try {
      return parseYaml(readText(file)) as unknown;
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      throw new ImportFileError(file, `not valid YAML: ${(error as Error).message}`);
    }
  });
}

export function readJson(file: string): unknown {
  try {
    return JSON.parse(readText(file)) as unknown;
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(file, `not valid JSON: ${(error as Error).message}`);
  }
}

/** A YAML or JSON object as a record, or a file error saying what was found instead. */
export function asRecord(value: unknown, file: string): Record<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return value as Record<string, unknown>;
  throw new ImportFileError(file, `expected an object at the top level, found ${describe(value)}`);
}

/** A field that must be a non-empty string (numbers are accepted and converted: YAML reads `district: 1` as 1). */
export function requiredString(record: Record<string, unknown>, field: string, file: string): string {
  const value = optionalString(record[field]);
  if (value === null)
    throw new ImportFileError(
      file,
      `field '${field}' must be a non-empty string, found ${describe(record[field])}`,
    );
  return value;
}

export function optionalString(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A list of objects; a missing field is an empty list, anything else is a file error. */
export function recordList(
  record: Record<string, unknown>,
  field: string,
  file: string,
): Record<string, unknown>[] {
  const value = record[field];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value))
    throw new ImportFileError(file, `field '${field}' must be a list, found ${describe(value)}`);
  return value.map((item, index) => {
    if (typeof item === 'object' && item !== null && !Array.isArray(item))
      return item as Record<string, unknown>;
    throw new ImportFileError(file, `${field}[${index}] must be an object, found ${describe(item)}`);
  });
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return `${typeof value} ${JSON.stringify(value)?.slice(0, 40) ?? ''}`.trim();
}
