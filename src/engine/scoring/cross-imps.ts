/**
 * Cross-IMPs: each result is IMPed against every other result on the board (all as NS scores).
 */
import { BridgeInputError } from '../model/types';
import { imps, type ImpOptions } from './imps';

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
export function countScores(scores: readonly number[]): Map<number, number> {
  const count = new Map<number, number>();
  for (const s of scores) count.set(s + 0, (count.get(s + 0) ?? 0) + 1);
  return count;
}

/** What a board's sum of cross-IMPs is divided by (not 'sum': nothing), n results, n ≥ 2. */
export function crossImpDivisor(n: number, divisor: 'average' | 'ebu-sqrt'): number {
  return divisor === 'average' ? n - 1 : Math.sqrt((n * (n - 1)) / 2);
}
