/**
 * Plain data types shared by every part of the engine. No behaviour lives here.
 *
 * Conventions:
 * - Scores are always from North-South's point of view ("NS score"): +620 means NS scored 620,
 *   -100 means EW scored 100.
 * - Matchpoints are kept internally on the 2-per-beat scale (top = 2(n-1)); presets may print them
 *   on the 1-per-beat scale (ACBL) by halving.
 * - Numbers are kept at full precision; rounding happens only where a preset says so.
 */

export type Seat = 'N' | 'E' | 'S' | 'W';
export type Direction = 'NS' | 'EW';
export type Vulnerability = 'None' | 'NS' | 'EW' | 'Both';
export type Strain = 'C' | 'D' | 'H' | 'S' | 'NT';
export type Risk = '' | 'X' | 'XX';

export interface Contract {
  level: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  strain: Strain;
  risk: Risk;
}

/** A board as played at one table: contract (or a pass-out), declarer and tricks taken. */
export interface PlayedResult {
  contract: Contract | 'PASS';
  /** Required unless the board was passed out. */
  declarer?: Seat;
  /** Tricks taken by declarer, 0..13. Required unless the board was passed out. */
  tricks?: number;
}

/** Level of an artificial adjusted score (Law 12C2(a)). */
export type ArtificialLevel = 'plus' | 'average' | 'minus';

/**
 * What one side is scored on after a ruling. A balanced ruling gives the same adjustment to both sides;
 * a split (non-balancing) ruling gives each side its own.
 */
export type Adjustment =
  /** Assigned adjusted score, Law 12C1(a)/(b): replaces the table result. */
  | { kind: 'assigned'; ns: number; from?: PlayedResult }
  /** Weighted assigned score, Law 12C1(c): weights are fractions that sum to 1. */
  | { kind: 'weighted'; parts: WeightedPart[] }
  /**
   * Artificial adjusted score, Law 12C2. `percent` (pairs) or `imps` (IMP forms) is the director's explicit
   * figure: with `fixed` absent it is the preset's level written out (A60/40: 12C2(a), and 12C2(c) applies as
   * the preset says); with `fixed` it is a fixed percentage of the top (written 60%/40%) that no session rule
   * touches.
   */
  | { kind: 'artificial'; level: ArtificialLevel; percent?: number; imps?: number; fixed?: boolean };

export interface WeightedPart {
  ns: number;
  /** Fraction of 1 (0.7 for 70 %). */
  weight: number;
  from?: PlayedResult;
}

/** Who was at fault, as the director found it. */
export type Fault = 'NS' | 'EW' | 'both' | 'none' | 'outside';

export type PenaltyUnit = 'mp' | 'pctTop' | 'imp' | 'vp';

/** Procedural penalty: kept apart from the board score, as scorers report it. */
export interface ProceduralPenalty {
  direction: Direction;
  /** For individual events (Law 12C3): the one player at fault, when known. */
  player?: string;
  amount: number;
  unit: PenaltyUnit;
}

export interface Ruling {
  ns: Adjustment;
  ew: Adjustment;
  /** Law references applied, e.g. ["12C1(c)", "16B"]. */
  laws?: string[];
  fault?: Fault;
  penalties?: ProceduralPenalty[];
  /** Optional free text by the director. */
  note?: string;
}

/**
 * Status of one traveller line.
 * - played: a real table result (scoreNS is set).
 * - ruled: the director's ruling replaces or adjusts the result (ruling is set; scoreNS may keep the table result).
 * - pending: not yet entered. Never counts as a zero; the board waits.
 * - notPlayed: the board was not (and will not be) played at this table; no score for either side.
 * - cancelled: result cancelled (e.g. Law 15B1); the preset/ruling says what the contestants get.
 */
export type EntryStatus = 'played' | 'ruled' | 'pending' | 'notPlayed' | 'cancelled';

/** One line of a traveller (one table's result on one board). */
export interface TravellerEntry {
  board: number;
  table?: number;
  round?: number;
  /** Contestant ids: pair numbers (pairs), team ids (teams) or player ids (individual: see players). */
  ns?: string;
  ew?: string;
  /** Individual events: the four players, by seat. */
  players?: Partial<Record<Seat, string>>;
  played?: PlayedResult;
  lead?: string;
  /** NS table score as played (or as written on the traveller). */
  scoreNS?: number;
  status: EntryStatus;
  ruling?: Ruling;
  /** Law 87: label of the form of the board this result was played in (absent = the correct form). */
  form?: string;
  /**
   * Procedural penalties on a line without a ruling (the score stands, or the line is not played or cancelled).
   * A ruling carries its own in ruling.penalties. Both are taken off the contestants' totals, not the board score.
   */
  penalties?: ProceduralPenalty[];
  /** Source position for messages (file line, worksheet row). */
  source?: SourceRef;
  /**
   * The typed score and the contract disagree (model/reachable.ts, scoreContractConflict): both are kept, and
   * the line is pending (scored as neither) until one of them is corrected.
   */
  conflict?: { typed: number; computed: number; contract: string };
}

export interface SourceRef {
  file?: string;
  line?: number;
  row?: number;
  field?: string;
}

export type ScoringForm = 'mp' | 'imp' | 'butler' | 'cross-imp';

/** Score of one traveller line after scoring. Undefined fields mean "no score for that side". */
export interface ScoredEntry {
  /** Matchpoints on the 2-per-beat scale of the board's top (see BoardScore.top). */
  mpNS?: number;
  mpEW?: number;
  /** Percentage of the top, 0..100. */
  pctNS?: number;
  pctEW?: number;
  /** IMPs (Butler, cross-IMP or team forms). */
  impNS?: number;
  impEW?: number;
  /**
   * Individual events, Law 12C2(c): the figures of the players of an artificial side who got different
   * figures (each his own result on the other boards), by seat. The side's figures then stay those of
   * Law 12C2(a).
   */
  seats?: Partial<Record<Seat, SeatFigure>>;
}

/** One player's figure on a line (individual events, Law 12C2(c)). */
export interface SeatFigure {
  /** Matchpoints on the board's top (2-per-beat scale), percentage 0..100, and the field value (MP forms). */
  mp?: number;
  pct?: number;
  field?: number;
  /** IMPs (Butler and cross-IMP forms). */
  imp?: number;
}

export interface BoardScore {
  board: number;
  /** Top on the 2-per-beat scale this board is scored to (2(E-1)). */
  top: number;
  /** Butler datum, when the form uses one (per form group; key "" is the correct form). */
  datum?: Record<string, number>;
  entries: ScoredEntry[];
}

/** Error raised by the engine for bad input. The message names the bad value and where it is. */
export class BridgeInputError extends Error {
  /**
   * For reader and number errors: a code from the engine's catalogue of input problems (i18n/io.*.ts) and its
   * parameters, so that the message can be given in the user's language (ioMessage).
   */
  code?: string;
  params?: Record<string, string | number>;
  constructor(
    message: string,
    readonly value?: unknown,
    readonly source?: SourceRef,
  ) {
    super(message);
    this.name = 'BridgeInputError';
  }
}

export type EventKind = 'pairs' | 'teams' | 'individual' | 'preferans';

export interface Contestant {
  id: string;
  names?: string[];
  /** Fixed direction in a Mitchell movement; absent in a Howell. */
  direction?: Direction;
}

/** An event (or one session of it) as the engine scores it. Readers produce it; the workbook layer too. */
export interface EventData {
  kind: EventKind;
  form: ScoringForm;
  title?: string;
  /** Results expected on a normal board (E in Neuberg's formula). Default: the most results on any board. */
  expectedResults?: number;
  /** Boards in the session, in order. Default: the boards that appear in entries. */
  boards?: number[];
  contestants: Contestant[];
  entries: TravellerEntry[];
  /** Program that wrote the source file, when known (PBN Generator, USEBIO PROGRAM_NAME). */
  program?: string;
}

export interface ContestantTotal {
  id: string;
  direction?: Direction;
  /**
   * Sum of board scores (MP on the event's printing scale, or IMPs), after any scaling the preset prescribes,
   * less the procedural penalties (see `penalty`).
   */
  total: number;
  /** Procedural penalties taken off the total, in the total's unit; absent when there are none. */
  penalty?: number;
  /** Percentage of the maximum available (MP forms), from the total after penalties. */
  percent?: number;
  boardsPlayed: number;
  /** 1-based rank; equal contestants share the better rank. */
  rank: number;
  /** Rank as printed: "3" or "3=" for a tie. */
  rankLabel: string;
}

export interface EventScore {
  /** Parallel to EventData.entries: the score of each traveller line. */
  entries: ScoredEntry[];
  boards: BoardScore[];
  totals: ContestantTotal[];
}
