/**
 * Law 12C2(c) (the same in the 2007 and 2017 Laws; it was Law 88 in 1997): a non-offending contestant given Average-plus whose own result on the other
 * boards of the session is better than 60 % gets that percentage instead; an offending contestant given
 * Average-minus whose own result is below 40 % gets that percentage instead. At IMP forms the IMP
 * equivalent is the contestant's own IMP average per board.
 *
 * "Own result on the other boards" excludes every board on which the contestant had an artificial score
 * (EBU practice). This needs two passes over a session: score every board, work out each contestant's
 * percentage without its artificial boards, then fill in the artificial scores.
 */
import type { ArtificialLevel } from '../../model/types';
import type { SessionRuleOptions } from '../../presets/types';

/**
 * Percentage an artificial score is worth after Law 12C2(c). `base` is the figure before the rule (60 for
 * Ave+, or the director's explicit figure); `own` the contestant's percentage on its other boards.
 * Ave+ → the better of base and own when own exceeds the threshold; Ave− → the worse of base and own when own
 * is below the threshold; Ave → base.
 */
export function sessionRulePercent(
  level: ArtificialLevel,
  base: number,
  own: number | undefined,
  options: SessionRuleOptions,
): number {
  if (!options.apply || own === undefined || !Number.isFinite(own)) return base;
  if (level === 'plus' && own > options.nonOffenderAbove) return Math.max(base, own);
  if (level === 'minus' && own < options.offenderBelow) return Math.min(base, own);
  return base;
}

/** IMP equivalent: `own` is the contestant's IMP average per board on its other boards. */
export function sessionRuleImps(
  level: ArtificialLevel,
  base: number,
  own: number | undefined,
  options: SessionRuleOptions,
): number {
  if (!options.apply || own === undefined || !Number.isFinite(own)) return base;
  if (level === 'plus' && own > options.nonOffenderAboveImps) return Math.max(base, own);
  if (level === 'minus' && own < options.offenderBelowImps) return Math.min(base, own);
  return base;
}

/** Running sums for a contestant's own result on its boards without an artificial score. */
export interface OwnResult {
  /** Sum of board scores (matchpoints on the boards' tops, or IMPs). */
  sum: number;
  /** Sum of the tops of those boards (matchpoint forms). */
  max: number;
  /** Number of those boards. */
  boards: number;
}

/** Percentage of an own result (matchpoint forms); undefined when there is no such board. */
export function ownPercent(own: OwnResult | undefined): number | undefined {
  if (!own || own.boards === 0 || own.max <= 0) return undefined;
  return (100 * own.sum) / own.max;
}

/** IMP average per board of an own result (IMP forms); undefined when there is no such board. */
export function ownImpAverage(own: OwnResult | undefined): number | undefined {
  if (!own || own.boards === 0) return undefined;
  return own.sum / own.boards;
}

/**
 * The directors' quick check: percentage on the other boards from the session percentage over all `boards`
 * boards and the percentages scored on the artificial boards: (session% × B − Σ artificial%) / (B − k).
 * 24 boards, 63.0 % with one Ave+ at 60 % → (63.0 × 24 − 60) / 23 = 63.13 %.
 */
export function otherBoardsPercent(sessionPercent: number, boards: number, artificialPercents: readonly number[]) {
  const k = artificialPercents.length;
  if (boards <= k) return undefined;
  return (sessionPercent * boards - artificialPercents.reduce((a, b) => a + b, 0)) / (boards - k);
}

/**
 * Law 12C2(c) in an individual event: Law 12C3 gives both players of a side the same adjusted score, but each
 * player is a contestant of his own, so each gets the rule's figure from his own result on the other boards
 * (`owns`, one per player; undefined: none). `rule` is sessionRulePercent (MP forms) or sessionRuleImps.
 * 60 % Ave+, players at 63.4 % and 55 % → [63.4, 60].
 */
export function playersSessionRule(
  level: ArtificialLevel,
  base: number,
  owns: ReadonlyArray<number | undefined>,
  options: SessionRuleOptions,
  rule: typeof sessionRulePercent = sessionRulePercent,
): number[] {
  return owns.map((own) => rule(level, base, own, options));
}
