/**
 * Law 12C2(a)/(b): artificial adjusted scores. When no result can be obtained, a side in no way at fault
 * gets Average-plus, a side partly at fault Average, a side directly at fault Average-minus: percentages of
 * the top at pairs (the preset's 60/50/40) or IMPs at IMP forms (+3/0/−3). The table is removed from the
 * comparison; the other results are factored by the preset's Neuberg rule. Law 12C2(c) may then replace the
 * figure with the side's own session result (session-rule.ts).
 *
 * Notation (rulings/notation.ts): A+, A=, A- and their figures A60/40, A50/50, A40/60 (the preset's levels
 * written out) are these artificial scores, and 12C2(c) applies to them as the preset says. Another 'A' figure
 * (A55/45) is refused unless the preset allows it (ArtificialOptions.otherFigures). A fixed percentage that no
 * session rule touches is written as a percentage (60%/40%, any figures from 0 to 100): `fixed` is set.
 */
import { inputProblem, ioText } from '../../i18n/io';
import { BridgeInputError } from '../../model/types';
import type { Adjustment, ArtificialLevel, SourceRef } from '../../model/types';
import type { ArtificialLimits, ArtificialOptions } from '../../presets/types';
import type { Place } from './split';

export type ArtificialAdjustment = Extract<Adjustment, { kind: 'artificial' }>;

const LEVELS: readonly ArtificialLevel[] = ['plus', 'average', 'minus'];

/** Checks an artificial adjustment; `where` names the place for messages, built only when one is needed. */
export function checkArtificialAt(adj: ArtificialAdjustment, where: Place): void {
  if (!LEVELS.includes(adj.level)) {
    throw new BridgeInputError(
      `${where()}: artificial level '${String(adj.level)}' is not plus, average or minus`,
      adj,
    );
  }
  if (adj.percent !== undefined) {
    if (typeof adj.percent !== 'number' || !Number.isFinite(adj.percent) || adj.percent < 0 || adj.percent > 100) {
      throw new BridgeInputError(`${where()}: artificial percentage '${String(adj.percent)}' is not 0..100`, adj);
    }
  }
  if (adj.imps !== undefined && (typeof adj.imps !== 'number' || !Number.isFinite(adj.imps))) {
    throw new BridgeInputError(`${where()}: artificial IMPs '${String(adj.imps)}' are not a number`, adj);
  }
}

/** Law 12C2(a): average-plus at least 60 %, average 50 %, average-minus at most 40 %. */
export const LAW_12C2A_LIMITS: ArtificialLimits = { plusAtLeast: 60, average: 50, minusAtMost: 40 };

/**
 * Checks a director's explicit percentage against Law 12C2(a) (or the code's §11.2Б1) as the preset bounds it:
 * A55/45 is not average-plus and average-minus; in preferans average-minus is 40 %, so A35 is refused.
 */
export function checkArtificialFigure(level: ArtificialLevel, percent: number, options: ArtificialOptions): void {
  const lim = options.limits ?? LAW_12C2A_LIMITS;
  const fail = (rule: string) => {
    throw new BridgeInputError(`an artificial score of ${percent} % is not ${rule}`, { level, percent });
  };
  if (level === 'plus' && percent < lim.plusAtLeast) fail(`average-plus (at least ${lim.plusAtLeast} %)`);
  if (level === 'average' && Math.abs(percent - lim.average) > 1e-9) fail(`average (${lim.average} %)`);
  if (level === 'minus' && percent > lim.minusAtMost) {
    fail(`average-minus (${lim.minusAtLeast === lim.minusAtMost ? '' : 'at most '}${lim.minusAtMost} %)`);
  }
  if (level === 'minus' && lim.minusAtLeast !== undefined && percent < lim.minusAtLeast) {
    fail(`average-minus (${lim.minusAtLeast === lim.minusAtMost ? '' : 'at least '}${lim.minusAtLeast} %)`);
  }
}

/**
 * The percentage before Law 12C2(c): the director's explicit figure, else the preset's. An 'A' figure that is
 * not the preset's level (A55/45 at 60/50/40) is refused unless the preset allows other figures; `where` and
 * `source` name the line for that message.
 */
export function artificialBasePercent(
  adj: ArtificialAdjustment,
  options: ArtificialOptions,
  where?: Place,
  source?: SourceRef,
): number {
  if (adj.percent === undefined) return options.percent[adj.level];
  if (adj.fixed || options.percent[adj.level] === adj.percent) return adj.percent;
  if (options.otherFigures === 'allow') {
    // Another figure the preset allows must still keep Law 12C2(a)'s bounds (or the code's §11.2Б1).
    checkArtificialFigure(adj.level, adj.percent, options);
    return adj.percent;
  }
  const p = options.percent;
  const figure = Number(adj.percent.toPrecision(12));
  const other = Number((100 - adj.percent).toPrecision(12));
  const params = {
    value: `A${figure}`,
    figure,
    levels: `${p.plus}/${p.average}/${p.minus}`,
    fixed: `${figure}%/${other}%`,
  };
  const err = inputProblem('artificialFigure', params, source, `A${figure}`);
  // The line's own description (board, table, file, line) in front of the English text.
  if (where) err.message = `${where()}: ${ioText('en', 'artificialFigure', params)}`;
  throw err;
}

/** Whether Law 12C2(c) may change this artificial score: every artificial score but a fixed percentage. */
export function sessionRuleTouches(adj: ArtificialAdjustment): boolean {
  return !adj.fixed;
}

/**
 * Law 12C2(d): the percentage of an artificial score on the `nth` board (1 = the first) of one session on
 * which the contestant could not obtain a result, under the preset's election; (a) when it elects nothing.
 */
export function severalBoardsPercent(level: ArtificialLevel, nth: number, options: ArtificialOptions): number {
  const d = options.severalBoards;
  if (!d || nth < d.fromBoard) return options.percent[level];
  return d.percent[level];
}

/** The IMPs before Law 12C2(c): the director's explicit figure, else the preset's (±3). */
export function artificialBaseImps(adj: ArtificialAdjustment, options: ArtificialOptions): number {
  return adj.imps ?? options.imps[adj.level];
}

/** Matchpoints for a percentage of a top. */
export function percentOfTop(percent: number, top: number): number {
  return (percent * top) / 100;
}
