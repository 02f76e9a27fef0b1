/**
 * Matchpoints (Law 78A): each score is compared with every other score on the board in the same direction,
 * 2 for each score beaten and 1 for each score tied ("2 per beat", top 2(n − 1)). The ACBL prints the same
 * figures on a 1-per-beat scale (top n − 1), which is half.
 *
 * A frequency table holds {score, weight} items sorted by score, so a board of n results is matchpointed in
 * O(n log n): one sort, then a binary search per result. Weights may be fractional: a weighted adjusted
 * score (Law 12C1(c)) enters the table as its components, each with its weight (0.7 at +430, 0.3 at +400).
 */
import { BridgeInputError } from '../model/types';

export interface FrequencyItem {
  /** NS score. */
  score: number;
  /** Frequency: 1 for a table result, a fraction for a component of a weighted score. */
  weight: number;
}

/** 2 when a beats b, 1 for a tie, 0 when a loses (both NS scores, seen from NS). */
export function compareScores(a: number, b: number): 0 | 1 | 2 {
  return a > b ? 2 : a === b ? 1 : 0;
}

/** Top on the 2-per-beat scale for a board of `results` results: 2(n − 1). */
export function matchpointTop(results: number): number {
  return results > 1 ? 2 * (results - 1) : 0;
}

/** A 2-per-beat figure on the ACBL 1-per-beat printing scale. */
export function toOnePerBeat(mp: number): number {
  return mp / 2;
}

/** First index i in sorted[0..n) with sorted[i] >= x. */
export function lowerBound(sorted: ArrayLike<number>, x: number, n: number = sorted.length): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index i in sorted[0..n) with sorted[i] > x. */
export function upperBound(sorted: ArrayLike<number>, x: number, n: number = sorted.length): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Sorts scores[0..n) ascending, in place. Table scores are whole numbers, which V8 sorts several times faster
 * as 32-bit integers than as doubles; any other score falls back on the sort of doubles. (A −0 comes back as
 * 0, which compares the same.) `scratch`, at least n long, saves an allocation.
 */
export function sortScores(
  scores: Float64Array,
  n: number = scores.length,
  scratch: Int32Array = new Int32Array(n),
): void {
  const whole = n === scratch.length ? scratch : scratch.subarray(0, n);
  for (let i = 0; i < n; i++) {
    const x = scores[i];
    if ((x | 0) !== x) {
      (n === scores.length ? scores : scores.subarray(0, n)).sort();
      return;
    }
    whole[i] = x;
  }
  whole.sort();
  for (let i = 0; i < n; i++) scores[i] = whole[i];
}

/**
 * rankScores()'s hash table and work arrays, grown as needed. Between calls every slot of hashIds is −1 (free):
 * a call frees the slots it took (slotById), instead of clearing a table sized for its n scores.
 */
let hashKeys = new Int32Array(0);
let hashIds = new Int32Array(0);
let valueById = new Int32Array(0);
let placeById = new Int32Array(0);
let countById = new Int32Array(0);
let slotById = new Int32Array(0);

/**
 * rankByTens()'s counts and places, by a score's tens from −7,600 (index 0) to +7,600 (index 1,520): every
 * table score of a contract is a multiple of 10 in that span. Between calls every count is 0.
 */
const TENS = 760;
const countByTen = new Int32Array(2 * TENS + 1);
const placeByTen = new Int32Array(2 * TENS + 1);
const tensSeen = new Int32Array(2 * TENS + 1);

/**
 * rankScoresKeyed() for scores[0..n) that are all multiples of 10 from −7,600 to +7,600: each counted at its
 * tens' index (its key, placed by placeByTen), so neither a hash nor a sort of the scores is needed (only the
 * dozen or so distinct ones are sorted). Returns size, or −1 (having left nothing that counts) when some score
 * is not such a multiple.
 */
function rankByTens(
  scores: ArrayLike<number>,
  n: number,
  distinct: Float64Array,
  rank: Int32Array,
  equal: Float64Array | undefined,
): number {
  const count = countByTen;
  const seen = tensSeen;
  let size = 0;
  for (let i = 0; i < n; i++) {
    // In 32-bit integers: x | 0 is x only for a whole x (−0 is 0), and a whole x in the span is divided exactly.
    const x = scores[i];
    const w = x | 0;
    if (w !== x || w < -10 * TENS || w > 10 * TENS || w % 10 !== 0) {
      for (let j = 0; j < size; j++) count[seen[j]] = 0;
      return -1;
    }
    const k = ((w / 10) | 0) + TENS;
    if (count[k]++ === 0) seen[size++] = k;
    rank[i] = k;
  }
  const keys = seen.subarray(0, size);
  keys.sort();
  for (let j = 0; j < size; j++) {
    const k = keys[j];
    distinct[j] = (k - TENS) * 10;
    placeByTen[k] = j;
    if (equal !== undefined) equal[j] = count[k];
    count[k] = 0;
  }
  return size;
}

/**
 * Ranks scores[0..n): writes the distinct scores in ascending order to distinct[0..size) and the index of
 * scores[i] among them to rank[i]; returns size. When `equal` is given, the number of scores equal to each
 * distinct score is written to equal[0..size).
 */
export function rankScores(
  scores: ArrayLike<number>,
  n: number,
  distinct: Float64Array,
  rank: Int32Array,
  equal?: Float64Array,
): number {
  const { size, placeOf } = rankScoresKeyed(scores, n, distinct, rank, equal);
  for (let i = 0; i < n; i++) rank[i] = placeOf[rank[i]];
  return size;
}

/** A ranking of scores (rankScoresKeyed()): score i's index among the `size` distinct ones is placeOf[key[i]]. */
export interface KeyedRanking {
  size: number;
  /** Valid until the next ranking. */
  placeOf: Int32Array;
}

/**
 * rankScores() with each score's place read through a map: writes a key for scores[i] to key[i], and its index
 * among the distinct scores is placeOf[key[i]] (a caller that looks each score up once saves a pass). Table
 * scores (multiples of 10 from −7,600 to +7,600) are counted at their tens; other whole numbers go through a
 * hash table, so only the distinct scores are sorted (a board of 200 results has a dozen or so); other scores are
 * all sorted and each is found by a binary search (its key is then its place). O(n log n) each way.
 */
export function rankScoresKeyed(
  scores: ArrayLike<number>,
  n: number,
  distinct: Float64Array,
  key: Int32Array,
  equal?: Float64Array,
): KeyedRanking {
  const rank = key;
  // Table scores need no hash: tried first, before the hash's arrays are sized.
  const byTens = rankByTens(scores, n, distinct, rank, equal);
  if (byTens >= 0) return { size: byTens, placeOf: placeByTen };
  let bits = 1;
  while (1 << bits < 2 * n) bits++;
  const slots = 1 << bits;
  if (hashKeys.length < slots) {
    hashKeys = new Int32Array(slots);
    hashIds = new Int32Array(slots).fill(-1);
  }
  if (valueById.length < n) {
    valueById = new Int32Array(n);
    placeById = new Int32Array(n);
    countById = new Int32Array(n);
    slotById = new Int32Array(n);
  }
  const count = countById;
  const taken = slotById;
  const keys = hashKeys;
  const ids = hashIds;
  const mask = slots - 1;
  const shift = 32 - bits;
  let size = 0;
  let whole = true;
  for (let i = 0; i < n; i++) {
    const x = scores[i];
    if ((x | 0) !== x) {
      whole = false;
      break;
    }
    // Fibonacci hashing, then the next free slot.
    let h = Math.imul(x, 0x9e3779b1) >>> shift;
    let id = ids[h];
    while (id !== -1 && keys[h] !== x) {
      h = (h + 1) & mask;
      id = ids[h];
    }
    if (id === -1) {
      id = size++;
      ids[h] = id;
      keys[h] = x;
      valueById[id] = x;
      count[id] = 0;
      taken[id] = h;
    }
    count[id]++;
    rank[i] = id;
  }
  for (let id = 0; id < size; id++) ids[taken[id]] = -1;
  if (whole) {
    // The distinct scores sorted; each score's place among them for the order in which it was first seen.
    for (let id = 0; id < size; id++) distinct[id] = valueById[id];
    sortScores(distinct, size, placeById);
    for (let id = 0; id < size; id++) placeById[id] = lowerBound(distinct, valueById[id], size);
    if (equal !== undefined) for (let id = 0; id < size; id++) equal[placeById[id]] = count[id];
    return { size, placeOf: placeById };
  }
  for (let i = 0; i < n; i++) distinct[i] = scores[i];
  sortScores(distinct, n);
  size = 0;
  for (let q = 0; q < n; q++) {
    const x = distinct[q];
    if (size === 0 || distinct[size - 1] !== x) distinct[size++] = x;
  }
  for (let i = 0; i < n; i++) rank[i] = lowerBound(distinct, scores[i], size);
  if (equal !== undefined) {
    equal.fill(0, 0, size);
    for (let i = 0; i < n; i++) equal[rank[i]]++;
  }
  if (placeAsIs.length < size) placeAsIs = identityOf(Math.max(size, 2 * placeAsIs.length));
  return { size, placeOf: placeAsIs };
}

/** 0, 1, 2 …: the place map of scores whose keys are their places. */
let placeAsIs = new Int32Array(0);

function identityOf(n: number): Int32Array<ArrayBuffer> {
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = i;
  return out;
}

function checkScore(s: unknown, i: number): void {
  if (typeof s !== 'number' || !Number.isFinite(s)) {
    throw new BridgeInputError(`score '${String(s)}' (result ${i + 1}) is not a number`, s);
  }
}

/**
 * Matchpoints of each score against all the others on the 2-per-beat scale: 2 per score beaten, 1 per tie.
 * The result is parallel to `scores`; the scores sum to n(n − 1).
 */
export function matchpointScores(scores: readonly number[]): number[] {
  const n = scores.length;
  const sorted = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    checkScore(scores[i], i);
    sorted[i] = scores[i];
  }
  sorted.sort();
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const x = scores[i];
    const below = lowerBound(sorted, x, n);
    const notAbove = upperBound(sorted, x, n);
    // Ties with itself excluded: (notAbove - below - 1) other equal scores.
    out[i] = 2 * below + (notAbove - below - 1);
  }
  return out;
}

/** Matchpoints on the ACBL 1-per-beat scale (1 per beat, ½ per tie). */
export function matchpointScoresOnePerBeat(scores: readonly number[]): number[] {
  return matchpointScores(scores).map(toOnePerBeat);
}

/**
 * A frequency table: the distinct scores in ascending order with their summed weights and the running total
 * of the weights below each. Built once per board and direction, queried by binary search.
 */
export class FrequencyTable {
  /** Distinct scores, ascending. */
  readonly scores: Float64Array;
  /** Summed weight of each distinct score. */
  readonly weights: Float64Array;
  /** below[i] = total weight of scores[0..i). */
  readonly below: Float64Array;
  /** Total weight. */
  readonly total: number;
  /** Number of distinct scores. */
  readonly size: number;

  private constructor(scores: Float64Array, weights: Float64Array, size: number) {
    this.scores = scores;
    this.weights = weights;
    this.size = size;
    this.below = new Float64Array(size + 1);
    let run = 0;
    for (let i = 0; i < size; i++) {
      this.below[i] = run;
      run += weights[i];
    }
    this.below[size] = run;
    this.total = run;
  }

  /** A table of plain results, weight 1 each. */
  static fromScores(scores: ArrayLike<number>): FrequencyTable {
    const n = scores.length;
    const sorted = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      checkScore(scores[i], i);
      sorted[i] = scores[i];
    }
    sorted.sort();
    return FrequencyTable.fromSorted(sorted, undefined);
  }

  /** A table of weighted items. Weights must be positive. */
  static fromItems(items: readonly FrequencyItem[]): FrequencyTable {
    const n = items.length;
    const order = new Array<number>(n);
    for (let i = 0; i < n; i++) {
      const it = items[i];
      checkScore(it.score, i);
      if (typeof it.weight !== 'number' || !(it.weight > 0) || !Number.isFinite(it.weight)) {
        throw new BridgeInputError(`weight '${String(it.weight)}' of score ${it.score} must be a positive number`, it);
      }
      order[i] = i;
    }
    order.sort((a, b) => items[a].score - items[b].score);
    const sorted = new Float64Array(n);
    const w = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      sorted[i] = items[order[i]].score;
      w[i] = items[order[i]].weight;
    }
    return FrequencyTable.fromSorted(sorted, w);
  }

  /**
   * A table from scores already sorted ascending (with their weights, or 1 each). Equal scores are merged.
   * Used by the board scorer, which sorts once.
   */
  static fromSorted(sorted: ArrayLike<number>, weights: ArrayLike<number> | undefined, n = sorted.length) {
    const distinct = new Float64Array(n);
    const w = new Float64Array(n);
    let size = 0;
    for (let i = 0; i < n; i++) {
      const s = sorted[i];
      const wi = weights ? weights[i] : 1;
      if (size > 0 && distinct[size - 1] === s) w[size - 1] += wi;
      else {
        distinct[size] = s;
        w[size] = wi;
        size++;
      }
    }
    return new FrequencyTable(distinct, w, size);
  }

  /** Total weight of scores lower than x. */
  weightBelow(x: number): number {
    return this.below[lowerBound(this.scores, x, this.size)];
  }

  /** Total weight of scores equal to x. */
  weightEqual(x: number): number {
    const i = lowerBound(this.scores, x, this.size);
    return i < this.size && this.scores[i] === x ? this.weights[i] : 0;
  }

  /** Total weight of scores higher than x. */
  weightAbove(x: number): number {
    return this.total - this.below[upperBound(this.scores, x, this.size)];
  }

  /**
   * 2 × (weight below x) + 1 × (weight equal to x): what a score of x earns against the whole table,
   * itself included when it is in the table.
   */
  against(x: number): number {
    const i = lowerBound(this.scores, x, this.size);
    const eq = i < this.size && this.scores[i] === x ? this.weights[i] : 0;
    return 2 * this.below[i] + eq;
  }
}

/**
 * Matchpoints (2 per beat) of one table whose result is the distribution `own` (one item of weight 1 for a
 * table result; the components of a weighted score otherwise) against a table that contains it:
 * Σ_j w_j · (against(s_j) − Σ_k w_k · cmp(s_j, s_k)). The own distribution's weights must sum to 1.
 */
export function matchpointDistribution(table: FrequencyTable, own: readonly FrequencyItem[]): number {
  let mp = 0;
  for (const a of own) {
    let self = 0;
    for (const b of own) self += b.weight * compareScores(a.score, b.score);
    mp += a.weight * (table.against(a.score) - self);
  }
  return mp;
}

/**
 * Smallest whole k ≤ maxDenominator with w·k whole (within 1e-9), found from the continued fraction of w;
 * undefined when there is none. 0.7 → 10, 0.25 → 4, 1/3 → 3.
 */
export function denominatorOf(w: number, maxDenominator = 10000): number | undefined {
  if (!Number.isFinite(w)) return undefined;
  let x = Math.abs(w);
  // Convergents h/k of the continued fraction of w.
  let h0 = 0;
  let h1 = 1;
  let k0 = 1;
  let k1 = 0;
  for (let step = 0; step < 40; step++) {
    const a = Math.floor(x);
    const h2 = a * h1 + h0;
    const k2 = a * k1 + k0;
    if (k2 > maxDenominator) return undefined;
    if (Math.abs(Math.abs(w) * k2 - h2) <= 1e-9 * Math.max(1, k2)) return k2;
    h0 = h1;
    h1 = h2;
    k0 = k1;
    k1 = k2;
    const f = x - a;
    if (f < 1e-12) return undefined;
    x = 1 / f;
  }
  return undefined;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/**
 * Common denominator D of a set of weights (lcm of their denominators), so that every weight is a whole
 * number of 1/D units and matchpoints can be summed exactly; 1 when the weights are whole, undefined when
 * some weight has no denominator up to `maxDenominator` (then plain floating point is used).
 */
export function commonDenominator(weights: Iterable<number>, maxDenominator = 10000): number | undefined {
  let d = 1;
  for (const w of weights) {
    const k = denominatorOf(w, maxDenominator);
    if (k === undefined) return undefined;
    d = (d / gcd(d, k)) * k;
    if (d > maxDenominator) return undefined;
  }
  return d;
}

/**
 * Matchpoints (2 per beat) of every table on a board where some tables carry weighted scores: each table is
 * a distribution whose weights sum to 1. Other tables see a weighted table's components as fractional
 * frequencies (EBU White Book method); the board's matchpoints still sum to n(n − 1). Decimal weights are
 * counted in whole units of 1/D, so 8.3 comes out as the closest number to 8.3 and not 8.299999999999999.
 */
export function matchpointWeighted(tables: ReadonlyArray<readonly FrequencyItem[]>): number[] {
  const all: number[] = [];
  tables.forEach((t, i) => {
    let sum = 0;
    for (const it of t) {
      checkScore(it.score, i);
      if (typeof it.weight !== 'number' || !(it.weight > 0) || !Number.isFinite(it.weight)) {
        throw new BridgeInputError(`weight '${String(it.weight)}' in table ${i + 1} must be a positive number`, it);
      }
      sum += it.weight;
      all.push(it.weight);
    }
    if (Math.abs(sum - 1) > 1e-9) {
      throw new BridgeInputError(`weights of table ${i + 1} sum to ${sum}, not 1`, t);
    }
  });
  const d = commonDenominator(all) ?? 1;
  const units = (w: number) => (d === 1 && !Number.isInteger(w) ? w : Math.round(w * d));
  const scaled = tables.map((t) => t.map((it) => ({ score: it.score, weight: units(it.weight) })));
  const table = FrequencyTable.fromItems(scaled.flat());
  const dd = d === 1 ? 1 : d * d;
  return scaled.map((t) => matchpointDistribution(table, t) / dd);
}
