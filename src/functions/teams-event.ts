/**
 * A teams event laid out in a workbook, scored as a whole: the Matches table (round, home, away, the open and
 * closed room's table, a knockout's carry-over, a mark such as BYE or FORFEIT home) and the Travellers table's
 * lines of both rooms (board, round, table, NS score, ruling). BRIDGE.TEAM_BOARDS, BRIDGE.TEAM_MATCHES and
 * BRIDGE.TEAM_STANDINGS are handed the same ranges; the event is scored once per set of values (kept by content)
 * and each function spills its own view of it, so a recalculation after one typed result is one engine pass.
 */
import { about, fail, type Where } from './errors';
import { checkNotError, isBlank, readText, textToNumber, toGrid } from './coerce';
import { readBoard } from './board';
import { ContentCache } from './cache';
import { readPreset } from './options';
import { readFlag } from './teams';
import { readTraveller } from './traveller';
import { wordList } from './adjusted';
import { TEAM_BOARD_HEADER, TEAM_MATCH_HEADER } from '../workbook/tables/team-templates';
import {
  parseMatchMark,
  printVp,
  scoreTeamsEvent,
  type DiscreteVpScale,
  type TeamsEventMatch,
  type EventVpScale,
  type RoomResult,
  type TeamBoard,
  type Preset,
  type TeamsEventScore,
  type TravellerEntry,
  VP_SCALE_WORDS,
  vpScaleWord,
} from './engine';

/** The ranges and options every teams function takes, in the order of their parameters. */
export interface TeamsEventArgs {
  matchRounds: unknown;
  homes: unknown;
  aways: unknown;
  openTables: unknown;
  closedTables: unknown;
  carryOvers: unknown;
  marks: unknown;
  boards: unknown;
  rounds: unknown;
  tables: unknown;
  scores: unknown;
  rulings: unknown;
  preset: unknown;
  vpScale: unknown;
  vpTables: unknown;
  knockout: unknown;
}

export interface TeamsEventRun {
  score: TeamsEventScore;
  /** Per row of the Matches table: the index of its match in `score.matches`, undefined for an empty row. */
  rows: (number | undefined)[];
  knockout: boolean;
  /** The preset the event is scored with (its VP decimals print the standings). */
  preset: Preset;
}

/** Cells of a one-column (or one-row) range, each with where it sits. */
function cellsOf(v: unknown, arg: string): { value: unknown; where: Where }[] {
  const g = toGrid(v);
  const rows = g.length;
  const cols = rows ? Math.max(...g.map((r) => r.length)) : 0;
  if (rows > 1 && cols > 1) fail('oneColumn', '', { arg }, { arg });
  const out: { value: unknown; where: Where }[] = [];
  g.forEach((r, i) => r.forEach((value, j) => out.push({ value, where: { arg, row: i + 1, col: j + 1, rows, cols } })));
  return out;
}

function sameLength(cells: unknown[], n: number, arg: string, other: string): void {
  if (cells.length !== n) fail('sameLength', '', { arg }, { arg, n: cells.length, other, m: n });
}

function readNumberCell(v: unknown, where: Where): number | undefined {
  checkNotError(v, where);
  if (isBlank(v)) return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? textToNumber(v) : undefined;
  if (n === undefined || !Number.isFinite(n)) return fail('notNumber', v, where);
  return n;
}

function readWhole(v: unknown, where: Where): number | undefined {
  const n = readNumberCell(v, where);
  if (n !== undefined && (!Number.isInteger(n) || n < 0)) fail('notWholeNumber', v, where);
  return n;
}

/**
 * Discrete VP tables: a header row (the first cell a label, then match lengths in boards) over rows of an IMP
 * margin (first column) and the winner's VPs for each match length. Blank columns are left out.
 */
export function readVpTables(v: unknown, arg = 'vp_tables'): Map<number, DiscreteVpScale> {
  const g = toGrid(v);
  const rows = g.length;
  const cols = rows ? Math.max(...g.map((r) => r.length)) : 0;
  const at = (row: number, col: number): Where => ({ arg, row: row + 1, col: col + 1, rows, cols });
  if (rows < 2 || cols < 2) fail('badValue', `${rows}×${cols}`, { arg });
  const out = new Map<number, DiscreteVpScale>();
  for (let c = 1; c < cols; c++) {
    const boards = readWhole(g[0][c], at(0, c));
    if (boards === undefined) continue;
    const steps: { from: number; vp: number }[] = [];
    for (let r = 1; r < rows; r++) {
      const from = readWhole(g[r][0], at(r, 0));
      const vp = readNumberCell(g[r][c], at(r, c));
      if (from === undefined && vp === undefined) continue;
      if (from === undefined) return fail('missing', '', at(r, 0), {}, 'notAvailable');
      if (vp === undefined) return fail('missing', '', at(r, c), {}, 'notAvailable');
      if (vp < 0 || vp > 20) fail('notInRange', g[r][c], at(r, c), { list: '0–20' });
      const last = steps[steps.length - 1];
      if (last && (from <= last.from || vp < last.vp)) fail('badValue', g[r][c], at(r, c));
      steps.push({ from, vp });
    }
    if (!steps.length || steps[0].from !== 0) fail('badValue', g[0][c], at(0, c));
    out.set(boards, { name: `${boards} boards`, total: 20, steps });
  }
  return out;
}

function room(entry: TravellerEntry): RoomResult {
  const r: RoomResult = { status: entry.status };
  if (entry.scoreNS !== undefined) r.scoreNS = entry.scoreNS;
  if (entry.played) r.played = entry.played;
  if (entry.ruling) r.ruling = entry.ruling;
  if (entry.penalties?.length) r.penalties = entry.penalties;
  if (entry.source) r.source = entry.source;
  return r;
}

/** Reads the Matches and Travellers ranges and scores the whole event (one engine call). */
function computeTeamsEvent(a: TeamsEventArgs): TeamsEventRun {
  const p = readPreset(readText(a.preset, { arg: 'preset' }) ?? null, { arg: 'preset' });
  const knockout = readFlag(isBlank(a.knockout) ? null : toGrid(a.knockout)[0]?.[0], { arg: 'knockout' });
  const scaleText = readText(toGrid(a.vpScale)[0]?.[0] ?? null, { arg: 'vp_scale' }) ?? 'WBF';
  // WBF or the discrete tables, in any language's words (TABLE, TABELA, TABEL, BARÈME, ТАБЛИЦА).
  const scale = vpScaleWord(scaleText);
  let vp: EventVpScale;
  if (scale === 'wbf') vp = { kind: 'wbf', fractional: p.vp.wholeImpMargins ? 'round' : 'interpolate' };
  else if (scale === 'tables') vp = { kind: 'tables', tables: readVpTables(a.vpTables) };
  else return fail('notOption', scaleText, { arg: 'vp_scale' }, { list: wordList(VP_SCALE_WORDS, ['wbf', 'tables']) });

  // The Matches table.
  const homes = cellsOf(a.homes, 'homes');
  const n = homes.length;
  const col = (v: unknown, arg: string) => {
    const c = cellsOf(v, arg);
    if (!isBlank(v)) sameLength(c, n, arg, 'homes');
    return (k: number) => c[k] ?? { value: null, where: { arg } };
  };
  const mRound = col(a.matchRounds, 'match_rounds');
  const away = col(a.aways, 'aways');
  const openT = col(a.openTables, 'open_tables');
  const closedT = col(a.closedTables, 'closed_tables');
  const carry = col(a.carryOvers, 'carry_overs');
  const mark = col(a.marks, 'marks');
  interface Slot {
    match: TeamsEventMatch;
    byBoard: Map<number, TeamBoard>;
  }
  const slots: Slot[] = [];
  const rows: (number | undefined)[] = [];
  const keyOf = (round: number | undefined, table: number) => `${round ?? ''}|${table}`;
  const byTable = new Map<string, { slot: number; room: 'open' | 'closed' }>();
  for (let k = 0; k < n; k++) {
    const home = readText(homes[k].value, homes[k].where);
    if (home === undefined) {
      rows.push(undefined);
      continue;
    }
    const m = mark(k);
    const parsed = about('badValue', m.value, m.where, () => parseMatchMark(readText(m.value, m.where) ?? ''));
    const awayTeam = readText(away(k).value, away(k).where);
    if (awayTeam === undefined && parsed.kind !== 'bye') fail('missing', '', away(k).where, {}, 'notAvailable');
    const round = readWhole(mRound(k).value, mRound(k).where);
    const match: TeamsEventMatch = { home, boards: [], mark: parsed };
    if (awayTeam !== undefined) match.away = awayTeam;
    if (round !== undefined) match.round = round;
    const co = readNumberCell(carry(k).value, carry(k).where);
    if (co !== undefined) match.carryOver = co;
    rows.push(slots.length);
    for (const [t, which] of [
      [openT(k), 'open'],
      [closedT(k), 'closed'],
    ] as const) {
      const table = readWhole(t.value, t.where);
      if (table === undefined) continue;
      const key = keyOf(round, table);
      if (byTable.has(key)) fail('badValue', t.value, t.where);
      byTable.set(key, { slot: slots.length, room: which });
    }
    slots.push({ match, byBoard: new Map() });
  }

  // The Travellers lines of both rooms.
  const boardCells = cellsOf(a.boards, 'boards');
  const count = boardCells.length;
  const roundCells = cellsOf(a.rounds, 'rounds');
  const tableCells = cellsOf(a.tables, 'tables');
  if (!isBlank(a.rounds)) sameLength(roundCells, count, 'rounds', 'boards');
  sameLength(tableCells, count, 'tables', 'boards');
  const boardNo = boardCells.map((c) => readBoard(c.value, c.where));
  const t = readTraveller(a.scores, a.rulings, {
    boardOf: (k) => boardNo[k],
    scoresArg: 'scores',
    rulingsArg: 'rulings',
  });
  if (t.lines.length !== count)
    fail('sameLength', '', { arg: 'scores' }, { arg: 'scores', n: t.lines.length, other: 'boards', m: count });
  for (let k = 0; k < count; k++) {
    const board = boardNo[k];
    const table = readWhole(tableCells[k].value, tableCells[k].where);
    const entry = t.lines[k].entry;
    if (board === undefined || table === undefined) {
      if (entry)
        fail('missing', '', board === undefined ? boardCells[k].where : tableCells[k].where, {}, 'notAvailable');
      continue;
    }
    const round = roundCells.length ? readWhole(roundCells[k].value, roundCells[k].where) : undefined;
    const found = byTable.get(keyOf(round, table)) ?? byTable.get(keyOf(undefined, table));
    if (!found) {
      if (entry) fail('notOnTraveller', table, tableCells[k].where, { other: 'Matches' });
      continue;
    }
    const slot = slots[found.slot];
    let b = slot.byBoard.get(board);
    if (!b) {
      b = { board };
      slot.byBoard.set(board, b);
    }
    if (b[found.room]) fail('badValue', board, boardCells[k].where);
    if (entry) b[found.room] = room(entry);
  }
  const matches = slots.map((s) => {
    const boards = [...s.byBoard.values()].sort((x, y) => x.board - y.board);
    return { ...s.match, boards, scheduled: boards.length || undefined };
  });
  const score = about('engine', '', { arg: 'scores' }, () =>
    scoreTeamsEvent(matches, {
      match: { artificialImps: p.artificial.imps },
      knockout,
      vp,
      conditions: p.conditions,
      tieLabel: p.ranking.tieLabel,
    }),
  );
  return { score, rows, knockout, preset: p };
}

const runs = new ContentCache<TeamsEventRun>(8);

/** Engine passes so far (each scores the whole event); tests and the bench read it. */
export function teamsEventPasses(): number {
  return runs.misses;
}

/** The event scored for these values: computed once, then found by content by the other functions. */
export function runTeamsEvent(a: TeamsEventArgs): TeamsEventRun {
  const list = [
    a.matchRounds,
    a.homes,
    a.aways,
    a.openTables,
    a.closedTables,
    a.carryOvers,
    a.marks,
    a.boards,
    a.rounds,
    a.tables,
    a.scores,
    a.rulings,
    a.preset,
    a.vpScale,
    a.vpTables,
    a.knockout,
  ];
  return runs.get(list, () => computeTeamsEvent(a));
}

const blank = (v: number | undefined) => (v === undefined ? '' : v);

/** One row per board of every match: match (row of the Matches table), board, the rooms' NS scores, IMPs. */
export function teamBoardRows(run: TeamsEventRun): unknown[][] {
  const out: unknown[][] = [];
  run.rows.forEach((i, k) => {
    if (i === undefined) return;
    for (const b of run.score.matches[i].boards) {
      out.push([k + 1, b.board, blank(b.openNS), blank(b.closedNS), blank(b.home), blank(b.away)]);
    }
  });
  if (!out.length) return [TEAM_BOARD_HEADER.map(() => '')];
  return out;
}

/** One row per row of the Matches table (blank for an empty row). */
export function teamMatchRows(run: TeamsEventRun): unknown[][] {
  return run.rows.map((i, k) => {
    if (i === undefined) return TEAM_MATCH_HEADER.map(() => '');
    const m = run.score.matches[i];
    const played = m.boardsScored > 0 || m.mark.kind !== 'played';
    return [
      k + 1,
      blank(m.round),
      m.home,
      m.away ?? '',
      m.boardsScored,
      m.carryOver || '',
      played ? m.homeImps : '',
      played && m.away !== undefined ? m.awayImps : '',
      blank(m.homeVp),
      blank(m.awayVp),
    ];
  });
}

/** The standings: rank ("3=" shared), team, matches with a result (a bye counts), VPs, IMPs won and lost. */
export function teamStandingRows(run: TeamsEventRun): unknown[][] {
  if (!run.score.standings) return fail('notForForm', 'TRUE', { arg: 'knockout' }, { list: 'TEAM_STANDINGS' });
  return run.score.standings.map((s) => [
    s.rankLabel,
    s.team,
    s.matches + s.byes,
    printVp(run.preset, s.vp),
    s.impsFor,
    s.impsAgainst,
  ]);
}
