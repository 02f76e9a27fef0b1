/**
 * The BRIDGE.* custom functions. Each one is thin: read the cells (coerce), call the engine, turn problems into
 * Excel errors. The JSDoc below is the functions' English metadata (functions.json is generated from it);
 * the other languages are in locales/<lang>.json.
 *
 * The build appends the CustomFunctions.associate calls for every @customfunction of this file, so the file
 * does not call associate itself.
 */
import { about, fail, guard, missing, toExcelError, type Where } from './errors';
import { isBlank, requireNumber, readNumber, scalar, toGrid } from './coerce';
import {
  readBoard,
  readContract,
  readSeat,
  readTricks,
  readVulnerability,
  scorePlayed,
  vulnerabilityOf,
} from './board';
import {
  artificialBaseImps,
  artificialBasePercent,
  sessionRuleTouches,
  boardDealer,
  boardVulnerability,
  imps,
  neuberg,
  percentOfTop,
  sessionRuleImps,
  sessionRulePercent,
} from './engine';
import type { PlayedResult } from './engine';
import { matchpointUnit, readBoardCount, readCount, readPreset, readSide, victoryPoints } from './options';
import {
  contestantId,
  findLine,
  lineMatchpoints,
  lineRun,
  perLine,
  printedLineMatchpoints,
  printedMatchpoints,
  printedPercent,
  rankingRows,
  runImps,
  runMatchpoints,
  runSession,
  scoreMatchpoints,
  sessionLines,
  totalsOf,
} from './scoring';
import { readAdjustedForm, readArtificialForm, readArtificialKind, withRuledLine } from './adjusted';
import { teamImps } from './teams';
import { message } from './i18n';
import { figuresStale, storedFingerprint } from '../workbook/tables/fingerprint';

type CellGrid = (string | number | boolean | null)[][];
import { runTeamsEvent, teamBoardRows, teamMatchRows, teamStandingRows, type TeamsEventArgs } from './teams-event';
import { sessionBoardRows } from './session-boards';
import { individualRows, runIndividual } from './individual';
import { preferansRows, runPreferans } from './preferans';

const w = (arg: string): Where => ({ arg });

/**
 * NS score of a contract as played, from the scoring table of Law 77. An empty row gives an empty cell.
 * @customfunction CONTRACT_SCORE
 * @param contract Contract as written on the traveller: 4S, 3NTX, 6HXX, 2♠, or PASS.
 * @param declarer Declarer: N, E, S or W.
 * @param vulnerability_or_board Board number (vulnerability by Law 2), or None, NS, EW, Both, or TRUE/FALSE for the declarer's side.
 * @param result Tricks taken (0 to 13), or relative to the contract: =, +1, -2.
 * @returns Score for North-South (negative when East-West score).
 */
export function CONTRACT_SCORE(
  contract: unknown,
  declarer: unknown,
  vulnerability_or_board: unknown,
  result: unknown,
): number | string {
  return guard(() => {
    const c = scalar(contract, 'contract');
    const d = scalar(declarer, 'declarer');
    const v = scalar(vulnerability_or_board, 'vulnerability_or_board');
    const r = scalar(result, 'result');
    if (isBlank(c) && isBlank(d) && isBlank(r)) return '';
    const parsed = readContract(c, w('contract'));
    if (parsed === undefined) return missing('missing', w('contract'));
    if (parsed === 'PASS') {
      readTricks(r, parsed, w('result'));
      return 0;
    }
    const seat = readSeat(d, w('declarer'));
    if (seat === undefined) return missing('missing', w('declarer'));
    const tricks = readTricks(r, parsed, w('result'));
    if (tricks === undefined) return missing('missing', w('result'));
    const vul = readVulnerability(v, w('vulnerability_or_board'));
    if (vul === undefined) return missing('missing', w('vulnerability_or_board'));
    const played: PlayedResult = { contract: parsed, declarer: seat, tricks };
    return scorePlayed(played, vulnerabilityOf(vul, w('vulnerability_or_board')), w('contract'));
  });
}

/**
 * Dealer of a board (Law 2): N on board 1, E on 2, S on 3, W on 4, and so on.
 * @customfunction DEALER
 * @param board Board number (1, 2, 3, …).
 * @returns N, E, S or W.
 */
export function DEALER(board: unknown): string {
  return guard(() => {
    const n = readBoard(scalar(board, 'board'), w('board'));
    if (n === undefined) return missing('missing', w('board'));
    return boardDealer(n);
  });
}

/**
 * Vulnerability of a board (Law 2), in the 16-board cycle.
 * @customfunction VULNERABILITY
 * @param board Board number (1, 2, 3, …).
 * @returns None, NS, EW or Both.
 */
export function VULNERABILITY(board: unknown): string {
  return guard(() => {
    const n = readBoard(scalar(board, 'board'), w('board'));
    if (n === undefined) return missing('missing', w('board'));
    return boardVulnerability(n);
  });
}

/**
 * IMPs for a point difference on the WBF scale (Law 78B), or for a score compared with another score.
 * @customfunction IMP
 * @param difference Point difference; or, when compared_with is given, the NS score.
 * @param [compared_with] The NS score to compare with (for example the other room's score, or a datum).
 * @returns IMPs, negative when the difference is negative.
 */
export function IMP(difference: unknown, compared_with?: unknown): number {
  return guard(() => {
    const d = requireNumber(scalar(difference, 'difference'), w('difference'));
    const other = readNumber(scalar(compared_with, 'compared_with'), w('compared_with'));
    return imps(other === undefined ? d : d - other);
  });
}

/**
 * Victory points of a side from its IMP margin in a match: WBF 2013 continuous 20-VP scale, or a discrete scale.
 * @customfunction VP
 * @param imps IMP margin of the side (negative when it lost the match).
 * @param boards Number of boards in the match.
 * @param [scale] WBF (continuous, default), WBF_FORMULA, WBF_ROUND, ACBL20_6_8, ACBL20_9_11, ACBL30_6_8, ACBL30_9_11, or a preset name.
 * @returns Victory points of the side; its opponents get the rest of the 20 (or 30).
 */
export function VP(imps: unknown, boards: unknown, scale?: unknown): number {
  return guard(() => {
    const margin = requireNumber(scalar(imps, 'imps'), w('imps'));
    const n = readBoardCount(scalar(boards, 'boards'), w('boards'));
    return victoryPoints(margin, n, scalar(scale, 'scale'), w('scale'));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Matchpoints

/**
 * Matchpoints of every line of a board's traveller, spilled; blank lines stay blank, adjusted scores count.
 * @customfunction MATCHPOINTS
 * @param scores NS scores of the traveller: one column, or two columns (NS and EW). PASS, blanks and adjusted scores allowed.
 * @param [rulings] Director's rulings parallel to the scores, in the ruling notation (A+, A60/40, 4S= N, NS: A+ | EW: A-); they replace the line's score.
 * @param [preset] Scoring conventions: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans.
 * @param [side] NS (default), EW, or BOTH for two columns.
 * @param [expected] Results on a full board (E), when this board was played fewer times than the others.
 * @param [board] Board number: needed when a ruling gives a contract (4S= N).
 * @returns One matchpoint figure per line (two with BOTH), on the preset's printing scale.
 */
export function MATCHPOINTS(
  scores: unknown[][],
  rulings?: unknown[][],
  preset?: unknown,
  side?: unknown,
  expected?: unknown,
  board?: unknown,
): unknown[][] {
  return guard(() => {
    const s = readSide(scalar(side, 'side'), w('side'));
    const run = runMatchpoints({ scores, rulings, preset, expected, board });
    return perLine(run.traveller, s, (i, d) => printedMatchpoints(run, run.scored[i], d));
  });
}

/**
 * Percentage of the top for every line of a board's traveller, spilled (same rules as MATCHPOINTS).
 * @customfunction PERCENT
 * @param scores NS scores of the traveller: one column, or two columns (NS and EW).
 * @param [rulings] Director's rulings parallel to the scores, in the ruling notation.
 * @param [preset] Scoring conventions: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans.
 * @param [side] NS (default), EW, or BOTH for two columns.
 * @param [expected] Results on a full board (E), when this board was played fewer times than the others.
 * @param [board] Board number: needed when a ruling gives a contract (4S= N).
 * @returns One percentage (0 to 100) per line.
 */
export function PERCENT(
  scores: unknown[][],
  rulings?: unknown[][],
  preset?: unknown,
  side?: unknown,
  expected?: unknown,
  board?: unknown,
): unknown[][] {
  return guard(() => {
    const s = readSide(scalar(side, 'side'), w('side'));
    const run = runMatchpoints({ scores, rulings, preset, expected, board });
    return perLine(run.traveller, s, (i, d) => printedPercent(run, run.scored[i], d));
  });
}

/** Read once: an imported binding is a getter call each time where modules are CommonJS (tsx, jest). */
const perLineMatchpoints = lineMatchpoints;

/**
 * Matchpoints of one score on a board's traveller, for a single cell (the traveller is scored once per recalculation).
 * @customfunction MP
 * @param score The line's NS score (or adjusted score) as it appears in scores.
 * @param scores NS scores of the whole traveller, this line included.
 * @param [preset] Scoring conventions: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans.
 * @param [side] NS (default) or EW.
 * @param [expected] Results on a full board (E), when this board was played fewer times than the others.
 * @returns Matchpoints on the preset's printing scale; empty when the score is blank.
 */
export function MP(
  score: unknown,
  scores: unknown[][],
  preset?: unknown,
  side?: unknown,
  expected?: unknown,
): number | string {
  // The usual per-line cell (a plain score, the side omitted or written NS or EW) answers without a closure
  // (lineMatchpoints()).
  try {
    const usual = side === undefined || side === 'NS' ? 'NS' : side === 'EW' ? 'EW' : undefined;
    if (typeof score === 'number' && Number.isInteger(score) && usual !== undefined) {
      const mp = perLineMatchpoints(score, scores, preset, expected, usual);
      if (mp !== undefined) return mp === mp ? mp : '';
    }
  } catch (e) {
    throw toExcelError(e);
  }
  return guard(() => {
    const s = (side === undefined ? 'NS' : readSide(scalar(side, 'side'), w('side'), false)) as 'NS' | 'EW';
    const value = scalar(score, 'score');
    if (isBlank(value)) return '';
    const run = lineRun(scores, preset, expected);
    if (typeof value === 'number' && Number.isInteger(value)) {
      // A plain score: looked up among the traveller's scores.
      const mp = scoreMatchpoints(run, value, s);
      if (mp !== undefined) return mp === mp ? mp : '';
    }
    const line = findLine(run.traveller, value, w('score'), 'scores');
    const mp = line ? printedLineMatchpoints(run, line.index, s) : undefined;
    return mp === undefined ? '' : mp;
  });
}

/**
 * Matchpoints of a fouled board (Law 87): each form of the board scored on its own and factored to the full field.
 * @customfunction FOULED_GROUP
 * @param scores NS scores of the traveller: one column, or two columns (NS and EW).
 * @param groups Form of the board each line was played in, parallel to the scores: blank for the correct form, any label (B, fouled…) for another.
 * @param [preset] Scoring conventions: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans.
 * @param [side] NS (default), EW, or BOTH for two columns.
 * @param [expected] Results on a full board (E); default: the lines of the traveller.
 * @returns One matchpoint figure per line (two with BOTH), on the full board's top.
 */
export function FOULED_GROUP(
  scores: unknown[][],
  groups: unknown[][],
  preset?: unknown,
  side?: unknown,
  expected?: unknown,
): unknown[][] {
  return guard(() => {
    const s = readSide(scalar(side, 'side'), w('side'));
    const run = runMatchpoints({ scores, groups, preset, expected });
    return perLine(run.traveller, s, (i, d) => printedMatchpoints(run, run.scored[i], d));
  });
}

/**
 * Neuberg's formula: matchpoints scored among fewer results than expected, brought to the full field.
 * @customfunction NEUBERG
 * @param mp Matchpoints scored among the actual results.
 * @param actual Number of results the matchpoints were scored among (A).
 * @param expected Number of results on a full board (E).
 * @param [convention] 2 (two per beat, top 2(E−1); default), 1 (one per beat, top E−1), or a preset name.
 * @returns The factored matchpoints on the full top.
 */
export function NEUBERG(mp: unknown, actual: unknown, expected: unknown, convention?: unknown): number {
  return guard(() => {
    const m = requireNumber(scalar(mp, 'mp'), w('mp'));
    const a = readCount(scalar(actual, 'actual'), w('actual'));
    const e = readCount(scalar(expected, 'expected'), w('expected'));
    const unit = matchpointUnit(scalar(convention, 'convention'), w('convention'));
    // More results than expected would give a figure outside the scale (NEUBERG(0, 10, 2) = −0.8).
    if (a > e) fail('notInRange', actual, w('actual'), { list: `1…${e}` });
    return about('notInRange', m, w('mp'), () => neuberg(m, a, e, unit), { list: `0…${unit * (a - 1)}` });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// IMP forms

/**
 * Butler IMPs of every line of a board's traveller against the board's datum, spilled; adjusted scores count.
 * @customfunction BUTLER
 * @param scores NS scores of the traveller: one column, or two columns (NS and EW).
 * @param [preset] Scoring conventions: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans.
 * @param [rulings] Director's rulings parallel to the scores, in the ruling notation.
 * @param [side] NS (default), EW, or BOTH for two columns.
 * @param [expected] Results on a full board (E), for presets that factor the datum on boards played fewer times.
 * @returns One IMP figure per line (two with BOTH).
 */
export function BUTLER(
  scores: unknown[][],
  preset?: unknown,
  rulings?: unknown[][],
  side?: unknown,
  expected?: unknown,
): unknown[][] {
  return guard(() => {
    const s = readSide(scalar(side, 'side'), w('side'));
    const run = runImps({ scores, rulings, preset, expected }, 'butler');
    return perLine(run.traveller, s, (i, d) => (d === 'NS' ? run.scored[i]?.impNS : run.scored[i]?.impEW));
  });
}

/**
 * The Butler datum of a board: the NS score the other results are IMPed against.
 * @customfunction BUTLER_DATUM
 * @param scores NS scores of the traveller: one column, or two columns (NS and EW).
 * @param [preset] Scoring conventions: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans.
 * @param [rulings] Director's rulings parallel to the scores, in the ruling notation.
 * @param [expected] Results on a full board (E), for presets that factor the datum on boards played fewer times.
 * @returns The datum (an NS score).
 */
export function BUTLER_DATUM(scores: unknown[][], preset?: unknown, rulings?: unknown[][], expected?: unknown): number {
  return guard(() => {
    const run = runImps({ scores, rulings, preset, expected }, 'butler');
    if (run.datum === undefined) return missing('noResults', w('scores'));
    return run.datum;
  });
}

/**
 * Cross-IMPs of every line of a board's traveller (each score against every other, divided as the preset says).
 * @customfunction CROSS_IMP
 * @param scores NS scores of the traveller: one column, or two columns (NS and EW).
 * @param [preset] Scoring conventions: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans.
 * @param [rulings] Director's rulings parallel to the scores, in the ruling notation.
 * @param [side] NS (default), EW, or BOTH for two columns.
 * @returns One IMP figure per line (two with BOTH).
 */
export function CROSS_IMP(scores: unknown[][], preset?: unknown, rulings?: unknown[][], side?: unknown): unknown[][] {
  return guard(() => {
    const s = readSide(scalar(side, 'side'), w('side'));
    const run = runImps({ scores, rulings, preset }, 'cross-imp');
    return perLine(run.traveller, s, (i, d) => (d === 'NS' ? run.scored[i]?.impNS : run.scored[i]?.impEW));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Adjusted scores

/**
 * Value of an artificial adjusted score (Law 12C2): 60/50/40 %, ±3 IMPs, or the session result under Law 12C2(c).
 * @customfunction ARTIFICIAL_AVG
 * @param kind A+, A= or A- (also plus, average, minus, AVE+, G+, M-, A60…), the side's own level.
 * @param [form] PCT for a percentage (default), IMP for IMPs, or a number: the top, to get matchpoints.
 * @param [session_percent] The side's own percentage (IMP average per board with IMP) on its other boards, for Law 12C2(c).
 * @param [preset] Scoring conventions: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans.
 * @returns The percentage, IMPs or matchpoints the side scores on the board.
 */
export function ARTIFICIAL_AVG(kind: unknown, form?: unknown, session_percent?: unknown, preset?: unknown): number {
  return guard(() => {
    const adj = readArtificialKind(scalar(kind, 'kind'), w('kind'));
    const p = readPreset(scalar(preset, 'preset'), w('preset'));
    const f = readArtificialForm(scalar(form, 'form'), w('form'));
    const own = readNumber(scalar(session_percent, 'session_percent'), w('session_percent'));
    if (f.kind === 'imp') return sessionRuleImps(adj.level, artificialBaseImps(adj, p.artificial), own, p.sessionRule);
    if (own !== undefined && (own < 0 || own > 100)) fail('notPercent', own, w('session_percent'));
    const base = artificialBasePercent(adj, p.artificial, undefined, { field: 'kind' });
    const percent = sessionRuleTouches(adj) ? sessionRulePercent(adj.level, base, own, p.sessionRule) : base;
    return f.kind === 'pct' ? percent : percentOfTop(percent, f.top);
  });
}

/**
 * What a ruling (assigned, weighted, artificial or split) earns against the rest of the traveller.
 * @customfunction ADJUSTED_SCORE
 * @param ruling The ruling: A+, A60/40, 4S= N, NS 620, 70% 3NT+1 N; 30% 3NT= N, NS: 4S= N | EW: 4S+1 N …
 * @param scores NS scores of the other tables on the board (the ruled table left out).
 * @param [side] NS (default), EW, or BOTH for two cells.
 * @param [preset] Scoring conventions: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans.
 * @param [form] MP (matchpoints, default), PCT (percentage), BUTLER or CROSS_IMP (IMPs).
 * @param [board] Board number: needed when the ruling gives a contract (4S= N).
 * @returns The ruled table's score for the side (or both sides).
 */
export function ADJUSTED_SCORE(
  ruling: unknown,
  scores: unknown[][],
  side?: unknown,
  preset?: unknown,
  form?: unknown,
  board?: unknown,
): unknown[][] {
  return guard(() => {
    const s = readSide(scalar(side, 'side'), w('side'));
    const text = scalar(ruling, 'ruling');
    if (isBlank(text)) return [['']];
    const f = readAdjustedForm(scalar(form, 'form'), w('form'));
    const { scores: all, rulings } = withRuledLine(scores, text);
    const names = { rulings: 'ruling' };
    const sides: ('NS' | 'EW')[] = s === 'BOTH' ? ['NS', 'EW'] : [s];
    let values: (number | undefined)[];
    if (f === 'mp' || f === 'pct') {
      const run = runMatchpoints({ scores: all, rulings, preset, board, names });
      const last = run.scored[run.scored.length - 1];
      values = sides.map((d) => (f === 'mp' ? printedMatchpoints(run, last, d) : printedPercent(run, last, d)));
    } else {
      const run = runImps({ scores: all, rulings, preset, board, names }, f);
      const last = run.scored[run.scored.length - 1];
      values = sides.map((d) => (d === 'NS' ? last?.impNS : last?.impEW));
    }
    return [values.map((v) => (v === undefined ? '' : v))];
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Sessions

/**
 * Matchpoints (or IMPs) of every line of a whole session sheet, spilled, with Law 12C2(c) from each pair's session.
 * @customfunction SESSION_SCORES
 * @param boards Board number of each line.
 * @param ns_pairs NS pair of each line.
 * @param ew_pairs EW pair of each line.
 * @param scores NS score of each line: one column, or two columns (NS and EW). PASS, blanks and adjusted scores allowed.
 * @param [rulings] Director's rulings parallel to the scores, in the ruling notation.
 * @param [preset] Scoring conventions: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans.
 * @param [form] MP (default), BUTLER or CROSS_IMP.
 * @param [side] NS (default), EW, or BOTH for two columns.
 * @param [movement] HOWELL (default: a pair number is one pair) or MITCHELL (NS 1 and EW 1 are different pairs).
 * @returns One figure per line (two with BOTH).
 */
export function SESSION_SCORES(
  boards: unknown[][],
  ns_pairs: unknown[][],
  ew_pairs: unknown[][],
  scores: unknown[][],
  rulings?: unknown[][],
  preset?: unknown,
  form?: unknown,
  side?: unknown,
  movement?: unknown,
): unknown[][] {
  return guard(() => {
    const s = readSide(scalar(side, 'side'), w('side'));
    const run = runSession({ boards, nsPairs: ns_pairs, ewPairs: ew_pairs, scores, rulings, preset, form, movement });
    return sessionLines(run, s);
  });
}

/**
 * Ranking of a session, spilled: rank, pair, direction (Mitchell), total, percentage, boards played.
 * @customfunction SESSION_RESULTS
 * @param boards Board number of each line.
 * @param ns_pairs NS pair of each line.
 * @param ew_pairs EW pair of each line.
 * @param scores NS score of each line: one column, or two columns (NS and EW).
 * @param [rulings] Director's rulings parallel to the scores, in the ruling notation.
 * @param [preset] Scoring conventions: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans.
 * @param [form] MP (default), BUTLER or CROSS_IMP.
 * @param [movement] HOWELL (default) or MITCHELL.
 * @returns One row per pair: rank, pair, direction, total, percentage, boards played.
 */
export function SESSION_RESULTS(
  boards: unknown[][],
  ns_pairs: unknown[][],
  ew_pairs: unknown[][],
  scores: unknown[][],
  rulings?: unknown[][],
  preset?: unknown,
  form?: unknown,
  movement?: unknown,
): unknown[][] {
  return guard(() => {
    const run = runSession({ boards, nsPairs: ns_pairs, ewPairs: ew_pairs, scores, rulings, preset, form, movement });
    return rankingRows(run);
  });
}

/**
 * A pair's session percentage from the whole session sheet (scored once per recalculation for all cells).
 * @customfunction SESSION_PERCENT
 * @param pair The pair's number (or name) as written in ns_pairs and ew_pairs.
 * @param boards Board number of each line.
 * @param ns_pairs NS pair of each line.
 * @param ew_pairs EW pair of each line.
 * @param scores NS score of each line: one column, or two columns (NS and EW).
 * @param [rulings] Director's rulings parallel to the scores, in the ruling notation.
 * @param [preset] Scoring conventions: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans.
 * @param [movement] HOWELL (default) or MITCHELL.
 * @param [direction] NS or EW: which pair of that number, in a Mitchell.
 * @returns The pair's percentage of the maximum available, rounded as the preset says.
 */
export function SESSION_PERCENT(
  pair: unknown,
  boards: unknown[][],
  ns_pairs: unknown[][],
  ew_pairs: unknown[][],
  scores: unknown[][],
  rulings?: unknown[][],
  preset?: unknown,
  movement?: unknown,
  direction?: unknown,
): number | string {
  return guard(() => {
    const p = scalar(pair, 'pair');
    if (isBlank(p)) return '';
    const run = runSession({ boards, nsPairs: ns_pairs, ewPairs: ew_pairs, scores, rulings, preset, movement });
    const total = totalsOf(run).get(contestantId(run, p, scalar(direction, 'direction'), w('pair')));
    return total?.percent === undefined ? '' : total.percent;
  });
}

/**
 * A pair's session total: matchpoints on the preset's printing scale, or IMPs for Butler and cross-IMP forms.
 * @customfunction SESSION_TOTAL
 * @param pair The pair's number (or name) as written in ns_pairs and ew_pairs.
 * @param boards Board number of each line.
 * @param ns_pairs NS pair of each line.
 * @param ew_pairs EW pair of each line.
 * @param scores NS score of each line: one column, or two columns (NS and EW).
 * @param [rulings] Director's rulings parallel to the scores, in the ruling notation.
 * @param [preset] Scoring conventions: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans.
 * @param [form] MP (default), BUTLER or CROSS_IMP.
 * @param [movement] HOWELL (default) or MITCHELL.
 * @param [direction] NS or EW: which pair of that number, in a Mitchell.
 * @returns The pair's total, rounded as the preset says.
 */
export function SESSION_TOTAL(
  pair: unknown,
  boards: unknown[][],
  ns_pairs: unknown[][],
  ew_pairs: unknown[][],
  scores: unknown[][],
  rulings?: unknown[][],
  preset?: unknown,
  form?: unknown,
  movement?: unknown,
  direction?: unknown,
): number | string {
  return guard(() => {
    const p = scalar(pair, 'pair');
    if (isBlank(p)) return '';
    const run = runSession({ boards, nsPairs: ns_pairs, ewPairs: ew_pairs, scores, rulings, preset, form, movement });
    const total = totalsOf(run).get(contestantId(run, p, scalar(direction, 'direction'), w('pair')));
    // A pair with no board scored yet has no total (blank), not 0.
    return total === undefined || total.boardsPlayed === 0 ? '' : total.total;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Teams

/**
 * Home team's IMPs on each board of a two-table match (home NS in the open room), adjusted scores allowed.
 * @customfunction TEAM_IMPS
 * @param open NS score in the open room for each board (or an adjusted score).
 * @param closed NS score in the closed room for each board (or an adjusted score).
 * @param [open_rulings] Rulings in the open room, parallel to open, in the ruling notation.
 * @param [closed_rulings] Rulings in the closed room, parallel to closed.
 * @param [boards] Board numbers (default 1, 2, 3, …): needed when a ruling gives a contract.
 * @param [preset] Scoring conventions (artificial IMPs): wbf (default), ebu, acbl, abf, ffb, pzbs, nbb.
 * @param [knockout] TRUE to average non-balancing adjusted scores so the match balances (Law 12C4).
 * @returns The home team's IMPs on each board (the away team gets the opposite unless a ruling does not balance).
 */
export function TEAM_IMPS(
  open: unknown[][],
  closed: unknown[][],
  open_rulings?: unknown[][],
  closed_rulings?: unknown[][],
  boards?: unknown[][],
  preset?: unknown,
  knockout?: unknown,
): unknown[][] {
  return guard(() => teamImps(open, closed, open_rulings, closed_rulings, boards, preset, knockout));
}

// ---------------------------------------------------------------------------------------------------------------
// The pane's figures

// The fingerprint of the Travellers and the settings is compared with the one the pane kept in EventSettings at
// its last scoring; the cell is empty when none is kept (a workbook set up before fingerprints).
/**
 * Whether the pane's figures (computed Travellers columns, Ranking) are stale: an entered cell (but the round and the lead) or a scoring setting changed since the last scoring.
 * @customfunction FIGURES_STALE
 * @param travellers The Travellers table's entered columns with their header row, e.g. Travellers[[#All],[board]:[ruling]] (Travellers[#All] gives the same answer): they are found by name; the computed columns, the round and the lead are ignored.
 * @param settings The EventSettings table (key and value columns), e.g. EventSettings[#All]: its scoring settings count, and it keeps the fingerprint.
 * @param [stored_fingerprint] The fingerprint of the last scoring; by default the value of the settings' fingerprint row.
 * @returns "stale" when the Travellers or the settings changed since the last scoring, "up to date" when not (in Excel's language).
 */
export function FIGURES_STALE(travellers: unknown[][], settings: unknown[][], stored_fingerprint?: unknown): string {
  return guard(() => {
    const t = toGrid(travellers) as CellGrid;
    const s = toGrid(settings) as CellGrid;
    const header = (t[0] ?? []).map((h) =>
      String(h ?? '')
        .trim()
        .toLowerCase(),
    );
    if (!header.includes('board')) return fail('noHeader', 'board', { arg: 'travellers' });
    const given = scalar(stored_fingerprint, 'stored_fingerprint');
    const kept = isBlank(given) ? storedFingerprint(s) : String(given).trim();
    if (kept === '') return '';
    return message(figuresStale(t, s, kept) ? 'figuresStale' : 'figuresCurrent');
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Teams events (Matches and Travellers tables; the three functions share one scoring of the event)

function teamsArgs(
  match_rounds: unknown[][],
  homes: unknown[][],
  aways: unknown[][],
  open_tables: unknown[][],
  closed_tables: unknown[][],
  carry_overs: unknown[][],
  marks: unknown[][],
  boards: unknown[][],
  rounds: unknown[][],
  tables: unknown[][],
  scores: unknown[][],
  rulings?: unknown[][],
  preset?: unknown,
  vp_scale?: unknown,
  vp_tables?: unknown[][],
  knockout?: unknown,
): TeamsEventArgs {
  return {
    matchRounds: match_rounds,
    homes,
    aways,
    openTables: open_tables,
    closedTables: closed_tables,
    carryOvers: carry_overs,
    marks,
    boards,
    rounds,
    tables,
    scores,
    rulings,
    preset,
    vpScale: vp_scale,
    vpTables: vp_tables,
    knockout,
  };
}

/**
 * Every board of every match of a teams event, spilled: match, board, the two rooms' NS scores, each team's IMPs.
 * @customfunction TEAM_BOARDS
 * @param match_rounds Round of each match (Matches table), or blank when each table plays one match.
 * @param homes Home team of each match (N-S in the open room).
 * @param aways Away team of each match (blank for a bye).
 * @param open_tables Table number of each match's open room.
 * @param closed_tables Table number of each match's closed room.
 * @param carry_overs IMPs the home team starts with in a knockout (negative: to the away team).
 * @param marks BYE, FORFEIT home or FORFEIT away: VPs as the preset's conditions of contest say.
 * @param boards Board number of each traveller line (both rooms).
 * @param rounds Round of each traveller line (blank when each table plays one match).
 * @param tables Table of each traveller line.
 * @param scores NS score of each traveller line, or an adjusted score.
 * @param [rulings] Director's rulings parallel to the scores, in the ruling notation.
 * @param [preset] Scoring conventions and conditions of contest: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb.
 * @param [vp_scale] WBF (default: the 2013 continuous scale) or TABLE (the discrete tables of vp_tables).
 * @param [vp_tables] Discrete VP tables: header row of match lengths in boards, first column IMP margins.
 * @param [knockout] TRUE for a knockout: Law 12C4 averaging, carry-over, no VPs.
 * @returns One row per board of each match: match, board, open NS, closed NS, home IMPs, away IMPs.
 */
export function TEAM_BOARDS(
  match_rounds: unknown[][],
  homes: unknown[][],
  aways: unknown[][],
  open_tables: unknown[][],
  closed_tables: unknown[][],
  carry_overs: unknown[][],
  marks: unknown[][],
  boards: unknown[][],
  rounds: unknown[][],
  tables: unknown[][],
  scores: unknown[][],
  rulings?: unknown[][],
  preset?: unknown,
  vp_scale?: unknown,
  vp_tables?: unknown[][],
  knockout?: unknown,
): unknown[][] {
  return guard(() =>
    teamBoardRows(
      runTeamsEvent(
        teamsArgs(
          match_rounds,
          homes,
          aways,
          open_tables,
          closed_tables,
          carry_overs,
          marks,
          boards,
          rounds,
          tables,
          scores,
          rulings,
          preset,
          vp_scale,
          vp_tables,
          knockout,
        ),
      ),
    ),
  );
}

/**
 * Each match of a teams event, spilled beside the Matches table: IMPs of each team (with carry-over) and VPs.
 * @customfunction TEAM_MATCHES
 * @param match_rounds Round of each match (Matches table), or blank when each table plays one match.
 * @param homes Home team of each match (N-S in the open room).
 * @param aways Away team of each match (blank for a bye).
 * @param open_tables Table number of each match's open room.
 * @param closed_tables Table number of each match's closed room.
 * @param carry_overs IMPs the home team starts with in a knockout (negative: to the away team).
 * @param marks BYE, FORFEIT home or FORFEIT away: VPs as the preset's conditions of contest say.
 * @param boards Board number of each traveller line (both rooms).
 * @param rounds Round of each traveller line (blank when each table plays one match).
 * @param tables Table of each traveller line.
 * @param scores NS score of each traveller line, or an adjusted score.
 * @param [rulings] Director's rulings parallel to the scores, in the ruling notation.
 * @param [preset] Scoring conventions and conditions of contest: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb.
 * @param [vp_scale] WBF (default: the 2013 continuous scale) or TABLE (the discrete tables of vp_tables).
 * @param [vp_tables] Discrete VP tables: header row of match lengths in boards, first column IMP margins.
 * @param [knockout] TRUE for a knockout: Law 12C4 averaging, carry-over, no VPs.
 * @returns One row per match: match, round, home, away, boards scored, carry-over, home IMPs, away IMPs, home VPs, away VPs.
 */
export function TEAM_MATCHES(
  match_rounds: unknown[][],
  homes: unknown[][],
  aways: unknown[][],
  open_tables: unknown[][],
  closed_tables: unknown[][],
  carry_overs: unknown[][],
  marks: unknown[][],
  boards: unknown[][],
  rounds: unknown[][],
  tables: unknown[][],
  scores: unknown[][],
  rulings?: unknown[][],
  preset?: unknown,
  vp_scale?: unknown,
  vp_tables?: unknown[][],
  knockout?: unknown,
): unknown[][] {
  return guard(() =>
    teamMatchRows(
      runTeamsEvent(
        teamsArgs(
          match_rounds,
          homes,
          aways,
          open_tables,
          closed_tables,
          carry_overs,
          marks,
          boards,
          rounds,
          tables,
          scores,
          rulings,
          preset,
          vp_scale,
          vp_tables,
          knockout,
        ),
      ),
    ),
  );
}

/**
 * Standings of a round robin or a Swiss, spilled: VPs, then the tie-breaks of the preset's conditions of contest.
 * @customfunction TEAM_STANDINGS
 * @param match_rounds Round of each match (Matches table), or blank when each table plays one match.
 * @param homes Home team of each match (N-S in the open room).
 * @param aways Away team of each match (blank for a bye).
 * @param open_tables Table number of each match's open room.
 * @param closed_tables Table number of each match's closed room.
 * @param carry_overs IMPs the home team starts with in a knockout (negative: to the away team).
 * @param marks BYE, FORFEIT home or FORFEIT away: VPs as the preset's conditions of contest say.
 * @param boards Board number of each traveller line (both rooms).
 * @param rounds Round of each traveller line (blank when each table plays one match).
 * @param tables Table of each traveller line.
 * @param scores NS score of each traveller line, or an adjusted score.
 * @param [rulings] Director's rulings parallel to the scores, in the ruling notation.
 * @param [preset] Scoring conventions and conditions of contest: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb.
 * @param [vp_scale] WBF (default: the 2013 continuous scale) or TABLE (the discrete tables of vp_tables).
 * @param [vp_tables] Discrete VP tables: header row of match lengths in boards, first column IMP margins.
 * @param [knockout] TRUE for a knockout: Law 12C4 averaging, carry-over, no VPs.
 * @returns One row per team: rank, team, matches, VPs, IMPs won, IMPs lost.
 */
export function TEAM_STANDINGS(
  match_rounds: unknown[][],
  homes: unknown[][],
  aways: unknown[][],
  open_tables: unknown[][],
  closed_tables: unknown[][],
  carry_overs: unknown[][],
  marks: unknown[][],
  boards: unknown[][],
  rounds: unknown[][],
  tables: unknown[][],
  scores: unknown[][],
  rulings?: unknown[][],
  preset?: unknown,
  vp_scale?: unknown,
  vp_tables?: unknown[][],
  knockout?: unknown,
): unknown[][] {
  return guard(() =>
    teamStandingRows(
      runTeamsEvent(
        teamsArgs(
          match_rounds,
          homes,
          aways,
          open_tables,
          closed_tables,
          carry_overs,
          marks,
          boards,
          rounds,
          tables,
          scores,
          rulings,
          preset,
          vp_scale,
          vp_tables,
          knockout,
        ),
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Butler datums, individual events and duplicate preferans (the templates' live sheets)

/**
 * Each board of a session sheet, spilled: board, Butler datum (the NS score the lines are IMPed against), results scored.
 * @customfunction SESSION_DATUMS
 * @param boards Board number of each line.
 * @param ns_pairs NS pair of each line.
 * @param ew_pairs EW pair of each line.
 * @param scores NS score of each line: one column, or two columns (NS and EW).
 * @param [rulings] Director's rulings parallel to the scores, in the ruling notation.
 * @param [preset] Scoring conventions: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans.
 * @param [form] BUTLER (default here), CROSS_IMP or MP; only BUTLER has a datum.
 * @param [movement] HOWELL (default) or MITCHELL.
 * @returns One row per board: board, datum, results scored.
 */
export function SESSION_DATUMS(
  boards: unknown[][],
  ns_pairs: unknown[][],
  ew_pairs: unknown[][],
  scores: unknown[][],
  rulings?: unknown[][],
  preset?: unknown,
  form?: unknown,
  movement?: unknown,
): unknown[][] {
  return guard(() => {
    const f = isBlank(scalar(form, 'form')) ? 'BUTLER' : form;
    const run = runSession({
      boards,
      nsPairs: ns_pairs,
      ewPairs: ew_pairs,
      scores,
      rulings,
      preset,
      form: f,
      movement,
    });
    return sessionBoardRows(run);
  });
}

/**
 * Ranking of a bridge individual, spilled: rank, player, matchpoints, percentage, boards played (Law 12C3).
 * @customfunction INDIVIDUAL_RESULTS
 * @param boards Board number of each line.
 * @param ns_players The N and S players of each line, written 3+7.
 * @param ew_players The E and W players of each line, written 4+8.
 * @param scores NS score of each line: one column, or two columns (NS and EW). PASS, blanks and adjusted scores allowed.
 * @param [rulings] Director's rulings parallel to the scores, in the ruling notation; a procedural penalty names its player.
 * @param [preset] Scoring conventions: wbf (default), ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans.
 * @returns One row per player who has played: rank, player, total, percentage, boards played.
 */
export function INDIVIDUAL_RESULTS(
  boards: unknown[][],
  ns_players: unknown[][],
  ew_players: unknown[][],
  scores: unknown[][],
  rulings?: unknown[][],
  preset?: unknown,
): unknown[][] {
  return guard(() =>
    individualRows(runIndividual({ boards, nsPlayers: ns_players, ewPlayers: ew_players, scores, rulings, preset })),
  );
}

/**
 * Ranking of a duplicate-preferans event from its protocol, spilled: rank, player, matchpoints, % of own maximum.
 * @customfunction PREFERANS_RESULTS
 * @param deals Deal of each protocol row.
 * @param tables Table of each protocol row.
 * @param seats Seat of each protocol row: a result is compared with the same seat of the same deal.
 * @param players Player of each protocol row.
 * @param scores Result of each protocol row, from the player's side (higher is better).
 * @param [rulings] A60, A50, A40, A+, A, A- (artificial score, code §11.2), NP (not played) or ? (not entered yet); then PP 25% or PP 2MP for a procedural penalty (code §11.1В).
 * @param [forms] Form of a fouled deal (code §10): results of different forms are not compared; blank = the correct form.
 * @param [preset] Scoring conventions: ru-preferans (default here), wbf, ebu, acbl, abf, ffb, pzbs, nbb.
 * @returns One row per player: rank, player, matchpoints, percentage of the player's own maximum, deals, penalties.
 */
export function PREFERANS_RESULTS(
  deals: unknown[][],
  tables: unknown[][],
  seats: unknown[][],
  players: unknown[][],
  scores: unknown[][],
  rulings?: unknown[][],
  forms?: unknown[][],
  preset?: unknown,
): unknown[][] {
  return guard(() => preferansRows(runPreferans({ deals, tables, seats, players, scores, rulings, forms, preset })));
}
