/**
 * Neuberg's formula: a score obtained among A results is brought to the scale of E expected results, as if
 * each of the A results had occurred E/A times. With u matchpoints per beat (2 in Europe, 1 in the ACBL):
 *
 *   F = (M + u/2) · E/A − u/2
 *
 * The formula keeps the average: A factored scores sum to A · u(E − 1)/2. It is used for boards with
 * artificial scores (the artificial tables are removed and the rest factored up), for boards played fewer
 * times, and for each group of a fouled board (Law 87), each by the preset's rule.
 */
import { BridgeInputError } from '../model/types';

function check(mp: number, actual: number, expected: number, unit: number): void {
  if (typeof mp !== 'number' || !Number.isFinite(mp)) {
    throw new BridgeInputError(`matchpoints '${String(mp)}' are not a number`, mp);
  }
  if (!Number.isInteger(actual) || actual < 1) {
    throw new BridgeInputError(`number of results '${String(actual)}' must be a whole number of at least 1`, actual);
  }
  if (typeof expected !== 'number' || !Number.isFinite(expected) || !(expected >= 1)) {
    throw new BridgeInputError(`expected number of results '${String(expected)}' must be at least 1`, expected);
  }
  if (actual > expected) {
    throw new BridgeInputError(
      `number of results ${actual} is more than the ${expected} expected: the factored score would leave the scale`,
      actual,
    );
  }
  if (unit !== 1 && unit !== 2) {
    throw new BridgeInputError(`matchpoints per beat '${String(unit)}' must be 1 or 2`, unit);
  }
  if (mp < -1e-9 || mp > unit * (actual - 1) + 1e-9) {
    throw new BridgeInputError(
      `matchpoints ${mp} are outside 0..${unit * (actual - 1)} for a board of ${actual} results`,
      mp,
    );
  }
}

/**
 * Neuberg-factored score of `mp` matchpoints obtained among `actual` results, on the scale of `expected`
 * results; `unit` matchpoints per beat (2: top 2(E − 1); 1: top E − 1).
 * Computed as ((M + u/2)·E − (u/2)·A) / A so that whole matchpoints give the closest number to the exact
 * quotient (18 of 20 with E = 11, A = 10 → 19.9).
 */
export function neuberg(mp: number, actual: number, expected: number, unit = 2): number {
  check(mp, actual, expected, unit);
  const h = unit / 2;
  return ((mp + h) * expected - h * actual) / actual;
}

/**
 * Neuberg on a matchpoint figure held as a fraction num/den (weighted scores are counted in whole units of
 * 1/den), 2 per beat: ((num + den)·E − den·A) / (A·den). One division, so decimal results stay exact.
 */
export function neubergFraction(num: number, den: number, actual: number, expected: number): number {
  if (actual === expected) return num / den;
  return ((num + den) * expected - den * actual) / (actual * den);
}

/**
 * Percentage form: a percentage P_A of the top among A results becomes
 * P_E = 50 + (P_A − 50) · ((A − 1)/A) · (E/(E − 1)) of the top among E results.
 */
export function neubergPercent(percent: number, actual: number, expected: number): number {
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new BridgeInputError(`percentage '${String(percent)}' must be a number from 0 to 100`, percent);
  }
  check(0, actual, expected, 2);
  if (expected === 1) return 50;
  return 50 + ((percent - 50) * (actual - 1) * expected) / (actual * (expected - 1));
}

/** Factored matchpoints of a whole group: neuberg() applied to each. */
export function neubergAll(mps: readonly number[], expected: number, unit = 2): number[] {
  const a = mps.length;
  return mps.map((m) => neuberg(m, a, expected, unit));
}
