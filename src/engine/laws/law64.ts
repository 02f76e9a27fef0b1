/**
 * Law 64: an established revoke (Law 63).
 *
 * 64A, trick transfer at the end of play: when the offending player won the revoke trick, that trick and one
 *   more of any later tricks won by the offending side go to the non-offenders (64A1); when he did not, one
 *   trick goes across if the offending side won the revoke trick or any later one (64A2). Only tricks won from
 *   the revoke trick on can be transferred.
 * 64B, no transfer: (1) the offending side won neither the revoke trick nor any later one; (2) a later revoke
 *   in the same suit by the same player; (3) the revoke was a failure to play a card faced on the table or of a
 *   hand faced on the table (dummy's included); (4) attention was first drawn after a non-offender called on
 *   the next deal; (5) after the round ended; (6) both sides revoked on the board; (7) the revoke was on the
 *   twelfth trick (Law 62D).
 * 64C: when the non-offenders are not fully compensated by the transfer (or get none under 64B), the director
 *   assigns an adjusted score (Law 12).
 * A revoke corrected before it was established is dealt with by Law 62 (the card played becomes a penalty card
 * when a defender revoked), with no transfer.
 */
import { contractScore } from '../model/contract';
import type { LawDecision } from '../model/decision';
import { seatDirection } from '../model/board';
import { BridgeInputError } from '../model/types';
import type { Direction, PlayedResult, Ruling, Vulnerability } from '../model/types';

export type RevokeException =
  'secondRevoke' | 'facedCard' | 'afterNextCall' | 'afterRound' | 'bothSides' | 'twelfthTrick';

export const REVOKE_EXCEPTION_LAW: Record<RevokeException, string> = {
  secondRevoke: '64B2',
  facedCard: '64B3',
  afterNextCall: '64B4',
  afterRound: '64B5',
  bothSides: '64B6',
  twelfthTrick: '64B7',
};

/** 64A: the number of tricks transferred. */
export function revokeTransfer(offenderWonRevokeTrick: boolean, tricksWonFromRevoke: number): number {
  if (!Number.isInteger(tricksWonFromRevoke) || tricksWonFromRevoke < 0 || tricksWonFromRevoke > 13) {
    throw new BridgeInputError(
      `Law 64A: '${String(tricksWonFromRevoke)}' is not a number of tricks (0 to 13) won from the revoke trick on`,
      tricksWonFromRevoke,
    );
  }
  if (offenderWonRevokeTrick) {
    if (tricksWonFromRevoke < 1) {
      throw new BridgeInputError(
        'Law 64A1: the offending player won the revoke trick, so his side won at least one trick from it on',
        tricksWonFromRevoke,
      );
    }
    return Math.min(2, tricksWonFromRevoke);
  }
  return tricksWonFromRevoke >= 1 ? 1 : 0;
}

export interface Law64Input {
  /** Law 63: the revoke was established (not corrected in time). */
  established: boolean;
  /** A 64B exception, or none. */
  exception?: RevokeException | 'none';
  offenderWonRevokeTrick?: boolean;
  /** Tricks won by the offending side from the revoke trick on, the revoke trick included. */
  tricksWonFromRevoke?: number;
  /** The side of the player who revoked. */
  offenders?: Direction;
  /** The result obtained at the table (contract, declarer, tricks). */
  tableResult?: PlayedResult;
  vulnerability?: Vulnerability;
}

export interface Law64Decision {
  /** The decision when the table result stands or the tricks are transferred. */
  decision: LawDecision;
  /** Tricks transferred (64A). */
  transfer: number;
}

/** Law 64A/64B: the tricks transferred and the resulting score. 64C (still damaged) is asked apart. */
export function law64(input: Law64Input): Law64Decision {
  if (!input.established) {
    return { transfer: 0, decision: { outcome: 'playOn', laws: ['62'], notes: ['revokeCorrected'] } };
  }
  const exception = input.exception ?? 'none';
  if (exception !== 'none') {
    const law = REVOKE_EXCEPTION_LAW[exception];
    if (!law) throw new BridgeInputError(`Law 64B: '${String(exception)}' is not an exception of 64B`, exception);
    const laws = exception === 'twelfthTrick' ? [law, '62D'] : [law];
    return { transfer: 0, decision: { outcome: 'scoreStands', laws, notes: ['noTransfer'] } };
  }
  const transfer = revokeTransfer(Boolean(input.offenderWonRevokeTrick), input.tricksWonFromRevoke ?? NaN);
  if (transfer === 0) return { transfer, decision: { outcome: 'scoreStands', laws: ['64B1'], notes: ['noTransfer'] } };
  const played = input.tableResult;
  if (!played || played.contract === 'PASS' || played.declarer === undefined || played.tricks === undefined) {
    throw new BridgeInputError('Law 64A: give the result at the table (contract, tricks and declarer)', played);
  }
  const offenders = input.offenders;
  if (offenders !== 'NS' && offenders !== 'EW') {
    throw new BridgeInputError(`Law 64A: offending side '${String(offenders)}' is not NS or EW`, offenders);
  }
  const declaring = seatDirection(played.declarer);
  const tricks = played.tricks + (declaring === offenders ? -transfer : transfer);
  if (tricks < 0 || tricks > 13) {
    throw new BridgeInputError(
      `Law 64A: moving ${transfer} trick(s) leaves declarer ${tricks} tricks; check the tricks at the table`,
      input,
    );
  }
  const from: PlayedResult = { ...played, tricks };
  const ns = contractScore(from, input.vulnerability ?? 'None');
  const ruling: Ruling = {
    ns: { kind: 'assigned', ns: ns === 0 ? 0 : ns, from },
    ew: { kind: 'assigned', ns: ns === 0 ? 0 : ns, from: { ...from } },
    laws: [input.offenderWonRevokeTrick ? '64A1' : '64A2'],
    fault: offenders,
  };
  return {
    transfer,
    decision: { outcome: 'trickTransfer', ruling, laws: [...(ruling.laws ?? [])], fault: offenders, notes: [] },
  };
}
