/**
 * Butler (datum) IMPs: each NS score is IMPed against a datum, the mean of the board's NS scores after the
 * extremes are dropped, rounded to a multiple of 10. Programs differ in how many results they drop and in
 * how they round an exact half: both are options.
 */
import { BridgeInputError } from '../model/types';
import { imps, type ImpOptions } from './imps';
import { roundTo, type HalfRule } from './rounding';

/**
 * How many results to drop from EACH end before the mean is taken:
 * - 'none': plain mean of all results (WBF Butler rankings);
 * - 'highLow': the single highest and the single lowest (NBB, Compscore);
 * - 'scaled': ⌈(n − 10)/15⌉ + 1 from each end (1 up to 10 results, 2 up to 25, …);
 * - { each: k }: k from each end;
 * - { share: s }: that share of the results from each end, in whole results rounded down (0.25 of 42 → 10);
 * - a function of the number of results.
 * Nothing is dropped when fewer than `minResultsToDrop` results are on the board.
 */
export type ButlerDrop =
  'none' | 'highLow' | 'scaled' | { each: number } | { share: number } | ((results: number) => number);

/**
 * How an exact half is rounded:
 * - 'awayFromZero': −445 → −450, 445 → 450 (Compscore);
 * - 'awayFromMean': away from the plain mean of all the board's results (an "away from average" reading;
 *   confirm against the authority's own program before relying on it);
 * - 'up': towards +∞; 'down': towards −∞; 'even': to the even multiple;
 * - 'none': no rounding, the datum keeps full precision.
 */
export type HalfRounding = 'awayFromZero' | 'awayFromMean' | 'up' | 'down' | 'even' | 'none';

export interface ButlerOptions extends ImpOptions {
  /** Default 'highLow'. */
  drop?: ButlerDrop;
  /** Default 4: with 3 results or fewer the datum is the plain mean. */
  minResultsToDrop?: number;
  /** Multiple the datum is rounded to. Default 10. */
  roundTo?: number;
  /** Default 'awayFromZero'. */
  halves?: HalfRounding;
  /** 'nearest' (default, halves by `halves`) or 'toward-zero': the mean truncated to a multiple of `roundTo`. */
  datumRounding?: 'nearest' | 'toward-zero';
  /**
   * Frequency of each score, parallel to the scores (default 1 each). Fractional frequencies come from
   * weighted adjusted scores or from factoring a board played fewer times (E/A per result).
   */
  weights?: readonly number[];
}

const EPS = 1e-9;

const HALF_RULE: Record<Exclude<HalfRounding, 'none'>, HalfRule> = {
  awayFromZero: 'away-from-zero',
  awayFromMean: 'away-from-average',
  up: 'up',
  down: 'down',
  even: 'even',
};

function dropCount(drop: ButlerDrop, n: number): number {
  if (drop === 'none') return 0;
  if (drop === 'highLow') return 1;
  if (drop === 'scaled') return Math.ceil((n - 10) / 15) + 1;
  if (typeof drop === 'function') return drop(n);
  if ('share' in drop) {
    if (!(drop.share >= 0 && drop.share < 0.5)) {
      throw new BridgeInputError(`Butler drop share '${String(drop.share)}' must be at least 0 and below 0.5`, drop);
    }
    // A share that is a whole count within floating-point noise (0.1 × 30) counts as that count.
    return Math.floor(drop.share * n + 1e-9);
  }
  return drop.each;
}

export interface ButlerDatumDetail {
  /** Mean of the kept results, full precision. */
  mean: number;
  /** Rounded datum. */
  datum: number;
  /** Results (or weight) dropped from each end. */
  dropped: number;
}

/** The datum with the figures behind it. */
export function butlerDatumDetail(scores: readonly number[], options: ButlerOptions = {}): ButlerDatumDetail {
  if (scores.length === 0) throw new BridgeInputError('a Butler datum needs at least one result', scores);
  scores.forEach((s, i) => {
    if (typeof s !== 'number' || !Number.isFinite(s)) {
      throw new BridgeInputError(`score '${String(s)}' (result ${i + 1}) is not a number`, s);
    }
  });
  const weights = options.weights ?? scores.map(() => 1);
  if (weights.length !== scores.length) {
    throw new BridgeInputError(`${weights.length} weights given for ${scores.length} scores`, weights);
  }
  weights.forEach((w, i) => {
    if (!(w > 0) || !Number.isFinite(w)) {
      throw new BridgeInputError(`weight '${String(w)}' of result ${i + 1} must be a positive number`, w);
    }
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const n = scores.length;
  const minResults = options.minResultsToDrop ?? 4;
  const each = n >= minResults ? dropCount(options.drop ?? 'highLow', n) : 0;
  if (!Number.isFinite(each) || each < 0) {
    throw new BridgeInputError(`Butler drop count '${each}' for ${n} results is not a count`, each);
  }
  if (2 * each >= total - EPS) {
    throw new BridgeInputError(`cannot drop ${each} results from each end of a board with ${n} results`, each);
  }
  // The scores in ascending order with their weights (equal scores in the order given), `each` units of weight
  // removed from the bottom, then from the top; the mean of what is left, added up in that order.
  const n0 = scores.length;
  const s = new Float64Array(n0);
  const w = new Float64Array(n0);
  if (weights.every((x) => x === weights[0])) {
    // One weight for all: equal scores are interchangeable, so the array's own sort gives the same order.
    s.set(scores);
    s.sort();
    w.fill(weights[0]);
  } else {
    const order = scores.map((_, i) => i).sort((a, b) => scores[a] - scores[b]);
    order.forEach((i, k) => {
      s[k] = scores[i];
      w[k] = weights[i];
    });
  }
  const trim = (from: number, step: number) => {
    let left = each;
    for (let k = from; k >= 0 && k < n0; k += step) {
      const take = Math.min(w[k], left);
      w[k] -= take;
      left -= take;
      if (left <= EPS) break;
    }
  };
  trim(0, 1);
  trim(n0 - 1, -1);
  let sum = 0;
  let weight = 0;
  for (let k = 0; k < n0; k++) {
    sum += s[k] * w[k];
    weight += w[k];
  }
  const mean = sum / weight;
  const plainMean = scores.reduce((a, s, i) => a + s * weights[i], 0) / total;
  const halves = options.halves ?? 'awayFromZero';
  const unit = options.roundTo ?? 10;
  const datum =
    options.datumRounding === 'toward-zero'
      ? truncateTo(mean, unit)
      : halves === 'none'
        ? mean
        : roundTo(mean, { step: unit, halves: HALF_RULE[halves] }, plainMean);
  return { mean, datum, dropped: each };
}

/** Truncates toward zero to a multiple of `unit` (a mean within floating-point noise of a multiple is that multiple). */
function truncateTo(x: number, unit: number): number {
  const q = x / unit;
  const near = Math.round(q);
  const k = Math.abs(q - near) <= 1e-9 * Math.max(1, Math.abs(q)) ? near : Math.trunc(q);
  const r = k * unit;
  return r === 0 ? 0 : r;
}

/** Butler datum (NS score) of a board. */
export function butlerDatum(scores: readonly number[], options: ButlerOptions = {}): number {
  return butlerDatumDetail(scores, options).datum;
}

export interface ButlerResult {
  datum: number;
  /** NS IMPs of each result against the datum; EW gets the negative. */
  imps: number[];
}

/** IMPs of each NS score against the board's datum. */
export function butlerImps(scores: readonly number[], options: ButlerOptions = {}): ButlerResult {
  const datum = butlerDatum(scores, options);
  return { datum, imps: scores.map((s) => imps(s - datum, options)) };
}
