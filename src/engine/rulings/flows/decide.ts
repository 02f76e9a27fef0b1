/**
 * The decision at the end of the director's flow: the answers on the path are handed to the Law modules,
 * which give the ruling or the status change. A decision is complete (appliable) only when every question on
 * the path is answered and nothing contradicts; otherwise `missing` says what is open or wrong.
 */
import { boardVulnerability, seatDirection } from '../../model/board';
import { BridgeInputError } from '../../model/types';
import type { Adjustment, Direction, PenaltyUnit, ProceduralPenalty, Ruling, Seat } from '../../model/types';
import {
  artificialByResponsibility,
  assignedRuling,
  betterFor,
  expectedNs,
  likelyProbableRuling,
  offendersResponsibility,
  seriousErrorSplit,
  weightedRuling,
  type Likelihood,
  type PossibleResult,
  type ResultScore,
  type WeightedInput,
} from '../../laws/law12/assigned';
import { individualRuling } from '../../laws/law12/individual';
import { law11Forfeiture } from '../../laws/law11';
import { law13, type Law13Stage } from '../../laws/law13';
import { law15A, law15B } from '../../laws/law15';
import { LAW16_ADJUSTMENT_LAWS, law16B } from '../../laws/law16';
import { law21, law21AdjustmentLaws, type MisinformationKind } from '../../laws/law21';
import { law64, type RevokeException } from '../../laws/law64';
import { law86B1, law86B2, type TeamsFault } from '../../laws/law86/decision';
import {
  offenderSeatsResponsibility,
  s11_1Attention,
  s11_2SeatArtificial,
  s11_2SeatAssigned,
  s11_3WrongCardCount,
  s11_4MissingCard,
  s11_5DefectiveTrick,
  s11_6WrongDeal,
} from '../../laws/preferans-s11';
import { parseResult } from '../notation';
import {
  mergeLaws,
  outcomeOf,
  type LawDecision,
  type NoteId,
  type Responsibility,
  type Rulebook,
  type SeatAward,
  type SeatPenalty,
  type SeatsResponsibility,
} from '../../model/decision';
import { DIRECTOR_FLOW } from './director';
import { walk } from './engine';
import { fouledBoard } from '../../laws/law87/decision';
import type {
  Answers,
  AnswerValue,
  DecideContext,
  Flow,
  FlowDecision,
  FlowOptions,
  FlowProblem,
  LikelyAnswerPart,
  WeightedAnswerPart,
} from './types';

class ProblemError extends Error {
  constructor(readonly problem: FlowProblem) {
    super(problem.id);
  }
}

const IMP_FORMS = ['imp', 'butler', 'cross-imp'];
const RESPONSIBILITIES: readonly Responsibility[] = ['none', 'partly', 'directly'];
const LIKELIHOODS: readonly Likelihood[] = ['likely', 'probable', 'improbable'];

function other(d: Direction): Direction {
  return d === 'NS' ? 'EW' : 'NS';
}

function assigned(r: ResultScore): Adjustment {
  return r.from ? { kind: 'assigned', ns: r.ns, from: r.from } : { kind: 'assigned', ns: r.ns };
}

class Builder {
  readonly rulebook: Rulebook;
  readonly imps: boolean;
  readonly teams: boolean;

  constructor(
    readonly A: Record<string, AnswerValue>,
    readonly options: FlowOptions,
    readonly ctx: DecideContext,
    readonly problems: FlowProblem[],
  ) {
    this.rulebook = options.preferans ? 'preferans' : options.lawsEdition;
    this.imps = IMP_FORMS.includes(options.form) || options.eventKind === 'teams';
    this.teams = options.eventKind === 'teams' && !options.preferans;
  }

  fail(problem: FlowProblem): never {
    throw new ProblemError(problem);
  }

  str(step: string): string | undefined {
    const a = this.A[step];
    return typeof a === 'string' ? a : undefined;
  }

  yes(step: string): boolean | undefined {
    const a = this.str(step);
    return a === undefined ? undefined : a === 'yes';
  }

  number(step: string): number {
    const a = this.A[step];
    const n = typeof a === 'number' ? a : typeof a === 'string' && a.trim() !== '' ? Number(a.replace(',', '.')) : NaN;
    if (!Number.isFinite(n)) this.fail({ id: 'badAnswer', step, params: { answer: String(a) } });
    return n;
  }

  result(step: string, value: unknown = this.A[step]): ResultScore {
    if (typeof value === 'string') {
      try {
        return parseResult(value, { board: this.ctx.board, vulnerability: this.ctx.vulnerability });
      } catch (e) {
        if (e instanceof BridgeInputError)
          this.fail({ id: 'badResult', step, params: { answer: value }, detail: e.message });
        throw e;
      }
    }
    const r = value as ResultScore | undefined;
    if (!r || typeof r !== 'object' || typeof r.ns !== 'number' || !Number.isFinite(r.ns)) {
      this.fail({ id: 'badResult', step, params: { answer: JSON.stringify(value) } });
    }
    return r.from ? { ns: r.ns, from: r.from } : { ns: r.ns };
  }

  weighted(step: string): WeightedInput[] {
    const a = this.A[step];
    if (!Array.isArray(a) || a.length === 0) this.fail({ id: 'badAnswer', step });
    const parts = (a as WeightedAnswerPart[]).map((p) => {
      if (!p || typeof p.weight !== 'number' || !(p.weight > 0) || p.weight > 1) {
        this.fail({ id: 'badAnswer', step, params: { answer: String(p?.weight) } });
      }
      return { weight: p.weight, result: this.result(step, p.result) };
    });
    const total = parts.reduce((s, p) => s + p.weight, 0);
    if (Math.abs(total - 1) > 1e-9) {
      this.fail({ id: 'weightsTotal', step, params: { total: Number((total * 100).toPrecision(12)) } });
    }
    const max = this.options.maxWeightedParts;
    if (max > 0 && parts.length > max) this.fail({ id: 'tooManyParts', step, params: { count: parts.length, max } });
    return parts;
  }

  likely(step: string): PossibleResult[] {
    const a = this.A[step];
    if (!Array.isArray(a) || a.length === 0) this.fail({ id: 'badAnswer', step });
    const parts = (a as LikelyAnswerPart[]).map((p) => {
      if (!p || !LIKELIHOODS.includes(p.likelihood)) {
        this.fail({ id: 'badAnswer', step, params: { answer: String(p?.likelihood) } });
      }
      return { likelihood: p.likelihood, result: this.result(step, p.result) };
    });
    if (!parts.some((p) => p.likelihood === 'likely')) this.fail({ id: 'noLikelyResult', step });
    return parts;
  }

  resp(): { ns: Responsibility; ew: Responsibility } {
    return { ns: this.str('nsResponsibility') as Responsibility, ew: this.str('ewResponsibility') as Responsibility };
  }

  /** Preferans: the seats of the table (the context names them; seat answers must be among them). */
  tableSeats(step: string): readonly string[] {
    const seats = this.ctx.seats;
    if (!seats || seats.length === 0) this.fail({ id: 'seatsUnknown', step });
    return seats;
  }

  seatOf(step: string, value: unknown): string {
    const seats = this.tableSeats(step);
    const seat = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    if (!seats.includes(seat)) this.fail({ id: 'badSeat', step, params: { seat: String(value) } });
    return seat;
  }

  /** Seats named in one answer ("1, 3"): each a seat of the table, at least one. */
  seatList(step: string): string[] {
    const a = this.A[step];
    if (typeof a !== 'string') this.fail({ id: 'badAnswer', step, params: { answer: String(a) } });
    const out = [
      ...new Set(
        a
          .split(/[,;]/)
          .filter((x) => x.trim() !== '')
          .map((x) => this.seatOf(step, x)),
      ),
    ];
    if (out.length === 0) this.fail({ id: 'seatMissing', step });
    return out;
  }

  /** §11.2Б1: a responsibility for every seat of the table. */
  seatResp(step = 'seatResponsibility'): SeatsResponsibility {
    const seats = this.tableSeats(step);
    const a = this.A[step];
    if (!a || typeof a !== 'object' || Array.isArray(a)) this.fail({ id: 'badAnswer', step });
    const given = a as Record<string, unknown>;
    for (const k of Object.keys(given)) this.seatOf(step, k);
    const out: Record<string, Responsibility> = {};
    for (const seat of seats) {
      const r = given[seat];
      if (r === undefined) this.fail({ id: 'seatMissing', step, params: { seat } });
      if (!RESPONSIBILITIES.includes(r as Responsibility)) {
        this.fail({ id: 'badAnswer', step, params: { answer: String(r) } });
      }
      out[seat] = r as Responsibility;
    }
    return out;
  }

  /**
   * §11.2Б2: the seats' scores. The answer is one result ({ [seat]: score }, a plain assigned score) or the
   * results possible without the infraction ([{ [seat]: score }, …]); the code's rule picks each seat's score.
   */
  seatScores(offenders: readonly string[], step = 'seatScores'): SeatAward[] {
    const seats = this.tableSeats(step);
    const a = this.A[step];
    if (!a || typeof a !== 'object') this.fail({ id: 'badAnswer', step });
    const list = (Array.isArray(a) ? a : [a]) as unknown[];
    if (list.length === 0) this.fail({ id: 'badAnswer', step });
    const possible = list.map((item) => {
      if (!item || typeof item !== 'object' || Array.isArray(item)) this.fail({ id: 'badAnswer', step });
      const given = item as Record<string, unknown>;
      for (const k of Object.keys(given)) this.seatOf(step, k);
      const out: Record<string, number> = {};
      for (const seat of seats) {
        const v = given[seat];
        if (v === undefined || v === '') this.fail({ id: 'seatMissing', step, params: { seat } });
        const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(',', '.')) : NaN;
        if (!Number.isFinite(n)) this.fail({ id: 'badAnswer', step, params: { answer: String(v) } });
        out[seat] = n;
      }
      return out;
    });
    return s11_2SeatAssigned({ seats, offenders, possible });
  }

  /** §11.2Б1 on every seat of the table by its responsibility. */
  seatArtificial(laws: string[], notes: NoteId[] = []): LawDecision {
    return {
      outcome: 'artificial',
      laws: mergeLaws(laws, ['§11.2Б1']),
      notes,
      seats: s11_2SeatArtificial(this.seatResp()),
    };
  }

  /** Preferans §11.2Б: the seats at fault named, the score by §11.2Б2 (seat scores) or §11.2Б1. */
  seatDamage(laws: string[] = []): LawDecision {
    const offenders = this.seatList('offenderSeats');
    if (this.str('method') === 'likelyProbable') {
      return {
        outcome: 'assigned',
        laws: mergeLaws(laws, ['§11.2Б2']),
        notes: [],
        seats: this.seatScores(offenders),
      };
    }
    if (this.str('method') !== 'artificial') {
      return this.fail({ id: 'invalid', step: 'method', detail: `no method '${String(this.A.method)}'` });
    }
    const resp = offenderSeatsResponsibility(this.tableSeats('offenderSeats'), offenders);
    return { outcome: 'artificial', laws: mergeLaws(laws, ['§11.2Б1']), notes: [], seats: s11_2SeatArtificial(resp) };
  }

  /** The adjusted score chosen with the `method` step when no offending side was named. */
  adjusted(): Ruling | undefined {
    const rb = this.rulebook;
    switch (this.str('method')) {
      case 'assigned':
        return assignedRuling(this.result('assignedResult'), { rulebook: rb });
      case 'weighted':
        return weightedRuling(this.weighted('weightedResults'), { rulebook: rb });
      case 'artificial':
        return artificialByResponsibility(this.resp(), { rulebook: rb, imps: this.imps, tooMany: true });
      default:
        return undefined;
    }
  }

  artificial(laws: string[]): LawDecision {
    const ruling = artificialByResponsibility(this.resp(), { rulebook: this.rulebook, imps: this.imps });
    ruling.laws = mergeLaws(laws, ruling.laws);
    return { outcome: 'artificial', ruling, laws: ruling.laws, fault: ruling.fault, notes: [] };
  }

  /** Laws and notes of the procedure (Laws 9–11, §11.1) that the decision carries besides its own. */
  readonly procedureLaws: string[] = [];

  build(): LawDecision {
    const A = this.A;
    if (A.attention === 'spectator') {
      const offenders = A.spectatorSide === 'offenders';
      const s = s11_1Attention({
        by: 'spectator',
        spectatorOf: this.str('spectatorSide') as 'nonOffenders' | 'offenders',
        rightLost: this.yes(offenders ? 'spectatorCorrectionLost' : 'spectatorRightLost'),
      });
      if (s.decision) return s.decision;
      this.procedureLaws.push(...s.laws);
      this.extraNotes.push(...s.notes);
    }
    if ((A.actedBeforeCall === 'yes' || A.actedBeforeExplained === 'yes') && A.l11RightLost === 'lost') {
      return this.law11();
    }
    if (A.playersRectifiedStand === 'stand') {
      return { outcome: 'scoreStands', laws: ['10A', '10B'], notes: ['playersRectificationStands'] };
    }
    switch (A.what) {
      case 'rectified':
        return { outcome: 'scoreStands', laws: [], notes: [] };
      case 'damage':
        return this.rulebook === 'preferans' ? this.seatDamage() : this.damage();
      case 'incorrectRectification':
        return this.incorrectRectification();
      case 'unauthorisedInfo':
        return (
          law16B({
            informationAvailable: A.l16Available === 'yes',
            suggested: this.yes('l16Suggested'),
            logicalAlternative: this.yes('l16LogicalAlternative'),
            damaged: this.yes('l16Damaged'),
          }) ?? this.prefixed(this.damage(), LAW16_ADJUSTMENT_LAWS)
        );
      case 'misinformation': {
        const kind = this.str('l21Kind') as MisinformationKind;
        const changed = this.yes('l21CallChanged');
        return (
          law21({ kind, callChanged: changed, damaged: this.yes('l21Damaged') }) ??
          this.prefixed(this.damage(), law21AdjustmentLaws(changed))
        );
      }
      case 'revoke':
        return this.law64();
      case 'noResult':
        if (this.rulebook === 'preferans') return this.seatArtificial([]);
        return this.teams ? this.law86() : this.artificial(['12A2']);
      case 'wrongCards':
        return this.law13();
      case 'wrongBoard':
        return this.teams ? this.withNote(this.law86(), 'teamsUse86B') : this.law15();
      case 'fouled':
        return this.teams
          ? this.withNote(this.law86(), 'teamsUse86B')
          : fouledBoard({ rulebook: this.rulebook, form: this.form() });
      case 'nonComparable':
        return this.law86();
      case 's10':
        return fouledBoard({ rulebook: 'preferans', form: this.form() });
      case 's11_3':
        return s11_3WrongCardCount({
          calledWithWrongHand: A.s113Called === 'yes',
          stage: this.str('s113Stage') as 'beforePlay' | 'afterPlay' | undefined,
          sawCards: this.yes('s113SawCards'),
          fix: this.str('s113Fix') as 'records' | 'previousPlayers' | 'redeal' | undefined,
          informationSignificant: this.yes('s113Significant'),
          allPlayersConsent: this.yes('s113Consent'),
          nonOffendersResultStands: this.yes('s113KeepNos'),
          ...(A.s113Offenders !== undefined
            ? {
                seats: this.tableSeats('s113Offenders'),
                offenders: this.seatList('s113Offenders'),
                keep: this.seatList('s113Keep'),
              }
            : {}),
          responsibility: A.seatResponsibility !== undefined ? this.seatResp() : undefined,
        });
      case 's11_4':
        return s11_4MissingCard({
          stage: this.str('s114Stage') as 'beforePlay' | 'duringPlay',
          found: (this.str('s114FoundBefore') ?? this.str('s114FoundDuring')) as 'found',
          form: A.formLabel !== undefined ? this.form() : undefined,
        });
      case 's11_5':
        return s11_5DefectiveTrick({
          offenderHas: this.str('s115Kind') as 'tooMany' | 'tooFew',
          holdsSuitLed: this.yes('s115HoldsSuit'),
        });
      case 's11_6':
        return s11_6WrongDeal({
          playedBefore: A.s116PlayedBefore === 'yes',
          correctDealLater: this.yes('s116PlayLater'),
          responsibility: A.seatResponsibility !== undefined ? this.seatResp() : undefined,
        });
      default:
        // Only the spectator path ends before `what`, and it returned above.
        return this.fail({ id: 'invalid', step: 'what', detail: `no decision for '${String(A.what)}'` });
    }
  }

  readonly extraNotes: NoteId[] = [];

  /** A decision with the laws that led to it in front of its own (and of its ruling's). */
  prefixed(d: LawDecision, laws: readonly string[]): LawDecision {
    const out: LawDecision = { ...d, laws: mergeLaws(laws, d.laws) };
    if (d.ruling) out.ruling = { ...d.ruling, laws: mergeLaws(laws, d.ruling.laws) };
    return out;
  }

  /** Law 64: the trick transfer, or 64C equity when the non-offenders are still not compensated. */
  law64(): LawDecision {
    const exception = this.str('l64Exception') as RevokeException | 'none' | undefined;
    const noException = this.A.l64Established === 'yes' && exception === 'none';
    const r = law64({
      established: this.A.l64Established === 'yes',
      exception,
      offenderWonRevokeTrick: this.yes('l64WonRevokeTrick'),
      tricksWonFromRevoke: noException ? this.number('l64TricksFrom') : undefined,
      offenders: this.str('offenders') as Direction,
      tableResult: noException ? this.result('l64TableResult').from : undefined,
      vulnerability: this.ctx.vulnerability ?? (this.ctx.board ? boardVulnerability(this.ctx.board) : undefined),
    });
    if (this.A.l64StillDamaged === 'yes') return this.prefixed(this.damage(), mergeLaws(r.decision.laws, ['64C']));
    return r.decision;
  }

  /**
   * 12A3 (preferans §11.2A): a rectification wrongly applied. Made by the players (10B): the side that
   * offended is named and the damage redressed as under 12B1. The director's own error (82C): both sides are
   * treated as non-offending, so the adjusted score has no offending side.
   */
  incorrectRectification(): LawDecision {
    const pref = this.rulebook === 'preferans';
    if (pref && this.A.incorrectBy === 'players') return this.seatDamage(['§11.2A']);
    if (pref) return this.seatArtificial(['§11.2A'], ['directorError']);
    if (this.A.incorrectBy === 'players') {
      const d = this.damage();
      const laws = mergeLaws([pref ? '§11.2A' : '12A3', ...(pref ? [] : ['10B'])], d.laws);
      if (d.ruling) d.ruling.laws = mergeLaws(laws, d.ruling.laws);
      return { ...d, laws };
    }
    const ruling = this.adjusted();
    if (!ruling) return this.fail({ id: 'invalid', step: 'method', detail: `no method '${String(this.A.method)}'` });
    const laws = mergeLaws(pref ? ['§11.2A'] : ['12A3', '82C'], ruling.laws);
    ruling.laws = laws;
    return { outcome: outcomeOf(ruling), ruling, laws, notes: ['directorError'] };
  }

  withNote(d: LawDecision, note: NoteId): LawDecision {
    return { ...d, notes: d.notes.includes(note) ? d.notes : [note, ...d.notes] };
  }

  form(): string {
    if (this.A.formGroup === 'correct') return '';
    const label = this.str('formLabel')?.trim() ?? '';
    if (label === '') this.fail({ id: 'formLabel', step: 'formLabel' });
    return label;
  }

  law11(): LawDecision {
    if (this.A.actedBeforeExplained === 'yes') this.procedureLaws.push('9B2');
    const gained = this.str('gainedSide');
    if (gained === 'none') return law11Forfeiture({});
    if (this.A.l11Unaware === 'no') return law11Forfeiture({ gainedSide: gained as Direction, unawareOpponent: false });
    const side = gained as Direction;
    const table = this.result('l11TableResult');
    const without = this.result('l11WithoutAdvantage');
    const worse = side === 'NS' ? without.ns < table.ns : without.ns > table.ns;
    if (!worse) {
      this.fail({
        id: 'noAdvantageRemoved',
        step: 'l11WithoutAdvantage',
        params: { side, table: table.ns, given: without.ns },
      });
    }
    return law11Forfeiture({
      tableScore: table,
      gainedSide: side,
      withoutAdvantage: assigned(without),
      offenders: this.str('l11Offenders') as Direction,
    });
  }

  damage(): LawDecision {
    const offenders = this.str('offenders') as Direction;
    const rb = this.rulebook;
    let ruling: Ruling;
    const method = this.str('method');
    switch (method) {
      case 'assigned':
        ruling = assignedRuling(this.result('assignedResult'), { rulebook: rb, fault: offenders });
        break;
      case 'weighted':
        ruling = weightedRuling(this.weighted('weightedResults'), { rulebook: rb, fault: offenders });
        break;
      case 'likelyProbable':
        ruling = likelyProbableRuling({ offenders, possible: this.likely('likelyResults'), rulebook: rb });
        break;
      case 'artificial': {
        ruling = artificialByResponsibility(offendersResponsibility(offenders), {
          rulebook: rb,
          imps: this.imps,
          tooMany: true,
        });
        return { outcome: 'artificial', ruling, laws: ruling.laws ?? [], fault: offenders, notes: [] };
      }
      default:
        return this.fail({ id: 'invalid', step: 'method', detail: `no method '${String(method)}'` });
    }
    if (this.A.seriousError === 'yes') {
      const nosScore = assigned(this.result('nonOffendersScore'));
      const osScore = offenders === 'NS' ? ruling.ns : ruling.ew;
      const gain = betterFor(other(offenders), nosScore, osScore);
      if (gain !== undefined && gain > 1e-9) {
        this.fail({
          id: 'nonOffendersBetter',
          step: 'nonOffendersScore',
          params: { given: expectedNs(nosScore) ?? '', redress: expectedNs(osScore) ?? '' },
        });
      }
      const laws = ruling.laws;
      ruling = seriousErrorSplit({ offenders, offendersScore: osScore, nonOffendersScore: nosScore, rulebook: rb });
      if (method === 'likelyProbable') ruling.laws = mergeLaws(laws, ruling.laws);
    }
    const outcome = method === 'likelyProbable' && this.A.seriousError !== 'yes' ? 'likelyProbable' : outcomeOf(ruling);
    return { outcome, ruling, laws: ruling.laws ?? [], fault: offenders, notes: [] };
  }

  law13(): LawDecision {
    const stages: Record<string, Law13Stage> = {
      beforeCall: 'beforeCall',
      duringPlay: 'duringAuctionOrPlay',
      surplusCard: 'surplusCard',
      afterPlay: 'afterPlay',
    };
    const stage = stages[this.str('l13Stage') ?? ''];
    if (this.teams && stage === 'afterPlay') {
      const d = this.law86();
      return { ...d, laws: mergeLaws(['13D'], d.laws), notes: ['teamsUse86B', 'penaltyPossible', ...d.notes] };
    }
    return law13({
      stage,
      sawCards: this.yes('l13SawCards'),
      informationAffected: this.yes('l13AInfoAffected') ?? this.yes('l13BInfoAffected'),
      correctableWithoutChangingCall: this.yes('l13Correctable'),
      playedToQuittedTrick: this.yes('l13QuittedTrick'),
      adjusted: this.adjusted(),
      teams: this.teams,
    });
  }

  law15(): LawDecision {
    if (this.A.l15Kind === 'call') {
      return law15A({
        partnerCalledSince: this.A.l15PartnerCalled === 'yes',
        laterCall: this.str('l15LaterCall') as 'same' | 'different' | 'notYet' | undefined,
        adjusted: this.adjusted(),
      });
    }
    const needsArtificial = this.A.l15AlreadyPlayed === 'yes' || this.A.l15CorrectLater === 'no';
    return law15B({
      event: this.options.eventKind,
      anyPlayerAlreadyPlayed: this.A.l15AlreadyPlayed === 'yes',
      correctBoardLater: this.A.l15CorrectLater === 'yes',
      deprived: needsArtificial
        ? artificialByResponsibility(this.resp(), { rulebook: this.rulebook, imps: this.imps })
        : undefined,
    });
  }

  law86(): LawDecision {
    if (this.A.teamsResults === 'one') {
      const favourable = this.A.otherTableFavourable === 'yes';
      return law86B1({
        otherTableClearlyFavourable: favourable,
        assigned: favourable ? this.adjusted() : undefined,
        responsibility: favourable ? undefined : this.resp(),
      });
    }
    const fault = this.str('teamsFault') as TeamsFault;
    if (fault === 'both') {
      const r = this.resp();
      if (r.ns === 'none' || r.ew === 'none') this.fail({ id: 'bothMustBeAtFault', step: 'nsResponsibility' });
      return law86B2({ fault, responsibility: r });
    }
    if (fault === 'none') {
      return law86B2({
        fault,
        noFault: this.str('teamsNoFault') as 'substitute' | 'cancel' | 'artificial',
        matchResultMayBeKnown: this.yes('matchResultKnown'),
      });
    }
    const has = this.A.teamsHasAssigned === 'yes';
    return law86B2({
      fault,
      assigned: has ? assignedRuling(this.result('teamsAssignedResult'), { rulebook: this.rulebook }) : undefined,
      assignedImpsForNonOffenders: has ? this.number('teamsAssignedImps') : undefined,
      avePlusImps: this.options.avePlusImps,
    });
  }

  /** Procedure notes (Laws 9–11) and problems that block the decision. */
  procedureNotes(): NoteId[] {
    const notes: NoteId[] = [];
    if (this.A.attention === 'dummy' && this.A.dummyTiming === 'duringPlay') notes.push('dummyOutOfTurn');
    if (this.A.ownSide === 'yes') {
      notes.push('ownSideDrew');
      this.procedureLaws.push('9A5', '9B1(d)');
    }
    if (this.A.l11RightLost === 'kept') notes.push('rectificationKept');
    if (this.A.playersRectifiedStand === 'cancel') {
      notes.push('playersRectificationCancelled');
      this.procedureLaws.push('10A', '10B');
    }
    if (this.A.premature === 'yes') {
      notes.push('prematureCorrection');
      this.procedureLaws.push('9C');
    }
    if (this.A.choiceOffered === 'yes') {
      notes.push('explainOptions', 'chooseAlone', 'nonOffendersBestOption', 'offendersMayChoose');
      if (this.A.optionsExplained === 'no') this.problems.push({ id: 'optionsNotExplained', step: 'optionsExplained' });
      if (this.A.choseAlone === 'no') notes.push('partnerConsulted');
    }
    return notes;
  }

  /** §11.1В: a penalty charged to one seat of a preferans table. */
  seatPenalty(): SeatPenalty | undefined {
    if (this.A.penalty !== 'yes' || this.rulebook !== 'preferans') return undefined;
    const seat = this.seatOf('penaltySeat', this.A.penaltySeat);
    const amount = this.number('penaltyAmount');
    if (!(amount > 0)) this.fail({ id: 'penaltyAmount', step: 'penaltyAmount', params: { answer: amount } });
    return { seat, amount, unit: this.str('penaltyUnit') as PenaltyUnit };
  }

  penalty(): { penalty?: ProceduralPenalty; seat?: Seat } {
    if (this.A.penalty !== 'yes' || this.rulebook === 'preferans') return {};
    const direction = this.str('penaltySide') as Direction;
    const amount = this.number('penaltyAmount');
    if (!(amount > 0)) this.fail({ id: 'penaltyAmount', step: 'penaltyAmount', params: { answer: amount } });
    const pen: ProceduralPenalty = { direction, amount, unit: this.str('penaltyUnit') as PenaltyUnit };
    const seat = this.str('penaltyPlayer') as Seat | undefined;
    if (seat !== undefined) {
      if (seatDirection(seat) !== direction) {
        this.fail({ id: 'penaltyPlayerSide', step: 'penaltyPlayer', params: { seat, side: direction } });
      }
      const player = this.ctx.players?.[seat];
      if (!player) this.fail({ id: 'playersUnknown', step: 'penaltyPlayer', params: { seat } });
      pen.player = player;
    }
    return { penalty: pen, seat };
  }
}

/**
 * Decides from the answers. `ctx.board` (or `ctx.vulnerability`) scores contracts given as text;
 * `ctx.players` names the player at fault in individual events.
 */
export function decide(
  answers: Answers,
  options: FlowOptions,
  ctx: DecideContext = {},
  flow: Flow = DIRECTOR_FLOW,
): FlowDecision {
  const w = walk(flow, answers, options);
  const problems: FlowProblem[] = [];
  const blocked = (missing: string[]): FlowDecision => ({
    complete: false,
    missing: [...missing, ...problems.map((p) => `problem:${p.id}`)],
    problems,
    path: w.path,
    laws: [],
    notes: [],
  });
  if (w.invalid)
    problems.push({ id: 'optionNotOffered', step: w.invalid.step, params: { answer: String(w.invalid.value) } });
  if (w.current !== null) return blocked([w.current]);

  const b = new Builder(w.answers, options, ctx, problems);
  let d: LawDecision | undefined;
  let pen: { penalty?: ProceduralPenalty; seat?: Seat } = {};
  let seatPen: SeatPenalty | undefined;
  let notes: NoteId[] = [];
  try {
    notes = b.procedureNotes();
    d = b.build();
    pen = b.penalty();
    seatPen = b.seatPenalty();
  } catch (e) {
    if (e instanceof ProblemError) problems.push(e.problem);
    else if (e instanceof BridgeInputError) problems.push({ id: 'invalid', detail: e.message });
    else throw e;
  }
  if (problems.length > 0 || !d) return blocked([]);

  let ruling = d.ruling ? structuredClone(d.ruling) : undefined;
  let laws = mergeLaws(d.laws, b.procedureLaws);
  notes = mergeLaws(notes, b.extraNotes, d.notes) as NoteId[];
  let penalties = d.penalties ? [...d.penalties] : undefined;
  if (pen.penalty) {
    if (ruling) ruling.penalties = [...(ruling.penalties ?? []), pen.penalty];
    else penalties = [...(penalties ?? []), pen.penalty];
  }
  if (options.eventKind === 'individual' && ruling) {
    if (pen.seat && ctx.players) {
      try {
        ruling = individualRuling({ ruling, players: ctx.players, atFault: [pen.seat] }).ruling;
      } catch (e) {
        if (!(e instanceof BridgeInputError)) throw e;
        problems.push({ id: 'playersUnknown', step: 'penaltyPlayer', detail: e.message });
        return blocked([]);
      }
    } else {
      ruling.laws = mergeLaws(ruling.laws, ['12C3']);
    }
    laws = mergeLaws(laws, ['12C3']);
    notes.push('sameScoreBothPlayers');
    if (pen.penalty) notes.push('penaltyOnlyCulprit');
  }
  const out: FlowDecision = {
    complete: true,
    missing: [],
    problems: [],
    path: w.path,
    outcome: d.outcome,
    laws,
    notes,
  };
  if (ruling) out.ruling = ruling;
  if (d.statusChange) out.statusChange = { ...d.statusChange };
  if (d.fault !== undefined) out.fault = d.fault;
  if (penalties?.length) out.penalties = penalties;
  if (d.related?.length) out.related = d.related;
  if (d.seats) out.seats = d.seats.map((a) => ({ ...a }));
  if (seatPen) {
    out.seatPenalties = [seatPen];
    // §11.1В: the code's own section for the procedural penalty.
    out.laws = mergeLaws(out.laws, ['§11.1В']);
  }
  return out;
}
