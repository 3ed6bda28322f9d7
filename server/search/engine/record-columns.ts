// An index's records by attribute, as snapshot format 4 stores them (issue 21: restart at 1M bill_text chunks).
// Records as JSON lines cost a restart most of its time: JSON.parse made every record's own copy of each
// value, and sharing them again (shared-values.ts) walked every record and looked each value up. A chunked
// index repeats its bill's facts in every chunk, so an attribute's values are mostly a few distinct ones:
// here each such value is stored and parsed once and every record holding it gets that one copy, already
// shared. Values that rarely repeat (ids, a chunk's text, objects) stay as they are, in order.
// Records come back as JSON.parse would give them: the same attributes in the same order, the same values.
import type { SearchRecord } from '../types.js';
import { MAX_SHARED_LENGTH, type SharedValues } from './shared-values.js';
import { runSteps, type Steps } from './work-steps.js';

export interface RecordColumns {
  /** Each distinct list of attributes (as JSON), in the records' own order. */
  shapes: string[];
  /** Per document number: the place of its record's attributes in `shapes`; -1 for a removed document. */
  shapeOf: Int32Array;
  columns: [attribute: string, column: SavedColumn][];
}

export interface SavedColumn {
  /** The attribute's distinct repeated values, each as JSON. */
  pooled: string[];
  /**
   * Per record holding the attribute, in document order: its value's place in `pooled`, or -1 for the
   * next value of `others`. Empty when every value is in `others`.
   */
  ids: Int32Array;
  others: unknown[];
}

/**
 * Pooled only when an attribute's values repeat: distinct values at most this share of those seen (after
 * SAMPLE of them, pooling a mostly distinct attribute stops, so ids never fill a map).
 */
const MAX_DISTINCT_SHARE = 0.5;
const SAMPLE = 1000;

/** One attribute's values as they are collected, in document order. */
class ColumnBuilder {
  readonly ids: number[] = [];
  readonly others: unknown[] = [];
  /** The distinct values pooled (as JSON, and as first seen). */
  readonly pooled: string[] = [];
  private readonly pooledValues: unknown[] = [];
  /** Repeatable values seen (what pooling could share). */
  private candidates = 0;
  private mostlyDistinct = false;
  private readonly byValue = new Map<unknown, number>();
  private readonly byJson = new Map<string, number>();
  private lastValue: unknown;
  private lastId: number | undefined;

  add(value: unknown): void {
    const id = this.mostlyDistinct ? undefined : this.idOf(value);
    if (id === undefined) this.others.push(value);
    else if (++this.candidates >= SAMPLE && this.isMostlyDistinct()) this.mostlyDistinct = true;
    this.ids.push(id ?? -1);
  }

  saved(): SavedColumn {
    if (this.mostlyDistinct || this.isMostlyDistinct()) {
      // One list in order, nothing to look up.
      let other = 0;
      const values = this.ids.map((id) => (id < 0 ? this.others[other++] : this.pooledValues[id]));
      return { pooled: [], ids: new Int32Array(0), others: values };
    }
    return { pooled: this.pooled, ids: Int32Array.from(this.ids), others: this.others };
  }

  private isMostlyDistinct(): boolean {
    return this.pooled.length > this.candidates * MAX_DISTINCT_SHARE;
  }

  /** The value's place in `pooled` (added if new), or undefined when it is not worth pooling. */
  private idOf(value: unknown): number | undefined {
    // Chunks of one bill follow each other with the same values, often the same (shared) copies.
    if (value === this.lastValue && this.lastId !== undefined) return this.lastId;
    this.lastValue = value;
    return (this.lastId = this.newIdOf(value));
  }

  private newIdOf(value: unknown): number | undefined {
    if (value === null || typeof value === 'number' || typeof value === 'boolean')
      return this.placeOf(this.byValue, value, value);
    if (typeof value === 'string')
      return value.length <= MAX_SHARED_LENGTH ? this.placeOf(this.byValue, value, value) : undefined;
    if (!Array.isArray(value)) return undefined;
    // A shared array is found by itself, without writing its JSON again.
    const known = this.byValue.get(value);
    if (known !== undefined) return known;
    const json = JSON.stringify(value);
    if (json.length > MAX_SHARED_LENGTH) return undefined;
    const id = this.placeOf(this.byJson, json, value);
    this.byValue.set(value, id);
    return id;
  }

  private placeOf<K>(places: Map<K, number>, key: K, value: unknown): number {
    let id = places.get(key);
    if (id === undefined) {
      places.set(key, (id = this.pooled.push(JSON.stringify(value)) - 1));
      this.pooledValues.push(value);
    }
    return id;
  }
}

/** The records (undefined: a removed document) by attribute. */
export function toRecordColumns(records: readonly (SearchRecord | undefined)[]): RecordColumns {
  return runSteps(recordColumnsInSteps(records));
}

/** Records whose attributes are read between two yields (~2 ms at 1M bill_text chunks). */
const RECORDS_PER_STEP = 4096;

/** `toRecordColumns` in steps (work-steps.ts); `records` must not change until it ends. */
export function* recordColumnsInSteps(records: readonly (SearchRecord | undefined)[]): Steps<RecordColumns> {
  const shapes: string[] = [];
  const shapeIds = new Map<string, number>();
  const shapeOf = new Int32Array(records.length);
  const builders = new Map<string, ColumnBuilder>();
  let lastKeys: string[] = [];
  let lastShape = -1;
  /** The columns of the last record's attributes, in their order. */
  let lastBuilders: ColumnBuilder[] = [];
  for (let doc = 0; doc < records.length; doc++) {
    if (doc % RECORDS_PER_STEP === 0) yield;
    const record = records[doc];
    if (record === undefined) {
      shapeOf[doc] = -1;
      continue;
    }
    // What JSON.stringify would write: own enumerable attributes, not those it leaves out.
    const keys = Object.keys(record).filter((key) => isStored(record[key]));
    // Records of one index mostly share their attributes: compare with the last before writing JSON.
    if (!sameKeys(keys, lastKeys)) {
      const json = JSON.stringify(keys);
      lastShape = shapeIds.get(json) ?? -1;
      if (lastShape < 0) shapeIds.set(json, (lastShape = shapes.push(json) - 1));
      lastKeys = keys;
      lastBuilders = keys.map((key) => {
        let builder = builders.get(key);
        if (!builder) builders.set(key, (builder = new ColumnBuilder()));
        return builder;
      });
    }
    shapeOf[doc] = lastShape;
    for (let i = 0; i < keys.length; i++) lastBuilders[i]!.add(record[keys[i]!]);
  }
  return { shapes, shapeOf, columns: [...builders].map(([key, builder]) => [key, builder.saved()]) };
}

/**
 * The records back, by document number; every value pooled in the columns is one copy, which `shared`
 * takes as the one later saves share. Throws when the columns disagree with each other.
 */
export function fromRecordColumns(saved: RecordColumns, shared: SharedValues): (SearchRecord | undefined)[] {
  const { shapeOf } = saved;
  const columns = new Map(saved.columns.map(([key, column]) => [key, new ColumnReader(column)]));
  const uses = new Int32Array(saved.shapes.length);
  for (let doc = 0; doc < shapeOf.length; doc++) if (shapeOf[doc]! >= 0) uses[shapeOf[doc]!]!++;
  const shapes = saved.shapes.map((json, shapeId) => {
    const keys = JSON.parse(json) as string[];
    const readers = keys.map((key) => {
      const column = columns.get(key);
      if (!column) throw new Error(`Search snapshot is inconsistent: no values of attribute ${key}`);
      return column;
    });
    const build = uses[shapeId]! >= COMPILED_SHAPE_USES ? compiledBuilder(keys) : assigningBuilder(keys);
    return { build, readers };
  });
  const records = new Array<SearchRecord | undefined>(shapeOf.length);
  for (let doc = 0; doc < shapeOf.length; doc++) {
    const shapeId = shapeOf[doc]!;
    if (shapeId < 0) continue;
    const shape = shapes[shapeId];
    if (!shape) throw new Error('Search snapshot is inconsistent: a record of unknown attributes');
    records[doc] = shape.build(shape.readers) as SearchRecord;
  }
  for (const [key, column] of columns) column.finish(key, shared);
  return records;
}

/** Makes a record of some attributes from their columns' next values (`readers`, in attribute order). */
type RecordBuilder = (readers: ColumnReader[]) => Record<string, unknown>;

/** Records of one list of attributes made by a function of its own from this many on (compiling costs). */
const COMPILED_SHAPE_USES = 64;

/**
 * One object literal of the attributes: V8 makes it from a template in one step, where assigning the
 * attributes one by one by name (a store site that sees every name) took three times as long. Names are
 * written as JSON strings, which JSON.stringify escapes, so a name is never read as code.
 */
function compiledBuilder(keys: string[]): RecordBuilder {
  const properties = keys.map((key, i) => {
    const name = JSON.stringify(key);
    // `"__proto__": v` in a literal sets the prototype; computed, it is an attribute, as JSON.parse makes it.
    return `${key === '__proto__' ? `[${name}]` : name}: readers[${i}].next()`;
  });
  return new Function('readers', `return { ${properties.join(', ')} };`) as RecordBuilder;
}

function assigningBuilder(keys: string[]): RecordBuilder {
  return (readers) => {
    const record: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      const value = readers[i]!.next();
      // As above: assigning `__proto__` would set the prototype.
      if (key === '__proto__') Object.defineProperty(record, key, { value, ...PLAIN });
      else record[key] = value;
    });
    return record;
  };
}

const PLAIN = { enumerable: true, writable: true, configurable: true } as const;

/** Reads one column's values in order, counting how often each pooled value is used. */
class ColumnReader {
  private readonly pooled: unknown[];
  private readonly uses: Int32Array;
  private readonly ids: Int32Array;
  private readonly others: unknown[];
  private read = 0;
  private otherRead = 0;

  constructor(column: SavedColumn) {
    this.pooled = column.pooled.map((json) => JSON.parse(json) as unknown);
    this.uses = new Int32Array(this.pooled.length);
    this.ids = column.ids;
    this.others = column.others;
  }

  next(): unknown {
    if (this.ids.length > 0 && this.read >= this.ids.length)
      throw new Error('Search snapshot is inconsistent: fewer values than records');
    const id = this.ids.length === 0 ? -1 : this.ids[this.read]!;
    this.read++;
    if (id < 0) {
      if (this.otherRead >= this.others.length)
        throw new Error('Search snapshot is inconsistent: fewer values than records');
      return this.others[this.otherRead++];
    }
    if (id >= this.pooled.length) throw new Error('Search snapshot is inconsistent: an unknown value');
    this.uses[id]!++;
    return this.pooled[id];
  }

  /** Checks every value was read, and hands the pooled ones to `shared`. */
  finish(key: string, shared: SharedValues): void {
    if (this.otherRead !== this.others.length || (this.ids.length > 0 && this.read !== this.ids.length))
      throw new Error(`Search snapshot is inconsistent: values of ${key} no record holds`);
    this.pooled.forEach((value, id) => shared.adopt(key, value, this.uses[id]!));
  }
}

function isStored(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
