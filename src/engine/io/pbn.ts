/**
 * PBN reader (Portable Bridge Notation 1.0 to 2.1).
 *
 * Text level (lexPbn, readTable): escape and META lines, tag pairs, commentary, sections, and the tables
 * (ScoreTable, TotalScoreTable, ...) with their column specs. Meaning level (readPbn): boards, traveller lines,
 * artificial scores, team rooms, and the values the file prints for check.
 */
import { inputProblem } from '../i18n/io';
import { boardVulnerability, vulnerabilityFromWord } from '../model/board';
import { contractScore, parseContract, parseSeat, parseTricks } from '../model/contract';
import { scoreContractConflict } from '../model/reachable';
import type {
  BridgeInputError,
  Contestant,
  Direction,
  EventData,
  EventKind,
  PlayedResult,
  Ruling,
  ScoringForm,
  Seat,
  SourceRef,
  TravellerEntry,
  Vulnerability,
} from '../model/types';
import { parseRuling } from '../rulings/notation';
import type { BoardInfo, CarriedEntry, CarriedTotal, CarriedValue, ReadResult } from './check';
import { emptyValues } from './check';
import {
  atPlace,
  decodeText,
  inputError,
  artificialRuling,
  looksArtificial,
  parsePrinted,
  parseScore,
  parseWhole,
  type TextEncoding,
} from './fields';

export interface PbnSectionLine {
  line: number;
  text: string;
}

export interface PbnTag {
  name: string;
  value: string;
  line: number;
  /** Lines of section data that follow the tag (auction calls, play cards, table rows). */
  section: PbnSectionLine[];
}

export interface PbnGame {
  /** Line of the first tag of the game. */
  line: number;
  tags: PbnTag[];
}

export interface PbnDocument {
  /** From a "% PBN 2.1" line. */
  version?: string;
  /** From "% <META name=X content="Y">" lines. */
  meta: Record<string, { value: string; line: number }>;
  games: PbnGame[];
}

function metaFrom(text: string): { name: string; value: string } | undefined {
  const m = /<META\s+name\s*=\s*("([^"]*)"|[^\s>]+)\s+content\s*=\s*("([^"]*)"|[^\s>]*)\s*\/?>/i.exec(text);
  if (!m) return undefined;
  return { name: m[2] ?? m[1], value: m[4] ?? m[3] };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SEMICOLON = 0x3b;
const BRACE = 0x7b;
const BRACKET = 0x5b;

/**
 * Splits PBN text into games. Throws a BridgeInputError naming the line for a malformed tag, an unclosed
 * string or commentary, or data outside any tag.
 */
export function lexPbn(text: string, file: string): PbnDocument {
  const doc: PbnDocument = { meta: {}, games: [] };
  const lines = text.split(/\r\n|\r|\n/);
  let game: PbnGame | undefined;
  let tag: PbnTag | undefined;
  let braceOpenedAt: number | undefined;

  const endGame = () => {
    if (game && game.tags.length) doc.games.push(game);
    game = undefined;
    tag = undefined;
  };

  const at = (line: number, field?: string): SourceRef => ({ file, line, ...(field ? { field } : {}) });
  // Section data outside tags and {commentary}: raw text is taken a run at a time (escapes and quotes as they stand).
  const flushData = (data: string, line: number): void => {
    if (data.trim() === '') return;
    if (!tag) throw inputError(`'${data.trim()}' stands outside any tag`, at(line), data.trim());
    tag.section.push({ line, text: data });
  };

  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const raw = lines[i];
    let pos = 0;
    if (braceOpenedAt !== undefined) {
      const close = raw.indexOf('}');
      if (close < 0) continue;
      braceOpenedAt = undefined;
      pos = close + 1;
    } else {
      if (raw.startsWith('%')) {
        const body = raw.slice(1).trim();
        const version = /^PBN\s+(\d+(?:\.\d+)?)/i.exec(body);
        if (version) doc.version = version[1];
        const meta = metaFrom(body);
        if (meta) doc.meta[meta.name] = { value: meta.value, line: lineNo };
        continue;
      }
      if (raw.trim() === '') {
        endGame();
        continue;
      }
    }
    let data = '';
    let run = pos;
    let inString = false;
    const end = raw.length;
    while (pos < end) {
      const ch = raw.charCodeAt(pos);
      if (inString) {
        if (ch === BACKSLASH && pos + 1 < end) pos += 2;
        else {
          if (ch === QUOTE) inString = false;
          pos++;
        }
        continue;
      }
      if (ch === QUOTE) {
        inString = true;
        pos++;
        continue;
      }
      if (ch !== SEMICOLON && ch !== BRACE && ch !== BRACKET) {
        pos++;
        continue;
      }
      data += raw.slice(run, pos);
      if (ch === SEMICOLON) {
        run = pos = end;
        break;
      }
      flushData(data, lineNo);
      data = '';
      if (ch === BRACE) {
        const close = raw.indexOf('}', pos + 1);
        if (close < 0) {
          braceOpenedAt = lineNo;
          run = pos = end;
          break;
        }
        run = pos = close + 1;
        continue;
      }
      const m = /^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]/.exec(raw.slice(pos));
      if (!m) {
        const rest = raw.slice(pos).trim();
        throw inputError(`'${rest}' is not a tag pair such as [Board "1"]`, at(lineNo, 'tag'), rest);
      }
      const value = m[2].replace(/\\(["\\])/g, '$1');
      if (!game) game = { line: lineNo, tags: [] };
      tag = { name: m[1], value, line: lineNo, section: [] };
      game.tags.push(tag);
      run = pos += m[0].length;
    }
    data += raw.slice(run, pos);
    if (inString) throw inputError('a quoted string is not closed on this line', at(lineNo), raw);
    flushData(data, lineNo);
  }
  if (braceOpenedAt !== undefined) {
    throw inputError('commentary opened with { is never closed', { file, line: braceOpenedAt }, '{');
  }
  endGame();
  return doc;
}

export interface PbnColumn {
  name: string;
  /** Printed width from the spec ("\4R" → 4), when given. */
  width?: number;
  align?: 'L' | 'R';
  /** "+" or "-" before the name: the table is sorted on this column. */
  sort?: '+' | '-';
}

/** Reads a table's column spec: "Table\2R;Round\2R;Contract\4L;..." */
export function parseColumns(spec: string, src: SourceRef): PbnColumn[] {
  const cols: PbnColumn[] = [];
  for (const part of spec.split(';')) {
    const p = part.trim();
    if (p === '') continue;
    const m = /^([+-]?)([A-Za-z0-9_]+)(?:\\(\d+)([LR])?)?$/.exec(p);
    if (!m) throw inputError(`'${p}' is not a column such as MP_NS\\4R`, src, p);
    cols.push({
      name: m[2],
      ...(m[1] ? { sort: m[1] as '+' | '-' } : {}),
      ...(m[3] ? { width: Number(m[3]) } : {}),
      ...(m[4] ? { align: m[4] as 'L' | 'R' } : {}),
    });
  }
  if (!cols.length) throw inputError('the table names no columns', src, spec);
  return cols;
}

/** One cell of a table row: its text (quotes removed) or null for "-" (no value). */
export type PbnCell = string | null;

/** Splits one table line into cells: whitespace separates, "quoted strings" keep their spaces, - is empty. */
export function splitRow(text: string, src: SourceRef): PbnCell[] {
  const cells: PbnCell[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === ' ' || ch === '\t') {
      i++;
      continue;
    }
    if (ch === '"') {
      let s = '';
      i++;
      let closed = false;
      while (i < text.length) {
        if (text[i] === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) {
          s += text[i + 1];
          i += 2;
          continue;
        }
        if (text[i] === '"') {
          closed = true;
          i++;
          break;
        }
        s += text[i++];
      }
      if (!closed) throw inputError('a quoted value is not closed', src, text);
      cells.push(s);
      continue;
    }
    let s = '';
    while (i < text.length && text[i] !== ' ' && text[i] !== '\t') s += text[i++];
    cells.push(s === '-' ? null : s);
  }
  return cells;
}

export interface PbnTableRow {
  line: number;
  cells: Record<string, PbnCell>;
}

/** Reads a table tag (its spec and its rows). Each row must have one cell per column. */
export function readTable(tag: PbnTag, file: string): { columns: PbnColumn[]; rows: PbnTableRow[] } {
  const columns = parseColumns(tag.value, { file, line: tag.line, field: tag.name });
  const rows: PbnTableRow[] = [];
  for (const sl of tag.section) {
    const src = { file, line: sl.line, field: tag.name };
    const cells = splitRow(sl.text, src);
    if (!cells.length) continue;
    if (cells.length !== columns.length) {
      throw inputError(
        `the ${tag.name} row has ${cells.length} values but the table has ${columns.length} columns`,
        src,
        sl.text.trim(),
      );
    }
    const rec: Record<string, PbnCell> = {};
    columns.forEach((c, k) => (rec[c.name] = cells[k]));
    rows.push({ line: sl.line, cells: rec });
  }
  return { columns, rows };
}

// ---------------------------------------------------------------------------------------------------------------
// Meaning level
// ---------------------------------------------------------------------------------------------------------------

export interface PbnReadOptions {
  /** File name used in messages and in the result. */
  file?: string;
}

/** Tags whose value carries over to later games of the same file when a game leaves them out. */
const CONTEXT_TAGS = ['Event', 'Site', 'Date', 'HomeTeam', 'VisitTeam', 'Competition', 'Scoring', 'Generator'];

/** Tables that describe the deal or the play, not the scoring: read past without comment. */
const DEAL_TABLES = new Set([
  'OptimumResultTable',
  'OptimumPlayTable',
  'ActionTable',
  'AuctionTimeTable',
  'PlayTimeTable',
]);

/** ScoreTable columns that identify a line rather than carry a computed value. */
const SCORE_TABLE_KNOWN = new Set([
  'Ruling',
  'Form',
  'Table',
  'Round',
  'Section',
  'PairId_NS',
  'PairId_EW',
  'TeamId_NS',
  'TeamId_EW',
  'PlayerId_North',
  'PlayerId_East',
  'PlayerId_South',
  'PlayerId_West',
  'Contract',
  'Declarer',
  'Result',
  'Lead',
  'Score_NS',
  'Score_EW',
  'Score',
  'MP_NS',
  'MP_EW',
  'Percentage_NS',
  'Percentage_EW',
  'IMP_NS',
  'IMP_EW',
  'Names',
  'Names_NS',
  'Names_EW',
]);

/** TotalScoreTable columns that describe a contestant rather than carry a computed value. */
const TOTAL_DESCRIPTIVE =
  /^(PairId|TeamId|PlayerId|Table|Direction|Names?|Name\d|MemberID\d*|Sex\d*|Club.*|Country.*|Section|Strata.*|Handicap.*|Category.*|NrBoardsSessionMax)$/i;

const SEAT_COLUMNS: ReadonlyArray<readonly [string, Seat]> = [
  ['PlayerId_North', 'N'],
  ['PlayerId_East', 'E'],
  ['PlayerId_South', 'S'],
  ['PlayerId_West', 'W'],
];

function vulFromTag(text: string, src: SourceRef): Vulnerability {
  const v = vulnerabilityFromWord(text);
  if (!v) throw inputError(`'${text}' is not a vulnerability (None, NS, EW, All)`, src, text);
  return v;
}

function directionFrom(text: string, src: SourceRef): Direction {
  const t = text.replace(/[\s-]/g, '').toUpperCase();
  if (t === 'NS') return 'NS';
  if (t === 'EW') return 'EW';
  throw inputError(`'${text}' is not a direction (N-S or E-W)`, src, text);
}

/** Scoring form from a PBN Scoring tag or ScoringType meta ("MatchPoints;MP1", "IMP", "Butler", "IMP;Cross"). */
export function formFromScoring(text: string | undefined, teams: boolean): ScoringForm | undefined {
  if (!text) return undefined;
  const parts = text.split(/[;,\s]+/).map((p) => p.toUpperCase());
  if (parts.some((p) => p === 'MP' || p === 'MATCHPOINTS' || p === 'MP1' || p === 'MP2' || p === 'NEUBERG'))
    return 'mp';
  if (parts.some((p) => p.startsWith('CROSS'))) return 'cross-imp';
  if (parts.some((p) => p === 'BUTLER' || p === 'DATUM')) return 'butler';
  if (parts.some((p) => p.startsWith('IMP'))) return teams ? 'imp' : 'butler';
  return undefined;
}

function kindFromCompetition(text: string | undefined): EventKind | undefined {
  if (!text) return undefined;
  const t = text.toUpperCase();
  if (t.startsWith('TEAM')) return 'teams';
  if (t.startsWith('INDIVIDUAL')) return 'individual';
  if (t.startsWith('PAIR')) return 'pairs';
  return undefined;
}

/**
 * "NS 620", "EW -50", "620" (then from the declarer's side): the NS figure. `tableScore`: the figure is a
 * table's score (parseScore: whole, unambiguous, one a contract can make), not a printed MP or IMP figure.
 */
function sidedValue(
  text: string,
  src: SourceRef,
  declarer: Seat | undefined,
  tableScore = false,
  reachable = true,
): { side: Direction; value: CarriedValue } | undefined {
  const t = text.trim();
  if (t === '' || t === '?') return undefined;
  const read = (x: string) => (tableScore ? parseScore(x, src, reachable) : parsePrinted(x, src, 'a score'));
  const m = /^(NS|EW)\s+(.+)$/i.exec(t);
  if (m) return { side: m[1].toUpperCase() as Direction, value: { ...read(m[2]), source: src } };
  const side: Direction = declarer === 'E' || declarer === 'W' ? 'EW' : 'NS';
  return { side, value: { ...read(t), source: src } };
}

function negate(v: CarriedValue): CarriedValue {
  return { ...v, value: v.value === 0 ? 0 : -v.value };
}

interface GameView {
  game: PbnGame;
  get(name: string): PbnTag | undefined;
  all(name: string): PbnTag[];
  value(name: string): string | undefined;
}

/** What the meaning level builds while it reads the games of one file. */
interface PbnState {
  file: string;
  meta: Record<string, string>;
  values: ReturnType<typeof emptyValues>;
  entries: TravellerEntry[];
  contestants: Map<string, Contestant>;
  boardInfo: Record<number, BoardInfo>;
  boards: Set<number>;
  warnings: string[];
  flagged: BridgeInputError[];
  /** Event, Site, HomeTeam, … as the games so far gave them. */
  context: Record<string, string>;
  /** Directions a pair was seen in on the travellers; a pair seen in one direction only is a Mitchell pair. */
  seenIn: Map<string, Set<Direction>>;
  /** Directions a TotalScoreTable states (they win over what the travellers suggest). */
  stated: Set<string>;
  kind: EventKind;
  form: ScoringForm;
}

function addContestant(
  st: PbnState,
  id: string | undefined,
  direction?: Direction,
  names?: string[],
  fromTotals = false,
): void {
  if (!id) return;
  const c = st.contestants.get(id) ?? { id };
  if (direction) {
    if (fromTotals) {
      c.direction = direction;
      st.stated.add(id);
    } else {
      const set = st.seenIn.get(id) ?? new Set<Direction>();
      set.add(direction);
      st.seenIn.set(id, set);
    }
  }
  if (names && names.length && !c.names) c.names = names;
  st.contestants.set(id, c);
}

export function readPbn(input: string | Uint8Array, options: PbnReadOptions = {}): ReadResult {
  const file = options.file ?? 'input.pbn';
  let text: string;
  let encoding: TextEncoding | undefined;
  if (typeof input === 'string') text = input;
  else ({ text, encoding } = decodeText(input, file));
  const doc = lexPbn(text, file);

  const meta: Record<string, string> = {};
  for (const [k, v] of Object.entries(doc.meta)) meta[k] = v.value;
  if (doc.version) meta.PBN = doc.version;
  const views = gameViews(doc, file);

  // Event-wide facts first: kind and form decide how traveller lines are read.
  const sawRoom = views.some((v) => v.get('Room'));
  const firstValue = (name: string) => views.map((v) => v.value(name)).find((x) => x !== undefined && x !== '');
  const kind: EventKind = kindFromCompetition(firstValue('Competition')) ?? (sawRoom ? 'teams' : 'pairs');
  const scoringText = firstValue('Scoring') ?? meta.ScoringType;
  const form: ScoringForm = formFromScoring(scoringText, kind === 'teams') ?? (kind === 'teams' ? 'imp' : 'mp');
  const program = meta.Generator ?? firstValue('Generator') ?? firstValue('Application') ?? converterFrom(text);

  const st: PbnState = {
    file,
    meta,
    values: emptyValues(),
    entries: [],
    contestants: new Map(),
    boardInfo: {},
    boards: new Set(),
    warnings: [],
    flagged: [],
    context: {},
    seenIn: new Map(),
    stated: new Set(),
    kind,
    form,
  };
  for (const v of views) readGame(st, v);
  const event = finishEvent(st);
  if (program) event.program = program;
  if (meta.Generator && meta.Version) meta.GeneratorVersion = meta.Version;
  for (const name of CONTEXT_TAGS) if (st.context[name] && !(name in meta)) meta[name] = st.context[name];
  return {
    format: 'pbn',
    file,
    ...(encoding ? { encoding } : {}),
    event,
    values: st.values,
    meta,
    boardInfo: st.boardInfo,
    warnings: st.warnings,
    ...(st.flagged.length ? { flagged: st.flagged } : {}),
  };
}

/** Each game's tags by name, with "#" (as in the game before) resolved. */
function gameViews(doc: PbnDocument, file: string): GameView[] {
  const previous: Record<string, string> = {};
  return doc.games.map((game) => {
    const byName = new Map<string, PbnTag[]>();
    for (const t of game.tags) {
      if (t.value === '#') {
        const prev = previous[t.name];
        if (prev === undefined) {
          throw inputError(`tag ${t.name} says "#" (as before) but no earlier game gives it`, {
            file,
            line: t.line,
            field: t.name,
          });
        }
        t.value = prev;
      }
      const list = byName.get(t.name) ?? [];
      list.push(t);
      byName.set(t.name, list);
    }
    for (const [name, list] of byName) previous[name] = list[0].value;
    return {
      game,
      get: (name) => byName.get(name)?.[0],
      all: (name) => byName.get(name) ?? [],
      value: (name) => byName.get(name)?.[0]?.value,
    };
  });
}

/** One game: its board facts, then its traveller (ScoreTable, or the game's own result) and any totals. */
function readGame(st: PbnState, v: GameView): void {
  const { file, values, warnings } = st;
  const { game } = v;
  for (const name of CONTEXT_TAGS) {
    const val = v.value(name);
    if (val !== undefined && val !== '' && val !== '?') st.context[name] = val;
  }
  const boardTag = v.get('Board');
  const tables = game.tags.filter((t) => /Table$/.test(t.name));
  const hasResult = ['Contract', 'Result', 'Score', 'Ruling'].some((n) => (v.value(n) ?? '') !== '');
  if (!boardTag) {
    const totals = tables.filter((t) => t.name === 'TotalScoreTable');
    if (totals.length) {
      for (const t of totals) readTotals(st, t);
      return;
    }
    if (hasResult || tables.some((t) => t.name === 'ScoreTable')) {
      throw inputError('this game has results but no Board tag', { file, line: game.line, field: 'Board' });
    }
    return;
  }
  const board = parseWhole(boardTag.value, { file, line: boardTag.line, field: 'Board' }, 'a board number', 1);
  st.boards.add(board);
  const vul = readBoardInfo(st, v, board);

  const scoreTables = tables.filter((t) => t.name === 'ScoreTable');
  for (const t of tables) {
    if (t.name === 'ScoreTable' || DEAL_TABLES.has(t.name)) continue;
    if (t.name === 'TotalScoreTable') readTotals(st, t);
    else {
      values.notChecked.push({
        what: `board ${board}: ${t.name}`,
        reason: 'this table is not one the engine recomputes',
        values: t.section.length,
        source: { file, line: t.line, field: t.name },
      });
    }
  }
  if (scoreTables.length) {
    if (hasResult) {
      warnings.push(
        `${file} line ${game.line}: board ${board}: the game tags Contract/Result/Score are set aside; the board's ScoreTable gives its traveller`,
      );
      const n = ['Contract', 'Declarer', 'Result', 'Score'].reduce(
        (k, name) => k + v.all(name).filter((t) => t.value !== '').length,
        0,
      );
      values.notChecked.push({
        what: `board ${board}: game tags Contract/Declarer/Result/Score`,
        reason: 'they describe one game outside the traveller (the ScoreTable is the traveller)',
        values: n,
        source: { file, line: game.line },
      });
    }
    for (const t of scoreTables) readScoreTable(st, t, board, vul);
  } else if (hasResult) {
    readGameResult(st, v, board, vul);
  }
}

/** Dealer, vulnerability and deal of a board; returns the vulnerability its scores follow. */
function readBoardInfo(st: PbnState, v: GameView, board: number): Vulnerability {
  const { file } = st;
  const info: BoardInfo = st.boardInfo[board] ?? {};
  const dealerTag = v.get('Dealer');
  if (dealerTag && dealerTag.value.trim() !== '' && dealerTag.value !== '?') {
    info.dealer = atPlace({ file, line: dealerTag.line, field: 'Dealer' }, () => parseSeat(dealerTag.value));
  }
  const vulTag = v.get('Vulnerable');
  if (vulTag && vulTag.value.trim() !== '' && vulTag.value !== '?') {
    info.vulnerable = vulFromTag(vulTag.value, { file, line: vulTag.line, field: 'Vulnerable' });
  }
  const dealTag = v.get('Deal');
  if (dealTag && dealTag.value.trim() !== '') info.deal = dealTag.value.trim();
  st.boardInfo[board] = info;
  return info.vulnerable ?? boardVulnerability(board);
}

function readScoreTable(st: PbnState, tag: PbnTag, board: number, vul: Vulnerability): void {
  const { file, values } = st;
  const { columns, rows } = readTable(tag, file);
  const names = new Set(columns.map((c) => c.name));
  for (const c of columns) {
    if (!SCORE_TABLE_KNOWN.has(c.name)) {
      values.notChecked.push({
        what: `board ${board}: ScoreTable column ${c.name}`,
        reason: 'not a value the engine computes',
        values: rows.length,
        source: { file, line: tag.line, field: c.name },
      });
    }
  }
  const seenTables = new Map<number, number>();
  for (const row of rows) readScoreRow(st, row, board, vul, names.has('Section'), seenTables);
}

/** One line of a ScoreTable: who played, the contract and score cells, a ruling, the printed figures. */
function readScoreRow(
  st: PbnState,
  row: PbnTableRow,
  board: number,
  vul: Vulnerability,
  sections: boolean,
  seenTables: Map<number, number>,
): void {
  const { file } = st;
  const at = (field: string): SourceRef => ({ file, line: row.line, field });
  const cell = (name: string): string | undefined => {
    const c = row.cells[name];
    return c === null || c === undefined || c.trim() === '' ? undefined : c.trim();
  };
  const entry: TravellerEntry = { board, status: 'notPlayed', source: { file, line: row.line } };
  const carried: CarriedEntry = {};
  const tableText = cell('Table');
  if (tableText !== undefined) {
    entry.table = parseWhole(tableText, at('Table'), 'a table number', 0);
    const before = seenTables.get(entry.table);
    if (before !== undefined && !sections) {
      throw inputError(
        `table ${entry.table} appears twice on board ${board} (also line ${before})`,
        at('Table'),
        tableText,
      );
    }
    seenTables.set(entry.table, row.line);
  }
  const roundText = cell('Round');
  if (roundText !== undefined) entry.round = parseWhole(roundText, at('Round'), 'a round number', 0);
  entry.ns = cell('PairId_NS') ?? cell('TeamId_NS');
  entry.ew = cell('PairId_EW') ?? cell('TeamId_EW');
  if (entry.ns === undefined) delete entry.ns;
  if (entry.ew === undefined) delete entry.ew;
  const players: Partial<Record<Seat, string>> = {};
  for (const [col, seat] of SEAT_COLUMNS) {
    const p = cell(col);
    if (p !== undefined) players[seat] = p;
  }
  if (Object.keys(players).length) {
    entry.players = players;
    for (const id of Object.values(players)) addContestant(st, id);
  }
  addContestant(st, entry.ns, st.kind === 'pairs' ? 'NS' : undefined);
  addContestant(st, entry.ew, st.kind === 'pairs' ? 'EW' : undefined);
  const lead = cell('Lead');
  if (lead !== undefined) entry.lead = lead;
  const formText = cell('Form');
  if (formText !== undefined) entry.form = formText;

  const contractGiven = cell('Contract') !== undefined && cell('Contract') !== '?';
  const cells = scoreCells(cell('Score_NS'), cell('Score_EW'), cell('Score'), at, !contractGiven);
  const score = cells.score;
  let artificial = cells.artificial;
  // A Ruling column (this project's notation; not part of the PBN standard) wins over the score cells.
  const rulingText = cell('Ruling');
  if (rulingText !== undefined) {
    artificial = atPlace(at('Ruling'), () => parseRuling(rulingText, { vulnerability: vul }));
  }
  const contractText = cell('Contract');
  let played: PlayedResult | undefined;
  const pending = contractText === '?';
  if (contractText !== undefined && !pending) {
    played = readPlayed(contractText, cell('Declarer'), cell('Result'), at);
  }
  if (artificial) {
    entry.status = 'ruled';
    entry.ruling = artificial;
    if (played) entry.played = played;
    // The table's own score: from the score cells, else from the contract played beside the code.
    if (score) entry.scoreNS = score.value;
    else if (played) entry.scoreNS = contractScore(played, vul);
  } else if (played) {
    settlePlayed(st, entry, carried, played, score, vul);
  } else if (score) {
    entry.status = 'played';
    entry.scoreNS = score.value;
  } else if (pending) {
    entry.status = 'pending';
  }
  for (const [col, key] of [
    ['MP_NS', 'mpNS'],
    ['MP_EW', 'mpEW'],
    ['Percentage_NS', 'pctNS'],
    ['Percentage_EW', 'pctEW'],
    ['IMP_NS', 'impNS'],
    ['IMP_EW', 'impEW'],
  ] as const) {
    const t = cell(col);
    if (t !== undefined) carried[key] = { ...parsePrinted(t, at(col)), source: at(col) };
  }
  st.entries.push(entry);
  st.values.entries.push(carried);
}

/** The score cells of a ScoreTable line: a number, or an artificial code for that side. */
function scoreCells(
  nsText: string | undefined,
  ewText: string | undefined,
  plainText: string | undefined,
  at: (field: string) => SourceRef,
  reachable: boolean,
): { artificial?: Ruling; score?: CarriedValue } {
  const nsArt = nsText !== undefined && looksArtificial(nsText);
  const ewArt = ewText !== undefined && looksArtificial(ewText);
  if (plainText !== undefined && looksArtificial(plainText)) {
    return { artificial: artificialRuling(plainText, undefined, at('Score')) };
  }
  if (nsArt && ewArt) return { artificial: artificialRuling(nsText, ewText, at('Score_NS')) };
  if (nsArt && ewText === undefined) return { artificial: artificialRuling(nsText, undefined, at('Score_NS')) };
  if (ewArt || nsArt) {
    const missing = nsArt ? 'Score_EW' : 'Score_NS';
    throw inputError(
      `an artificial score is given for one side ('${nsArt ? nsText : ewText}') but the other side has '${(nsArt ? ewText : nsText) ?? '-'}'`,
      at(missing),
      nsArt ? ewText : nsText,
    );
  }
  let score: CarriedValue | undefined;
  if (plainText !== undefined) {
    const sv = sidedValue(plainText, at('Score'), undefined, true, reachable);
    if (sv) score = sv.side === 'NS' ? sv.value : negate(sv.value);
  }
  if (nsText !== undefined) score = { ...parseScore(nsText, at('Score_NS'), reachable), source: at('Score_NS') };
  if (ewText !== undefined) {
    const ew = negate({ ...parseScore(ewText, at('Score_EW'), reachable), source: at('Score_EW') });
    if (score && score.value !== ew.value) {
      throw inputError(`Score_NS '${nsText}' and Score_EW '${ewText}' do not agree`, at('Score_EW'), ewText);
    }
    score = score ?? ew;
  }
  return score ? { score } : {};
}

/**
 * A line with a contract: its score follows from the contract, and a printed score beside it must agree
 * (scoreContractConflict, the rule every reader and the workbook share); when they disagree both are kept and
 * the line waits (pending) until one is corrected.
 */
function settlePlayed(
  st: PbnState,
  entry: TravellerEntry,
  carried: CarriedEntry,
  played: PlayedResult,
  score: CarriedValue | undefined,
  vul: Vulnerability,
): void {
  entry.played = played;
  entry.scoreNS = score ? score.value : contractScore(played, vul);
  entry.status = 'played';
  if (!score) return;
  carried.scoreNS = score;
  const conflict = scoreContractConflict(played, score.value, vul);
  if (!conflict) return;
  entry.conflict = conflict;
  entry.status = 'pending';
  const err = inputProblem(
    'scoreConflict',
    { value: score.text, contract: conflict.contract, board: entry.board, computed: conflict.computed },
    score.source,
    score.text,
  );
  st.flagged.push(err);
  st.warnings.push(err.message);
}

function readPlayed(
  contractText: string,
  declarerText: string | undefined,
  resultText: string | undefined,
  at: (field: string) => SourceRef,
): PlayedResult {
  const contract = atPlace(at('Contract'), () => parseContract(contractText));
  if (contract === 'PASS') return { contract: 'PASS' };
  if (declarerText === undefined)
    throw inputError(`declarer is missing for contract '${contractText}'`, at('Declarer'));
  const declarer = atPlace(at('Declarer'), () => parseSeat(declarerText.replace(/^\^/, '')));
  if (resultText === undefined) throw inputError(`result is missing for contract '${contractText}'`, at('Result'));
  const tricks = atPlace(at('Result'), () => parseTricks(resultText.replace(/^\^/, ''), contract));
  return { contract, declarer, tricks };
}

/** A game that is itself the result (Contract, Declarer, Result, Score tags; Room for a team match). */
function readGameResult(st: PbnState, v: GameView, board: number, vul: Vulnerability): void {
  const { file } = st;
  const { game } = v;
  const tagAt = (name: string): SourceRef => ({ file, line: v.get(name)?.line ?? game.line, field: name });
  for (const name of ['Contract', 'Declarer', 'Result', 'Score']) {
    const list = v.all(name);
    if (list.length > 1 && new Set(list.map((t) => t.value)).size > 1) {
      throw inputError(
        `tag ${name} is given ${list.length} times with different values (${list.map((t) => `"${t.value}"`).join(', ')})`,
        { file, line: list[1].line, field: name },
        list[1].value,
      );
    }
  }
  const entry: TravellerEntry = { board, status: 'notPlayed', source: { file, line: game.line } };
  const carried: CarriedEntry = {};
  const formTag = (v.value('Form') ?? '').trim();
  if (formTag !== '') entry.form = formTag;
  readRoom(st, v, entry, tagAt);
  const contractText = (v.value('Contract') ?? '').trim();
  const declarerText = (v.value('Declarer') ?? '').trim();
  const resultText = (v.value('Result') ?? '').trim();
  let played: PlayedResult | undefined;
  if (contractText !== '' && contractText !== '?') {
    played = readPlayed(contractText, declarerText || undefined, resultText || undefined, tagAt);
  }
  const scoreText = (v.value('Score') ?? '').trim();
  let score: CarriedValue | undefined;
  let artificial: Ruling | undefined;
  if (scoreText !== '' && scoreText !== '?') {
    if (looksArtificial(scoreText)) artificial = artificialRuling(scoreText, undefined, tagAt('Score'));
    else {
      const sv = sidedValue(scoreText, tagAt('Score'), played?.declarer, true, !played);
      if (sv) score = sv.side === 'NS' ? sv.value : negate(sv.value);
    }
  }
  // A Ruling tag (this project's notation; not part of the PBN standard) carries any ruling.
  const rulingText = (v.value('Ruling') ?? '').trim();
  if (rulingText !== '') {
    artificial = atPlace(tagAt('Ruling'), () => parseRuling(rulingText, { vulnerability: vul }));
  }
  if (artificial) {
    entry.status = 'ruled';
    entry.ruling = artificial;
    if (played) entry.played = played;
    if (score) entry.scoreNS = score.value;
  } else if (played) {
    settlePlayed(st, entry, carried, played, score, vul);
  } else if (score) {
    entry.status = 'played';
    entry.scoreNS = score.value;
  } else if (contractText === '?') {
    entry.status = 'pending';
  }
  for (const [tagName, nsKey, ewKey] of [
    ['ScoreIMP', 'impNS', 'impEW'],
    ['ScoreMP', 'mpNS', 'mpEW'],
    ['ScorePercentage', 'pctNS', 'pctEW'],
  ] as const) {
    const t = (v.value(tagName) ?? '').trim();
    if (t === '' || t === '?') continue;
    const sv = sidedValue(t, tagAt(tagName), played?.declarer);
    if (sv) carried[sv.side === 'NS' ? nsKey : ewKey] = sv.value;
  }
  st.entries.push(entry);
  st.values.entries.push(carried);
}

/** Room "Open" / "Closed" of a team match: the table and who sits N-S there. */
function readRoom(st: PbnState, v: GameView, entry: TravellerEntry, tagAt: (name: string) => SourceRef): void {
  const room = v.value('Room');
  if (room === undefined || room === '') return;
  const r = room.trim().toUpperCase();
  const home = st.context.HomeTeam ?? 'Home';
  const visit = st.context.VisitTeam ?? 'Visit';
  if (r === 'OPEN') {
    entry.table = 1;
    entry.ns = home;
    entry.ew = visit;
  } else if (r === 'CLOSED') {
    entry.table = 2;
    entry.ns = visit;
    entry.ew = home;
  } else {
    throw inputError(`'${room}' is not a room (Open or Closed)`, tagAt('Room'), room);
  }
  addContestant(st, home);
  addContestant(st, visit);
}

/** The columns of a TotalScoreTable the engine recomputes, and why the others are not checked. */
function totalColumns(st: PbnState, tag: PbnTag, columns: PbnColumn[], rows: PbnTableRow[]) {
  const { meta, values, file } = st;
  const has = (n: string) => columns.some((c) => c.name === n);
  const sessionCount = Number(meta.CRSessionCount ?? '1');
  const sessionCols = columns.some((c) => /^Session/.test(c.name));
  const cumulative = sessionCols || (Number.isFinite(sessionCount) && sessionCount > 1);
  const reasonCumulative =
    'cumulative over the sessions of the event (' +
    (meta.CRSessionCount
      ? `${meta.CRSessionCount} sessions, this is session ${meta.CRSession ?? '?'}`
      : 'earlier sessions') +
    '): earlier sessions are not in this file';
  const pick = (candidates: string[]) => candidates.find(has);
  const cols = {
    total: cumulative
      ? pick(['SessionScoreMP', 'SessionScoreIMP', 'SessionScore', 'SessionIMP'])
      : pick(['TotalScoreMP', 'TotalScoreIMP', 'TotalIMP', 'TotalScore', 'TotalMP']),
    pct: cumulative ? pick(['SessionPercentage']) : pick(['TotalPercentage']),
    rank: cumulative ? pick(['SessionRank']) : pick(['Rank']),
    tie: cumulative ? pick(['SessionRankTie']) : pick(['RankTie']),
    boards: cumulative ? pick(['NrBoardsSession']) : pick(['NrBoards']),
  };
  const used = new Set(Object.values(cols).filter((x): x is string => !!x));
  for (const c of columns) {
    if (used.has(c.name) || TOTAL_DESCRIPTIVE.test(c.name)) continue;
    const reason =
      /^(Total|Rank$|NrBoards$)/.test(c.name) && cumulative ? reasonCumulative : 'not a value the engine computes';
    values.notChecked.push({
      what: `TotalScoreTable column ${c.name}`,
      reason,
      values: rows.filter((r) => r.cells[c.name] !== null).length,
      source: { file, line: tag.line, field: c.name },
    });
  }
  return cols;
}

function readTotals(st: PbnState, tag: PbnTag): void {
  const { file, values } = st;
  const { columns, rows } = readTable(tag, file);
  const cols = totalColumns(st, tag, columns, rows);
  for (const row of rows) {
    const at = (field: string): SourceRef => ({ file, line: row.line, field });
    const cell = (name: string | undefined) => {
      if (!name) return undefined;
      const c = row.cells[name];
      return c === null || c === undefined || c.trim() === '' ? undefined : c.trim();
    };
    const id = cell('PairId') ?? cell('TeamId') ?? cell('PlayerId');
    if (!id) throw inputError('the row names no contestant (PairId, TeamId or PlayerId)', at('PairId'));
    const dirText = cell('Direction');
    const direction = dirText ? directionFrom(dirText, at('Direction')) : undefined;
    const namesText = cell('Names');
    const names = namesText
      ? namesText
          .split(/\s+-\s+/)
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined;
    addContestant(st, id, direction, names, true);
    const t: CarriedTotal = { id, ...(direction ? { direction } : {}) };
    const num = (col: string | undefined, what?: string): CarriedValue | undefined => {
      const s = cell(col);
      return s === undefined || !col ? undefined : { ...parsePrinted(s, at(col), what), source: at(col) };
    };
    const total = num(cols.total);
    if (total) t.total = total;
    const pct = num(cols.pct);
    if (pct) t.percent = pct;
    const rank = num(cols.rank, 'a rank');
    if (rank) t.rank = rank;
    if (cols.tie) t.rankTieTo = num(cols.tie, 'a rank') ?? null;
    const bp = num(cols.boards, 'a number of boards');
    if (bp) t.boardsPlayed = bp;
    values.totals.push(t);
  }
}

/**
 * The event: a movement where every pair keeps one direction is a Mitchell; if any pair changes direction it
 * is a Howell (whose stationary pair also keeps one direction), and no pair has a fixed direction.
 */
function finishEvent(st: PbnState): EventData {
  const mitchell = [...st.seenIn.values()].every((d) => d.size === 1);
  for (const c of st.contestants.values()) {
    if (st.stated.has(c.id)) continue;
    const dirs = st.seenIn.get(c.id);
    if (mitchell && dirs) c.direction = [...dirs][0];
    else delete c.direction;
  }
  const event: EventData = {
    kind: st.kind,
    form: st.form,
    contestants: [...st.contestants.values()],
    entries: st.entries,
    boards: [...st.boards].sort((a, b) => a - b),
  };
  const title = st.context.Event ?? st.meta.ContestName;
  if (title) event.title = title;
  return event;
}

/** `% File converted with "LinToPbnConverter"`-style escape lines name the program when no META does. */
function converterFrom(text: string): string | undefined {
  const m = /^%.*?(?:converted|generated|created|exported)\s+(?:with|by)\s+"?([^"\r\n(]+?)"?\s*(?:\(|$)/im.exec(text);
  return m ? m[1].trim() : undefined;
}
