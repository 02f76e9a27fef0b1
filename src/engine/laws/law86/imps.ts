/**
 * Law 86B in team matches: the board's IMPs for the home and the away team.
 *
 * Which score each side gets is decided in one place, laws/law86/decision.ts (law86B1, law86B2Choice); this module
 * only turns that decision into IMPs: an artificial level into the event's IMPs for it (12C2(b)), an assigned
 * score into IMPs against the other table's result, "cancelled" into a board that counts for neither team.
 *
 * For a board decided as a whole (86B2) the home team stands in the decision's NS place and the away team in
 * its EW place; for 86B1 each team sits where it sat in the room ruled on (the home team is NS in the open
 * room and EW in the closed room).
 */
import { BridgeInputError } from '../../model/types';
import type { Adjustment, ArtificialLevel, Ruling, WeightedPart } from '../../model/types';
import type { Responsibility } from '../../model/decision';
import {
  law86B1,
  law86B2Choice,
  type Law86B2Choice,
  type Law86B2ChoiceInput,
  type SidesResponsibility,
  type TeamsFault,
} from './decision';
import { imps, type ImpOptions } from '../../scoring/imps';

/** The two rooms of a team match: the home team sits NS in the open room and EW in the closed room. */
export type Room = 'open' | 'closed';

/** IMPs of a board decided as a whole (Law 86B outcomes), for the home and the away team. */
export interface BoardImps {
  home: number;
  away: number;
  /** True when the board is cancelled and counts for neither team. */
  cancelled?: boolean;
  laws?: string[];
}

/** Law 12C2(b): IMPs of average-plus, average and average-minus unless the event says otherwise. */
export const DEFAULT_ARTIFICIAL_IMPS: Record<ArtificialLevel, number> = { plus: 3, average: 0, minus: -3 };

/** Who caused the results to be non-comparable. */
export type TeamFault = 'home' | 'away' | 'both' | 'none';

/** How far each team is responsible (12C2(a)), when the director distinguishes "partly" from "directly". */
export interface TeamResponsibility {
  home: Responsibility;
  away: Responsibility;
}

export interface Law86Options extends ImpOptions {
  /** IMPs for Ave+, Ave and Ave− (Law 12C2(b)). Default +3 / 0 / −3. */
  artificialImps?: Record<ArtificialLevel, number>;
  /**
   * 86B2(a), no team at fault: 'cancel' (default; the board counts for neither team) or artificial scores,
   * which give both teams average-plus ('plus' is the same as 'artificial').
   */
  noFault?: 'cancel' | 'artificial' | 'plus';
  /**
   * 86B2(c), both teams at fault: 'cancel', or artificial scores with both teams directly at fault
   * ('minus', the default; 'artificial' is the same) or both partly at fault ('average').
   */
  bothAtFault?: 'cancel' | 'artificial' | 'minus' | 'average';
}

const FAULTS: readonly TeamFault[] = ['home', 'away', 'both', 'none'];

function checkFault(fault: TeamFault): void {
  if (!FAULTS.includes(fault)) {
    throw new BridgeInputError(`fault '${String(fault)}' is not home, away, both or none`, fault);
  }
}

/** The team-match fault as the law module's sides: the home team in the NS place. */
function sidesFault(fault: TeamFault): TeamsFault {
  return fault === 'home' ? 'NS' : fault === 'away' ? 'EW' : fault;
}

/** Responsibility of each team: as given, else from the fault (at fault = directly). */
function teamResponsibility(fault: TeamFault, given?: TeamResponsibility): TeamResponsibility {
  if (given) {
    const home = given.home !== 'none';
    const away = given.away !== 'none';
    const implied: TeamFault = home && away ? 'both' : home ? 'home' : away ? 'away' : 'none';
    if (implied !== fault) {
      throw new BridgeInputError(
        `responsibility (home ${given.home}, away ${given.away}) does not agree with fault '${fault}'`,
        given,
      );
    }
    return given;
  }
  const at = (t: 'home' | 'away'): Responsibility => (fault === t || fault === 'both' ? 'directly' : 'none');
  return { home: at('home'), away: at('away') };
}

function artificialTable(options: Law86Options): Record<ArtificialLevel, number> {
  return options.artificialImps ?? DEFAULT_ARTIFICIAL_IMPS;
}

/** IMPs of the level a ruling gives one side (12C2(b)). */
function artificialImps(adj: Adjustment, options: Law86Options): number {
  if (adj.kind !== 'artificial') throw new BridgeInputError(`adjustment '${adj.kind}' is not artificial`, adj);
  return adj.imps ?? artificialTable(options)[adj.level];
}

/** The laws a board's IMPs cite: the paragraphs of Law 86, then 12C2 for an artificial score. */
function lawsOf(choice: Law86B2Choice, prefix?: readonly string[]): string[] {
  const laws = prefix ? [...prefix] : [...choice.laws];
  return choice.award.kind === 'artificial' ? [...laws, '12C2'] : laws;
}

/** 86B2 options of the team module as the law module's inputs. */
function law86B2Options(
  fault: TeamFault,
  options: Law86Options,
  given?: TeamResponsibility,
): Pick<Law86B2ChoiceInput, 'noFault' | 'bothAtFault' | 'responsibility' | 'avePlusImps'> {
  const noFault = options.noFault ?? 'cancel';
  if (!['cancel', 'artificial', 'plus'].includes(noFault)) {
    throw new BridgeInputError(
      `86B2(a): '${String(noFault)}' is not cancel or artificial (a team in no way at fault gets average-plus)`,
      noFault,
    );
  }
  const both = options.bothAtFault ?? 'minus';
  if (!['cancel', 'artificial', 'minus', 'average'].includes(both)) {
    throw new BridgeInputError(
      `86B2(c): '${String(both)}' is not cancel, minus or average (a team at fault cannot get average-plus)`,
      both,
    );
  }
  let resp: SidesResponsibility | undefined;
  if (fault === 'both') {
    const level: Responsibility = both === 'average' ? 'partly' : 'directly';
    const r = given ? teamResponsibility(fault, given) : { home: level, away: level };
    resp = { ns: r.home, ew: r.away };
  }
  return {
    noFault: noFault === 'cancel' ? 'cancel' : 'artificial',
    bothAtFault: both === 'cancel' ? 'cancel' : 'artificial',
    ...(resp ? { responsibility: resp } : {}),
    avePlusImps: artificialTable(options).plus,
  };
}

/** The board's IMPs from an 86B2 choice: home in the NS place, away in the EW place. */
function choiceImps(
  choice: Law86B2Choice,
  assignedHomeImps: number | undefined,
  options: Law86Options,
  laws: string[],
) {
  const { award } = choice;
  if (award.kind === 'cancel' || award.kind === 'substitute') return { home: 0, away: 0, cancelled: true, laws };
  if (award.kind === 'assigned') {
    const home = assignedHomeImps as number;
    return { home: home === 0 ? 0 : home, away: home === 0 ? 0 : -home, laws };
  }
  return { home: artificialImps(award.ruling.ns, options), away: artificialImps(award.ruling.ew, options), laws };
}

/**
 * Artificial adjusted scores by fault (12C2(a)/(b)) for one board, with the 86B2 options for no fault and
 * both at fault: one team at fault → Ave+ / Ave−; none → cancelled or Ave+ both; both → cancelled or Ave− (Ave).
 */
export function artificialByFault(fault: TeamFault, options: Law86Options = {}, laws: string[] = []): BoardImps {
  checkFault(fault);
  const choice = law86B2Choice({ fault: sidesFault(fault), ...law86B2Options(fault, options) });
  return choiceImps(choice, undefined, options, lawsOf(choice, laws));
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
  /** How far each team is responsible, when not simply "directly" for a team at fault. */
  responsibility?: TeamResponsibility;
}

/** Law 86B1: one result at the other table (the decision is law86B1's; here it becomes IMPs). */
export function law86b1(input: TeamLaw86B1Input, options: Law86Options = {}): BoardImps {
  if (input.room !== 'open' && input.room !== 'closed') {
    throw new BridgeInputError(`room '${String(input.room)}' is not open or closed`, input.room);
  }
  if (input.clearlyFavourable) {
    if (input.assigned === undefined) {
      throw new BridgeInputError(
        'Law 86B1: the other table result is clearly favourable, so an assigned score is required',
        input,
      );
    }
    const parts = partsOf(input.assigned);
    const adj: Adjustment =
      parts.length === 1 ? { kind: 'assigned', ns: parts[0].ns } : { kind: 'weighted', parts: [...parts] };
    const assigned: Ruling = { ns: adj, ew: adj, laws: ['12C1(c)'] };
    const d = law86B1({ otherTableClearlyFavourable: true, assigned });
    const home = assignedImpsForHome(input.room, parts, input.otherNS, options);
    return { home, away: home === 0 ? 0 : -home, laws: d.laws };
  }
  checkFault(input.fault);
  const r = teamResponsibility(input.fault, input.responsibility);
  // The home team sits NS in the open room and EW in the closed room.
  const open = input.room === 'open';
  const d = law86B1({
    otherTableClearlyFavourable: false,
    responsibility: open ? { ns: r.home, ew: r.away } : { ns: r.away, ew: r.home },
  });
  const ruling = d.ruling as Ruling;
  const [home, away] = open ? [ruling.ns, ruling.ew] : [ruling.ew, ruling.ns];
  return { home: artificialImps(home, options), away: artificialImps(away, options), laws: ['86B1', '12C2'] };
}

export interface TeamLaw86B2Input {
  fault: TeamFault;
  /**
   * 86B2(b): the home team's IMPs from the assigned score on this board (assignedImpsForHome can give it).
   * When absent, the non-offenders get Ave+.
   */
  assignedHomeImps?: number;
  /** 86B2(c): how far each team is responsible, instead of options.bothAtFault's level for both. */
  responsibility?: TeamResponsibility;
}

/** Law 86B2: several non-comparable results (or more than one adjusted score required): one board. */
export function law86b2(input: TeamLaw86B2Input, options: Law86Options = {}): BoardImps {
  const { fault } = input;
  checkFault(fault);
  const sides = sidesFault(fault);
  const nosImps =
    input.assignedHomeImps === undefined || (fault !== 'home' && fault !== 'away')
      ? undefined
      : fault === 'away'
        ? input.assignedHomeImps
        : -input.assignedHomeImps;
  const choice = law86B2Choice({
    fault: sides,
    ...law86B2Options(fault, options, input.responsibility),
    ...(nosImps !== undefined ? { assignedImpsForNonOffenders: nosImps } : {}),
  });
  return choiceImps(choice, input.assignedHomeImps, options, lawsOf(choice));
}
