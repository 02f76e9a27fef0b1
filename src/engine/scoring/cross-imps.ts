/**
 * Cross-IMPs: each result is IMPed against every other result on the board (all as NS scores).
 */
import { BridgeInputError } from '../model/types';
import { imps, type ImpOptions } from './imps';
import { type PreparedWeights, prepareWeights, preparedValue } from '../laws/law12/weighted';
import type { FrequencyItem } from './matchpoints';

/**
 * How the sum of IMPs over the comparisons becomes the board score:
 * - 'sum': the plain sum;
 * - 'average': the sum divided by the number of comparisons, n − 1 (the usual form);
 * - 'ebu-sqrt': the sum divided by √(r·c/2), r = results, c = r − 1 (EBU's variant used before VP conversion).
 */
export type CrossImpDivisor = 'sum' | 'average' | 'ebu-sqrt';

export interface CrossImpOptions extends ImpOptions {
  divisor?: CrossImpDivisor;
}

/**
 * NS cross-IMP score of every result on a board (EW gets the negative). The results are counted by score, and
 * each distinct score IMPed once against each distinct score (times its count): a board of n results with k
 * distinct scores costs k² IMP look-ups rather than n². The sums are whole IMPs, so the order in which they are
 * added up does not change them.
 */
export function crossImps(scores: readonly number[], options: CrossImpOptions = {}): number[] {
  scores.forEach((s, i) => {
    if (typeof s !== 'number' || !Number.isFinite(s)) {
      throw new BridgeInputError(`score '${String(s)}' (result ${i + 1}) is not a number`, s);
    }
  });
  const n = scores.length;
  const divisor = options.divisor ?? 'average';
  const count = countScores(scores);
  // A result against itself scores 0 IMPs: counting it among its own score's results adds nothing.
  const sumOf = new Map<number, number>();
  for (const s of count.keys()) {
    let sum = 0;
    for (const [t, c] of count) sum += c * imps(s - t, options);
    sumOf.set(s, sum);
  }
  const sums = scores.map((s) => sumOf.get(s) as number);
  if (n < 2 || divisor === 'sum') return sums.map((s) => s + 0);
  const by = crossImpDivisor(n, divisor);
  return sums.map((s) => (s === 0 ? 0 : s / by));
}

/** The number of results with each score (−0 counted with 0). */
function countScores(scores: readonly number[]): Map<number, number> {
  const count = new Map<number, number>();
  for (const s of scores) count.set(s + 0, (count.get(s + 0) ?? 0) + 1);
  return count;
}

/** What a board's sum of cross-IMPs is divided by (not 'sum': nothing), n results, n ≥ 2. */
function crossImpDivisor(n: number, divisor: 'average' | 'ebu-sqrt'): number {
  return divisor === 'average' ? n - 1 : Math.sqrt((n * (n - 1)) / 2);
}

/**
 * Cross-IMPs of a field. Plain results go to crossImps(); a field with weighted scores is IMPed component by
 * component (other tables see a weighted table's components with their weights), with the same divisor. The
 * plain results are counted by score, so that each distinct score is IMPed once against each other distinct
 * score and once against each weighted score: a field of n results, k distinct plain scores and w weighted
 * ones costs about (k + w)·(k + w) weighted IMP look-ups rather than n². A result's IMPs against the plain
 * results are added up first (whole IMPs for a plain result), then those against the weighted scores in the
 * field's order.
 */
export function fieldCrossImps(
  field: ReadonlyArray<readonly FrequencyItem[]>,
  options: CrossImpOptions = {},
): number[] {
  const isPlain = (it: readonly FrequencyItem[]) => it.length === 1 && it[0].weight === 1;
  const divisor = options.divisor ?? 'average';
  if (field.every(isPlain))
    return crossImps(
      field.map((it) => it[0].score),
      options,
    );
  const n = field.length;
  const plainScores: number[] = [];
  const weighted: number[] = [];
  field.forEach((it, i) => (isPlain(it) ? plainScores.push(it[0].score) : weighted.push(i)));
  const count = countScores(plainScores);
  // Each weighted score's common denominator worked out once (prepareWeights()), not once for each comparison.
  const prepared = new Map<number, PreparedWeights>(weighted.map((j) => [j, prepareWeights(field[j])]));
  // weightedValue() of a result, with the same sums in the same order: of one score of weight 1, f of that score.
  const valueOf = (own: readonly FrequencyItem[], i: number, f: (score: number) => number) =>
    isPlain(own) ? f(own[0].score) : preparedValue(prepared.get(i) as PreparedWeights, f);
  // Against the plain results: a result with one score of weight 1 scores whole IMPs against each.
  const againstPlain = (own: readonly FrequencyItem[], i: number) => {
    let sum = 0;
    for (const [t, c] of count) sum += c * valueOf(own, i, (s) => imps(s - t, options));
    return sum;
  };
  // IMPs of score s against weighted score j: preparedValue() written out (no function made for each score).
  const againstOne = (s: number, j: PreparedWeights) => {
    const { scores, units, d } = j;
    let num = 0;
    for (let m = 0; m < scores.length; m++) num += units[m] * imps(s - scores[m], options);
    return d > 1 ? num / d : num;
  };
  const againstWeighted = (own: readonly FrequencyItem[], i: number, sum: number) => {
    for (const j of weighted) {
      if (j === i) continue;
      const pj = prepared.get(j) as PreparedWeights;
      sum += isPlain(own) ? againstOne(own[0].score, pj) : valueOf(own, i, (s) => againstOne(s, pj));
    }
    return sum;
  };
  // A plain result's sum depends on its score alone.
  const plainSum = new Map<number, number>();
  const sums = field.map((own, i) => {
    if (!isPlain(own)) return againstWeighted(own, i, againstPlain(own, i));
    const s = own[0].score;
    let sum = plainSum.get(s);
    if (sum === undefined) plainSum.set(s, (sum = againstWeighted(own, -1, againstPlain(own, -1))));
    return sum;
  });
  if (n < 2 || divisor === 'sum') return sums;
  const by = crossImpDivisor(n, divisor);
  return sums.map((s) => (s === 0 ? 0 : s / by));
}
