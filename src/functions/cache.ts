/**
 * Results of whole travellers and sessions, kept by the content of the arguments they were computed from.
 *
 * Excel calls a per-cell function (BRIDGE.MP, BRIDGE.SESSION_PERCENT) once per cell, each time with the whole
 * range. Scoring the range for every cell would make a board of n lines cost n full scorings per
 * recalculation. Instead the first call of a calculation scores the range once and keeps the result under a
 * copy of the range's values; the other cells of that board find it and only look up their own line.
 *
 * A result is only ever found by comparing the argument values with the copy, every cell, so a kept result can
 * never be stale or mistaken for another: changed cells are different values. Excel hands every call arrays of
 * its own, so nothing is recognised by identity. The result used last is tried first (the cells of one board or
 * one session come one after the other): one pass over the cells, which stops at the first difference. A column
 * of whole numbers is kept as 32-bit integers too, and a column of texts as texts, so that comparing it costs
 * little more than reading the range. The other results are filed under a fingerprint of their values (the shape of the
 * ranges and some of their cells) and compared in full when the fingerprint matches. The store keeps the most
 * recently used results only, so memory stays bounded however many boards a workbook has.
 */

const LIMIT = 256;

/**
 * Most results kept under one fingerprint. Results that share one usually are earlier versions of the same
 * ranges (a cell the fingerprint does not look at was edited); the oldest goes first.
 */
const PER_FINGERPRINT = 4;

/** Cells of a range that its fingerprint looks at, at most (spread evenly, the last one included). */
const SAMPLES = 64;

/** A single value as kept. */
interface KeptValue {
  range: false;
  value: unknown;
}

/**
 * A range as kept: its cells in one flat list, row by row, with its height and the width of its rows (one
 * number when every row has the same width, as Excel's ranges do; else one per row, −1 for a bare cell).
 */
interface KeptRange {
  range: true;
  height: number;
  /** Width of every row, or −2 when the rows differ (see `widths`) or there are none. */
  width: number;
  widths: Int32Array | undefined;
  cells: unknown[];
  /**
   * A column whose cells are all whole numbers that fit 32 bits (scores, boards, pair numbers): the same cells as
   * numbers, which the comparison reads faster than `cells`.
   */
  ints: Int32Array | undefined;
  /** A column whose cells are all texts: the same cells (`cells` itself). */
  texts: readonly string[] | undefined;
  /** Some text of `texts` is one letter long. */
  letters: boolean;
}

type KeptArg = KeptValue | KeptRange;

interface Kept<T> {
  args: KeptArg[];
  fingerprint: number;
  value: T;
}

const f64 = new Float64Array(1);
const i32 = new Int32Array(f64.buffer);

function mix(h: number, x: number): number {
  return Math.imul(h ^ x, 0x01000193);
}

/**
 * `h` mixed with one value; equal for the values sameOther takes as equal. A text contributes its length and its
 * first and last characters.
 */
function mixValue(h: number, v: unknown): number {
  switch (typeof v) {
    case 'number':
      if ((v | 0) === v) return mix(h, v);
      if (v !== v) return mix(h, 0x7ff80001);
      f64[0] = v;
      return mix(mix(mix(h, 2), i32[0]), i32[1]);
    case 'string': {
      const n = v.length;
      return n === 0 ? mix(h, 3) : mix(mix(mix(h, 0x40000000 | n), v.charCodeAt(0)), v.charCodeAt(n - 1));
    }
    case 'boolean':
      return mix(h, v ? 4 : 5);
    default:
      // null, undefined (an omitted argument reads like an empty one), error values and any other object.
      return mix(h, 6);
  }
}

/** The fingerprint of kept arguments: their shapes, single values, and up to SAMPLES cells of each range. */
function fingerprintOf(kept: readonly KeptArg[]): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < kept.length; i++) {
    const k = kept[i];
    if (!k.range) {
      h = mixValue(h, k.value);
      continue;
    }
    h = mix(mix(mix(h, 0x5b), k.height), k.width);
    const cells = k.cells;
    const n = cells.length;
    if (k.widths) for (let r = 0; r < k.widths.length; r++) h = mix(h, k.widths[r]);
    if (n <= SAMPLES) for (let c = 0; c < n; c++) h = mixValue(h, cells[c]);
    else {
      for (let s = 0; s < SAMPLES - 1; s++) h = mixValue(h, cells[Math.floor((s * n) / (SAMPLES - 1))]);
      h = mixValue(h, cells[n - 1]);
    }
  }
  return h >>> 0;
}

/** A hash of argument values (ranges of rows included); equal arguments give equal hashes. */
export function argsHash(args: readonly unknown[]): number {
  return fingerprintOf(keep(args));
}

/**
 * Same cell values when `===` says no: null and undefined alike, NaN equals NaN, error values in cells with the
 * same code and message. (Numbers, texts and booleans that are equal are `===`.)
 */
function sameOther(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined) return b === null || b === undefined;
  if (typeof a === 'number') return typeof b === 'number' && a !== a && b !== b;
  if (typeof a === 'object' && typeof b === 'object' && b !== null && !Array.isArray(a) && !Array.isArray(b)) {
    // Error values in cells: the same code and message.
    const x = a as { code?: unknown; message?: unknown };
    const y = b as { code?: unknown; message?: unknown };
    return x.code === y.code && x.message === y.message;
  }
  return false;
}

/** The range's values, copied: a caller reusing its arrays must not change what is kept. */
function keepRange(a: readonly unknown[]): KeptRange {
  const height = a.length;
  // A column of one-cell rows, the usual case, is copied in one pass.
  const column: unknown[] = new Array(height);
  let r = 0;
  for (; r < height; r++) {
    const row: unknown = a[r];
    if (!Array.isArray(row) || row.length !== 1) break;
    column[r] = row[0];
  }
  if (r === height) {
    const ints = intsOf(column);
    const texts =
      ints || height === 0 || !column.every((v) => typeof v === 'string') ? undefined : (column as string[]);
    const letters = texts !== undefined && texts.some((t) => t.length === 1);
    return {
      range: true,
      height,
      width: height === 0 ? -2 : 1,
      widths: undefined,
      cells: column,
      ints,
      texts,
      letters,
    };
  }
  // Any other shape: rows of any width, or bare cells.
  let width = -2;
  let uniform = true;
  let size = 0;
  for (r = 0; r < height; r++) {
    const row: unknown = a[r];
    const w = Array.isArray(row) ? row.length : -1;
    if (r === 0) width = w;
    else if (w !== width) uniform = false;
    size += w < 0 ? 1 : w;
  }
  const cells: unknown[] = new Array(size);
  let widths: Int32Array | undefined;
  if (!uniform) {
    widths = new Int32Array(height);
    width = -2;
  }
  let c = 0;
  for (r = 0; r < height; r++) {
    const row: unknown = a[r];
    if (Array.isArray(row)) {
      const w = row.length;
      if (widths) widths[r] = w;
      for (let j = 0; j < w; j++) cells[c++] = row[j];
    } else {
      if (widths) widths[r] = -1;
      cells[c++] = row;
    }
  }
  return { range: true, height, width, widths, cells, ints: undefined, texts: undefined, letters: false };
}

/** The cells as 32-bit whole numbers, when they all are (−0 is kept as 0, which `===` takes as equal). */
function intsOf(cells: readonly unknown[]): Int32Array | undefined {
  const n = cells.length;
  if (n === 0) return undefined;
  for (let i = 0; i < n; i++) {
    const v = cells[i];
    if (typeof v !== 'number' || (v | 0) !== v) return undefined;
  }
  const ints = new Int32Array(n);
  for (let i = 0; i < n; i++) ints[i] = cells[i] as number;
  return ints;
}

/**
 * A column of numbers has the values kept: each row read once, its length and its one cell compared with the
 * number kept (a text, a blank or any other value differs from every number). Four rows at a time, which costs
 * less than one at a time: a difference anywhere in them stops the comparison. A row that is not there (null)
 * fails it too.
 */
export function sameInts(ints: Int32Array, a: readonly (readonly unknown[])[]): boolean {
  const height = ints.length;
  try {
    let r = 0;
    for (; r + 3 < height; r += 4) {
      const a0 = a[r];
      const a1 = a[r + 1];
      const a2 = a[r + 2];
      const a3 = a[r + 3];
      if ((a0.length ^ 1) | (a1.length ^ 1) | (a2.length ^ 1) | (a3.length ^ 1)) return false;
      if (a0[0] !== ints[r] || a1[0] !== ints[r + 1] || a2[0] !== ints[r + 2] || a3[0] !== ints[r + 3]) return false;
    }
    for (; r < height; r++) {
      const row = a[r];
      if (row.length !== 1 || row[0] !== ints[r]) return false;
    }
  } catch {
    // A row that is null or undefined has no length.
    return false;
  }
  return true;
}

/**
 * A column of texts has the values kept (texts are compared only here, where they are), four rows at a time as
 * sameInts does. A bare text of one letter has length 1 and that letter as its first element: when a kept text is
 * one letter long (`letters`), each row is checked to be an array too.
 */
function sameTexts(texts: readonly string[], letters: boolean, a: readonly (readonly unknown[])[]): boolean {
  const height = texts.length;
  try {
    let r = 0;
    for (; r + 3 < height; r += 4) {
      const a0 = a[r];
      const a1 = a[r + 1];
      const a2 = a[r + 2];
      const a3 = a[r + 3];
      if (letters && !(Array.isArray(a0) && Array.isArray(a1) && Array.isArray(a2) && Array.isArray(a3))) return false;
      if ((a0.length ^ 1) | (a1.length ^ 1) | (a2.length ^ 1) | (a3.length ^ 1)) return false;
      if (a0[0] !== texts[r] || a1[0] !== texts[r + 1] || a2[0] !== texts[r + 2] || a3[0] !== texts[r + 3]) {
        return false;
      }
    }
    for (; r < height; r++) {
      const row = a[r];
      if ((letters && !Array.isArray(row)) || row.length !== 1 || row[0] !== texts[r]) return false;
    }
  } catch {
    return false;
  }
  return true;
}

/** The arguments' values, copied. */
function keep(args: readonly unknown[]): KeptArg[] {
  const kept: KeptArg[] = new Array(args.length);
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    kept[i] = Array.isArray(a) ? keepRange(a) : { range: false, value: a };
  }
  return kept;
}

/** The range has the values kept; stops at the first difference. */
function sameRange(k: KeptRange, a: readonly unknown[]): boolean {
  const height = k.height;
  if (a.length !== height) return false;
  const cells = k.cells;
  const width = k.width;
  if (width === 1) {
    // A column, the usual case: one cell per row.
    if (k.ints) return sameInts(k.ints, a as readonly (readonly unknown[])[]);
    if (k.texts) return sameTexts(k.texts, k.letters, a as readonly (readonly unknown[])[]);
    for (let r = 0; r < height; r++) {
      const row = a[r] as readonly unknown[] | null | undefined;
      // Only a one-cell row has length 1 and is an object (a bare one-letter text has length 1 too).
      if (row == null || row.length !== 1 || typeof row !== 'object') return false;
      const x: unknown = row[0];
      if (x !== cells[r] && !sameOther(cells[r], x)) return false;
    }
    return true;
  }
  let c = 0;
  for (let r = 0; r < height; r++) {
    const w = width === -2 ? (k.widths as Int32Array)[r] : width;
    const row: unknown = a[r];
    if (Array.isArray(row)) {
      if (w !== row.length) return false;
      for (let j = 0; j < w; j++) {
        const x: unknown = row[j];
        const y = cells[c++];
        if (x !== y && !sameOther(y, x)) return false;
      }
    } else {
      const y = cells[c++];
      if (w !== -1 || (row !== y && !sameOther(y, row))) return false;
    }
  }
  return true;
}

/** The arguments have the values kept. */
function sameArgs(kept: readonly KeptArg[], args: readonly unknown[]): boolean {
  const n = kept.length;
  if (n !== args.length) return false;
  // Single values first: they differ more often and cost nothing to compare.
  for (let i = 0; i < n; i++) {
    const k = kept[i];
    if (k.range) continue;
    const a = args[i];
    if (Array.isArray(a) || (a !== k.value && !sameOther(k.value, a))) return false;
  }
  for (let i = 0; i < n; i++) {
    const k = kept[i];
    if (!k.range) continue;
    const a = args[i];
    if (!Array.isArray(a) || !sameRange(k, a)) return false;
  }
  return true;
}

/** Two kept ranges hold the same values. */
function sameKeptRange(x: KeptRange, y: KeptRange): boolean {
  if (x.height !== y.height || x.width !== y.width) return false;
  if (x.widths && y.widths) {
    for (let r = 0; r < x.height; r++) if (x.widths[r] !== y.widths[r]) return false;
  }
  const a = x.cells;
  const b = y.cells;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const u = a[i];
    const v = b[i];
    if (u !== v && !sameOther(u, v)) return false;
  }
  return true;
}

/** Two kept argument lists hold the same values. */
function sameKept(x: readonly KeptArg[], y: readonly KeptArg[]): boolean {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) {
    const a = x[i];
    const b = y[i];
    if (a.range !== b.range) return false;
    if (a.range) {
      if (!sameKeptRange(a, b as KeptRange)) return false;
    } else if (a.value !== (b as KeptValue).value && !sameOther(a.value, (b as KeptValue).value)) return false;
  }
  return true;
}

/**
 * What a computation is given besides its arguments: for each argument that is a column of one-cell rows, its
 * cells as kept (one flat list, read faster than the rows); undefined for the others. Not to be changed.
 */
export type Columns = readonly (readonly unknown[] | undefined)[];

function columnsOf(kept: readonly KeptArg[]): Columns {
  const columns: (readonly unknown[] | undefined)[] = new Array(kept.length);
  for (let i = 0; i < kept.length; i++) {
    const k = kept[i];
    columns[i] = k.range && k.width === 1 ? k.cells : undefined;
  }
  return columns;
}

export class ContentCache<T> {
  /** Results by fingerprint, least recently used first. */
  private readonly store = new Map<number, Kept<T>[]>();
  /** The result found or computed last. */
  private last: Kept<T> | undefined;
  private count = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly limit = LIMIT) {}

  /**
   * The value found or computed last, when these argument values are the ones it was computed from (every cell
   * compared); else undefined. Copies nothing: the per-cell functions' usual case (the next cell of the same range)
   * costs one pass over the cells.
   */
  peek(args: readonly unknown[]): T | undefined {
    const last = this.last;
    if (last !== undefined && sameArgs(last.args, args)) {
      this.hits++;
      return last.value;
    }
    return undefined;
  }

  /**
   * peek() for the per-line cells' usual call: five single values after a column of whole numbers, each value the
   * very one kept (===, as a cell's number or text is). Anything else (a range kept otherwise, a value that is
   * equal only as sameArgs compares, such as NaN or an error) is left to peek(), which answers the same.
   */
  peekInts(range: unknown, a1: unknown, a2: unknown, a3: unknown, a4: unknown, a5: unknown): T | undefined {
    const last = this.last;
    if (last === undefined) return undefined;
    const k = last.args;
    if (k.length !== 6) return undefined;
    const k0 = k[0];
    if (!k0.range || k0.ints === undefined || k0.width !== 1 || !Array.isArray(range)) return undefined;
    if (
      (k[1] as KeptValue).value !== a1 ||
      (k[2] as KeptValue).value !== a2 ||
      (k[3] as KeptValue).value !== a3 ||
      (k[4] as KeptValue).value !== a4 ||
      (k[5] as KeptValue).value !== a5 ||
      k[1].range ||
      k[2].range ||
      k[3].range ||
      k[4].range ||
      k[5].range
    ) {
      return undefined;
    }
    if (range.length !== k0.height || !sameInts(k0.ints, range as readonly (readonly unknown[])[])) return undefined;
    this.hits++;
    return last.value;
  }

  /** The value kept for these argument values, or `compute()` kept and returned. Failures are not kept. */
  get(args: readonly unknown[], compute: (columns: Columns) => T): T {
    const last = this.last;
    if (last !== undefined && sameArgs(last.args, args)) {
      this.hits++;
      return last.value;
    }
    // Copied before the lookup: the fingerprint and the comparisons read the flat copy.
    const copy = keep(args);
    const fingerprint = fingerprintOf(copy);
    let bucket = this.store.get(fingerprint);
    if (bucket) {
      // Most recently used last.
      this.store.delete(fingerprint);
      this.store.set(fingerprint, bucket);
      for (const kept of bucket) {
        if (kept !== last && sameKept(kept.args, copy)) {
          this.hits++;
          this.last = kept;
          return kept.value;
        }
      }
    }
    this.misses++;
    const value = compute(columnsOf(copy));
    const kept: Kept<T> = { args: copy, fingerprint, value };
    bucket = this.store.get(fingerprint);
    if (bucket) {
      this.store.delete(fingerprint);
      if (bucket.length >= PER_FINGERPRINT) {
        bucket.shift();
        this.count--;
      }
      bucket.push(kept);
    } else bucket = [kept];
    this.store.set(fingerprint, bucket);
    this.last = kept;
    this.count++;
    while (this.count > this.limit) {
      const [oldest, list] = this.store.entries().next().value as [number, Kept<T>[]];
      this.store.delete(oldest);
      this.count -= list.length;
      if (list.includes(kept)) this.last = undefined;
    }
    return value;
  }

  clear(): void {
    // Entry by entry: Map.clear leaves the old table to the collector with its references still in it, and a
    // young result referenced from an old table outlives the next young-generation collection.
    for (const fingerprint of [...this.store.keys()]) this.store.delete(fingerprint);
    this.last = undefined;
    this.count = 0;
    this.hits = 0;
    this.misses = 0;
  }

  get size(): number {
    return this.count;
  }
}
