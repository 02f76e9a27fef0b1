/**
 * International Match Points (Law 78B): a point difference converted with the IMP scale.
 * The scale is data, so an authority with another scale passes its own.
 */
import { BridgeInputError } from '../model/types';

export interface ImpScale {
  name: string;
  /**
   * Lower bounds of the differences that score 1, 2, 3, … IMPs (ascending). A difference below the first
   * bound scores 0; at or above the last it scores thresholds.length IMPs.
   */
  thresholds: readonly number[];
}

/** WBF scale (Law 78B, 2017): 0–10 = 0, 20–40 = 1, …, 4000 and more = 24. */
export const WBF_IMP_SCALE: ImpScale = {
  name: 'WBF 2017',
  thresholds: [
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000,
    3500, 4000,
  ],
};

export interface ImpOptions {
  scale?: ImpScale;
}

/**
 * IMPs for a signed point difference (positive = the first side did better). Antisymmetric:
 * imps(−d) = −imps(d). A difference that is not a multiple of 10 (a datum or a weighted score) is looked up
 * against the lower bounds, so 15 scores 0 and 45 scores 1.
 */
export function imps(difference: number, options: ImpOptions = {}): number {
  if (typeof difference !== 'number' || !Number.isFinite(difference)) {
    throw new BridgeInputError(`point difference '${String(difference)}' is not a number`, difference);
  }
  const scale = options.scale ?? WBF_IMP_SCALE;
  const d = Math.abs(difference);
  let n = 0;
  while (n < scale.thresholds.length && d >= scale.thresholds[n]) n++;
  return difference < 0 && n > 0 ? -n : n;
}

/** IMPs for NS when their score is `ns` and the score compared with it is `other` (both NS scores). */
export function impsBetween(ns: number, other: number, options: ImpOptions = {}): number {
  return imps(ns - other, options);
}
