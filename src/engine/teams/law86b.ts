/**
 * Law 86B: adjusted scores in team play when results cannot be compared normally.
 *
 * - 86B1: the board has a result at the other table. When that result is clearly favourable to one side the
 *   director assigns a score (12C1(c), possibly weighted), IMPed against the other table's result; otherwise
 *   an artificial score by fault (12C2).
 * - 86B2: two or more results between the same teams cannot be compared (or the Laws require more than one
 *   adjusted score): (a) no team at fault → the boards are cancelled, or artificial scores; (b) one team at
 *   fault → for each board the non-offenders get the better of Ave+ and the assigned score, the offenders
 *   the complement; (c) both at fault → cancelled, artificial scores.
 *
 * The director's findings (who is at fault, whether the other result is clearly favourable, the assigned
 * score) are inputs; the functions give the board's IMPs for the home and the away team.
 */
import { BridgeInputError } from '../model/types';
import type { ArtificialLevel, WeightedPart } from '../model/types';
import { imps, type ImpOptions } from '../scoring/imps';
import { DEFAULT_ARTIFICIAL_IMPS, type BoardImps, type Room } from './match';

/** Who caused the results to be non-comparable. */
export type TeamFault = 'home' | 'away' | 'both' | 'none';

export interface Law86Options extends ImpOptions {
  /** IMPs for Ave+, Ave and Ave− (Law 12C2(b)). Default +3 / 0 / −3. */
  artificialImps?: Record<ArtificialLevel, number>;
  /**
   * 86B2(a), no team at fault: 'cancel' (default; the board counts for neither team) or an artificial level
   * given to both teams.
   */
  noFault?: 'cancel' | ArtificialLevel;
  /** 86B2(c), both teams at fault: 'cancel' or an artificial level for both (default 'minus': both directly at fault). */
  bothAtFault?: 'cancel' | ArtificialLevel;
}

function levels(fault: TeamFault, options: Law86Options): { home: ArtificialLevel; away: ArtificialLevel } | 'cancel' {
  if (fault === 'home') return { home: 'minus', away: 'plus' };
  if (fault === 'away') return { home: 'plus', away: 'minus' };
  const rule = fault === 'both' ? (options.bothAtFault ?? 'minus') : (options.noFault ?? 'cancel');
  if (fault !== 'both' && fault !== 'none') {
    throw new BridgeInputError(`fault '${String(fault)}' is not home, away, both or none`, fault);
  }
  return rule === 'cancel' ? 'cancel' : { home: rule, away: rule };
}

/** Artificial adjusted scores by fault (12C2(a)/(b)) for one board. */
export function artificialByFault(fault: TeamFault, options: Law86Options = {}, laws: string[] = []): BoardImps {
  const table = options.artificialImps ?? DEFAULT_ARTIFICIAL_IMPS;
  const l = levels(fault, options);
  if (l === 'cancel') return { home: 0, away: 0, cancelled: true, laws };
  return { home: table[l.home], away: table[l.away], laws: [...laws, '12C2'] };
}

function partsOf(assigned: number | readonly WeightedPart[]): readonly WeightedPart[] {
  const parts = typeof assigned === 'number' ? [{ ns: assigned, weight: 1 }] : assigned;
  if (!parts.length) throw new BridgeInputError('an assigned score needs at least one part', assigned);
  let sum = 0;
  for (const p of parts) {
    if (typeof p.ns !== 'number' || !Number.isFinite(p.ns)) {
      throw new BridgeInputError(`assigned score '${String(p.ns)}' is not a number`, p);
    }
    if (!(p.weight > 0)) throw new BridgeInputError(`weight '${String(p.weight)}' must be a positive number`, p);
    sum += p.weight;
  }
  if (Math.abs(sum - 1) > 1e-9) throw new BridgeInputError(`weights sum to ${sum}, not 1`, parts);
  return parts;
}

/**
 * Home team's IMPs when the NS score `assigned` (one score or weighted parts) stands in `room` and the other
 * room has the NS result `otherNS`. Each component is IMPed against the other table, then weighted.
 */
export function assignedImpsForHome(
  room: Room,
  assigned: number | readonly WeightedPart[],
  otherNS: number,
  options: ImpOptions = {},
): number {
  if (typeof otherNS !== 'number' || !Number.isFinite(otherNS)) {
    throw new BridgeInputError(`other table's score '${String(otherNS)}' is not a number`, otherNS);
  }
  let sum = 0;
  for (const p of partsOf(assigned)) {
    sum += p.weight * imps(room === 'open' ? p.ns - otherNS : otherNS - p.ns, options);
  }
  return sum === 0 ? 0 : sum;
}

export interface TeamLaw86B1Input {
  /** The room where the adjusted score is awarded. */
  room: Room;
  /** NS result at the other table. */
  otherNS: number;
  /** The director finds the other table's result clearly favourable to one side. */
  clearlyFavourable: boolean;
  /** The assigned NS score(s) at `room`: required when clearlyFavourable. */
  assigned?: number | readonly WeightedPart[];
  /** Fault, for the artificial score when the other result is not clearly favourable. */
  fault: TeamFault;
}

/** Law 86B1: one result at the other table. */
export function law86b1(input: TeamLaw86B1Input, options: Law86Options = {}): BoardImps {
  if (input.clearlyFavourable) {
    if (input.assigned === undefined) {
      throw new BridgeInputError(
        'Law 86B1: the other table result is clearly favourable, so an assigned score is required',
        input,
      );
    }
    const home = assignedImpsForHome(input.room, input.assigned, input.otherNS, options);
    return { home, away: home === 0 ? 0 : -home, laws: ['86B1', '12C1(c)'] };
  }
  return artificialByFault(input.fault, options, ['86B1']);
}

export interface TeamLaw86B2Input {
  fault: TeamFault;
  /**
   * 86B2(b): the home team's IMPs from the assigned score on this board (assignedImpsForHome can give it).
   * When absent, the non-offenders get Ave+.
   */
  assignedHomeImps?: number;
}

/** Law 86B2: several non-comparable results (or more than one adjusted score required): one board. */
export function law86b2(input: TeamLaw86B2Input, options: Law86Options = {}): BoardImps {
  const { fault } = input;
  if (fault === 'none') return artificialByFault('none', options, ['86B2(a)']);
  if (fault === 'both') return artificialByFault('both', options, ['86B2(c)']);
  if (fault !== 'home' && fault !== 'away') {
    throw new BridgeInputError(`fault '${String(fault)}' is not home, away, both or none`, fault);
  }
  const plus = (options.artificialImps ?? DEFAULT_ARTIFICIAL_IMPS).plus;
  // The non-offenders' IMPs from the assigned score, seen from their side.
  const assigned =
    input.assignedHomeImps === undefined
      ? undefined
      : fault === 'away'
        ? input.assignedHomeImps
        : -input.assignedHomeImps;
  const nos = assigned === undefined ? plus : Math.max(plus, assigned);
  const home = fault === 'away' ? nos : -nos;
  return { home: home === 0 ? 0 : home, away: home === 0 ? 0 : -home, laws: ['86B2(b)'] };
}
