/**
 * Law 15 (2017): wrong board or hand.
 *
 * 15A, a call made holding the cards of a wrong board: the call (and any later call) is cancelled.
 *   - the offender's partner has called since → adjusted score;
 *   - otherwise the offender calls again with the right hand and the auction goes on. When the wrong board is
 *     later played by these players, the board is played normally if the offender repeats his first call;
 *     if his call differs → adjusted score. A procedural penalty may be added.
 * 15B, a board played by players who should not have played it (pairs and individual events; in team play
 *   Law 86B applies instead):
 *   1. one of the four had already played the board → it is cancelled for both sides;
 *   2. none had → the score stands; the director may have the two pairs play their correct board later;
 *   3. a contestant deprived of the chance of a valid score gets an artificial adjusted score (12C2(a)).
 */
import { BridgeInputError } from '../model/types';
import type { EventKind, Ruling } from '../model/types';
import { outcomeOf, withLaws, type LawDecision, type NoteId, type RelatedDecision } from '../model/decision';

export interface Law15AInput {
  /** The offender's partner has called since the call made with the wrong cards. */
  partnerCalledSince: boolean;
  /**
   * When the wrong board was later played by these players: 'same' (the offender repeated his first call),
   * 'different', or 'notYet' (not yet played). Only needed when the partner has not called since.
   */
  laterCall?: 'same' | 'different' | 'notYet';
  /** The adjusted score, when one is due. */
  adjusted?: Ruling;
}

function adjust(adjusted: Ruling | undefined, laws: string[], notes: NoteId[]): LawDecision {
  if (!adjusted) throw new BridgeInputError(`Law ${laws[0]}: an adjusted score is due; give it`, adjusted);
  const ruling = withLaws(adjusted, laws);
  return {
    outcome: outcomeOf(ruling),
    ruling,
    laws: ruling.laws ?? laws,
    ...(ruling.fault !== undefined ? { fault: ruling.fault } : {}),
    notes,
  };
}

/** Law 15A: a call made with the cards of a wrong board. */
export function law15A(input: Law15AInput): LawDecision {
  if (typeof input.partnerCalledSince !== 'boolean') {
    throw new BridgeInputError("Law 15A: say whether the offender's partner has called since", input);
  }
  if (input.partnerCalledSince) return adjust(input.adjusted, ['15A'], ['penaltyPossible']);
  switch (input.laterCall ?? 'notYet') {
    case 'notYet':
      return { outcome: 'continueAuction', laws: ['15A'], notes: ['checkLaterCall'] };
    case 'same':
      return { outcome: 'playNormally', laws: ['15A'], notes: [] };
    case 'different':
      return adjust(input.adjusted, ['15A'], ['penaltyPossible']);
    default:
      throw new BridgeInputError(
        `Law 15A: later call '${String(input.laterCall)}' is not same, different or notYet`,
        input,
      );
  }
}

export interface Law15BInput {
  event: EventKind;
  /** One of the four players had already played this board (with the right opponents or not). */
  anyPlayerAlreadyPlayed: boolean;
  /** The two pairs will play their correct board against each other later (15B2). */
  correctBoardLater?: boolean;
  /**
   * 15B3: the artificial score for contestants deprived of a valid score (from artificialByResponsibility):
   * needed when the board is cancelled, and for the correct board when it will not be played later.
   */
  deprived?: Ruling;
}

/** Law 15B: a board played by the wrong players, for the line of the board they played. */
export function law15B(input: Law15BInput): LawDecision {
  if (input.event === 'teams') {
    throw new BridgeInputError('Law 15B does not apply to team play: Law 86B decides the adjusted scores', input.event);
  }
  if (typeof input.anyPlayerAlreadyPlayed !== 'boolean') {
    throw new BridgeInputError('Law 15B: say whether any of the four had already played the board', input);
  }
  const deprived = (): Ruling => {
    if (!input.deprived) {
      throw new BridgeInputError(
        'Law 15B3: give the artificial score for the contestants left without a result',
        input,
      );
    }
    return withLaws(input.deprived, ['15B3']);
  };
  const related: RelatedDecision[] = [];
  const notes: NoteId[] = [];
  if (input.correctBoardLater) notes.push('playCorrectLater');
  else {
    const r = deprived();
    related.push({ target: 'correctBoard', ruling: r, statusChange: { status: 'ruled' }, laws: r.laws ?? ['15B3'] });
  }
  notes.push('deprivedArtificial');
  if (input.anyPlayerAlreadyPlayed) {
    const ruling = withLaws(deprived(), ['15B1']);
    return {
      outcome: 'cancelled',
      ruling,
      statusChange: { status: 'cancelled' },
      laws: ruling.laws ?? ['15B1', '15B3'],
      ...(ruling.fault !== undefined ? { fault: ruling.fault } : {}),
      notes,
      ...(related.length ? { related } : {}),
    };
  }
  return { outcome: 'scoreStands', laws: ['15B2'], notes, ...(related.length ? { related } : {}) };
}
