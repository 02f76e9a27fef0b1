/**
 * Rounding to a unit of scoring. The engine keeps full precision; a value is rounded only where a preset
 * says so (a printed board score, a session total, a Neuberg result, a Butler datum).
 *
 * A value that is a half within floating-point noise (68.42500000000001 for 68.425) counts as an exact
 * half, so that the rule for halves decides it and not the last bit of a binary fraction.
 */
import { BridgeInputError } from '../model/types';

/**
 * How an exact half is rounded:
 * - 'up': towards +infinity (ACBLscore: 0.005 rounded up);
 * - 'down': towards −infinity;
 * - 'away-from-zero' / 'toward-zero';
 * - 'even': to the even neighbour (found in Compscore's printed totals, see presets/abf.ts);
 * - 'away-from-average' / 'toward-average': relative to a reference value (EBU: halves away from
 *   average, the average being half the top for matchpoints).
 */
export type HalfRule =
  'up' | 'down' | 'away-from-zero' | 'toward-zero' | 'even' | 'away-from-average' | 'toward-average';

export interface RoundingRule {
  /** Unit rounded to: 0.01, 0.1, 1, 10, 0.0001, 0.5 ... */
  step: number;
  halves: HalfRule;
}

const HALF_RULES: readonly HalfRule[] = [
  'up',
  'down',
  'away-from-zero',
  'toward-zero',
  'even',
  'away-from-average',
  'toward-average',
];

// Module-level copies: a global lookup is slow in sandboxed contexts (test runners, add-in runtimes).
const { abs, floor, round, max } = Math;
const isFiniteNumber = Number.isFinite;

/** Relative tolerance under which a fraction counts as an exact half. */
const TIE_TOLERANCE = 1e-9;

function checkRule(rule: RoundingRule): void {
  if (!rule || typeof rule.step !== 'number' || !(rule.step > 0) || !isFiniteNumber(rule.step)) {
    throw new BridgeInputError(`rounding step '${String(rule?.step)}' must be a positive number`, rule?.step);
  }
  if (!HALF_RULES.includes(rule.halves)) {
    throw new BridgeInputError(
      `rounding rule for halves '${String(rule.halves)}' is not one of ${HALF_RULES.join(', ')}`,
      rule.halves,
    );
  }
}

/**
 * Rounds `x` to a multiple of `rule.step`. `average` is the reference for the '...-average' rules
 * (for matchpoints: half the top). A step that is 1/k for a whole k (0.1, 0.01, 0.0001) is applied as a
 * multiplication by k and a final division, so the result is the closest binary number to the decimal.
 */
export function roundTo(x: number, rule: RoundingRule, average = 0): number {
  checkRule(rule);
  return roundChecked(x, rule, inverseOf(rule), average);
}

/** k for a step that is 1/k for a whole k (0.1, 0.01, 0.0001), applied as a multiplication by k; else 0. */
function inverseOf(rule: RoundingRule): number {
  const inverse = 1 / rule.step;
  const whole = round(inverse);
  return whole >= 1 && abs(inverse - whole) <= 1e-9 * whole ? whole : 0;
}

/** roundTo() by a rule already checked, `whole` its inverseOf(). */
function roundChecked(x: number, rule: RoundingRule, whole: number, average: number): number {
  if (!isFiniteNumber(x)) throw new BridgeInputError(`value '${String(x)}' cannot be rounded`, x);
  const byInverse = whole > 0;
  const q = byInverse ? x * whole : x / rule.step;
  const lo = floor(q);
  const frac = q - lo;
  let k: number;
  if (abs(frac - 0.5) > TIE_TOLERANCE * max(1, abs(q))) {
    k = frac < 0.5 ? lo : lo + 1;
  } else {
    switch (rule.halves) {
      case 'up':
        k = lo + 1;
        break;
      case 'down':
        k = lo;
        break;
      case 'away-from-zero':
        k = q > 0 ? lo + 1 : lo;
        break;
      case 'toward-zero':
        k = q > 0 ? lo : lo + 1;
        break;
      case 'even':
        k = lo % 2 === 0 ? lo : lo + 1;
        break;
      case 'away-from-average':
        k = x >= average ? lo + 1 : lo;
        break;
      case 'toward-average':
        k = x >= average ? lo : lo + 1;
        break;
    }
  }
  const r = byInverse ? k / whole : k * rule.step;
  return r === 0 ? 0 : r;
}

/** Rounds to `decimals` places (2 → 0.01). */
export function roundDecimals(x: number, decimals: number, halves: HalfRule = 'away-from-zero', average = 0): number {
  if (!Number.isInteger(decimals)) {
    throw new BridgeInputError(`number of decimals '${String(decimals)}' must be a whole number`, decimals);
  }
  return roundTo(x, { step: decimals >= 0 ? 1 / 10 ** decimals : 10 ** -decimals, halves }, average);
}

/** Rounds when a rule is given, else returns the value unchanged. */
export function roundIf(x: number, rule: RoundingRule | undefined, average = 0): number {
  return rule ? roundTo(x, rule, average) : x;
}

/**
 * roundIf() by one rule, the rule checked and its step worked out once, on the first figure rounded: for a loop
 * that rounds many figures by the same rule (every contestant's total and percentage). The same figures, and the
 * same errors, as roundIf().
 */
export function rounderOf(rule: RoundingRule | undefined): (x: number, average: number) => number {
  if (!rule) return (x) => x;
  // Checked on the first figure rounded, as roundIf() checks it.
  let whole = -1;
  return (x, average) => {
    if (whole < 0) {
      checkRule(rule);
      whole = inverseOf(rule);
    }
    return roundChecked(x, rule, whole, average);
  };
}
