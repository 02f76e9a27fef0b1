/**
 * Law 13 (2017): incorrect number of cards.
 *
 * - 13A, found before a player with a wrong hand has called: the board is corrected. Nobody saw another
 *   player's card → normal play (13A1). Someone did → the board is played and scored; if the extra
 *   information proves to have affected the result, an adjusted score (13A2), and the offender may be penalised.
 * - 13B, found after such a call, during the auction or play (one hand more than 13 cards, another fewer):
 *   correctable without changing any call → play on, an adjustment after play remains possible (13B1);
 *   otherwise an adjusted score, and the offender may be penalised (13B2).
 * - 13C, a surplus card that does not belong to the deal: it is removed and play continues; no adjusted score
 *   unless the card was played to a quitted trick.
 * - 13D, found after play (a hand began with more than 13 cards, another with fewer): the result is cancelled
 *   and an adjusted score awarded (in team play Law 86B may apply); the offender may be penalised.
 *
 * The adjusted score itself (assigned, weighted or artificial) comes from the Law 12 functions.
 */
import { BridgeInputError } from '../model/types';
import type { Ruling } from '../model/types';
import { outcomeOf, withLaws, type LawDecision, type NoteId } from '../model/decision';

export type Law13Stage = 'beforeCall' | 'duringAuctionOrPlay' | 'surplusCard' | 'afterPlay';

export interface Law13Input {
  stage: Law13Stage;
  /** 13A: a player saw another player's card(s). */
  sawCards?: boolean;
  /** 13A2 / 13B1: the extra information (or the correction) affected the result, found after play. */
  informationAffected?: boolean;
  /** 13B: the hands can be corrected and the board played on without changing any call. */
  correctableWithoutChangingCall?: boolean;
  /** 13C: the surplus card was played to a quitted trick. */
  playedToQuittedTrick?: boolean;
  /** The adjusted score, when one is due. */
  adjusted?: Ruling;
  /** Team play: Law 86B may apply to an adjusted score of 13D. */
  teams?: boolean;
}

function need<T>(value: T | undefined, what: string, law: string): T {
  if (value === undefined) throw new BridgeInputError(`Law ${law}: say ${what}`, value);
  return value;
}

function adjust(input: Law13Input, law: string, notes: NoteId[], cancel = false): LawDecision {
  const adjusted = input.adjusted;
  if (!adjusted) throw new BridgeInputError(`Law ${law}: an adjusted score is due; give it`, input);
  const ruling = withLaws(adjusted, [law]);
  return {
    outcome: cancel ? 'cancelled' : outcomeOf(ruling),
    ruling,
    ...(cancel ? { statusChange: { status: 'cancelled' as const } } : {}),
    laws: ruling.laws ?? [law],
    ...(ruling.fault !== undefined ? { fault: ruling.fault } : {}),
    notes,
  };
}

/** Law 13: what the director does with a board that had a wrong number of cards. */
export function law13(input: Law13Input): LawDecision {
  switch (input.stage) {
    case 'beforeCall': {
      if (!need(input.sawCards, 'whether a player saw another player’s card', '13A')) {
        return { outcome: 'playNormally', laws: ['13A1'], notes: [] };
      }
      if (!need(input.informationAffected, 'whether the extra information affected the result', '13A2')) {
        return { outcome: 'scoreStands', laws: ['13A2'], notes: ['penaltyPossible'] };
      }
      return adjust(input, '13A2', ['penaltyPossible']);
    }
    case 'duringAuctionOrPlay': {
      if (need(input.correctableWithoutChangingCall, 'whether the board can go on without changing any call', '13B')) {
        if (!need(input.informationAffected, 'whether the correction affected the result', '13B1')) {
          return { outcome: 'scoreStands', laws: ['13B1'], notes: [] };
        }
        return adjust(input, '13B1', []);
      }
      return adjust(input, '13B2', ['penaltyPossible']);
    }
    case 'surplusCard': {
      if (!need(input.playedToQuittedTrick, 'whether the surplus card was played to a quitted trick', '13C')) {
        return { outcome: 'playOn', laws: ['13C'], notes: [] };
      }
      return adjust(input, '13C', []);
    }
    case 'afterPlay':
      return adjust(input, '13D', input.teams ? ['penaltyPossible', 'teamsUse86B'] : ['penaltyPossible'], true);
    default:
      throw new BridgeInputError(
        `Law 13: stage '${String((input as { stage: unknown }).stage)}' is not beforeCall, duringAuctionOrPlay, surplusCard or afterPlay`,
        input,
      );
  }
}
