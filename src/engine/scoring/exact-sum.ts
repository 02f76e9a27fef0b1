/**
 * Sums that do not depend on the order of their terms. A session total added up board by board in floating point
 * rounds at every step, so the same scores entered in another order, or the same boards numbered otherwise, can
 * give a total that differs in its last bit (and, at a printed figure's exact half, a different printed figure).
 *
 * Here each term under 2^25 in size is split in two parts, both exact: its part on a grid of 2^-26 (`high`) and the
 * rest (`low`, under 2^-27 in size). Sums of grid parts are exact while under 2^27 in size; sums of the rests are
 * exact while the terms are at least 2^-18 in size (or zero) and there are at most 1,024 of them. So the sum is
 * exact, whatever the order, and it is rounded once, when the two are added. A term taken off again (a figure
 * Law 12C2(c) changes, subtracted and its new value added) counts as a term of its own. Every figure a board
 * gives meets those bounds in a field of up to 2^17 results a board: a matchpoint score, a Neuberg or factored
 * score, a percentage of the top, IMPs and their averages are zero or at least 1 / (2 × results) in size; so does a
 * team's figure for a board or a match (IMPs, a weighted score's fraction of them, VPs to two decimals or to the
 * WBF formula's precision).
 */

/**
 * A term's grid part is (v + SHIFT) − SHIFT (written out where it is hot): SHIFT = 1.5 × 2^26 and every double
 * from 2^26 to 2^27 is a multiple of 2^-26, so adding it rounds a term under 2^25 in size to the grid, and taking
 * it off again is exact. The rest, v minus its grid part, is then exact too (the two are within 2^-27).
 */
export const SHIFT = 1.5 * 2 ** 26;

/**
 * One order-free sum for each of `size` contestants: `high[c]` and `low[c]` are the two exact parts, added up
 * apart (add()); value() is their sum, exact and rounded once, the same for any order of the same terms.
 */
export class ExactSums {
  readonly high: Float64Array;
  readonly low: Float64Array;

  constructor(size: number) {
    this.high = new Float64Array(size);
    this.low = new Float64Array(size);
  }

  add(c: number, v: number): void {
    const h = v + SHIFT - SHIFT;
    this.high[c] += h;
    this.low[c] += v - h;
  }

  /** Sets contestant c's sum to `from`'s sum of contestant c. */
  copy(c: number, from: ExactSums): void {
    this.high[c] = from.high[c];
    this.low[c] = from.low[c];
  }

  set(c: number, high: number, low: number): void {
    this.high[c] = high;
    this.low[c] = low;
  }

  value(c: number): number {
    return this.high[c] + this.low[c];
  }
}
