/**
 * The director's questions as plain data: a flow is a set of steps, each a question with its law number,
 * its answer options and `next` rules that pick the following step from the answers given so far. Texts live
 * in engine/i18n (keys `q.<step>`, `a.<step>.<option>` or the option's own `text` key).
 */
import type { EventKind, Fault, ProceduralPenalty, Ruling, ScoringForm, Seat, Vulnerability } from '../../model/types';
import type { Likelihood, ResultScore } from '../../laws/law12/assigned';
import type {
  NoteId,
  OutcomeId,
  RelatedDecision,
  Responsibility,
  SeatAward,
  SeatPenalty,
  StatusChange,
} from '../../model/decision';

/**
 * What the presets (and the event) decide about the questions offered. The lead maps each preset onto it:
 *
 * | field                | source                                   | wbf ebu acbl abf nbb ffb | pzbs | ru-preferans |
 * |----------------------|------------------------------------------|--------------------------|------|--------------|
 * | eventKind            | the event                                | —                        | —    | 'preferans'  |
 * | form                 | the event                                | —                        | —    | 'mp'         |
 * | lawsEdition          | preset: which text of the Laws           | 2017                     | 2007 | 2017 (unused)|
 * | allowsWeighting      | preset.adjustments.weighted              | true                     | true | false        |
 * | maxWeightedParts     | preset.adjustments.maxWeightedParts      | preset (EBU 5)           | —    | —            |
 * | offersLikelyProbable | preset.adjustments.likelyProbable        | false                    | true | true         |
 * | preferans            | the preferans code replaces Laws 9–15/87 | false                    | false| true         |
 * | avePlusImps          | preset.artificial.imps.plus              | 3                        | 3    | —            |
 */
export interface FlowOptions {
  /** Pairs, teams, individual or preferans: teams send non-comparable boards to Law 86B; individual adds 12C3. */
  eventKind: EventKind;
  /** Scoring form: at IMP forms (imp, butler, cross-imp) artificial scores are in IMPs (12C2(b)). */
  form: ScoringForm;
  /** Which text of the Laws gives the law numbers and rules: 2017, or 2007 (PZBS). Ignored when `preferans`. */
  lawsEdition: 2007 | 2017;
  /** Law 12C1(c): weighted assigned scores may be offered. */
  allowsWeighting: boolean;
  /** Most results in a weighted score (0 = no limit). */
  maxWeightedParts: number;
  /**
   * 2007 Law 12C1(e) (a Regulating Authority option) / preferans §11.2Б2: offer the likely / at-all-probable
   * form. Offered only with lawsEdition 2007 or `preferans` (the 2017 Laws do not have it).
   */
  offersLikelyProbable: boolean;
  /** Ask the duplicate-preferans code's questions (§10, §11.1–§11.6) instead of Laws 9–11, 13, 15, 87. */
  preferans: boolean;
  /** Law 86B2(b): IMPs of average-plus in this event (preset.artificial.imps.plus; default 3). */
  avePlusImps?: number;
}

/** Conditions on the answers already given on the current path and on the options. */
export type Condition =
  | { answer: string; in: readonly string[] }
  | { onPath: string }
  | { option: 'allowsWeighting' | 'offersLikelyProbable' | 'preferans'; is: boolean }
  | { event: readonly EventKind[] }
  | { edition: readonly (2007 | 2017)[] }
  | { all: readonly Condition[] }
  | { any: readonly Condition[] }
  | { not: Condition };

export interface NextRule {
  /** Absent: always. */
  if?: Condition;
  /** The next step, or null: the questions are over, the decision can be made. */
  to: string | null;
}

export interface FlowAnswerOption {
  id: string;
  /** Law number shown beside the answer (2017 Laws). */
  law?: string;
  law2007?: string;
  lawPreferans?: string;
  /** Text key; default `a.<step>.<id>`. */
  text?: string;
  /** Text key used instead when the preferans code applies. */
  textPreferans?: string;
  /** Offered only when this holds. */
  when?: Condition;
}

/**
 * Kind of answer a step takes:
 * - choice: one option id;
 * - result: one result, as notation text ("4S= N", "NS 620") or { ns, from };
 * - weighted: results with weights (fractions of 1) that total 1;
 * - likely: results each marked likely / probable / improbable (2007 12C1(e), preferans §11.2Б2);
 * - number: a number (IMPs, a penalty amount);
 * - text: a short text (a form label);
 * - seat: one seat of the table by its protocol label (preferans: a table has seats, not sides);
 * - seats: one or more seats of the table, their labels separated by commas ("1, 3");
 * - seatResponsibility: each seat's responsibility, { [seat]: none | partly | directly } (§11.2Б1);
 * - seatScores: each seat's assigned score on its own scale, { [seat]: number }, or the results possible without
 *   the infraction, [{ [seat]: number }, …], of which each seat gets the one §11.2Б2 gives it.
 */
export type StepInput =
  | 'choice'
  | 'result'
  | 'weighted'
  | 'likely'
  | 'number'
  | 'text'
  | 'seat'
  | 'seats'
  | 'seatResponsibility'
  | 'seatScores';

export type Stage = 'procedure' | 'what' | 'outcome';

export interface FlowStep {
  id: string;
  stage: Stage;
  /** Law number shown beside the question (2017 Laws), with the 2007 and preferans numbers where they differ. */
  law: string;
  law2007?: string;
  lawPreferans?: string;
  input: StepInput;
  /** Question text key used instead of `q.<id>` when the preferans code applies. */
  textPreferans?: string;
  /** Question text key used instead of `q.<id>` under the 2007 Laws (their conditions differ). */
  text2007?: string;
  /**
   * The answer a procedure question usually gets (the director was called at once, nobody acted early):
   * the pane may show these answered and collapsed, one click away (see usualAnswers).
   */
  usual?: string;
  options?: readonly FlowAnswerOption[];
  next: readonly NextRule[];
}

export interface Flow {
  id: string;
  start: string;
  steps: Readonly<Record<string, FlowStep>>;
}

/** One result as an answer: notation text or a score with its contract. */
export type ResultAnswer = string | ResultScore;

export interface WeightedAnswerPart {
  /** Fraction of 1 (0.7 for 70 %). */
  weight: number;
  result: ResultAnswer;
}

export interface LikelyAnswerPart {
  likelihood: Likelihood;
  result: ResultAnswer;
}

export type AnswerValue =
  | string
  | number
  | ResultScore
  | WeightedAnswerPart[]
  | LikelyAnswerPart[]
  | Record<string, Responsibility>
  | Record<string, number>
  | Record<string, number>[];

/** The parts of a weighted or likely answer (the arrays of AnswerValue that hold results). */
export type ResultPartsAnswer = WeightedAnswerPart[] | LikelyAnswerPart[];

/** Answers by step id. Answers to steps off the current path are ignored. */
export type Answers = Readonly<Record<string, AnswerValue | undefined>>;

/** Extra facts the decision may need: the board (for contract scores) and, in individual events, the players. */
export interface DecideContext {
  board?: number;
  vulnerability?: Vulnerability;
  /** Individual events (12C3): player ids by seat. */
  players?: Partial<Record<Seat, string>>;
  /** Preferans: the seats of the table (protocol labels); seat answers must name these. */
  seats?: readonly string[];
}

/** Why a decision is blocked, as keys of the problem texts (i18n `p.<id>`). */
export const PROBLEM_IDS = [
  'optionNotOffered',
  'badAnswer',
  'badResult',
  'weightsTotal',
  'tooManyParts',
  'noLikelyResult',
  'nonOffendersBetter',
  'noAdvantageRemoved',
  'optionsNotExplained',
  'bothMustBeAtFault',
  'penaltyAmount',
  'penaltyPlayerSide',
  'playersUnknown',
  'formLabel',
  'seatsUnknown',
  'badSeat',
  'seatMissing',
  'invalid',
] as const;
export type ProblemId = (typeof PROBLEM_IDS)[number];

export interface FlowProblem {
  id: ProblemId;
  /** The step whose answer is wrong. */
  step?: string;
  /** Values for the text, e.g. { total: 90 }. */
  params?: Record<string, string | number>;
  /** The engine's message (English), for the log. */
  detail?: string;
}

export interface FlowDecision {
  /** True when every question on the path is answered and nothing contradicts: only then may it be applied. */
  complete: boolean;
  /** Unanswered steps (ids), then one `problem:<id>` per problem. Empty when complete. */
  missing: string[];
  problems: FlowProblem[];
  /** The steps asked, in order. */
  path: string[];
  outcome?: OutcomeId;
  ruling?: Ruling;
  statusChange?: StatusChange;
  laws: string[];
  fault?: Fault;
  notes: NoteId[];
  /** Procedural penalties when there is no ruling to carry them. */
  penalties?: ProceduralPenalty[];
  related?: RelatedDecision[];
  /** Preferans: what each seat of the table gets (no ruling for sides). */
  seats?: SeatAward[];
  /** Preferans: procedural penalties charged to a seat (§11.1В). */
  seatPenalties?: SeatPenalty[];
}
