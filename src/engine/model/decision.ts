/**
 * What a Law decision produces: a ruling (the scores each side gets), a change of the traveller line's status
 * (cancelled, not played, a form group of a fouled board), or nothing to change (the score stands, play goes
 * on). The Law modules (engine/laws) return a LawDecision; the flows add what the director answered.
 */
import type { Adjustment, ArtificialLevel, EntryStatus, Fault, PenaltyUnit, ProceduralPenalty, Ruling } from './types';

/** How far a side is responsible for an irregularity that prevents a result (Law 12C2(a), preferans §11.2Б1). */
export type Responsibility = 'none' | 'partly' | 'directly';

export interface SidesResponsibility {
  ns: Responsibility;
  ew: Responsibility;
}

/** Preferans §11.2Б1: how far each seat of a table (by its protocol label) is responsible. */
export type SeatsResponsibility = Readonly<Record<string, Responsibility>>;

/**
 * What one seat of a preferans table gets (a three-handed table has seats, not sides): an artificial score
 * (§11.2Б1), its own result kept (§11.3В), or an assigned score on the seat's own scale (§11.2Б2).
 */
export type SeatAward =
  | { seat: string; kind: 'artificial'; level: ArtificialLevel }
  | { seat: string; kind: 'kept' }
  | { seat: string; kind: 'assigned'; score: number };

/** A procedural penalty charged to one preferans seat (§11.1В). */
export interface SeatPenalty {
  seat: string;
  amount: number;
  unit: PenaltyUnit;
}

/**
 * Which text of the Laws gives the law numbers: the 2017 Laws (WBF and most authorities), the 2007 Laws
 * (the PZBS text, with its Regulating Authority option 12C1(e)), or the duplicate-preferans code.
 */
export type Rulebook = 2007 | 2017 | 'preferans';

/** Change of a traveller line decided by a ruling. Absent fields stay as they are. */
export interface StatusChange {
  status?: EntryStatus;
  /** Law 87 / preferans §10: the form group the result belongs to ('' = the correct form). */
  form?: string;
}

/** What happens, as keys of the outcome texts (i18n `o.<id>`). */
export const OUTCOME_IDS = [
  'scoreStands',
  'playNormally',
  'playOn',
  'continueAuction',
  'rectificationLost',
  'oneSided',
  'assigned',
  'weighted',
  'likelyProbable',
  'split',
  'artificial',
  'cancelled',
  'substituteBoards',
  'betterOfAvePlus',
  'formGroup',
  'trickTransfer',
] as const;
export type OutcomeId = (typeof OUTCOME_IDS)[number];

/** Extra instructions for the director, as keys of the note texts (i18n `n.<id>`). */
export const NOTE_IDS = [
  'penaltyPossible',
  'penaltyStillPossible',
  'dummyOutOfTurn',
  'explainOptions',
  'chooseAlone',
  'partnerConsulted',
  'nonOffendersBestOption',
  'offendersMayChoose',
  'checkLaterCall',
  'playCorrectLater',
  'deprivedArtificial',
  'teamsUse86B',
  'substituteNotAllowed',
  'fixByRecords',
  'fixByPreviousPlayers',
  'redeal',
  'cardReturned',
  'dealReconstructed',
  'penaltyCard',
  'revokePossible',
  'deemedRevoke',
  'noPenalty',
  'returnExtraCards',
  'nonOffendersKeep',
  'sameScoreBothPlayers',
  'penaltyOnlyCulprit',
  'scoreByGroups',
  'ownSideDrew',
  'prematureCorrection',
  'playersRectificationStands',
  'playersRectificationCancelled',
  'rectificationKept',
  'offendersCannotCorrect',
  'directorError',
  'noInfraction',
  'revokeCorrected',
  'noTransfer',
] as const;
export type NoteId = (typeof NOTE_IDS)[number];

/** A decision about another traveller line than the one ruled on (e.g. the correct board under Law 15B). */
export interface RelatedDecision {
  /** 'correctBoard': the board these contestants should have played (Law 15B, preferans §11.6). */
  target: 'correctBoard';
  ruling?: Ruling;
  statusChange?: StatusChange;
  laws: string[];
}

export interface LawDecision {
  outcome: OutcomeId;
  ruling?: Ruling;
  statusChange?: StatusChange;
  /** Laws (or preferans sections) applied, e.g. ["13D", "12C2(a)"]. */
  laws: string[];
  fault?: Fault;
  notes: NoteId[];
  /** Procedural penalties when there is no ruling to carry them (the score stands); else in ruling.penalties. */
  penalties?: ProceduralPenalty[];
  related?: RelatedDecision[];
  /** Preferans: what each seat of the table gets, instead of a ruling for two sides. */
  seats?: SeatAward[];
}

/** Laws in order without repeats. */
export function mergeLaws(...lists: (readonly string[] | undefined)[]): string[] {
  const out: string[] = [];
  for (const list of lists) for (const l of list ?? []) if (!out.includes(l)) out.push(l);
  return out;
}

/** A copy of the ruling with more laws in front (the rule that led to it) and the given fault. */
export function withLaws(ruling: Ruling, laws: readonly string[], fault?: Fault): Ruling {
  const out: Ruling = { ...ruling, laws: mergeLaws(laws, ruling.laws) };
  if (fault !== undefined) out.fault = fault;
  return out;
}

/** The outcome key of a ruling: artificial (both sides), split (the sides differ), weighted or assigned. */
export function outcomeOf(r: Ruling): 'assigned' | 'weighted' | 'artificial' | 'split' {
  if (r.ns.kind === 'artificial' && r.ew.kind === 'artificial') return 'artificial';
  if (!sameAdjustment(r.ns, r.ew)) return 'split';
  return r.ns.kind === 'weighted' ? 'weighted' : 'assigned';
}

function canonical(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(canonical);
  if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(o)
        .filter((k) => o[k] !== undefined)
        .sort()
        .map((k) => [k, canonical(o[k])]),
    );
  }
  return x;
}

/** True when two adjustments are the same (key order and absent fields do not matter). */
export function sameAdjustment(a: Adjustment, b: Adjustment): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
