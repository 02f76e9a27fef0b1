/**
 * Victory points: the WBF 2013 continuous 20-VP scale and discrete scales given as data.
 *
 * WBF 2013: for a match of N boards the blitz margin is X = 15·√N; a margin of I IMPs gives the winner
 * 10 + 10·(1 − r^(I/X)) / (1 − r) VPs (at most 20), r = τ³ = √5 − 2, τ = (√5 − 1)/2. The table for whole
 * IMPs is rounded to 2 decimals and then made concave: each extra IMP must be worth no more VPs than the
 * previous one (where it would be worth more, the earlier value is raised by 0.01 until it is not).
 */
import { BridgeInputError } from '../model/types';

/** r = τ³ = √5 − 2. */
export const WBF_R = Math.sqrt(5) - 2;

function checkBoards(boards: number): void {
  if (!Number.isInteger(boards) || boards < 1) {
    throw new BridgeInputError(`number of boards '${boards}' must be a whole number of at least 1`, boards);
  }
}

function checkMargin(margin: number): void {
  if (typeof margin !== 'number' || !Number.isFinite(margin)) {
    throw new BridgeInputError(`IMP margin '${String(margin)}' is not a number`, margin);
  }
}

/** Blitz margin X = 15·√N: the smallest margin that gives 20–0. */
export function wbfBlitz(boards: number): number {
  checkBoards(boards);
  return 15 * Math.sqrt(boards);
}

/** Winner's VPs by the formula, unrounded, for a margin ≥ 0. */
export function wbfVpExact(margin: number, boards: number): number {
  checkMargin(margin);
  const x = wbfBlitz(boards);
  const i = Math.abs(margin);
  return Math.min(20, 10 + (10 * (1 - Math.pow(WBF_R, i / x))) / (1 - WBF_R));
}

const tables = new Map<number, readonly number[]>();

/**
 * The winner's VPs for whole-IMP margins 0, 1, …, ⌈X⌉ (the last is 20): rounded to 2 decimals and made
 * concave. Index = IMP margin.
 */
export function wbfVpTable(boards: number): readonly number[] {
  checkBoards(boards);
  const cached = tables.get(boards);
  if (cached) return cached;
  const top = Math.ceil(wbfBlitz(boards));
  // Work in hundredths so the correction is exact.
  const h: number[] = [];
  for (let i = 0; i <= top; i++) h.push(Math.round(wbfVpExact(i, boards) * 100));
  for (let guard = 0; guard < 100000; guard++) {
    let fixed = false;
    for (let i = 1; i < h.length - 1; i++) {
      if (h[i + 1] - h[i] > h[i] - h[i - 1]) {
        h[i] += 1;
        fixed = true;
        break;
      }
    }
    if (!fixed) break;
  }
  const table = Object.freeze(h.map((x) => x / 100));
  tables.set(boards, table);
  return table;
}

/**
 * How a fractional IMP margin (cross-IMPs, 12C4 half-IMPs, weighted scores) is converted:
 * - 'interpolate': straight line between the table values of the two neighbouring whole margins, to 2 decimals;
 * - 'formula': the formula itself, to 2 decimals (no concavity correction between whole margins);
 * - 'round': the margin is first rounded to a whole IMP, exact halves away from zero.
 */
export type FractionalImps = 'interpolate' | 'formula' | 'round';

export interface WbfVpOptions {
  /** Default 'interpolate'. */
  fractional?: FractionalImps;
}

const r2 = (x: number): number => Math.round(x * 100) / 100;

/** Winner's VPs for a margin ≥ 0 (the sign is ignored). */
function winnerVp(margin: number, boards: number, options: WbfVpOptions): number {
  const table = wbfVpTable(boards);
  let i = Math.abs(margin);
  if (i >= table.length - 1) return 20;
  if (Number.isInteger(i)) return table[i];
  const how = options.fractional ?? 'interpolate';
  if (how === 'formula') return r2(wbfVpExact(i, boards));
  if (how === 'round') {
    i = Math.floor(i + 0.5);
    return i >= table.length - 1 ? 20 : table[i];
  }
  const lo = Math.floor(i);
  return r2(table[lo] + (table[lo + 1] - table[lo]) * (i - lo));
}

/**
 * WBF 2013 VPs of the side whose IMP margin is `margin` (negative when it lost). The opponents get
 * 20 minus that; wbfVpPair gives both.
 */
export function wbfVp(margin: number, boards: number, options: WbfVpOptions = {}): number {
  checkMargin(margin);
  const w = winnerVp(margin, boards, options);
  return margin >= 0 ? w : r2(20 - w);
}

/** [VPs of the side with `margin`, VPs of its opponents]; they sum to 20. */
export function wbfVpPair(margin: number, boards: number, options: WbfVpOptions = {}): [number, number] {
  const a = wbfVp(margin, boards, options);
  return [a, r2(20 - a)];
}

/**
 * Inverse of the formula: the IMP margin that gives the winner `vp` VPs (10 ≤ vp < 20).
 * I(V) = X·ln(1 − (1 − r)(V/10 − 1)) / ln r.
 */
export function wbfImpsForVp(vp: number, boards: number): number {
  if (typeof vp !== 'number' || !(vp >= 10 && vp < 20)) {
    throw new BridgeInputError(`VP '${String(vp)}' must be at least 10 and below 20`, vp);
  }
  const x = wbfBlitz(boards);
  return (x * Math.log(1 - (1 - WBF_R) * (vp / 10 - 1))) / Math.log(WBF_R);
}

/** A discrete VP scale: winner's VP for each band of IMP margins. */
export interface DiscreteVpScale {
  name: string;
  /** VPs shared in a match (20, 30, …): loser = total − winner. */
  total: number;
  /** Bands in ascending order: a margin of at least `from` IMPs (and below the next band) gives the winner `vp`. */
  steps: ReadonlyArray<{ from: number; vp: number }>;
}

export interface DiscreteVpOptions {
  /**
   * A fractional margin is rounded to a whole IMP first ('round', halves away from zero; default) or cut down
   * ('floor').
   */
  fractional?: 'round' | 'floor';
}

/** VPs of the side whose IMP margin is `margin` on a discrete scale. */
export function discreteVp(margin: number, scale: DiscreteVpScale, options: DiscreteVpOptions = {}): number {
  checkMargin(margin);
  if (!scale.steps.length || scale.steps[0].from !== 0) {
    throw new BridgeInputError(`VP scale '${scale.name}' must start with a band from 0 IMPs`, scale);
  }
  const a = Math.abs(margin);
  const m = (options.fractional ?? 'round') === 'round' ? Math.floor(a + 0.5) : Math.floor(a);
  let vp = scale.steps[0].vp;
  for (const s of scale.steps) if (m >= s.from) vp = s.vp;
  return margin >= 0 ? vp : scale.total - vp;
}

const steps = (froms: number[], first: number, vps?: number[]) =>
  froms.map((from, k) => ({ from, vp: vps ? vps[k] : first + k }));

/** ACBL Swiss teams 20-VP scale, 6–8 boards. */
export const ACBL_20VP_6_8: DiscreteVpScale = {
  name: 'ACBL 20 VP, 6–8 boards',
  total: 20,
  steps: steps([0, 1, 3, 5, 8, 11, 14, 17, 20, 24, 28], 10),
};

/** ACBL Swiss teams 20-VP scale, 9–11 boards. */
export const ACBL_20VP_9_11: DiscreteVpScale = {
  name: 'ACBL 20 VP, 9–11 boards',
  total: 20,
  steps: steps([0, 1, 3, 6, 10, 14, 18, 22, 26, 31, 36], 10),
};

const VP30 = [15, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30];

/** ACBL Swiss teams 30-VP scale, 6–8 boards. */
export const ACBL_30VP_6_8: DiscreteVpScale = {
  name: 'ACBL 30 VP, 6–8 boards',
  total: 30,
  steps: steps([0, 1, 2, 3, 4, 5, 7, 9, 11, 14, 17, 20, 24, 28], 0, VP30),
};

/** ACBL Swiss teams 30-VP scale, 9–11 boards. */
export const ACBL_30VP_9_11: DiscreteVpScale = {
  name: 'ACBL 30 VP, 9–11 boards',
  total: 30,
  steps: steps([0, 1, 2, 3, 5, 7, 9, 12, 15, 18, 22, 26, 31, 36], 0, VP30),
};
