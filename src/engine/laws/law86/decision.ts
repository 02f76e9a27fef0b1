/**
 * Law 86B (2017): which adjusted score each side gets in team play when results cannot be compared normally.
 * The sides are the two teams as they sit at the table ruled on (NS and EW); the IMPs are computed by the
 * team module (engine/teams).
 *
 * 86B1, a result was obtained at the other table between the same teams: when that result is clearly
 *   favourable to one side the director assigns an adjusted score (12C1(c)); otherwise the usual artificial
 *   score by responsibility (12C2(a)/(b)).
 * 86B2, two or more non-comparable results between the same teams (or the Laws require more than one
 *   adjusted score):
 *   (a) no team at fault → the boards are cancelled, artificial scores are given, or substitute boards are
 *       played if time allows — but 86A forbids a substitute board when the match result could be known to a
 *       contestant;
 *   (b) one team at fault → for each board the non-offenders get the better of average-plus (12C2(b)) and an
 *       assigned score; the offenders the complement;
 *   (c) both teams at fault → the boards are cancelled; artificial scores by responsibility (the default) or
 *       no score.
 *
 * law86B2Choice holds the 86B2 rule; law86B2 writes its choice as a ruling and laws/law86/imps turns it
 * into IMPs. The team module calls law86B1 for 86B1 in the same way.
 */
import { BridgeInputError } from '../../model/types';
import type { Ruling } from '../../model/types';
import { artificialByResponsibility, offendersResponsibility, type SidesResponsibility } from '../law12/assigned';
import { outcomeOf, withLaws, type LawDecision, type NoteId } from '../../model/decision';

export type { SidesResponsibility };

export interface Law86B1Input {
  /** The director finds the result at the other table clearly favourable to one side. */
  otherTableClearlyFavourable: boolean;
  /** The assigned (possibly weighted) score: required when the other result is clearly favourable. */
  assigned?: Ruling;
  /** Otherwise: how far each side is responsible (12C2(a)). */
  responsibility?: SidesResponsibility;
}

/** Law 86B1: one result at the other table. */
export function law86B1(input: Law86B1Input): LawDecision {
  if (typeof input.otherTableClearlyFavourable !== 'boolean') {
    throw new BridgeInputError('Law 86B1: say whether the result at the other table is clearly favourable', input);
  }
  if (input.otherTableClearlyFavourable) {
    const a = input.assigned;
    if (!a)
      throw new BridgeInputError('Law 86B1: the other result is clearly favourable, so give the assigned score', input);
    if (a.ns.kind === 'artificial' || a.ew.kind === 'artificial') {
      throw new BridgeInputError(
        'Law 86B1: the other result is clearly favourable, so the score must be assigned, not artificial',
        a,
      );
    }
    const ruling = withLaws(a, ['86B1']);
    return {
      outcome: outcomeOf(ruling),
      ruling,
      laws: ruling.laws ?? ['86B1'],
      ...(ruling.fault ? { fault: ruling.fault } : {}),
      notes: [],
    };
  }
  if (!input.responsibility) throw new BridgeInputError('Law 86B1: say how far each side is responsible', input);
  const ruling = withLaws(artificialByResponsibility(input.responsibility, { imps: true }), ['86B1']);
  return { outcome: 'artificial', ruling, laws: ruling.laws ?? ['86B1'], fault: ruling.fault, notes: [] };
}

export type TeamsFault = 'none' | 'NS' | 'EW' | 'both';

/** What 86B2 decides for one board, whoever presents it (a ruling here, IMPs in engine/teams). */
export interface Law86B2ChoiceInput {
  fault: TeamsFault;
  /**
   * (a) no team at fault: play substitute boards, cancel the boards, or give artificial scores. Default
   * 'cancel' (the first remedy 86B2(a) names).
   */
  noFault?: 'substitute' | 'cancel' | 'artificial';
  /** 86A: the match result could be known to a contestant, so no substitute board may be played. */
  matchResultMayBeKnown?: boolean;
  /** (b) the IMPs the assigned score gives the non-offending team; absent: no assigned score is better. */
  assignedImpsForNonOffenders?: number;
  /** (b) the IMPs of average-plus in this event (12C2(b): 3 unless the organiser varied it). */
  avePlusImps?: number;
  /** (c) both teams at fault: 'artificial' (default: scores by responsibility) or 'cancel' (no score). */
  bothAtFault?: 'artificial' | 'cancel';
  /** (c) how far each team is responsible: both must be at least partly. Required for artificial scores. */
  responsibility?: SidesResponsibility;
}

/** Which score each side gets under 86B2. */
export type Law86B2Award =
  /** (a) substitute boards are played; the boards in question are cancelled. */
  | { kind: 'substitute' }
  /** (a)/(c) the boards are cancelled: no score for either side. */
  | { kind: 'cancel' }
  /** Artificial adjusted scores (12C2(a)/(b)): `ruling` holds each side's level, the laws and the fault. */
  | { kind: 'artificial'; ruling: Ruling }
  /** (b) the non-offenders take the assigned score (it beats average-plus); the offenders the complement. */
  | { kind: 'assigned'; offenders: 'NS' | 'EW' };

export interface Law86B2Choice {
  award: Law86B2Award;
  /** The paragraphs of Law 86 applied, e.g. ['86B2(a)', '86A']. */
  laws: string[];
  fault: 'none' | 'NS' | 'EW' | 'both';
  notes: NoteId[];
}

/**
 * Law 86B2 for one board: which score each side gets. This is the one place the rule lives; law86B2 writes
 * the choice as a ruling, and laws/law86/imps.ts turns it into IMPs.
 */
export function law86B2Choice(input: Law86B2ChoiceInput): Law86B2Choice {
  switch (input.fault) {
    case 'none': {
      const choice = input.noFault ?? 'cancel';
      const notes: NoteId[] = [];
      if (choice === 'substitute') {
        if (input.matchResultMayBeKnown === undefined) {
          throw new BridgeInputError('Law 86A: say whether the match result could be known to a contestant', input);
        }
        if (!input.matchResultMayBeKnown) {
          return { award: { kind: 'substitute' }, laws: ['86B2(a)', '86A'], fault: 'none', notes };
        }
        notes.push('substituteNotAllowed');
      } else if (choice === 'cancel') {
        return { award: { kind: 'cancel' }, laws: ['86B2(a)'], fault: 'none', notes };
      } else if (choice !== 'artificial') {
        throw new BridgeInputError(`Law 86B2(a): '${String(choice)}' is not substitute, cancel or artificial`, choice);
      }
      // Neither team in any way at fault: average-plus to both (12C2(a)).
      const laws = ['86B2(a)', ...(choice === 'substitute' ? ['86A'] : [])];
      const ruling = artificialByResponsibility({ ns: 'none', ew: 'none' }, { imps: true });
      return { award: { kind: 'artificial', ruling }, laws, fault: 'none', notes };
    }
    case 'NS':
    case 'EW': {
      const offenders = input.fault;
      const plus = input.avePlusImps ?? 3;
      if (!(plus > 0)) throw new BridgeInputError(`average-plus of ${plus} IMPs is not a positive number`, plus);
      const imps = input.assignedImpsForNonOffenders;
      if (imps !== undefined && (typeof imps !== 'number' || !Number.isFinite(imps))) {
        throw new BridgeInputError(`Law 86B2(b): IMPs '${String(imps)}' are not a number`, imps);
      }
      // The non-offenders take the assigned score only when it is strictly better than average-plus.
      if (imps !== undefined && imps > plus) {
        return { award: { kind: 'assigned', offenders }, laws: ['86B2(b)'], fault: offenders, notes: [] };
      }
      const ruling = artificialByResponsibility(offendersResponsibility(offenders), { imps: true });
      return { award: { kind: 'artificial', ruling }, laws: ['86B2(b)'], fault: offenders, notes: [] };
    }
    case 'both': {
      const choice = input.bothAtFault ?? 'artificial';
      if (choice === 'cancel') return { award: { kind: 'cancel' }, laws: ['86B2(c)'], fault: 'both', notes: [] };
      if (choice !== 'artificial') {
        throw new BridgeInputError(`Law 86B2(c): '${String(choice)}' is not artificial or cancel`, choice);
      }
      const resp = input.responsibility;
      if (!resp) throw new BridgeInputError('Law 86B2(c): say how far each team is responsible', input);
      if (resp.ns === 'none' || resp.ew === 'none') {
        throw new BridgeInputError(
          'Law 86B2(c): both teams are at fault, so neither can be "in no way at fault"',
          resp,
        );
      }
      const ruling = artificialByResponsibility(resp, { imps: true });
      return { award: { kind: 'artificial', ruling }, laws: ['86B2(c)'], fault: 'both', notes: [] };
    }
    default:
      throw new BridgeInputError(`Law 86B2: fault '${String(input.fault)}' is not none, NS, EW or both`, input.fault);
  }
}

export interface Law86B2Input extends Law86B2ChoiceInput {
  /** (b) the assigned score for the board (with assignedImpsForNonOffenders, the IMPs it gives). */
  assigned?: Ruling;
}

/** Law 86B2: several non-comparable results between the same teams; the decision for one board, as a ruling. */
export function law86B2(input: Law86B2Input): LawDecision {
  if (input.fault === 'NS' || input.fault === 'EW') {
    const a = input.assigned;
    if (a && (a.ns.kind === 'artificial' || a.ew.kind === 'artificial')) {
      throw new BridgeInputError('Law 86B2(b): the assigned score must be a score, not an artificial one', a);
    }
    if (!a && input.assignedImpsForNonOffenders !== undefined) {
      throw new BridgeInputError('Law 86B2(b): IMPs are given but not the assigned score they come from', input);
    }
    if (a && input.assignedImpsForNonOffenders === undefined) {
      throw new BridgeInputError('Law 86B2(b): give the IMPs the assigned score brings the non-offending team', input);
    }
  }
  const { award, laws, fault, notes } = law86B2Choice(input);
  // (a) and (c) cancel the boards (artificial scores, if any, replace them); (b) scores each board.
  const cancels = input.fault === 'none' || input.fault === 'both';
  const cancelled = cancels ? { statusChange: { status: 'cancelled' as const } } : {};
  switch (award.kind) {
    case 'substitute':
      return { outcome: 'substituteBoards', ...cancelled, laws, fault, notes };
    case 'cancel':
      return { outcome: 'cancelled', ...cancelled, laws, fault, notes };
    case 'assigned': {
      const ruling = withLaws(input.assigned as Ruling, laws, award.offenders);
      return { outcome: 'betterOfAvePlus', ruling, laws: ruling.laws ?? laws, fault, notes };
    }
    case 'artificial': {
      const ruling = withLaws(award.ruling, laws);
      const outcome = cancels ? 'cancelled' : 'betterOfAvePlus';
      return { outcome, ruling, ...cancelled, laws: ruling.laws ?? laws, fault, notes };
    }
  }
}
