/**
 * Knockout matches: several segments between the same two teams, an optional carry-over, and a winner on
 * total IMPs. Adjusted scores that do not balance are averaged (Law 12C4) unless the options say otherwise,
 * so half IMPs can appear.
 */
import { BridgeInputError } from '../model/types';
import { scoreTeamMatch, type TeamBoard, type TeamMatchOptions, type TeamMatchScore } from './match';

export interface KnockoutMatch {
  home: string;
  away: string;
  /** IMPs the home team starts with (negative: the away team starts with them). Default 0. */
  carryOver?: number;
  /** Boards of each segment, home NS in the open room throughout (swap rooms in the data if seats change). */
  segments: TeamBoard[][];
}

export interface KnockoutScore {
  home: string;
  away: string;
  carryOver: number;
  segments: TeamMatchScore[];
  /** Carry-over plus the IMPs won on every board, less the team's procedural penalties. */
  homeTotal: number;
  awayTotal: number;
  /** Undefined while a board is pending, and on a tie. */
  winner?: string;
  tied: boolean;
  complete: boolean;
}

export interface CarryOverOptions {
  /** Share of the earlier margin carried over (e.g. 1/3). */
  fraction: number;
  /** Most IMPs carried over. Default: no limit. */
  max?: number;
  /** Carried IMPs rounded to a multiple of this (e.g. 0.5 or 0.1), halves away from zero. Default: exact. */
  roundTo?: number;
}

/**
 * IMPs carried into a knockout from an earlier match between the two teams: a share of its margin, capped.
 * Positive = to the team whose margin it was.
 */
export function carryOverFromMargin(margin: number, options: CarryOverOptions): number {
  if (typeof margin !== 'number' || !Number.isFinite(margin)) {
    throw new BridgeInputError(`IMP margin '${String(margin)}' is not a number`, margin);
  }
  if (!(options.fraction >= 0))
    throw new BridgeInputError(`carry-over share '${options.fraction}' is not a share`, options);
  let c = Math.abs(margin) * options.fraction;
  if (options.max !== undefined) c = Math.min(c, options.max);
  if (options.roundTo) {
    const q = c / options.roundTo;
    c = (Math.abs(q - Math.floor(q) - 0.5) < 1e-9 ? Math.floor(q) + 1 : Math.round(q)) * options.roundTo;
  }
  return margin < 0 && c !== 0 ? -c : c;
}

/** Scores a knockout match over its segments. */
export function scoreKnockout(match: KnockoutMatch, options: TeamMatchOptions = {}): KnockoutScore {
  const opts: TeamMatchOptions = { nonBalancing: 'average', ...options, vp: undefined };
  const carryOver = match.carryOver ?? 0;
  if (typeof carryOver !== 'number' || !Number.isFinite(carryOver)) {
    throw new BridgeInputError(`carry-over '${String(carryOver)}' is not a number`, carryOver);
  }
  const segments = match.segments.map((boards) => scoreTeamMatch({ home: match.home, away: match.away, boards }, opts));
  for (const m of segments) {
    if (m.homeVpPenalty || m.awayVpPenalty) {
      throw new BridgeInputError(
        `${match.home} v ${match.away}: a procedural penalty in VPs does not apply to a knockout, which is won on IMPs; give it in IMP`,
        m,
      );
    }
  }
  // A team's total is its carry-over plus the IMPs it won on each board, less its procedural penalties.
  const homeTotal = segments.reduce((s, m) => s + m.homeFor - (m.homePenalty ?? 0), Math.max(carryOver, 0));
  const awayTotal = segments.reduce((s, m) => s + m.awayFor - (m.awayPenalty ?? 0), Math.max(-carryOver, 0));
  const complete = segments.every((s) => s.complete);
  const diff = homeTotal - awayTotal;
  const tied = complete && Math.abs(diff) < 1e-9;
  const winner = complete && !tied ? (diff > 0 ? match.home : match.away) : undefined;
  return { home: match.home, away: match.away, carryOver, segments, homeTotal, awayTotal, winner, tied, complete };
}
