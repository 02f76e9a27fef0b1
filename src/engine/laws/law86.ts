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
 *   (c) both teams at fault → the boards are cancelled and artificial scores given.
 */
import { BridgeInputError } from '../model/types';
import type { Ruling } from '../model/types';
import { artificialByResponsibility, type SidesResponsibility } from './law12/assigned';
import { outcomeOf, withLaws, type LawDecision, type NoteId } from '../rulings/flows/decision';

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

export interface Law86B2Input {
  fault: TeamsFault;
  /** (a) no team at fault: play substitute boards, cancel the boards, or give artificial scores. */
  noFault?: 'substitute' | 'cancel' | 'artificial';
  /** 86A: the match result could be known to a contestant, so no substitute board may be played. */
  matchResultMayBeKnown?: boolean;
  /** (b) the assigned score for the board. */
  assigned?: Ruling;
  /** (b) the IMPs that assigned score gives the non-offending team (computed by the team module). */
  assignedImpsForNonOffenders?: number;
  /** (b) the IMPs of average-plus in this event (12C2(b): 3 unless the organiser varied it). */
  avePlusImps?: number;
  /** (c) how far each team is responsible: both must be at least partly. */
  responsibility?: SidesResponsibility;
}

/** Law 86B2: several non-comparable results between the same teams; the decision for one board. */
export function law86B2(input: Law86B2Input): LawDecision {
  switch (input.fault) {
    case 'none': {
      const choice = input.noFault;
      if (!choice)
        throw new BridgeInputError(
          'Law 86B2(a): say whether to play substitute boards, cancel, or give artificial scores',
          input,
        );
      const notes: NoteId[] = [];
      if (choice === 'substitute') {
        if (input.matchResultMayBeKnown === undefined) {
          throw new BridgeInputError('Law 86A: say whether the match result could be known to a contestant', input);
        }
        if (!input.matchResultMayBeKnown) {
          return {
            outcome: 'substituteBoards',
            statusChange: { status: 'cancelled' },
            laws: ['86B2(a)', '86A'],
            fault: 'none',
            notes,
          };
        }
        notes.push('substituteNotAllowed');
      } else if (choice === 'cancel') {
        return { outcome: 'cancelled', statusChange: { status: 'cancelled' }, laws: ['86B2(a)'], fault: 'none', notes };
      } else if (choice !== 'artificial') {
        throw new BridgeInputError(`Law 86B2(a): '${String(choice)}' is not substitute, cancel or artificial`, choice);
      }
      const ruling = withLaws(artificialByResponsibility({ ns: 'none', ew: 'none' }, { imps: true }), [
        '86B2(a)',
        ...(choice === 'substitute' ? ['86A'] : []),
      ]);
      return {
        outcome: 'cancelled',
        ruling,
        statusChange: { status: 'cancelled' },
        laws: ruling.laws ?? [],
        fault: 'none',
        notes,
      };
    }
    case 'NS':
    case 'EW': {
      const offenders = input.fault;
      const plus = input.avePlusImps ?? 3;
      if (!(plus > 0)) throw new BridgeInputError(`average-plus of ${plus} IMPs is not a positive number`, plus);
      const imps = input.assignedImpsForNonOffenders;
      const a = input.assigned;
      if (a && (a.ns.kind === 'artificial' || a.ew.kind === 'artificial')) {
        throw new BridgeInputError('Law 86B2(b): the assigned score must be a score, not an artificial one', a);
      }
      if (!a && imps !== undefined) {
        throw new BridgeInputError('Law 86B2(b): IMPs are given but not the assigned score they come from', input);
      }
      if (a && imps === undefined) {
        throw new BridgeInputError(
          'Law 86B2(b): give the IMPs the assigned score brings the non-offending team',
          input,
        );
      }
      // The non-offenders take the assigned score only when it is strictly better than average-plus.
      if (a && imps !== undefined && imps > plus) {
        const ruling = withLaws(a, ['86B2(b)'], offenders);
        return { outcome: 'betterOfAvePlus', ruling, laws: ruling.laws ?? [], fault: offenders, notes: [] };
      }
      const resp: SidesResponsibility =
        offenders === 'NS' ? { ns: 'directly', ew: 'none' } : { ns: 'none', ew: 'directly' };
      const ruling = withLaws(artificialByResponsibility(resp, { imps: true }), ['86B2(b)']);
      return { outcome: 'betterOfAvePlus', ruling, laws: ruling.laws ?? [], fault: offenders, notes: [] };
    }
    case 'both': {
      const resp = input.responsibility;
      if (!resp) throw new BridgeInputError('Law 86B2(c): say how far each team is responsible', input);
      if (resp.ns === 'none' || resp.ew === 'none') {
        throw new BridgeInputError(
          'Law 86B2(c): both teams are at fault, so neither can be "in no way at fault"',
          resp,
        );
      }
      const ruling = withLaws(artificialByResponsibility(resp, { imps: true }), ['86B2(c)']);
      return {
        outcome: 'cancelled',
        ruling,
        statusChange: { status: 'cancelled' },
        laws: ruling.laws ?? [],
        fault: 'both',
        notes: [],
      };
    }
    default:
      throw new BridgeInputError(`Law 86B2: fault '${String(input.fault)}' is not none, NS, EW or both`, input.fault);
  }
}
