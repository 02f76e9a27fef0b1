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

/** NS cross-IMP score of every result on a board (EW gets the negative). */
export function crossImps(scores: readonly number[], options: CrossImpOptions = {}): number[] {
  scores.forEach((s, i) => {
    if (typeof s !== 'number' || !Number.isFinite(s)) {
      throw new BridgeInputError(`score '${String(s)}' (result ${i + 1}) is not a number`, s);
    }
  });
  const n = scores.length;
  const divisor = options.divisor ?? 'average';
  const sums = scores.map((s, i) => {
    let sum = 0;
    scores.forEach((t, j) => {
      if (j !== i) sum += imps(s - t, options);
    });
    return sum;
  });
  if (n < 2 || divisor === 'sum') return sums.map((s) => s + 0);
  const by = divisor === 'average' ? n - 1 : Math.sqrt((n * (n - 1)) / 2);
  return sums.map((s) => (s === 0 ? 0 : s / by));
}
