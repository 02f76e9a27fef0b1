/**
 * `check`: recompute every value a results file carries with the engine and compare at the precision the
 * file prints. This module also defines what a reader hands over: the event and the values the file carries.
 */
import { boardVulnerability } from '../model/board';
import { contractScore } from '../model/contract';
import { BridgeInputError } from '../model/types';
import type {
  ContestantTotal,
  Direction,
  EventData,
  EventScore,
  ScoredEntry,
  Seat,
  SourceRef,
  Vulnerability,
} from '../model/types';
import type { Preset } from '../presets/types';
import { linePlayerPenalties } from '../preferans/seat-penalty';
import { scoreSeats, seatOptionsFromPreset, type SeatScoringResult } from '../preferans/seat-scoring';
import { scoreEvent } from '../scoring/session';
import { scoreTeamMatch, type TeamMatch, type TeamMatchScore } from '../teams/match';
import type { PrintedNumber, TextEncoding } from './fields';
import type { PreferansProtocol } from './preferans-csv';
import type { BoardDoubleDummy } from './writers/pbn-optimum';

/**
 * 'preferans-csv': a duplicate-preferans protocol (io/preferans-csv.ts); the event is then in `preferans`.
 * 'bws': one section of a Bridgemate database (io/bws.ts), which carries no computed figures.
 */
export type FileFormat = 'pbn' | 'usebio' | 'csv' | 'preferans-csv' | 'bws';

/** A value printed in the file, with where it is. */
export interface CarriedValue extends PrintedNumber {
  source?: SourceRef;
}

/** Values a file prints for one traveller line (parallel to EventData.entries). */
export interface CarriedEntry {
  /** NS score as printed beside a contract (checked against the contract's Law 77 score). */
  scoreNS?: CarriedValue;
  mpNS?: CarriedValue;
  mpEW?: CarriedValue;
  pctNS?: CarriedValue;
  pctEW?: CarriedValue;
  impNS?: CarriedValue;
  impEW?: CarriedValue;
}

export interface CarriedBoard {
  board: number;
  /** Butler datum as printed. */
  datum?: CarriedValue;
}

/** Values a file prints for one contestant's session result. */
export interface CarriedTotal {
  id: string;
  direction?: Direction;
  total?: CarriedValue;
  percent?: CarriedValue;
  rank?: CarriedValue;
  /** Last rank of a tie as printed (FFB SessionRankTie); null when the file prints "-" (no tie). */
  rankTieTo?: CarriedValue | null;
  boardsPlayed?: CarriedValue;
}

/** Values that the file carries but that cannot be recomputed from the file alone. */
export interface NotChecked {
  what: string;
  reason: string;
  /** How many printed values this covers. */
  values: number;
  source?: SourceRef;
}

export interface FileValues {
  entries: CarriedEntry[];
  boards: CarriedBoard[];
  totals: CarriedTotal[];
  notChecked: NotChecked[];
}

/** What the file says about a board itself (PBN Dealer/Vulnerable/Deal tags, USEBIO HANDSET). */
export interface BoardInfo {
  dealer?: Seat;
  vulnerable?: Vulnerability;
  /** PBN deal notation "N:hand hand hand hand". */
  deal?: string;
  /** The deal's double-dummy table and par, when they were computed (the PBN writer's Optimum tags). */
  doubleDummy?: BoardDoubleDummy;
}

/** What a reader returns. */
export interface ReadResult {
  format: FileFormat;
  file: string;
  encoding?: TextEncoding;
  event: EventData;
  values: FileValues;
  /** Header facts: PBN META lines and event tags, USEBIO event elements. */
  meta: Record<string, string>;
  boardInfo: Record<number, BoardInfo>;
  /** Things read but set aside (e.g. PBN game tags superseded by a ScoreTable), and the flagged lines. */
  warnings: string[];
  /**
   * Lines kept but not scored until corrected (a typed score that disagrees with its contract: code
   * 'scoreConflict'), as coded input problems naming file, line and field (ioMessage gives them in a language).
   */
  flagged?: BridgeInputError[];
  /**
   * A duplicate-preferans protocol: its seat lines and carried figures. `event` then has kind 'preferans',
   * the players as contestants and no traveller lines.
   */
  preferans?: PreferansProtocol;
}

export function emptyValues(): FileValues {
  return { entries: [], boards: [], totals: [], notChecked: [] };
}

// ---------------------------------------------------------------------------------------------------------------
// Comparing
// ---------------------------------------------------------------------------------------------------------------

/** One value where the file and the engine disagree. */
export interface Difference {
  board?: number;
  /** Deal number or label (preferans protocols). */
  deal?: string | number;
  table?: number;
  /** Pair, team or player the value belongs to (a total), or "ns v ew" for a traveller line. */
  contestant?: string;
  /** The file's own name for the value (MP_NS, SCORE, TOTAL_SCORE, ...). */
  field: string;
  file: string;
  ours: string;
  source?: SourceRef;
}

export interface CheckReport {
  file: string;
  program?: string;
  presetId: string;
  /** Why this preset: given on the command line, matched to the program that wrote the file, or the default. */
  presetReason: 'option' | 'program' | 'default';
  /** Values compared. */
  checked: number;
  differences: Difference[];
  notChecked: NotChecked[];
}

/** True when `ours` prints as the file's figure at the file's precision (either way at an exact half). */
export function agreesAtPrecision(file: PrintedNumber, ours: number): boolean {
  const half = 0.5 * 10 ** -file.decimals;
  return Math.abs(file.value - ours) <= half + 1e-9 * Math.max(1, Math.abs(ours));
}

/** Our figure at the file's precision, with the full figure beside it when rounding hides something. */
export function formatOurs(ours: number | undefined, decimals: number): string {
  if (ours === undefined || !Number.isFinite(ours)) return '(none)';
  const shown = ours.toFixed(decimals);
  const full = Number(ours.toPrecision(12));
  return Math.abs(Number(shown) - full) > 1e-12 ? `${shown} (${full})` : shown;
}

/** Collects comparisons: counts every value compared and records the ones that differ. */
export class Comparer {
  checked = 0;
  readonly differences: Difference[] = [];

  number(file: CarriedValue | undefined, ours: number | undefined, where: Omit<Difference, 'file' | 'ours'>): void {
    if (!file) return;
    this.checked++;
    if (ours !== undefined && Number.isFinite(ours) && agreesAtPrecision(file, ours)) return;
    this.differences.push({
      ...where,
      file: file.text,
      ours: formatOurs(ours, file.decimals),
      source: file.source ?? where.source,
    });
  }

  exact(file: CarriedValue | undefined, ours: number | undefined, where: Omit<Difference, 'file' | 'ours'>): void {
    if (!file) return;
    this.checked++;
    if (ours !== undefined && ours === file.value) return;
    this.differences.push({
      ...where,
      file: file.text,
      ours: ours === undefined ? '(none)' : String(ours),
      source: file.source ?? where.source,
    });
  }

  text(fileText: string, ours: string, where: Omit<Difference, 'file' | 'ours'>, source?: SourceRef): void {
    this.checked++;
    if (fileText === ours) return;
    this.differences.push({ ...where, file: fileText, ours, ...(source ? { source } : {}) });
  }
}

/** "board 17 table 21 (1 v 4), MP_NS: file 16.8, ours 16.4 (16.38)  [file.pbn line 1199]" */
export function formatDifference(d: Difference): string {
  const who: string[] = [];
  if (d.board !== undefined) who.push(`board ${d.board}`);
  if (d.deal !== undefined) who.push(`deal ${d.deal}`);
  if (d.table !== undefined) who.push(`table ${d.table}`);
  if (d.contestant !== undefined) {
    who.push(d.board !== undefined || d.deal !== undefined ? `(${d.contestant})` : d.contestant);
  }
  const where = d.source?.line !== undefined ? `  [${d.source.file ?? ''} line ${d.source.line}]` : '';
  return `${who.join(' ')}, ${d.field}: file ${d.file}, ours ${d.ours}${where}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Team matches: a teams file's traveller lines as two-room matches
// ---------------------------------------------------------------------------------------------------------------

export interface EventMatch {
  match: TeamMatch;
  /** For each board: index into event.entries of the open-room and closed-room lines. */
  lines: Map<number, { open?: number; closed?: number }>;
}

/**
 * Groups a teams event's lines into two-room matches: the home team sits NS in the open room (the line whose
 * table is 1, or the first line seen between two teams) and EW in the closed room.
 */
export function teamMatchesFromEvent(event: EventData, boardInfo: Record<number, BoardInfo> = {}): EventMatch[] {
  const byPair = new Map<string, EventMatch>();
  event.entries.forEach((e, k) => {
    if (!e.ns || !e.ew) {
      throw new BridgeInputError(`board ${e.board}: a team line needs both teams (ns and ew)`, e, e.source);
    }
    const key = [e.ns, e.ew].sort().join('\u0000');
    let m = byPair.get(key);
    if (!m) {
      const opener = event.entries.find((x) => [x.ns, x.ew].sort().join('\u0000') === key && x.table === 1) ?? e;
      m = { match: { home: opener.ns!, away: opener.ew!, boards: [] }, lines: new Map() };
      byPair.set(key, m);
    }
    const room: 'open' | 'closed' = e.ns === m.match.home ? 'open' : 'closed';
    let tb = m.match.boards.find((b) => b.board === e.board);
    if (!tb) {
      const vul = boardInfo[e.board]?.vulnerable;
      tb = { board: e.board, ...(vul ? { vulnerability: vul } : {}) };
      m.match.boards.push(tb);
    }
    if (tb[room]) {
      throw new BridgeInputError(
        `board ${e.board}: ${m.match.home} v ${m.match.away} has two ${room}-room results`,
        e,
        e.source,
      );
    }
    tb[room] = {
      status: e.status,
      ...(e.scoreNS !== undefined ? { scoreNS: e.scoreNS } : {}),
      ...(e.played ? { played: e.played } : {}),
      ...(e.ruling ? { ruling: e.ruling } : {}),
      ...(e.source ? { source: e.source } : {}),
    };
    const l = m.lines.get(e.board) ?? {};
    l[room] = k;
    m.lines.set(e.board, l);
  });
  return [...byPair.values()];
}

/** IMPs of each teams-event line (home's IMPs to the home side), parallel to event.entries. */
export function teamEntryImps(event: EventData, matches: EventMatch[], scores: TeamMatchScore[]): ScoredEntry[] {
  const out: ScoredEntry[] = event.entries.map(() => ({}));
  matches.forEach((m, i) => {
    for (const b of scores[i].boards) {
      if (b.status !== 'scored') continue;
      const l = m.lines.get(b.board);
      if (l?.open !== undefined) out[l.open] = { impNS: b.home, impEW: b.away };
      if (l?.closed !== undefined) out[l.closed] = { impNS: b.away, impEW: b.home };
    }
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// check
// ---------------------------------------------------------------------------------------------------------------

export interface CheckOptions {
  presetReason?: CheckReport['presetReason'];
  /** Scores already computed (to avoid scoring twice); computed here when absent. */
  score?: EventScore;
  /** Preferans protocols: the seat scores already computed. */
  seats?: SeatScoringResult;
}

/**
 * Recomputes what the file carries and compares at the file's precision: each line's NS score against its
 * contract (Law 77, with the vulnerability the file gives), matchpoints and percentages, IMPs (Butler,
 * cross-IMP, team), Butler datums, and each contestant's total, percentage, rank and boards played.
 */
export function checkResults(read: ReadResult, preset: Preset, options: CheckOptions = {}): CheckReport {
  if (read.preferans) return checkPreferans(read, read.preferans, preset, options);
  const { event, values } = read;
  const cmp = new Comparer();
  const vulOf = (board: number) => read.boardInfo[board]?.vulnerable ?? boardVulnerability(board);
  const onePerBeat = preset.matchpoints.printScale === 'one-per-beat';
  const mpPrint = (x: number | undefined) => (x === undefined ? undefined : onePerBeat ? x / 2 : x);
  const notChecked = [...values.notChecked];

  let scored: ScoredEntry[];
  let score: EventScore | undefined;
  if (event.kind === 'teams') {
    const matches = teamMatchesFromEvent(event, read.boardInfo);
    const results = matches.map((m) => scoreTeamMatch(m.match, { artificialImps: preset.artificial.imps }));
    scored = teamEntryImps(event, matches, results);
    if (values.totals.length) {
      notChecked.push({
        what: 'team totals',
        reason: 'team totals are not compared yet',
        values: values.totals.length,
      });
    }
  } else {
    const sc = options.score ?? scoreEvent(event, preset);
    score = sc;
    scored = sc.entries;
  }

  event.entries.forEach((e, k) => {
    const c = values.entries[k];
    if (!c) return;
    const s = scored[k] ?? {};
    const who = {
      board: e.board,
      ...(e.table !== undefined ? { table: e.table } : {}),
      ...(e.ns !== undefined || e.ew !== undefined
        ? { contestant: `${e.ns ?? '?'} v ${e.ew ?? '?'}` }
        : e.players
          ? { contestant: `${sidePlayers(e.players, 'N', 'S')} v ${sidePlayers(e.players, 'E', 'W')}` }
          : {}),
      ...(e.source ? { source: e.source } : {}),
    };
    const field = (v: CarriedValue | undefined, fallback: string) => v?.source?.field ?? fallback;
    if (c.scoreNS && e.played) {
      cmp.exact(c.scoreNS, contractScore(e.played, vulOf(e.board)), { ...who, field: field(c.scoreNS, 'score_ns') });
    }
    cmp.number(c.mpNS, mpPrint(s.mpNS), { ...who, field: field(c.mpNS, 'mp_ns') });
    cmp.number(c.mpEW, mpPrint(s.mpEW), { ...who, field: field(c.mpEW, 'mp_ew') });
    cmp.number(c.pctNS, s.pctNS, { ...who, field: field(c.pctNS, 'pct_ns') });
    cmp.number(c.pctEW, s.pctEW, { ...who, field: field(c.pctEW, 'pct_ew') });
    cmp.number(c.impNS, s.impNS, { ...who, field: field(c.impNS, 'imp_ns') });
    cmp.number(c.impEW, s.impEW, { ...who, field: field(c.impEW, 'imp_ew') });
  });

  if (score) {
    for (const b of values.boards) {
      const ours = score.boards.find((x) => x.board === b.board)?.datum?.[''];
      cmp.number(b.datum, ours, { board: b.board, field: b.datum?.source?.field ?? 'datum' });
    }
    for (const t of values.totals) {
      const ours = score.totals.find((x) => x.id === t.id);
      const who = { contestant: `${event.kind === 'individual' ? 'player' : 'pair'} ${t.id}` };
      const f = (v: CarriedValue | undefined, fallback: string) => v?.source?.field ?? fallback;
      cmp.number(t.total, ours?.total, { ...who, field: f(t.total, 'total') });
      cmp.number(t.percent, ours?.percent, { ...who, field: f(t.percent, 'percent') });
      cmp.exact(t.rank, ours?.rank, { ...who, field: f(t.rank, 'rank') });
      if (t.rank && /=$/.test(t.rank.text) && ours && !/=|-/.test(ours.rankLabel)) {
        cmp.text(t.rank.text, ours.rankLabel, { ...who, field: f(t.rank, 'rank') }, t.rank.source);
      }
      if (t.rankTieTo !== undefined) {
        const tieTo = ours ? lastTiedRank(ours, score.totals, preset) : undefined;
        if (t.rankTieTo === null) {
          cmp.text('-', tieTo === undefined || tieTo === ours?.rank ? '-' : String(tieTo), {
            ...who,
            field: 'SessionRankTie',
          });
        } else {
          cmp.exact(t.rankTieTo, tieTo, { ...who, field: f(t.rankTieTo, 'rank tie') });
        }
      }
      cmp.exact(t.boardsPlayed, ours?.boardsPlayed, { ...who, field: f(t.boardsPlayed, 'boards') });
    }
  } else if (values.boards.some((b) => b.datum)) {
    notChecked.push({ what: 'datums', reason: 'team events have no datum', values: values.boards.length });
  }

  return {
    file: read.file,
    ...(event.program ? { program: event.program } : {}),
    presetId: preset.id,
    presetReason: options.presetReason ?? 'default',
    checked: cmp.checked,
    differences: cmp.differences,
    notChecked,
  };
}

/** Last rank of the tie a contestant is in (its own rank when not tied), within its ranking field. */
function lastTiedRank(t: ContestantTotal, all: ContestantTotal[], preset: Preset): number {
  const sameField = (x: ContestantTotal) => preset.ranking.fields === 'single' || x.direction === t.direction;
  const tied = all.filter((x) => x.rank === t.rank && sameField(x)).length;
  return t.rank + tied - 1;
}

function sidePlayers(players: Partial<Record<Seat, string>>, a: Seat, b: Seat): string {
  return `${players[a] ?? '?'}-${players[b] ?? '?'}`;
}

/**
 * Check of a preferans protocol: each row's matchpoints and percentage, and each player's total, percentage
 * and rank wherever a row carries them, recomputed with the per-seat scorer under the preset.
 */
function checkPreferans(
  read: ReadResult,
  protocol: PreferansProtocol,
  preset: Preset,
  options: CheckOptions,
): CheckReport {
  const cmp = new Comparer();
  const scale = preset.matchpoints.printScale === 'one-per-beat' ? 0.5 : 1;
  const r =
    options.seats ??
    scoreSeats(protocol.lines, seatOptionsFromPreset(preset), linePlayerPenalties(protocol.penalties, scale));
  const totals = new Map(r.players.map((t) => [t.player, t]));
  const tied = (rank: number) => r.players.filter((t) => t.rank === rank).length > 1;
  protocol.carried.forEach((c, k) => {
    const l = protocol.lines[k];
    const s = r.lines[k];
    const table = l.table === undefined ? undefined : String(l.table);
    const numeric = table !== undefined && /^\d+$/.test(table);
    const who = {
      deal: l.deal,
      ...(numeric ? { table: Number(table) } : {}),
      contestant: `${!numeric && table !== undefined ? `table ${table}, ` : ''}seat ${l.seat}, ${l.players.join(' & ')}`,
      ...(l.source ? { source: l.source } : {}),
    };
    cmp.number(c.mp, s.mp === undefined ? undefined : s.mp * scale, { ...who, field: 'mp' });
    cmp.number(c.pct, s.percent, { ...who, field: 'pct' });
    for (const player of l.players) {
      const t = totals.get(player);
      const pw = { contestant: `player ${player}`, ...(l.source ? { source: l.source } : {}) };
      cmp.number(c.total, t ? t.mp * scale : undefined, { ...pw, field: 'total' });
      cmp.number(c.totalPct, t?.percent, { ...pw, field: 'total_pct' });
      cmp.exact(c.rank, t?.rank, { ...pw, field: 'rank' });
      if (c.rank && /=$/.test(c.rank.text) && t && !tied(t.rank)) {
        cmp.text(c.rank.text, t.rankLabel, { ...pw, field: 'rank' }, c.rank.source);
      }
    }
  });
  return {
    file: read.file,
    presetId: preset.id,
    presetReason: options.presetReason ?? 'default',
    checked: cmp.checked,
    differences: cmp.differences,
    notChecked: [...read.values.notChecked],
  };
}
