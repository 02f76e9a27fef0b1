/**
 * PBN writer (PBN 2.1 export layout). Every game starts with the mandatory tags in the standard's order (Event,
 * Site, Date, Board, West, North, East, South, Dealer, Vulnerable, Deal, Scoring, Declarer, Contract, Result);
 * an unknown value is written empty.
 *
 * Pairs and individual events: one game per board whose ScoreTable is the traveller, with the computed columns
 * named as Magic Contest writes them (MP_NS, MP_EW, Percentage_NS, Percentage_EW; IMP_NS, IMP_EW at IMPs), and a
 * closing TotalScoreTable with the ranking. Team events: one game per room (HomeTeam, VisitTeam, Room, Score, ScoreIMP).
 *
 * An artificial score on a line without a table score goes in the score cells as Magic Contest writes it
 * (Score_NS "A-", Score_EW "A+"; "A60" and "A40" for an explicit figure); a line that has a table score keeps it
 * there. Anything those cells cannot hold goes in a Ruling column (or tag) in the project's ruling notation,
 * which the PBN reader reads back and other programs ignore: the notes say what those programs see instead.
 * Law 87 forms go in a Form column (also the project's own).
 */
import { boardDealer, boardVulnerability } from '../../model/board';
import { formatContract } from '../../model/contract';
import type { Adjustment, EventData, Ruling, Seat, TravellerEntry, Vulnerability } from '../../model/types';
import { parseRuling, printRuling } from '../../rulings/notation';
import { penaltyNotation } from '../../scoring/procedural-penalties';
import type { BoardInfo } from '../check';
import { optimumTags } from './pbn-optimum';
import {
  DEFAULT_ARTIFICIAL,
  boardForms,
  figureText,
  linePlace,
  makeNote,
  num,
  programName,
  type ExportNoteCode,
  type NoteParams,
  type NoteSink,
  printedScores,
  type WrittenScores,
} from './common';

export interface PbnWriteInput {
  event: EventData;
  boardInfo?: Record<number, BoardInfo>;
  /** Site and Date tags (PBN date "2026.03.14"); written empty when not given. */
  site?: string;
  date?: string;
  /** Receives a note for each thing the file cannot say so that other programs see it. */
  note?: NoteSink;
}

function q(s: string): string {
  return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function tag(name: string, value: string): string {
  return `[${name} ${q(value)}]`;
}

/**
 * A table tag: its column spec keeps the single backslash of "Table\2R" as the standard's examples and Magic
 * Contest write it (column names hold no quotes or backslashes of their own).
 */
function tableTag(name: string, columns: readonly string[]): string {
  return `[${name} "${columns.join(';')}"]`;
}

const PBN_VUL: Record<Vulnerability, string> = { None: 'None', NS: 'NS', EW: 'EW', Both: 'All' };

function scoringTag(event: EventData): string {
  return { mp: 'MatchPoints', imp: 'IMP', butler: 'IMP;Butler', 'cross-imp': 'IMP;Cross' }[event.form];
}

/** One side's artificial score as a PBN score cell ("A+", "A-", "A=", "A60"), else undefined. */
function artificialCell(a: Adjustment): string | undefined {
  if (a.kind !== 'artificial' || a.imps !== undefined) return undefined;
  // A fixed percentage is written as one (60%), an artificial level's figure as A60 (rulings/notation.ts).
  if (a.percent !== undefined) return a.fixed ? `${a.percent}%` : `A${a.percent}`;
  return a.level === 'plus' ? 'A+' : a.level === 'minus' ? 'A-' : 'A=';
}

/** An artificial score on both sides as PBN score cells (NS, EW), else undefined. */
export function pbnArtificialCells(r: Ruling): [string, string] | undefined {
  const ns = artificialCell(r.ns);
  const ew = artificialCell(r.ew);
  return ns && ew ? [ns, ew] : undefined;
}

/** The ruling the PBN reader reads from the two score cells (as it joins them), printed; undefined if unreadable. */
function cellsRuling(cells: [string, string]): string | undefined {
  const figure = (t: string) => /^A(\d+(?:\.\d+)?)$/.exec(t)?.[1];
  const a = figure(cells[0]);
  const b = figure(cells[1]);
  const text = a !== undefined && b !== undefined ? `A${a}/${b}` : `${cells[0]}/${cells[1]}`;
  try {
    return printRuling(parseRuling(text));
  } catch {
    return undefined;
  }
}

function cellOf(v: string | number | undefined): string {
  if (v === undefined || v === '') return '-';
  const s = typeof v === 'number' ? num(v) : v;
  return /[\s"]/.test(s) || s === '-' ? q(s) : s;
}

/** Letters a PBN file (ISO-8859-1) cannot hold, a few of them for a note. */
function beyondLatin1(text: string): string {
  const seen = new Set<string>();
  for (const ch of text) {
    if (ch.codePointAt(0)! > 0xff) seen.add(ch);
    if (seen.size >= 5) break;
  }
  return [...seen].join(' ');
}

/** What every step of the writer shares: the input, the figures to print and the lines written so far. */
interface PbnWriting {
  input: PbnWriteInput;
  event: EventData;
  info: Record<number, BoardInfo>;
  scores: WrittenScores;
  fixed: NonNullable<WrittenScores['artificial']>;
  printed: ReturnType<typeof printedScores>;
  imp: boolean;
  out: string[];
  say: (code: ExportNoteCode, params: NoteParams, at?: Parameters<typeof linePlace>[0]) => void;
  /** A note for a board with Law 87 forms, which other programs cannot read. */
  formNote: (board: number, extension: string) => void;
}

type ScoreCells = { ns?: string | number; ew?: string | number; ruling?: string };

export function writePbn(input: PbnWriteInput, scores: WrittenScores = {}): string {
  const { event } = input;
  const say: PbnWriting['say'] = (code, params, at) => input.note?.(makeNote(code, params, at ? linePlace(at) : {}));
  const forms = boardForms(event.entries);
  const w: PbnWriting = {
    input,
    event,
    info: input.boardInfo ?? {},
    scores,
    fixed: scores.artificial ?? DEFAULT_ARTIFICIAL,
    printed: printedScores(scores),
    imp: event.form !== 'mp',
    out: [
      '% PBN 2.1',
      '% EXPORT',
      `% <META name=Generator content=${q(scores.program ?? programName())}>`,
      `% <META name=ScoringType content=${q(scoringTag(event))}>`,
      '',
    ],
    say,
    formNote: (board, extension) => {
      const n = forms.get(board);
      if (n !== undefined) say('forms-not-in-format', { forms: n, extension, format: 'PBN' }, { board });
    },
  };
  if (event.kind === 'teams') writeRoomGames(w);
  else {
    writeScoreTables(w);
    writeTotalScoreTable(w);
  }
  return finishPbn(w);
}

/** The mandatory tags in the standard's order; the seats and the result only when one game holds them. */
function gameHead(w: PbnWriting, board: number, played?: TravellerEntry): string[] {
  const { event, input } = w;
  const b = w.info[board] ?? {};
  const seats = (seat: Seat) => played?.players?.[seat] ?? '';
  const p = played?.played;
  const contract = !played
    ? ''
    : p
      ? p.contract === 'PASS'
        ? 'Pass'
        : formatContract(p.contract)
      : played.status === 'pending'
        ? '?'
        : '';
  const competition = event.kind === 'teams' ? 'Teams' : event.kind === 'individual' ? 'Individuals' : 'Pairs';
  return [
    tag('Event', event.title ?? ''),
    tag('Site', input.site ?? ''),
    tag('Date', input.date ?? ''),
    tag('Board', String(board)),
    tag('West', seats('W')),
    tag('North', seats('N')),
    tag('East', seats('E')),
    tag('South', seats('S')),
    tag('Dealer', b.dealer ?? boardDealer(board)),
    tag('Vulnerable', PBN_VUL[b.vulnerable ?? boardVulnerability(board)]),
    tag('Deal', b.deal ?? ''),
    tag('Scoring', scoringTag(event)),
    tag('Declarer', p?.declarer ?? ''),
    tag('Contract', contract),
    tag('Result', p?.tricks !== undefined ? String(p.tricks) : ''),
    tag('Competition', competition),
  ];
}

/** Score cells and Ruling text of a line, with a note for what other programs will not see. */
function scoreCells(w: PbnWriting, e: TravellerEntry, k: number, extension: string, field: string): ScoreCells {
  const { say, imp, fixed } = w;
  for (const p of e.penalties ?? []) say('penalty-not-written', { penalty: penaltyNotation(p), format: 'PBN' }, e);
  const table: { ns?: number; ew?: number } = {};
  if (e.scoreNS !== undefined) {
    if (e.scoreNS >= 0) table.ns = e.scoreNS;
    else table.ew = -e.scoreNS;
  }
  const r = e.ruling;
  if (!r) return table;
  for (const p of r.penalties ?? []) say('penalty-not-in-format', { penalty: penaltyNotation(p), extension }, e);
  const text = printRuling(r);
  // An artificial score goes in the score cells, where other programs look. The table's result stays readable
  // when it is a contract (Contract, Declarer, Result give it back); a bare table score would be lost under the
  // code, so such a line keeps it in the score cells and the ruling goes in the Ruling column.
  const cells = e.scoreNS === undefined || e.played ? pbnArtificialCells(r) : undefined;
  if (cells) {
    const sc = w.scores.entries?.[k];
    const sides = [
      [r.ns, imp ? sc?.impNS : sc?.pctNS],
      [r.ew, imp ? sc?.impEW : sc?.pctEW],
    ] as const;
    const differs = sides.some(
      ([a, got]) =>
        a.kind === 'artificial' &&
        a.percent === undefined &&
        got !== undefined &&
        Math.abs(got - (imp ? fixed.imps[a.level] : fixed.percent[a.level])) > 1e-9,
    );
    if (differs) {
      say(
        'artificial-session-figure',
        {
          ruling: text,
          nsCell: cells[0],
          ewCell: cells[1],
          ns: figureText(sides[0][1], imp),
          ew: figureText(sides[1][1], imp),
        },
        e,
      );
    }
    return { ns: cells[0], ew: cells[1], ...(cellsRuling(cells) === text ? {} : { ruling: text }) };
  }
  if (e.scoreNS === undefined) say('ruling-hidden-no-score', { ruling: text, extension, field }, e);
  else say('ruling-hidden-table-score', { ruling: text, extension, field, score: num(e.scoreNS) }, e);
  return { ...table, ruling: text };
}

/** A team event: one game per room (HomeTeam and VisitTeam on the first, Room, Score, ScoreIMP, Ruling, Form). */
function writeRoomGames(w: PbnWriting): void {
  const { event, say } = w;
  const teams = event.contestants.map((c) => c.id);
  let first = true;
  const noted = new Set<number>();
  event.entries.forEach((e, k) => {
    if (!noted.has(e.board)) {
      w.formNote(e.board, 'Form');
      noted.add(e.board);
    }
    const lines = gameHead(w, e.board, e);
    if (first && teams.length >= 2) {
      const opener = event.entries.find((x) => x.table === 1) ?? e;
      lines.push(tag('HomeTeam', opener.ns ?? teams[0]), tag('VisitTeam', opener.ew ?? teams[1]));
      first = false;
    }
    lines.push(tag('Room', e.table === 2 ? 'Closed' : 'Open'));
    if (e.scoreNS !== undefined) lines.push(tag('Score', `NS ${num(e.scoreNS)}`));
    const sc = w.scores.entries?.[k];
    if (sc?.impNS !== undefined) lines.push(tag('ScoreIMP', `NS ${num(sc.impNS)}`));
    for (const p of e.penalties ?? []) say('penalty-not-written', { penalty: penaltyNotation(p), format: 'PBN' }, e);
    if (e.ruling) {
      const text = printRuling(e.ruling);
      lines.push(tag('Ruling', text));
      const extension = 'Ruling';
      for (const p of e.ruling.penalties ?? [])
        say('penalty-not-in-format', { penalty: penaltyNotation(p), extension }, e);
      if (e.scoreNS === undefined) say('ruling-hidden-no-score', { ruling: text, extension, field: 'Score' }, e);
      else say('ruling-hidden-table-score', { ruling: text, extension, field: 'Score', score: num(e.scoreNS) }, e);
    }
    if (e.form !== undefined) lines.push(tag('Form', e.form));
    w.out.push(...lines, '');
  });
  if (event.entries.length) say('teams-no-totals', {});
}

/** Which optional columns a ScoreTable needs: those some line fills. */
interface ScoreTableColumns {
  form: boolean;
  round: boolean;
  table: boolean;
  pairs: boolean;
  players: boolean;
  ruling: boolean;
}

/** Pairs and individual events: one game per board, its ScoreTable the traveller. */
function writeScoreTables(w: PbnWriting): void {
  const { event } = w;
  const boards = event.boards?.length
    ? event.boards
    : [...new Set(event.entries.map((e) => e.board))].sort((a, b) => a - b);
  const has: ScoreTableColumns = {
    form: event.entries.some((e) => e.form !== undefined),
    round: event.entries.some((e) => e.round !== undefined),
    table: event.entries.some((e) => e.table !== undefined),
    pairs: event.entries.some((e) => e.ns !== undefined || e.ew !== undefined),
    players: event.entries.some((e) => e.players !== undefined),
    ruling: false,
  };
  const cellsOf = new Map<number, ScoreCells>();
  for (const board of boards) {
    w.formNote(board, 'Form');
    event.entries.forEach((e, k) => {
      if (e.board !== board) return;
      const c = scoreCells(w, e, k, 'Ruling', 'Score_NS/Score_EW');
      if (c.ruling !== undefined) has.ruling = true;
      cellsOf.set(k, c);
    });
  }
  const cols = scoreTableSpec(w, has);
  const rows = new Map<number, Array<string | number | undefined>>();
  event.entries.forEach((e, k) => rows.set(k, scoreTableRow(w, has, e, k, cellsOf.get(k))));
  for (const board of boards) {
    const lines = gameHead(w, board);
    lines.push(tableTag('ScoreTable', cols));
    event.entries.forEach((e, k) => {
      if (e.board !== board) return;
      lines.push(rows.get(k)!.map(cellOf).join(' '));
    });
    lines.push(...optimumTags(w.info[board]?.doubleDummy));
    w.out.push(...lines, '');
  }
}

/** The ScoreTable's column spec. */
function scoreTableSpec(w: PbnWriting, has: ScoreTableColumns): string[] {
  return [
    ...(has.table ? ['Table\\2R'] : []),
    ...(has.round ? ['Round\\2R'] : []),
    ...(has.pairs ? ['PairId_NS\\2R', 'PairId_EW\\2R'] : []),
    ...(has.players ? ['PlayerId_North\\3R', 'PlayerId_East\\3R', 'PlayerId_South\\3R', 'PlayerId_West\\3R'] : []),
    'Contract\\4L',
    'Declarer\\1R',
    'Result\\2R',
    'Lead\\3L',
    'Score_NS\\6R',
    'Score_EW\\6R',
    ...(w.scores.entries
      ? w.imp
        ? ['IMP_NS\\6R', 'IMP_EW\\6R']
        : ['MP_NS\\6R', 'MP_EW\\6R', 'Percentage_NS\\6R', 'Percentage_EW\\6R']
      : []),
    ...(has.ruling ? ['Ruling\\20L'] : []),
    ...(has.form ? ['Form\\4L'] : []),
  ];
}

/** One line of a ScoreTable, in the spec's order. */
function scoreTableRow(
  w: PbnWriting,
  has: ScoreTableColumns,
  e: TravellerEntry,
  k: number,
  cells: ScoreCells | undefined,
): Array<string | number | undefined> {
  const cancelled = e.status === 'cancelled' && !e.ruling;
  if (cancelled) w.say('cancelled-not-in-format', { format: 'PBN' }, e);
  const p = cancelled ? undefined : e.played;
  const c = cancelled ? {} : (cells ?? {});
  const f = w.printed.line(k, e.board);
  return [
    ...(has.table ? [e.table] : []),
    ...(has.round ? [e.round] : []),
    ...(has.pairs ? [e.ns, e.ew] : []),
    ...(has.players ? (['N', 'E', 'S', 'W'] as const).map((s) => e.players?.[s]) : []),
    p ? (p.contract === 'PASS' ? 'Pass' : formatContract(p.contract)) : e.status === 'pending' ? '?' : undefined,
    p?.declarer,
    p?.tricks,
    e.lead,
    c.ns,
    c.ew,
    ...(w.scores.entries ? (w.imp ? [f.impNS, f.impEW] : [f.mpNS, f.mpEW, f.pctNS, f.pctEW]) : []),
    ...(has.ruling ? [c.ruling] : []),
    ...(has.form ? [e.form] : []),
  ];
}

/** The closing TotalScoreTable: the ranking with its printed totals. */
function writeTotalScoreTable(w: PbnWriting): void {
  const { event, scores, imp } = w;
  if (!scores.totals?.length) return;
  const names = new Map(event.contestants.map((c) => [c.id, (c.names ?? []).join(' - ')]));
  const totalCol = imp ? 'TotalScoreIMP\\8R' : 'TotalScoreMP\\8R';
  const withPct = scores.totals.some((t) => t.percent !== undefined);
  const idCol = event.kind === 'individual' ? 'PlayerId\\3R' : 'PairId\\3R';
  const spec = [
    'Rank\\3R',
    idCol,
    'Direction\\5R',
    totalCol,
    ...(withPct ? ['TotalPercentage\\6R'] : []),
    'NrBoards\\3R',
    'Names\\40L',
  ];
  w.out.push(tableTag('TotalScoreTable', spec));
  for (const t of [...scores.totals].sort((a, b) => a.rank - b.rank)) {
    const dir = t.direction === 'NS' ? 'N-S' : t.direction === 'EW' ? 'E-W' : undefined;
    const figures = w.printed.total(t, imp);
    const row = [
      t.rank,
      t.id,
      dir,
      figures.total,
      ...(withPct ? [figures.percent] : []),
      t.boardsPlayed,
      names.get(t.id) || undefined,
    ];
    w.out.push(row.map(cellOf).join(' '));
  }
  w.out.push('');
}

/** The file's text, with a note when it holds letters ISO-8859-1 cannot. */
function finishPbn(w: PbnWriting): string {
  const text = w.out.join('\n') + '\n';
  const sample = beyondLatin1(text);
  if (sample) w.say('pbn-charset', { sample });
  return text;
}
