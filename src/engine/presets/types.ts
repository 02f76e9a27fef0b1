/**
 * Options of the engine come in two kinds of data:
 * - an **authority preset** (wbf, ebu, acbl, abf, pzbs, nbb, ffb, ru-preferans) says what a Regulating Authority
 *   rules: artificial scores (Law 12C2), the session rule 12C2(c), weighting (12C1(c)) and 12C1(e), small groups
 *   of a fouled board, the IMP and VP scales, and the conditions of contest (team tie-breaks, VPs for a bye);
 * - a **program profile** (Magic Contest, Compscore, JFR Pary, KOPS, ScoreBridge, ACBLscore, or the Laws as
 *   written) says what a scoring program does: when it factors (Neuberg), how it rounds and prints, how it
 *   scales totals, how it finds a Butler datum, how it ranks and prints ties.
 * An event combines one of each (presets/index.ts combinePreset); the result is a `Preset`, which every rule
 * module reads. No module tests a preset's or a program's name.
 *
 * All options are documented here, in one place. Each file fills its options and says in `sources` where each
 * choice comes from (law, regulation, program manual, or a file the program wrote).
 *
 * Scales: matchpoints are always held on the 2-per-beat scale (top 2(n − 1)); `matchpoints.printScale` only
 * says how they are printed and totalled.
 */
import type { ArtificialLevel } from '../model/types';
import type { HalfRule, RoundingRule } from '../scoring/rounding';

export type { HalfRule, RoundingRule } from '../scoring/rounding';

export type PresetId = 'wbf' | 'ebu' | 'acbl' | 'abf' | 'ffb' | 'pzbs' | 'nbb' | 'ru-preferans';

/** Program profiles: 'laws' is no program's own convention (the Laws and common European practice). */
export type ProgramId = 'laws' | 'magic-contest' | 'compscore' | 'jfr-pary' | 'kops' | 'scorebridge' | 'acblscore';

export interface MatchpointOptions {
  /**
   * How matchpoints are printed and totalled: 'two-per-beat' (top 2(n − 1): WBF, EBU, most of Europe) or
   * 'one-per-beat' (top n − 1: ACBL). Internal figures are always 2 per beat; one-per-beat halves them.
   */
  printScale: 'two-per-beat' | 'one-per-beat';
  /**
   * Unit a board's matchpoints are kept to, on the printing scale (FFB/Magic Contest: 0.1; ACBLscore: 0.01,
   * 0.005 rounded up). Absent: full precision. Used for totals when `totals.sumOf` is 'rounded-board-scores'
   * and by printers.
   */
  boardRounding?: RoundingRule;
  /** Unit a board percentage is printed to (FFB: whole per cent, nearest). Absent: not rounded. */
  boardPercentRounding?: RoundingRule;
}

/**
 * When a board (or a group of a fouled board) with A results is Neuberg-factored to a larger field.
 * - 'always': whenever A differs from E, the event's expected number of results (EBU White Book §4.2,
 *   WBF). A board played fewer times, or one with artificial scores, is factored to the full top.
 * - 'artificial-only': only a board that carries an artificial score is factored, to the number of tables
 *   on the board (E = tables, A = real results); a board merely played fewer times keeps its own smaller
 *   top (Magic Contest / FFB; Compscore / ABF on the traveller).
 * Fouled-board groups (Law 87) are always factored (each group to the full field).
 */
export type NeubergWhen = 'always' | 'artificial-only';

export interface NeubergOptions {
  when: NeubergWhen;
  /**
   * How a board played fewer times than the others is scored when it is not factored ('artificial-only'):
   * - 'own-top' (default): on its own smaller top (Magic Contest, Compscore's traveller);
   * - 'missing-as-ties': on the fixed top of the full field, each missing result counting as a tie with every
   *   result (ScoreBridge: 4 tables, top 6, 3 results score 5 / 3 / 1).
   */
  fewerResults?: 'own-top' | 'missing-as-ties';
  /**
   * Compscore: a factored board score is kept as a percentage of the top rounded to this unit (0.01 %) and the
   * pair's total adds that percentage of the top. Absent: the factored matchpoints as they are.
   */
  keptAsPercent?: RoundingRule;
  /**
   * Rounding of a factored score (EBU: 0.0001 MP, halves away from average). Absent: full precision.
   * The average for 'away-from-average' is half the top.
   */
  rounding?: RoundingRule;
}

export interface ArtificialOptions {
  /** Law 12C2(a): percentages of the top for Ave+, Ave, Ave− (usually 60/50/40). */
  percent: Record<ArtificialLevel, number>;
  /** Law 12C2(b): IMPs for Ave+, Ave, Ave− at IMP forms (usually +3/0/−3). */
  imps: Record<ArtificialLevel, number>;
  /**
   * Bounds a director's explicit percentage must keep (Law 12C2(a): Ave+ at least 60 %, Ave 50 %, Ave− at
   * most 40 %; preferans §11.2Б1: Ave− exactly 40 %). Absent: the Law 12C2(a) bounds.
   */
  limits?: ArtificialLimits;
  /**
   * Law 12C2(d) (2017): when a contestant cannot obtain a result on several boards of one session, the
   * Regulating Authority may give other figures on the later boards: from the `fromBoard`-th such board of
   * the session on (in board order), these percentages replace (a); at IMPs and Butler, `imps` replace the
   * ±3 IMPs (absent: IMP boards keep (a)). `individuals`: the election also holds in individual events, each
   * player counted on his own and a side's later figure given once both its players have reached it (12C3);
   * absent or false, individuals keep (a). Absent: every board gets the (a) figures.
   */
  severalBoards?: {
    fromBoard: number;
    percent: Record<ArtificialLevel, number>;
    imps?: Record<ArtificialLevel, number>;
    individuals?: boolean;
  };
  /**
   * An explicit 'A' figure that is not one of the levels above (A55/45 where the levels are 60/50/40):
   * 'refuse' (the default: the scorer is told to write A+, A=, A- or a fixed percentage such as 55%/45%), or
   * 'allow' (scored as an artificial score at that figure, and Law 12C2(c) applies to it as to the level).
   */
  otherFigures?: 'refuse' | 'allow';
}

/** Bounds of an explicit artificial percentage (see ArtificialOptions.limits). */
export interface ArtificialLimits {
  plusAtLeast: number;
  average: number;
  minusAtMost: number;
  /** Preferans §11.2Б1 fixes Ave− at 40 %: then the same as minusAtMost. Absent: no lower bound. */
  minusAtLeast?: number;
}

/** Law 12C2(c): a contestant's own session result replaces Ave+ / Ave− when it is better / worse. */
export interface SessionRuleOptions {
  /** Whether the rule is applied at all. */
  apply: boolean;
  /** A non-offender (Ave+) whose own percentage on the other boards exceeds this gets that percentage (60). */
  nonOffenderAbove: number;
  /** An offender (Ave−) whose own percentage on the other boards is below this gets that percentage (40). */
  offenderBelow: number;
  /** IMP forms: thresholds on the contestant's own IMP average per board (+3 / −3). */
  nonOffenderAboveImps: number;
  offenderBelowImps: number;
}

/** What a side gets when its result cannot be compared (a single result in a form of a fouled board). */
export type SingleResultRule =
  /** An artificial adjusted score (Law 12C2) at these levels; 12C2(c) may then raise or lower it. */
  | { kind: 'artificial'; ns: ArtificialLevel; ew: ArtificialLevel }
  /** A fixed percentage of the top (ACBLscore: 60 % to each direction). */
  | { kind: 'percent'; ns: number; ew: number }
  /** Neuberg like any other group (a lone result is worth 50 %). */
  | { kind: 'neuberg' };

/**
 * Small groups of a fouled board (Law 87 leaves the method to regulations). A group of A results is
 * Neuberg-factored unless it is small, in which case it gets fixed percentages:
 * percent = base + (M − (A − 1)) · step, M its matchpoints within the group on the 2-per-beat scale
 * (EBU and ACBL: base 60, step 5 → 65/55 for a pair of results, 70/60/50 for three; ties share).
 */
export interface SmallGroupOptions {
  /** Groups of this many results or fewer (but more than one) are small; 0 = every group is factored. */
  maxSize: number;
  /** EBU: a group is small only if the full field is at least this many times the group (E ≥ 3A); 0 = no condition. */
  fieldAtLeastTimes: number;
  /**
   * ACBL: a group of at least this size that is the largest group on the board is factored all the same
   * (a group of 3 is factored only if it is the larger group). 0 = no such exception.
   */
  largestFactoredFrom: number;
  /** Percentage for the middle score of a small group (60). */
  base: number;
  /** Percentage per matchpoint away from the middle (5). */
  step: number;
  /** What a form played only once gets. */
  single: SingleResultRule;
  /**
   * EBU White Book §4.2.3.3: the small-group percentages also apply to a whole board played only 2 or 3 times
   * (not only to the groups of a fouled board), with the same field condition. Absent: fouled groups only.
   */
  anyBoard?: boolean;
}

export interface FouledOptions {
  smallGroups: SmallGroupOptions;
}

/** How session totals and percentages are formed (pairs, individuals). */
export interface TotalsOptions {
  /**
   * What a board adds to a contestant's total:
   * - 'factored': the board's matchpoints factored (Neuberg) to the event's E, so every board has the full
   *   top (Compscore: the pair total uses the factored figure even where the traveller shows the board's
   *   own smaller top; EBU, WBF);
   * - 'as-scored': the matchpoints as printed on the traveller, on that board's own top.
   */
  boardValue: 'factored' | 'as-scored';
  /** 'exact' board values, or each board's value first rounded by `matchpoints.boardRounding` (FFB). */
  sumOf: 'exact' | 'rounded-board-scores';
  /**
   * Contestants who played fewer boards than the others:
   * - 'none': the total is the plain sum; the percentage is of the maximum available on the boards played;
   * - 'scale-to-session': the total is multiplied by (boards in the session ÷ boards played), the
   *   boards in the session being the most boards any contestant played (Compscore).
   */
  fewerBoards: 'none' | 'scale-to-session';
  /**
   * With 'scale-to-session': whose boards set the session's length. 'field' (default): the most boards any
   * contestant played; 'direction': the most played by a contestant of the same direction (Compscore in a
   * two-winner Mitchell, where every NS pair sat out a round).
   */
  sessionBoardsBy?: 'field' | 'direction';
  /** Unit of the printed total, on the printing scale. Absent: full precision. */
  totalRounding?: RoundingRule;
  /** Unit of the printed percentage. Absent: full precision. */
  percentRounding?: RoundingRule;
  /** Percentage from the 'exact' total or from the total as rounded for printing (Magic Contest). */
  percentFrom: 'exact' | 'rounded-total';
}

export interface RankingOptions {
  /**
   * 'direction': contestants with a fixed direction (Mitchell) are ranked within their direction; a Howell
   * field is one ranking. 'single': one ranking for everybody (FFB national finals rank N-S and E-W pairs
   * together).
   */
  fields: 'direction' | 'single';
  /** Rank by the percentage (MP forms) or by the total. IMP forms always rank by the total. */
  by: 'percent' | 'total';
  /** How a shared rank is printed: 'equals' → "3=", 'range' → "3-4". */
  tieLabel: 'equals' | 'range';
}

export interface AdjustmentOptions {
  /** Law 12C1(c): weighted assigned scores are allowed (2017 Laws; the 2007 Laws let the RA forbid them). */
  weighted: boolean;
  /** Most components a weighted score may have (EBU software guideline: 5). 0 = no limit. */
  maxWeightedParts: number;
  /**
   * 2007 Law 12C1(e) RA option: non-offenders get the most favourable result that was likely, offenders the
   * most unfavourable that was at all probable (a split by construction). Used by the ruling flows.
   */
  likelyProbable: boolean;
  /**
   * Which text of the Laws the director's flows follow for law numbers and options: the 2017 Laws, or the 2007
   * text that a Regulating Authority still publishes (PZBS's Law 12 with the 12C1(e) option).
   */
  lawsEdition: 2007 | 2017;
  /** Which code the flows ask about: the Laws of Duplicate Bridge, or the duplicate-preferans code (§10, §11). */
  code: 'bridge' | 'preferans';
}

/** IMP scale used by IMP forms (the scale itself lives in scoring/imps.ts). */
export interface ImpPresetOptions {
  scale: 'wbf';
}

/** Butler (datum) options, consumed by scoring/butler.ts (same names and values as its ButlerOptions). */
export interface ButlerPresetOptions {
  /**
   * Results dropped from each end before the mean: 'none', 'highLow' (one each), 'scaled', { each: k }, or
   * { share: s } (that share of the results at each end, whole results, rounded down).
   */
  drop: 'none' | 'highLow' | 'scaled' | { each: number } | { share: number };
  /**
   * How the datum is brought to a multiple of `roundTo`: 'nearest' (default; halves by `halves`) or
   * 'toward-zero' (truncated: JFR Pary's IMP pairs).
   */
  datumRounding?: 'nearest' | 'toward-zero';
  /** With fewer results than this the datum is the plain mean. */
  minResultsToDrop: number;
  /** Multiple the datum is rounded to (10). */
  roundTo: number;
  /** How an exact half of the datum is rounded. */
  halves: 'awayFromZero' | 'awayFromMean' | 'up' | 'down' | 'even' | 'none';
  /** Factor the frequencies by E/A before the datum (EBU White Book §4.2.4) on boards played fewer times. */
  factorFrequencies: boolean;
}

/** Cross-IMP options, consumed by scoring/cross-imps.ts. */
export interface CrossImpPresetOptions {
  /** 'sum', 'average' (÷ (n − 1)), 'ebu-sqrt' (÷ √(r·c/2)). */
  divisor: 'sum' | 'average' | 'ebu-sqrt';
}

/** Victory-point options, consumed by scoring/vp.ts. */
export interface VpOptions {
  /** 'wbf-continuous' (2013 formula), 'wbf-discrete', 'acbl-discrete', 'ebu-discrete'. */
  scale: 'wbf-continuous' | 'wbf-discrete' | 'acbl-discrete' | 'ebu-discrete';
  /** Maximum VP per match (20). */
  max: number;
  /** Decimals of a continuous scale (2). */
  decimals: number;
  /** Round IMP margins to whole IMPs (halves away from average) before converting. */
  wholeImpMargins: boolean;
}

/**
 * Conditions of contest an authority sets and an event may change (its settings): team standings' tie-breaks
 * and VPs for a bye.
 */
export interface ConditionsOptions {
  /** VPs a team gets for a bye. */
  byeVp: number;
  /** Applied in order to teams level on VPs; empty: level teams share the rank. */
  tieBreaks: ReadonlyArray<'headToHead' | 'impQuotient' | 'impDifference'>;
  /** VPs of a match one team forfeits: to the team that was ready to play, and to the team that forfeits. */
  forfeitVp?: { nonOffending: number; offending: number };
}

/**
 * A sit-out against the phantom pair (the reserved pair id PHANTOM_PAIR in a traveller line): the real pair gets
 * `percent` of the top on that board, the board counts in its session percentage, and for the other pairs the
 * board was played one time fewer (JFR Pary: 60 %).
 */
export interface PhantomOptions {
  percent: number;
}

/** What a program profile decides. */
export interface ProgramOptions {
  matchpoints: MatchpointOptions;
  neuberg: NeubergOptions;
  totals: TotalsOptions;
  ranking: RankingOptions;
  butler: ButlerPresetOptions;
  /** Absent: a line against the phantom pair is scored as artificial Ave+ to the real pair (Law 12C2(a)). */
  phantom?: PhantomOptions;
}

/** What an authority preset decides. */
export interface AuthorityOptions {
  artificial: ArtificialOptions;
  sessionRule: SessionRuleOptions;
  fouled: FouledOptions;
  adjustments: AdjustmentOptions;
  imps: ImpPresetOptions;
  crossImps: CrossImpPresetOptions;
  vp: VpOptions;
  conditions: ConditionsOptions;
}

export type ProgramOptionGroup = 'matchpoints' | 'neuberg' | 'totals' | 'ranking' | 'butler';
export type AuthorityOptionGroup = keyof AuthorityOptions;

/** Option groups that carry a source note. */
export type PresetOptionGroup = ProgramOptionGroup | AuthorityOptionGroup;

/** A short name in each language other than English. */
export type PresetLabels = Readonly<Record<'pl' | 'nl' | 'fr' | 'ru', string>>;

/** A scoring program's conventions, with where each was found. */
export interface ProgramProfile extends ProgramOptions {
  id: ProgramId;
  name: string;
  /** The short name in Polish, Dutch, French and Russian (the pane's lists); `name` is the English one. */
  labels: PresetLabels;
  description: string;
  /** How the program names itself in a file (PBN Generator, USEBIO PROGRAM_NAME); absent: never detected. */
  detect?: RegExp;
  /** The authority whose events it usually scores (picked with it when a file names the program). */
  authority?: PresetId;
  sources: Record<ProgramOptionGroup, string> & { phantom?: string };
}

/** A Regulating Authority's rules, with where each was found. */
export interface AuthorityPreset extends AuthorityOptions {
  id: PresetId;
  name: string;
  /** The short name in Polish, Dutch, French and Russian (the pane's lists); `name` is the English one. */
  labels: PresetLabels;
  description: string;
  /** The program its events are usually scored with (used when none is named). */
  program: ProgramId;
  /** Names of programs without a profile of their own that score this authority's events (EBUScore, NBB's). */
  detect?: RegExp;
  /**
   * Program conventions the authority regulates itself (EBU White Book §4.2: Neuberg to 0.0001 MP; NBB's Butler
   * datum): they hold whichever program scores the event.
   */
  regulates?: Partial<ProgramOptions>;
  sources: Record<AuthorityOptionGroup, string> & Partial<Record<ProgramOptionGroup, string>>;
}

/** An authority preset and a program profile combined: what the rule modules read. */
export interface Preset extends ProgramOptions, AuthorityOptions {
  /** The authority's id (an event's preset). */
  id: PresetId;
  /** The program profile in force. */
  program: ProgramId;
  /** Short name for lists ("EBU (White Book)"). */
  name: string;
  /** One sentence: whose conventions these are. */
  description: string;
  /** Where each group of choices comes from: law number, regulation, program manual, data file. */
  sources: Record<PresetOptionGroup, string>;
}

/** A rounding rule to a number of decimal places (2 → 0.01), for the preset files. */
export function decimals(places: number, halves: HalfRule): RoundingRule {
  return { step: 1 / 10 ** places, halves };
}
