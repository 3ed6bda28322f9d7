// Many growable lists of 32-bit integers (or of bytes) in one typed array (issues 17 and 21). A plain array per list
// cost ~11.5 bytes a number and a typed array per list ~200 bytes of overhead (most lists are short);
// here a number costs 4 bytes and a list 12 bytes of bookkeeping. List i holds
// `values[start(i) … start(i) + length(i))`. A full list moves to the end of the arena with half again the
// room (not twice: spare room is memory held, and each value is still copied only ~3 times), leaving a hole; `trim` packs every list tight again, and the arena packs itself when holes and spare
// room outgrow the values held. Read `values` afresh after a push: growing replaces it.

import { runSteps, type Steps } from './work-steps.js';

const INITIAL_VALUES = 1024;
const INITIAL_LISTS = 64;
/** `trim(true)` leaves room for 1 / 2^ROOM_SHIFT more values. */
const ROOM_SHIFT = 4;
/** Values a snapshot's packed copy takes between two yields (a few milliseconds). */
const VALUES_PER_STEP = 4 * 2 ** 20;

/** An arena's lists packed tight, as a snapshot stores them: list i's values follow list i - 1's. */
export interface SavedLists<T extends ArenaValues = Int32Array> {
  lengths: Int32Array;
  values: T;
}

/** What an arena holds: 32-bit integers, or bytes (`ByteListArena`). */
type ArenaValues = Int32Array | Uint8Array;

/** The arena over either kind of values; `allocate` makes an array of them. */
class Lists<T extends ArenaValues> {
  values: T;
  private starts: Int32Array = new Int32Array(INITIAL_LISTS);
  private lengths: Int32Array = new Int32Array(INITIAL_LISTS);
  private capacities: Int32Array = new Int32Array(INITIAL_LISTS);
  /** One past the highest list id pushed to. */
  private lists = 0;
  /** Where the next moved list goes: everything from here to the end of `values` is free. */
  private top = 0;
  /** The lists' capacities added up: below `top`, the rest is holes left by moved lists. */
  private reserved = 0;

  constructor(private readonly allocate: (size: number) => T) {
    this.values = allocate(INITIAL_VALUES);
  }

  /** Takes over `saved`'s lists (a new arena), packed tight as after `trim`; throws if the two disagree. */
  protected adopt(saved: SavedLists<T>): this {
    const { lengths, values } = saved;
    const starts = new Int32Array(lengths.length);
    let at = 0;
    for (let list = 0; list < lengths.length; list++) {
      const length = lengths[list]!;
      if (length < 0) throw new Error('Search snapshot is inconsistent: a list of negative length');
      starts[list] = at;
      at += length;
    }
    if (at !== values.length)
      throw new Error('Search snapshot is inconsistent: list lengths and values differ');
    this.values = values;
    this.starts = starts;
    this.lengths = lengths;
    this.capacities = lengths.slice();
    this.lists = lengths.length;
    this.top = at;
    this.reserved = at;
    return this;
  }

  get listCount(): number {
    return this.lists;
  }

  start(list: number): number {
    return list < this.lists ? this.starts[list]! : 0;
  }

  length(list: number): number {
    return list < this.lists ? this.lengths[list]! : 0;
  }

  push(list: number, value: number): void {
    if (list >= this.lists) this.addLists(list + 1);
    const length = this.lengths[list]!;
    if (length === this.capacities[list]!) this.move(list, Math.max(2, length + (length >> 1)));
    this.values[this.starts[list]! + length] = value;
    this.lengths[list] = length + 1;
  }

  /**
   * The lists packed tight. After a tight `trim` (a bulk load) these are views of the arena's own arrays,
   * valid until the next push; otherwise a packed copy, and the arena is left as it was.
   */
  saved(): SavedLists<T> {
    return runSteps(this.savedInSteps());
  }

  /** `saved()` in steps (work-steps.ts): no push may come before it ends. */
  *savedInSteps(): Steps<SavedLists<T>> {
    const lengths = this.lengths.subarray(0, this.lists);
    let at = 0;
    let tight = true;
    for (let list = 0; list < this.lists && tight; list++) {
      tight = this.starts[list] === at;
      at += lengths[list]!;
    }
    if (tight) return { lengths, values: this.values.subarray(0, at) as T };
    const values = this.allocate(lengths.reduce((sum, length) => sum + length, 0));
    at = 0;
    let sinceStep = 0;
    for (let list = 0; list < this.lists; list++) {
      const start = this.starts[list]!;
      values.set(this.values.subarray(start, start + lengths[list]!), at);
      at += lengths[list]!;
      // Counted in lists too: a list is a call, however short.
      sinceStep += lengths[list]! + 16;
      if (sinceStep < VALUES_PER_STEP) continue;
      sinceStep = 0;
      yield;
    }
    return { lengths, values };
  }

  /**
   * Packs every list in list order, with no holes: tight, into an array of exactly the values held, or
   * (`room`) each list with room for a sixteenth more values and as much again at the end, so that the
   * writes that follow fit without moving the long lists or growing the arena, which copies all of it: at
   * 1M bill_text chunks a write of 1,000 records after a tight trim took 3.3-3.9 s of CPU (load ~11), after
   * one with room 0.4-0.8 s, and a lone replica answers no search meanwhile.
   */
  trim(room = false): void {
    // Room left, and no more than trimming with room would leave (the writes since fitted in it): nothing
    // to give back, and packing a million chunks' postings again would pause a lone replica for ~1 s.
    const held = this.lengths.subarray(0, this.lists).reduce((sum, length) => sum + length, 0);
    const size = this.values.length;
    if (
      room &&
      size >= held + (held >> (ROOM_SHIFT + 1)) &&
      size <= held + 3 * (held >> ROOM_SHIFT) + INITIAL_VALUES
    )
      return;
    let reserved = 0;
    for (let list = 0; list < this.lists; list++) {
      const length = this.lengths[list]!;
      reserved += this.capacities[list] = room ? length + (length >> ROOM_SHIFT) : length;
    }
    this.reserved = reserved;
    this.pack(room ? reserved >> ROOM_SHIFT : 0);
    this.starts = this.starts.slice(0, this.lists);
    this.lengths = this.lengths.slice(0, this.lists);
    this.capacities = this.capacities.slice(0, this.lists);
  }

  private addLists(count: number): void {
    if (count > this.starts.length) {
      const size = Math.max(count, this.starts.length * 2);
      this.starts = grownCopy(this.starts, size);
      this.lengths = grownCopy(this.lengths, size);
      this.capacities = grownCopy(this.capacities, size);
    }
    // New lists are empty with no room: their first push moves them to the top.
    this.starts.fill(this.top, this.lists, count);
    this.lists = count;
  }

  /** Moves `list` to the top with room for `capacity` values. */
  private move(list: number, capacity: number): void {
    if (this.top + capacity > this.values.length) {
      // Grown by half again, or packed when holes are at least a third of the array: either way the
      // work is paid for by the values pushed since the last time.
      const needed = this.reserved + capacity;
      const size = Math.max(needed, Math.ceil(this.values.length * 1.5));
      if ((this.top - this.reserved) * 3 >= this.values.length)
        this.pack(Math.ceil(needed * 1.5) - this.reserved);
      else {
        const grown = this.allocate(size);
        grown.set(this.values);
        this.values = grown;
      }
    }
    const start = this.starts[list]!;
    const length = this.lengths[list]!;
    this.values.copyWithin(this.top, start, start + length);
    this.reserved += capacity - this.capacities[list]!;
    this.starts[list] = this.top;
    this.capacities[list] = capacity;
    this.top += capacity;
  }

  /** Every list in order with its capacity, no holes, then room for `spare` more values at the end. */
  private pack(spare: number): void {
    const packed = this.allocate(this.reserved + spare);
    let at = 0;
    for (let list = 0; list < this.lists; list++) {
      const start = this.starts[list]!;
      packed.set(this.values.subarray(start, start + this.lengths[list]!), at);
      this.starts[list] = at;
      at += this.capacities[list]!;
    }
    this.values = packed;
    this.top = at;
  }
}

/** Lists of 32-bit integers. */
export class ListArena extends Lists<Int32Array> {
  constructor() {
    super((size) => new Int32Array(size));
  }

  /** An arena holding `saved`'s lists, packed tight as after `trim`; throws if the two arrays disagree. */
  static restore(saved: SavedLists): ListArena {
    return new ListArena().adopt(saved);
  }
}

/** Lists of bytes, for small numbers kept per value of another arena's lists (term-postings.ts). */
export class ByteListArena extends Lists<Uint8Array> {
  constructor() {
    super((size) => new Uint8Array(size));
  }

  /** An arena holding `saved`'s lists, packed tight as after `trim`; throws if the two arrays disagree. */
  static restore(saved: SavedLists<Uint8Array>): ByteListArena {
    return new ByteListArena().adopt(saved);
  }
}

/** `from`'s values at the start of a new, larger array. */
export function grownCopy(from: Int32Array, size: number): Int32Array {
  const to = new Int32Array(size);
  to.set(from);
  return to;
}
