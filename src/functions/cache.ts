/**
 * Results of whole travellers and sessions, kept by the content of the arguments they were computed from.
 *
 * Excel calls a per-cell function (BRIDGE.MP, BRIDGE.SESSION_PERCENT) once per cell, each time with the whole
 * range. Scoring the range for every cell would make a board of n lines cost n full scorings per
 * recalculation. Instead the first call of a calculation scores the range once and keeps the result under the
 * range's values; the other cells of that board find it and only look up their own line.
 *
 * A result is found by a hash of the argument values and then confirmed by comparing the values themselves, so
 * a kept result can never be stale or mistaken for another: changed cells are different values. The store
 * keeps the most recently used results only, so memory stays bounded however many boards a workbook has.
 */

const LIMIT = 256;

interface Kept<T> {
  args: KeptArg[];
  value: T;
}

const f64 = new Float64Array(1);
const i32 = new Int32Array(f64.buffer);

function mix(h: number, x: number): number {
  return Math.imul(h ^ x, 0x01000193) >>> 0;
}

function mixValue(h: number, v: unknown): number {
  switch (typeof v) {
    case 'number':
      if ((v | 0) === v) return mix(mix(h, 1), v);
      f64[0] = v;
      return mix(mix(mix(h, 2), i32[0]), i32[1]);
    case 'string': {
      let x = mix(mix(h, 3), v.length);
      for (let i = 0; i < v.length; i++) x = mix(x, v.charCodeAt(i));
      return x;
    }
    case 'boolean':
      return mix(h, v ? 4 : 5);
    default:
      // null, undefined (an omitted argument reads like an empty one) and error values in cells.
      return mix(h, 6);
  }
}

/** A hash of argument values (ranges of rows included); equal arguments give equal hashes. */
export function argsHash(args: readonly unknown[]): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!Array.isArray(a)) {
      h = mixValue(h, a);
      continue;
    }
    h = mix(h, 0x5b + a.length);
    for (let r = 0; r < a.length; r++) {
      const row: unknown = a[r];
      if (!Array.isArray(row)) {
        h = mixValue(h, row);
        continue;
      }
      h = mix(h, 0x5d + row.length);
      for (let c = 0; c < row.length; c++) h = mixValue(h, row[c]);
    }
  }
  return h;
}

/** Same cell values: same types, same numbers (NaN equals NaN), same texts; null and undefined alike. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined) return b === null || b === undefined;
  if (typeof a === 'number') return typeof b === 'number' && Object.is(a, b);
  if (typeof a === 'object' && typeof b === 'object' && b !== null && !Array.isArray(a) && !Array.isArray(b)) {
    // Error values in cells: the same code and message.
    const x = a as { code?: unknown; message?: unknown };
    const y = b as { code?: unknown; message?: unknown };
    return x.code === y.code && x.message === y.message;
  }
  return false;
}

/**
 * An argument as kept: a single value, or a range as its cells in one flat list with the length of each row
 * (one number when every row has the same length, as Excel's ranges do).
 */
type KeptArg = { value: unknown } | { height: number; widths: number | number[]; cells: unknown[] };

/** The arguments' values, copied (a caller reusing its arrays must not change what is kept). */
function keep(args: readonly unknown[]): KeptArg[] {
  return args.map((a) => {
    if (!Array.isArray(a)) return { value: a };
    const cells: unknown[] = [];
    const widths: number[] = [];
    let uniform = true;
    for (const r of a) {
      if (Array.isArray(r)) {
        widths.push(r.length);
        for (const v of r) cells.push(v);
      } else {
        widths.push(-1);
        cells.push(r);
      }
      if (widths[widths.length - 1] !== widths[0]) uniform = false;
    }
    return { height: a.length, widths: uniform && a.length > 0 ? widths[0] : widths, cells };
  });
}

/** The arguments have the values kept. */
export function sameArgs(kept: readonly KeptArg[], args: readonly unknown[]): boolean {
  if (kept.length !== args.length) return false;
  for (let i = 0; i < kept.length; i++) {
    const k = kept[i];
    const a = args[i];
    if ('value' in k) {
      if (Array.isArray(a) || !sameValue(k.value, a)) return false;
      continue;
    }
    if (!Array.isArray(a) || a.length !== k.height) return false;
    let c = 0;
    for (let r = 0; r < a.length; r++) {
      const width = typeof k.widths === 'number' ? k.widths : k.widths[r];
      const row: unknown = a[r];
      if (Array.isArray(row)) {
        if (width !== row.length) return false;
        for (let j = 0; j < row.length; j++) if (!sameValue(k.cells[c++], row[j])) return false;
      } else if (width !== -1 || !sameValue(k.cells[c++], row)) return false;
    }
  }
  return true;
}

export class ContentCache<T> {
  private readonly store = new Map<number, Kept<T>[]>();
  private count = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly limit = LIMIT) {}

  /** The value kept for these argument values, or `compute()` kept and returned. Failures are not kept. */
  get(args: readonly unknown[], compute: () => T): T {
    const h = argsHash(args);
    const bucket = this.store.get(h);
    if (bucket) {
      for (const kept of bucket) {
        if (sameArgs(kept.args, args)) {
          this.hits++;
          // Most recently used last.
          this.store.delete(h);
          this.store.set(h, bucket);
          return kept.value;
        }
      }
    }
    this.misses++;
    const value = compute();
    const kept = { args: keep(args), value };
    if (bucket) bucket.push(kept);
    else this.store.set(h, [kept]);
    this.count++;
    while (this.count > this.limit) {
      const [oldest, list] = this.store.entries().next().value as [number, Kept<T>[]];
      this.store.delete(oldest);
      this.count -= list.length;
    }
    return value;
  }

  clear(): void {
    this.store.clear();
    this.count = 0;
    this.hits = 0;
    this.misses = 0;
  }

  get size(): number {
    return this.count;
  }
}
