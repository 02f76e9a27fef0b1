/**
 * Duplicate preferans code, §11: irregularities (the Russian code in the seeds). Each function turns the
 * director's findings into a decision.
 *
 * §11.1 attention drawn to an irregularity: any player may draw it; when a spectator drew it first, the side
 *   responsible for that spectator may lose a right (Б1: the non-offenders their right to a penalty, Б2: the
 *   offenders their right to put the irregularity right); a procedural penalty stays possible (В).
 * §11.2 adjusted scores: artificial 40 / 50 / 60 % by responsibility (Б1); assigned: the most favourable result
 *   possible without the infraction for the non-offenders, the least favourable possible for the offenders
 *   (Б2, see likelyProbableRuling in law12/assigned.ts).
 * §11.3 wrong number of cards in a pocket: a player with a wrong hand has bid → artificial score, and the
 *   offender may be penalised. Otherwise: nobody saw other players' cards → the deal is mended (records of
 *   the hands, players who played it before, or a new deal) and played normally (A); someone saw cards →
 *   insignificant information: normal play with all players' consent (Б1), significant: artificial score (Б2);
 *   found after play (one hand had more than ten cards) → the result is cancelled, but the non-offenders'
 *   result may stand when it did not depend on the opponents' play (В).
 * §11.4 missing card: before play, the card is returned or the deal rebuilt with another pack (A); during play,
 *   a card found among the played cards makes the deal fouled (§10), found elsewhere or not found the hand is
 *   restored or rebuilt (Б1, Б2); the card may become a penalty card and not having played it may be a revoke (Б3).
 * §11.5 defective trick: an offender with too many cards puts a card among his played cards — of the suit
 *   led if he has one (no penalty, A1), otherwise any card, and he is deemed to have revoked (A2); an offender
 *   with too few cards takes back the extra cards he played (Б), and later failing to play them may be a revoke.
 * §11.6 a deal played by players who should not have played it in that round, none having played it before:
 *   the result is normally kept (A1); the director may have them play the right deal later (A2).
 *
 * Where the code is silent the functions say so in their documentation and follow §11.2Б1 (no natural
 * result → artificial score).
 */
import { BridgeInputError } from '../model/types';
import type { ArtificialLevel } from '../model/types';
import {
  mergeLaws,
  type LawDecision,
  type NoteId,
  type Responsibility,
  type SeatAward,
  type SeatsResponsibility,
} from '../model/decision';

function need<T>(value: T | undefined, what: string, section: string): T {
  if (value === undefined) throw new BridgeInputError(`preferans ${section}: say ${what}`, value);
  return value;
}

/** §11.2Б1: 40 % for a seat directly responsible, 50 % partly, 60 % in no way responsible. */
const LEVEL: Record<Responsibility, ArtificialLevel> = { none: 'plus', partly: 'average', directly: 'minus' };

/**
 * §11.2Б1: every seat of the table gets the artificial score of its own responsibility. A table has seats,
 * not sides: each seat is named by its protocol label.
 */
export function s11_2SeatArtificial(resp: SeatsResponsibility, section = '§11.2Б1'): SeatAward[] {
  const seats = Object.keys(resp);
  if (seats.length === 0)
    throw new BridgeInputError(`preferans ${section}: say how far each seat is responsible`, resp);
  return seats.map((seat) => {
    const level = LEVEL[resp[seat]];
    if (!level) {
      throw new BridgeInputError(
        `preferans ${section}: seat ${seat}'s responsibility '${String(resp[seat])}' is not none, partly or directly`,
        resp,
      );
    }
    return { seat, kind: 'artificial', level };
  });
}

/** §11.2Б1 with named offenders: they get average-minus, every other seat of the table average-plus. */
export function offenderSeatsResponsibility(
  seats: readonly string[],
  offenders: readonly string[],
): SeatsResponsibility {
  if (offenders.length === 0) throw new BridgeInputError('preferans §11.2: name the seat at fault', offenders);
  for (const o of offenders) {
    if (!seats.includes(o)) throw new BridgeInputError(`preferans §11.2: seat ${o} is not a seat of this table`, o);
  }
  return Object.fromEntries(seats.map((x) => [x, offenders.includes(x) ? 'directly' : 'none']));
}

/** Each seat's score on one possible result of the deal (protocol labels → the seat's own score). */
export type SeatsScores = Readonly<Record<string, number>>;

/**
 * §11.2Б2: an assigned score in place of the result obtained after the infraction. Of the results that were
 * possible without the infraction, each seat not at fault gets the one most favourable to it (its highest own
 * score), each seat at fault the least favourable (its lowest). A seat scores on its own scale, so the seats
 * may take their scores from different results. One possible result is a plain assigned score: every seat
 * gets its score on it.
 */
export function s11_2SeatAssigned(input: {
  seats: readonly string[];
  offenders: readonly string[];
  possible: readonly SeatsScores[];
}): SeatAward[] {
  const { seats, offenders, possible } = input;
  if (seats.length === 0) throw new BridgeInputError('preferans §11.2Б2: name the seats of the table', seats);
  for (const o of offenders) {
    if (!seats.includes(o)) throw new BridgeInputError(`preferans §11.2Б2: seat ${o} is not a seat of this table`, o);
  }
  if (!Array.isArray(possible) || possible.length === 0) {
    throw new BridgeInputError('preferans §11.2Б2: give at least one result possible without the infraction', possible);
  }
  possible.forEach((p, k) => {
    for (const seat of Object.keys(p)) {
      if (!seats.includes(seat)) {
        throw new BridgeInputError(
          `preferans §11.2Б2: result ${k + 1} names seat ${seat}, not a seat of this table`,
          p,
        );
      }
    }
    for (const seat of seats) {
      const v = p[seat];
      if (typeof v !== 'number' || !Number.isFinite(v)) {
        throw new BridgeInputError(
          `preferans §11.2Б2: result ${k + 1} has no score for seat ${seat} ('${String(v)}' is not a number)`,
          p,
        );
      }
    }
  });
  return seats.map((seat) => {
    const scores = possible.map((p) => p[seat]);
    const score = offenders.includes(seat) ? Math.min(...scores) : Math.max(...scores);
    return { seat, kind: 'assigned', score };
  });
}

function artificial(
  resp: SeatsResponsibility | undefined,
  laws: string[],
  notes: NoteId[],
  cancel: boolean,
): LawDecision {
  const r = need(resp, 'how far each seat is responsible', laws[0]);
  const seats = s11_2SeatArtificial(r, laws[0]);
  return {
    outcome: cancel ? 'cancelled' : 'artificial',
    ...(cancel ? { statusChange: { status: 'cancelled' as const } } : {}),
    laws: mergeLaws(laws),
    notes,
    seats,
  };
}

export interface S11_1Input {
  by: 'player' | 'spectator';
  /** §11.1Б: the side responsible for the spectator's presence. */
  spectatorOf?: 'nonOffenders' | 'offenders';
  /**
   * The director rules the right lost: §11.1Б1 the non-offenders' right to a penalty, §11.1Б2 the offenders'
   * right to put the irregularity right.
   */
  rightLost?: boolean;
}

export interface S11_1Result {
  /** The decision when the ruling ends here (§11.1Б1: the non-offenders' right to a penalty is lost). */
  decision?: LawDecision;
  /** Sections and notes the ruling that goes on carries (§11.1Б2: the offenders may no longer correct). */
  laws: string[];
  notes: NoteId[];
}

/**
 * §11.1: who drew attention. §11.1Б1 (the non-offenders' spectator spoke first): when the director rules the
 * right to a penalty lost, the score stands and a procedural penalty remains possible (§11.1В). §11.1Б2 (the
 * offenders' spectator): what may be lost is the offenders' right to put the irregularity right themselves;
 * that never helps them, so the ruling goes on, with the section and a note.
 */
export function s11_1Attention(input: S11_1Input): S11_1Result {
  const none: S11_1Result = { laws: [], notes: [] };
  if (input.by === 'player') return none;
  if (input.by !== 'spectator') {
    throw new BridgeInputError(`preferans §11.1: '${String(input.by)}' is not player or spectator`, input.by);
  }
  const of = need(input.spectatorOf, 'which side is responsible for the spectator', '§11.1Б');
  if (of !== 'nonOffenders' && of !== 'offenders') {
    throw new BridgeInputError(`preferans §11.1Б: '${String(of)}' is not nonOffenders or offenders`, of);
  }
  const lost = need(input.rightLost, 'whether the right is lost', of === 'nonOffenders' ? '§11.1Б1' : '§11.1Б2');
  if (!lost) return none;
  if (of === 'offenders') return { laws: ['§11.1Б2'], notes: ['offendersCannotCorrect'] };
  return {
    decision: { outcome: 'rectificationLost', laws: ['§11.1Б1', '§11.1В'], notes: ['penaltyStillPossible'] },
    laws: [],
    notes: [],
  };
}

export interface S11_3Input {
  /** A player holding a wrong hand has made a bid. */
  calledWithWrongHand: boolean;
  /** Found before the play ended, or after it. */
  stage?: 'beforePlay' | 'afterPlay';
  /** After the deal was mended, a player had seen other players' cards. */
  sawCards?: boolean;
  /** §11.3A: how the deal is mended. */
  fix?: 'records' | 'previousPlayers' | 'redeal';
  /** §11.3Б: the information seen is significant enough to prevent normal bidding or play. */
  informationSignificant?: boolean;
  /** §11.3Б1: all players consent to normal play. */
  allPlayersConsent?: boolean;
  /** §11.3В: the non-offenders' result did not depend on the opponents' play and stands. */
  nonOffendersResultStands?: boolean;
  /** §11.3В: every seat of the table (protocol labels). */
  seats?: readonly string[];
  /** §11.3В: the seats at fault (the hand with the wrong number of cards, and any other the director finds). */
  offenders?: readonly string[];
  /** §11.3В: non-offending seats whose result stands (it did not depend on the opponents' play). */
  keep?: readonly string[];
  /** For the artificial score (§11.2Б1): each seat's responsibility. */
  responsibility?: SeatsResponsibility;
}

const FIX: Record<NonNullable<S11_3Input['fix']>, [string, NoteId]> = {
  records: ['§11.3A1', 'fixByRecords'],
  previousPlayers: ['§11.3A2', 'fixByPreviousPlayers'],
  redeal: ['§11.3A3', 'redeal'],
};

/**
 * §11.3: wrong number of cards in a pocket. When information seen is not significant but a player does not
 * consent to normal play, the code gives no answer; the function then gives the artificial score of §11.2Б1.
 */
export function s11_3WrongCardCount(input: S11_3Input): LawDecision {
  if (input.calledWithWrongHand)
    return artificial(input.responsibility, ['§11.3', '§11.2Б1'], ['penaltyPossible'], false);
  const stage = need(input.stage, 'whether the play was over', '§11.3');
  if (stage === 'beforePlay') {
    if (!need(input.sawCards, "whether a player saw other players' cards", '§11.3Б')) {
      const fix = need(input.fix, 'how the deal is mended', '§11.3A');
      if (!FIX[fix])
        throw new BridgeInputError(`preferans §11.3A: '${String(fix)}' is not records, previousPlayers or redeal`, fix);
      return { outcome: 'playNormally', laws: ['§11.3A', FIX[fix][0]], notes: [FIX[fix][1]] };
    }
    if (need(input.informationSignificant, 'whether the information seen is significant', '§11.3Б')) {
      return artificial(input.responsibility, ['§11.3Б2', '§11.2Б1'], ['penaltyPossible'], false);
    }
    if (need(input.allPlayersConsent, 'whether all players consent to normal play', '§11.3Б1')) {
      return { outcome: 'playNormally', laws: ['§11.3Б1'], notes: [] };
    }
    return artificial(input.responsibility, ['§11.3Б1', '§11.2Б1'], [], false);
  }
  if (stage !== 'afterPlay')
    throw new BridgeInputError(`preferans §11.3: stage '${String(stage)}' is not beforePlay or afterPlay`, stage);
  if (!need(input.nonOffendersResultStands, "whether the non-offenders' result stands", '§11.3В')) {
    return artificial(input.responsibility, ['§11.3В', '§11.2Б1'], [], true);
  }
  const seats = need(input.seats, 'the seats of the table', '§11.3В');
  const offenders = need(input.offenders, 'which seats are at fault', '§11.3В');
  const keep = input.keep ?? [];
  const resp = offenderSeatsResponsibility(seats, offenders);
  for (const k of keep) {
    if (!seats.includes(k)) throw new BridgeInputError(`preferans §11.3В: seat ${k} is not a seat of this table`, k);
    if (offenders.includes(k)) {
      throw new BridgeInputError(`preferans §11.3В: seat ${k} is at fault, so its result cannot be kept`, k);
    }
  }
  if (keep.length === 0) {
    throw new BridgeInputError('preferans §11.3В: name the non-offending seats whose result stands', keep);
  }
  const awards: SeatAward[] = s11_2SeatArtificial(resp, '§11.3В').map((a) =>
    keep.includes(a.seat) ? { seat: a.seat, kind: 'kept' } : a,
  );
  return { outcome: 'split', laws: ['§11.3В', '§11.2Б1'], notes: ['nonOffendersKeep'], seats: awards };
}

export interface S11_4Input {
  stage: 'beforePlay' | 'duringPlay';
  /** Before play: 'found' or 'notFound'; during play: 'amongPlayed', 'elsewhere' or 'notFound'. */
  found: 'found' | 'notFound' | 'amongPlayed' | 'elsewhere';
  /** §10: the form label when the card was found among the played cards (the deal is fouled). */
  form?: string;
}

/** §11.4: a missing card. */
export function s11_4MissingCard(input: S11_4Input): LawDecision {
  if (input.stage === 'beforePlay') {
    if (input.found === 'found') return { outcome: 'playNormally', laws: ['§11.4A1'], notes: ['cardReturned'] };
    if (input.found === 'notFound') return { outcome: 'playNormally', laws: ['§11.4A2'], notes: ['dealReconstructed'] };
    throw new BridgeInputError(
      `preferans §11.4A: before play the card is 'found' or 'notFound', not '${String(input.found)}'`,
      input,
    );
  }
  if (input.stage !== 'duringPlay') {
    throw new BridgeInputError(
      `preferans §11.4: stage '${String(input.stage)}' is not beforePlay or duringPlay`,
      input,
    );
  }
  switch (input.found) {
    case 'amongPlayed': {
      const form = need(input.form, 'the label of the changed form of the deal', '§11.4Б1');
      if (typeof form !== 'string' || form.trim() === '') {
        throw new BridgeInputError('preferans §10: a changed form needs a label (e.g. B)', form);
      }
      return {
        outcome: 'formGroup',
        statusChange: { form: form.trim() },
        laws: ['§11.4Б1', '§10Б'],
        notes: ['scoreByGroups'],
      };
    }
    case 'elsewhere':
      return {
        outcome: 'playOn',
        laws: ['§11.4Б1', '§11.4Б3'],
        notes: ['cardReturned', 'penaltyCard', 'revokePossible'],
      };
    case 'notFound':
      return {
        outcome: 'playOn',
        laws: ['§11.4Б2', '§11.4Б3'],
        notes: ['dealReconstructed', 'penaltyCard', 'revokePossible'],
      };
    default:
      throw new BridgeInputError(
        `preferans §11.4Б: during play the card is 'amongPlayed', 'elsewhere' or 'notFound', not '${String(input.found)}'`,
        input,
      );
  }
}

export interface S11_5Input {
  /** The offender has too many cards (did not play to the defective trick) or too few (played two or more). */
  offenderHas: 'tooMany' | 'tooFew';
  /** §11.5А: the offender holds a card of the suit led to the defective trick. */
  holdsSuitLed?: boolean;
}

/** §11.5: a defective trick. */
export function s11_5DefectiveTrick(input: S11_5Input): LawDecision {
  if (input.offenderHas === 'tooMany') {
    if (need(input.holdsSuitLed, 'whether the offender holds a card of the suit led', '§11.5А')) {
      return { outcome: 'playOn', laws: ['§11.5А1'], notes: ['noPenalty'] };
    }
    return { outcome: 'playOn', laws: ['§11.5А2'], notes: ['deemedRevoke'] };
  }
  if (input.offenderHas === 'tooFew') {
    return { outcome: 'playOn', laws: ['§11.5Б'], notes: ['returnExtraCards', 'revokePossible'] };
  }
  throw new BridgeInputError(`preferans §11.5: '${String(input.offenderHas)}' is not tooMany or tooFew`, input);
}

export interface S11_6Input {
  /** One of the players had already played this deal. */
  playedBefore: boolean;
  /** §11.6A2: the director has them play the right deal against each other later. */
  correctDealLater?: boolean;
  /** For the artificial score when the deal had been played before: each seat's responsibility. */
  responsibility?: SeatsResponsibility;
}

/**
 * §11.6: a wrong deal played. The code covers players who had not played the deal before (the result is
 * normally kept). When one had, the result cannot be a natural one; the function cancels it and gives the
 * artificial score of §11.2Б1.
 */
export function s11_6WrongDeal(input: S11_6Input): LawDecision {
  if (typeof input.playedBefore !== 'boolean') {
    throw new BridgeInputError('preferans §11.6: say whether one of the players had played this deal before', input);
  }
  if (input.playedBefore) return artificial(input.responsibility, ['§11.6', '§11.2Б1'], [], true);
  if (input.correctDealLater)
    return { outcome: 'scoreStands', laws: ['§11.6A1', '§11.6A2'], notes: ['playCorrectLater'] };
  return { outcome: 'scoreStands', laws: ['§11.6A1'], notes: [] };
}
