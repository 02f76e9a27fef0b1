/**
 * Bridgemate `.bws` reader. A .bws is an MS Access (Jet) database that the Bridgemate Control Software fills
 * while the session runs; the table devices' results are the rows of its `ReceivedData` table. This reader turns
 * them into the engine's events, one per section (sections are kept apart), read with `mdb-reader`.
 *
 * - `ReceivedData` (ID, Section, Table, Round, Board, PairNS, PairEW, Declarer, NS/EW, Contract, Result, LeadCard,
 *   Remarks, DateLog, TimeLog, Erased, SuspiciousContract): one line per row. Rows with `Erased` set are left out
 *   (and listed); `Remarks` "Not played" is a not-played line; `Contract` is written `4 NT`, `1 S x`, `2 H xx` or
 *   `PASS`, `Result` `+1`, `=`, `-2`. The declarer's seat is `NS/EW` (N, E, S, W); `Declarer` holds the declaring
 *   pair's number, which gives the side when `NS/EW` is empty. A board and table sent twice with different
 *   results is a conflict: the later row is the line, and both rows are listed for the director.
 *   A row that cannot be read (a contract or result that cannot be) stays a line that waits (pending), with
 *   the problem listed as an error.
 * - `RoundData` (Section, Table, Round, NSPair, EWPair, LowBoard, HighBoard, CustomBoards), when it lists every
 *   table and round the results use, is the movement; otherwise the movement is what the results show.
 * - `Section` (ID, Letter, Tables, Session, Winners): `Winners` 2 is a two-winner (Mitchell) section, whose N-S
 *   and E-W pairs are numbered on their own: their ids are then `NS 3` and `EW 3`. Without `Winners` a section
 *   is a Mitchell when a pair number sits at two tables in one round (or against itself), or when every pair keeps
 *   one direction.
 * - `PlayerNumbers` (Section, Table, Direction, Number, Name, Round) and `PlayerNames` (ID, Name, strID) give the
 *   players' names, by the seat they took at their table; `HandRecord` the deals (as PBN deal strings).
 * - `Session` (ID, Name, Date, GUID) names the session; with the section it identifies the event on a re-import.
 *
 * Tables and columns that older files do not have are not required, except `ReceivedData` with Board, Table,
 * Contract and Result. `untilId` stops at a row id (a file read while it grows).
 */
import MDBReader from 'mdb-reader';
import type { BwsIdentity } from './bws-identity';
import type { MovementSlot, ResultIssue } from '../checks/types';
import { issuePlace } from '../checks/types';
import { boardDealer, boardVulnerability } from '../model/board';
import { contractScore, formatContract, parseContract, parseTricks } from '../model/contract';
import { PASSED_OUT, isNotPlayedText } from '../model/marks';
import type {
  Contestant,
  Direction,
  EventData,
  PlayedResult,
  ScoringForm,
  Seat,
  SourceRef,
  TravellerEntry,
} from '../model/types';
import type { BoardInfo, ReadResult } from './check';
import { emptyValues } from './check';
import { inputError } from './fields';

export { sameBwsEvent, type BwsIdentity } from './bws-identity';

export interface BwsReadOptions {
  file?: string;
  /** Read the ReceivedData rows up to this ID only (the rows the file held when it had grown so far). */
  untilId?: number;
  /** Scoring form of the events (a .bws does not say it in a way read here). Default 'mp'. */
  form?: ScoringForm;
}

/** One ReceivedData row as the table device sent it. */
export interface BwsRow {
  id: number;
  section: number;
  table: number;
  round?: number;
  board: number;
  pairNS?: number;
  pairEW?: number;
  /** Number of the declaring pair, as sent (0 or absent when not sent). */
  declarer?: number;
  /** The `NS/EW` field: the declarer's seat. */
  seat: string;
  contract: string;
  result: string;
  lead: string;
  remarks: string;
  erased: boolean;
  /** The device marked the contract as suspicious. */
  suspicious: boolean;
  /** When the row was sent, "2019-08-26T19:21:40" (local time as stored), when the file says. */
  time?: string;
}

/** One board and table sent more than once with different results. */
export interface BwsConflict {
  board: number;
  table: number;
  /** Every row sent for it, in the order sent (erased rows are not among them). */
  rows: BwsRow[];
  /** The row the reader proposes (the last sent): the line of the event. */
  proposed: BwsRow;
  /** Index of the line in the section's event. */
  line: number;
}

export interface BwsSession {
  id?: number;
  name?: string;
  /** Session date, "2019-08-26". */
  date?: string;
  guid?: string;
}

export interface BwsSection {
  /** Section ID as in the file. */
  id: number;
  /** Section letter ("A"), or the ID as text when the file has no letter. */
  letter: string;
  /** Tables of the section, as the Section table says. */
  tables?: number;
  /** Two-winner movement: N-S and E-W pairs are numbered and ranked on their own. */
  mitchell: boolean;
  /** Pair ids are `NS 3` / `EW 3` (a two-winner section whose numbers N-S and E-W overlap). */
  prefixedIds: boolean;
  identity: BwsIdentity;
  event: EventData;
  /** Parallel to event.entries: the row each line comes from. */
  rows: BwsRow[];
  erased: BwsRow[];
  conflicts: BwsConflict[];
  /** Rows sent more than once with the same result (kept once). */
  resent: BwsRow[];
  movement: MovementSlot[];
  movementFrom: 'RoundData' | 'results';
  boardInfo: Record<number, BoardInfo>;
  /** What the reader found while reading: unreadable rows, device flags, conflicts, declarer disagreements. */
  issues: ResultIssue[];
}

export interface BwsRead {
  file: string;
  session: BwsSession;
  sections: BwsSection[];
  /** The highest ReceivedData ID read (after untilId). */
  lastId?: number;
  /** ReceivedData rows read, erased ones included. */
  rowCount: number;
  warnings: string[];
}

type Row = Record<string, unknown>;

/** A Jet 3/4 or ACE database starts with a version word and "Standard Jet DB" / "Standard ACE DB" at byte 4. */
export function isBws(bytes: Uint8Array): boolean {
  if (bytes.length < 20) return false;
  const tag = String.fromCharCode(...bytes.subarray(4, 19));
  return tag === 'Standard Jet DB' || tag === 'Standard ACE DB';
}

/** Tables of a database by name, looked up case-insensitively. */
class Database {
  private readonly names = new Map<string, string>();
  constructor(
    private readonly reader: MDBReader,
    private readonly file: string,
  ) {
    for (const n of reader.getTableNames()) this.names.set(n.toLowerCase(), n);
  }
  has(name: string): boolean {
    return this.names.has(name.toLowerCase());
  }
  /** Rows of a table with their column names lower-cased; [] when the file has no such table. */
  rows(name: string): Row[] {
    return this.read(name, [], (t) =>
      t.getData().map((r) => {
        const out: Row = {};
        for (const [k, v] of Object.entries(r)) out[k.toLowerCase()] = v;
        return out;
      }),
    );
  }
  /** A table's column names, lower-cased; none when the file has no such table. */
  columns(name: string): Set<string> {
    return this.read(name, new Set<string>(), (t) => new Set(t.getColumnNames().map((c) => c.toLowerCase())));
  }
  /**
   * What `get` reads of a table (`none` when the file has no such table). A damaged file (a page of the wrong
   * kind, a truncated one) is refused naming the file and the table, whichever part of the table was reached.
   */
  private read<T>(name: string, none: T, get: (table: ReturnType<MDBReader['getTable']>) => T): T {
    const real = this.names.get(name.toLowerCase());
    if (!real) return none;
    try {
      return get(this.reader.getTable(real));
    } catch (e) {
      throw inputError(`table ${real} cannot be read (the file may be truncated or damaged): ${(e as Error).message}`, {
        file: this.file,
      });
    }
  }
}

function num(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)) return Number(v);
  return undefined;
}

function text(v: unknown): string {
  if (v === null || v === undefined) return '';
  return String(v).trim();
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(v: unknown): string | undefined {
  if (!(v instanceof Date) || Number.isNaN(v.getTime())) return undefined;
  return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
}

/** Access keeps a time of day as 1899-12-30 plus the time; a date as the day at midnight. */
function isoTime(date: unknown, time: unknown): string | undefined {
  const day = isoDate(date);
  if (!(time instanceof Date) || Number.isNaN(time.getTime())) return day;
  const t = new Date(Math.round(time.getTime() / 1000) * 1000);
  const clock = `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
  return day ? `${day}T${clock}` : clock;
}

/** Opens the database, or says why the bytes are not a readable .bws. */
function open(bytes: Uint8Array, file: string): MDBReader {
  if (!isBws(bytes)) {
    throw inputError('is not a Bridgemate .bws file (an Access database starts with "Standard Jet DB")', { file });
  }
  try {
    const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const reader = new MDBReader(buf);
    reader.getTableNames();
    return reader;
  } catch (e) {
    throw inputError(`the database cannot be read (the file may be truncated or damaged): ${(e as Error).message}`, {
      file,
    });
  }
}

function readRow(r: Row, k: number, file: string): BwsRow {
  const id = num(r.id) ?? k + 1;
  const at = (field: string): SourceRef => ({ file, row: id, field: `ReceivedData.${field}` });
  const need = (name: string, field: string): number => {
    const v = num(r[name]);
    if (v === undefined || v < 0) throw inputError(`'${text(r[name])}' is not a ${name} number`, at(field));
    return v;
  };
  const row: BwsRow = {
    id,
    section: num(r.section) ?? 1,
    table: need('table', 'Table'),
    board: need('board', 'Board'),
    seat: text(r['ns/ew']).toUpperCase(),
    contract: text(r.contract),
    result: text(r.result),
    lead: text(r.leadcard),
    remarks: text(r.remarks),
    erased: r.erased === true || num(r.erased) === 1 || num(r.erased) === -1,
    suspicious: (num(r.suspiciouscontract) ?? 0) !== 0 || r.suspiciouscontract === true,
  };
  const round = num(r.round);
  if (round !== undefined && round > 0) row.round = round;
  const ns = num(r.pairns);
  if (ns !== undefined && ns > 0) row.pairNS = ns;
  const ew = num(r.pairew);
  if (ew !== undefined && ew > 0) row.pairEW = ew;
  const decl = num(r.declarer);
  if (decl !== undefined && decl > 0) row.declarer = decl;
  const time = isoTime(r.datelog, r.timelog);
  if (time) row.time = time;
  return row;
}

/** Same result sent: everything the device sends about the play. */
function sameResult(a: BwsRow, b: BwsRow): boolean {
  return (
    a.pairNS === b.pairNS &&
    a.pairEW === b.pairEW &&
    a.declarer === b.declarer &&
    a.seat === b.seat &&
    a.contract.replace(/\s/g, '').toUpperCase() === b.contract.replace(/\s/g, '').toUpperCase() &&
    a.result.replace(/\s/g, '') === b.result.replace(/\s/g, '') &&
    a.lead === b.lead &&
    a.remarks.toLowerCase() === b.remarks.toLowerCase()
  );
}

/** Boards of a RoundData row: LowBoard..HighBoard, else the CustomBoards list ("1,3,5" or "1-4"). */
function roundBoards(r: Row): number[] {
  const low = num(r.lowboard);
  const high = num(r.highboard);
  if (low !== undefined && high !== undefined && low > 0 && high >= low) {
    return Array.from({ length: high - low + 1 }, (_, k) => low + k);
  }
  const out: number[] = [];
  for (const part of text(r.customboards).split(/[\s,;]+/)) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) continue;
    const a = Number(m[1]);
    const b = m[2] ? Number(m[2]) : a;
    for (let x = a; x <= b; x++) out.push(x);
  }
  return out;
}

const RANKS = 'AKQJT98765432';

/** A hand of the HandRecord table ("AKT52", "A K 10 5 2", "" for a void) as PBN suit text. */
function suitText(v: unknown): string | undefined {
  const t = text(v).toUpperCase().replace(/10/g, 'T').replace(/[\s-]/g, '');
  if (![...t].every((c) => RANKS.includes(c))) return undefined;
  return [...t].sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b)).join('');
}

const SEAT_WORDS: Record<string, Seat> = { N: 'N', E: 'E', S: 'S', W: 'W' };
const SEAT_NAMES: Record<Seat, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };

function sideOf(seat: Seat): Direction {
  return seat === 'N' || seat === 'S' ? 'NS' : 'EW';
}

function describePlay(p: PlayedResult): string {
  if (p.contract === 'PASS') return PASSED_OUT;
  const d = (p.tricks ?? 0) - (p.contract.level + 6);
  return `${formatContract(p.contract)}${d === 0 ? '=' : d > 0 ? `+${d}` : d} by ${p.declarer}`;
}

interface Parsed {
  status: TravellerEntry['status'];
  played?: PlayedResult;
  /** Why the row cannot be scored. */
  problem?: string;
  field?: string;
  /** The seat and the declaring pair disagree. */
  declarerNote?: string;
}

/** The play of one row: a not-played line, a pass-out, a contract with its declarer and tricks, or a problem. */
function parsePlay(row: BwsRow): Parsed {
  const contractText = row.contract;
  if (/^not\s*played$/i.test(row.remarks) || isNotPlayedText(contractText, 'contract')) {
    return { status: 'notPlayed' };
  }
  if (contractText === '') {
    return { status: 'pending', problem: 'no contract was sent', field: 'Contract' };
  }
  let contract: PlayedResult['contract'];
  try {
    contract = parseContract(contractText);
  } catch {
    return { status: 'pending', problem: `'${contractText}' is not a contract`, field: 'Contract' };
  }
  if (contract === 'PASS') return { status: 'played', played: { contract: 'PASS' } };
  let tricks: number | undefined;
  try {
    tricks = parseTricks(row.result, contract);
  } catch {
    const label = formatContract(contract);
    const m = /^([+-=]?)(\d+)$/.exec(row.result.replace(/\s/g, ''));
    const made =
      m && m[1] === '+'
        ? contract.level + 6 + Number(m[2])
        : m && m[1] === '-'
          ? contract.level + 6 - Number(m[2])
          : NaN;
    const problem =
      row.result === ''
        ? `no result was sent for ${label}`
        : Number.isFinite(made)
          ? `${label}${row.result} gives ${made} tricks: tricks must be 0 to 13`
          : `'${row.result}' is not a result of ${label}`;
    return { status: 'pending', problem, field: 'Result' };
  }
  // The seat from NS/EW; the side from the declaring pair's number when that number is one pair of the line.
  const seat = SEAT_WORDS[row.seat.slice(0, 1)] && row.seat.length === 1 ? SEAT_WORDS[row.seat] : undefined;
  let side: Direction | undefined;
  if (row.declarer !== undefined && row.pairNS !== row.pairEW) {
    if (row.declarer === row.pairNS) side = 'NS';
    else if (row.declarer === row.pairEW) side = 'EW';
  }
  if (!seat && (row.seat === 'NS' || row.seat === 'EW')) side = row.seat;
  let declarer: Seat;
  let declarerNote: string | undefined;
  if (seat) {
    declarer = seat;
    if (side && side !== sideOf(seat)) {
      declarerNote = `the seat ${seat} is ${sideOf(seat)} but the declaring pair ${row.declarer} sat ${side}`;
    }
  } else if (side) {
    declarer = side === 'NS' ? 'N' : 'E';
  } else {
    return { status: 'pending', problem: `the declarer of ${formatContract(contract)} was not sent`, field: 'NS/EW' };
  }
  return {
    status: 'played',
    played: { contract, declarer, tricks },
    ...(declarerNote ? { declarerNote } : {}),
  };
}

/**
 * The tables of a .bws that the reader uses, as plain rows (column names as in the file, any case). A table
 * the file does not have is absent; `ReceivedData` is required.
 */
export type BwsTables = Partial<
  Record<'ReceivedData' | 'Session' | 'Section' | 'RoundData' | 'HandRecord' | 'PlayerNumbers' | 'PlayerNames', Row[]>
> & {
  /** Column names of ReceivedData when the table has no rows to show them. */
  receivedColumns?: string[];
};

const TABLES = [
  'ReceivedData',
  'Session',
  'Section',
  'RoundData',
  'HandRecord',
  'PlayerNumbers',
  'PlayerNames',
] as const;

/** Reads a .bws. Errors name the file (and the row ID and field of a row that cannot be read at all). */
export function readBws(input: Uint8Array | ArrayBuffer, options: BwsReadOptions = {}): BwsRead {
  const file = options.file ?? 'input.bws';
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  const db = new Database(open(bytes, file), file);
  if (!db.has('ReceivedData')) {
    throw inputError('has no ReceivedData table: it is an Access database but not a Bridgemate .bws', { file });
  }
  const tables: BwsTables = { receivedColumns: [...db.columns('ReceivedData')] };
  for (const t of TABLES) if (db.has(t)) tables[t] = db.rows(t);
  return readBwsTables(tables, { ...options, file });
}

/** Reads the tables of a .bws once they are out of the database (readBws; tests give them directly). */
export function readBwsTables(input: BwsTables, options: BwsReadOptions = {}): BwsRead {
  const file = options.file ?? 'input.bws';
  const lower = (rows: Row[] | undefined): Row[] =>
    (rows ?? []).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k.toLowerCase(), v])));
  const db = {
    rows: (t: (typeof TABLES)[number]) => lower(input[t]),
  };
  if (!input.ReceivedData) throw inputError('has no ReceivedData table', { file });
  const columns = new Set([
    ...(input.receivedColumns ?? []).map((c) => c.toLowerCase()),
    ...input.ReceivedData.flatMap((r) => Object.keys(r).map((c) => c.toLowerCase())),
  ]);
  for (const c of ['board', 'table', 'contract', 'result']) {
    if (!columns.has(c)) throw inputError(`the ReceivedData table has no ${c} column`, { file, field: c });
  }
  if (!columns.has('ns/ew') && !columns.has('declarer')) {
    throw inputError('the ReceivedData table has neither an NS/EW nor a Declarer column', { file });
  }
  const warnings: string[] = [];

  let rows = db.rows('ReceivedData').map((r, k) => readRow(r, k, file));
  rows.sort((a, b) => a.id - b.id);
  if (options.untilId !== undefined) rows = rows.filter((r) => r.id <= (options.untilId as number));

  const sessionRow = db.rows('Session')[0];
  const session: BwsSession = {};
  if (sessionRow) {
    const id = num(sessionRow.id);
    if (id !== undefined) session.id = id;
    const name = text(sessionRow.name);
    if (name) session.name = name;
    const date = isoDate(sessionRow.date);
    if (date) session.date = date;
    const guid = text(sessionRow.guid);
    if (guid) session.guid = guid;
  }

  const sectionRows = db.rows('Section');
  const sectionIds = new Set<number>([...sectionRows.map((s) => num(s.id) ?? 1), ...rows.map((r) => r.section)]);
  const roundRows = db.rows('RoundData');
  const hands = db.rows('HandRecord');
  const players = db.rows('PlayerNumbers');
  const names = new Map<string, string>();
  for (const p of db.rows('PlayerNames')) {
    const name = text(p.name);
    if (!name) continue;
    if (text(p.strid)) names.set(text(p.strid), name);
    if (num(p.id) !== undefined) names.set(String(num(p.id)), name);
  }

  const sections: BwsSection[] = [];
  for (const sid of [...sectionIds].sort((a, b) => a - b)) {
    const info = sectionRows.find((s) => (num(s.id) ?? 1) === sid);
    const mine = rows.filter((r) => r.section === sid);
    const rounds = roundRows.filter((r) => (num(r.section) ?? 1) === sid);
    if (!mine.length && !info) continue;
    sections.push(
      readSection({
        file,
        sid,
        info,
        rows: mine,
        rounds,
        hands: hands.filter((h) => (num(h.section) ?? 1) === sid),
        players: players.filter((p) => (num(p.section) ?? 1) === sid),
        names,
        session,
        form: options.form ?? 'mp',
        warnings,
      }),
    );
  }
  const read: BwsRead = { file, session, sections, rowCount: rows.length, warnings };
  if (rows.length) read.lastId = rows[rows.length - 1].id;
  return read;
}

interface SectionInput {
  file: string;
  sid: number;
  info: Row | undefined;
  rows: BwsRow[];
  rounds: Row[];
  hands: Row[];
  players: Row[];
  names: Map<string, string>;
  session: BwsSession;
  form: ScoringForm;
  warnings: string[];
}

function readSection(s: SectionInput): BwsSection {
  const { file, sid, info } = s;
  const letter = text(info?.letter) || String(sid);
  const where = `${file} section ${letter}`;
  const issues: ResultIssue[] = [];
  const erased = s.rows.filter((r) => r.erased);
  const { lines, conflicts, resent } = lastSent(s.rows.filter((r) => !r.erased));
  const { slots, covers } = roundsMovement(s, lines, where);
  const { mitchell, prefixedIds, idOf } = sectionKind(info, lines, slots, covers);
  const movement: MovementSlot[] = covers
    ? slots.map((x) => {
        const out: MovementSlot = { table: x.table, round: x.round, boards: x.boards };
        const ns = idOf(num(x.ns), 'NS');
        const ew = idOf(num(x.ew), 'EW');
        if (ns) out.ns = ns;
        if (ew) out.ew = ew;
        return out;
      })
    : movementFromResults(lines, idOf);
  const { entries, contestants } = sectionLines(file, lines, movement, mitchell, idOf, issues);
  const fullConflicts = conflictIssues(lines, conflicts, issues);
  seatNames(s, movement, contestants, where);
  const boardInfo = sectionDeals(s, where);

  const boards = [...new Set(lines.map((r) => r.board))].sort((a, b) => a - b);
  const event: EventData = {
    kind: 'pairs',
    form: s.form,
    title: [s.session.name, `section ${letter}`].filter(Boolean).join(', '),
    contestants: [...contestants.values()].sort((a, b) => a.id.localeCompare(b.id, undefined, { numeric: true })),
    entries,
    boards,
    program: 'Bridgemate',
  };
  const identity: BwsIdentity = { section: letter };
  if (s.session.guid) identity.guid = s.session.guid;
  if (s.session.id !== undefined) identity.session = s.session.id;
  if (s.session.date) identity.date = s.session.date;
  const first = [...lines, ...erased].sort((a, b) => a.id - b.id).find((r) => r.time && r.time.length >= 10);
  if (first?.time) identity.playedOn = first.time.slice(0, 10);
  const tables = num(info?.tables);
  return {
    id: sid,
    letter,
    ...(tables !== undefined && tables > 0 ? { tables } : {}),
    mitchell,
    prefixedIds,
    identity,
    event,
    rows: lines,
    erased,
    conflicts: fullConflicts,
    resent,
    movement,
    movementFrom: covers ? 'RoundData' : 'results',
    boardInfo,
    issues,
  };
}

/** One line per board and table: the last row sent, with a conflict when earlier ones differ. */
function lastSent(live: readonly BwsRow[]): {
  lines: BwsRow[];
  conflicts: Array<Omit<BwsConflict, 'line'>>;
  resent: BwsRow[];
} {
  const byKey = new Map<string, BwsRow[]>();
  for (const r of live) {
    const key = `${r.board}|${r.table}`;
    const list = byKey.get(key) ?? [];
    list.push(r);
    byKey.set(key, list);
  }
  const lines: BwsRow[] = [];
  const conflicts: Array<Omit<BwsConflict, 'line'>> = [];
  const resent: BwsRow[] = [];
  for (const list of byKey.values()) {
    const last = list[list.length - 1];
    lines.push(last);
    if (list.length === 1) continue;
    if (list.every((r) => sameResult(r, last))) resent.push(...list.slice(0, -1));
    else conflicts.push({ board: last.board, table: last.table, rows: list, proposed: last });
  }
  lines.sort((a, b) => a.id - b.id);

  return { lines, conflicts, resent };
}

/**
 * The movement RoundData gives, and whether it lists every table and round the results use; the pairs it seats
 * are filled in where a row did not say.
 */
function roundsMovement(
  s: SectionInput,
  lines: readonly BwsRow[],
  where: string,
): { slots: MovementSlot[]; covers: boolean } {
  const slotsFromRounds: MovementSlot[] = s.rounds
    .map((r) => {
      const slot: MovementSlot = { table: num(r.table) ?? 0, round: num(r.round) ?? 0, boards: roundBoards(r) };
      const ns = num(r.nspair);
      const ew = num(r.ewpair);
      if (ns) slot.ns = String(ns);
      if (ew) slot.ew = String(ew);
      return slot;
    })
    .filter((x) => x.table > 0 && x.round > 0);
  const roundKeys = new Set(slotsFromRounds.map((x) => `${x.table}|${x.round}`));
  const used = new Set(lines.filter((r) => r.round !== undefined).map((r) => `${r.table}|${r.round}`));
  const covers = slotsFromRounds.length > 0 && [...used].every((k) => roundKeys.has(k));
  if (slotsFromRounds.length && !covers) {
    const missing = [...used].filter((k) => !roundKeys.has(k)).length;
    s.warnings.push(
      `${where}: RoundData lists ${slotsFromRounds.length} table-round${slotsFromRounds.length === 1 ? '' : 's'} but not ${missing} of the ${used.size} the results use; the movement is taken from the results`,
    );
  }
  // Pairs the movement seats where a row did not say.
  const seated = new Map(slotsFromRounds.map((x) => [`${x.table}|${x.round}`, x]));
  for (const r of lines) {
    const slot = r.round !== undefined ? seated.get(`${r.table}|${r.round}`) : undefined;
    if (slot && r.pairNS === undefined && slot.ns) r.pairNS = Number(slot.ns);
    if (slot && r.pairEW === undefined && slot.ew) r.pairEW = Number(slot.ew);
  }

  return { slots: slotsFromRounds, covers };
}

/**
 * Two-winner section: as the file says, else a pair number at two tables in one round (or against itself),
 * else every pair in one direction. Pair ids carry their direction when numbers repeat across directions.
 */
function sectionKind(
  info: Row | undefined,
  lines: readonly BwsRow[],
  slotsFromRounds: readonly MovementSlot[],
  covers: boolean,
): { mitchell: boolean; prefixedIds: boolean; idOf: (n: number | undefined, d: Direction) => string | undefined } {
  const winners = num(info?.winners);
  const seats = [
    ...lines,
    ...(covers ? slotsFromRounds.map((x) => ({ ...x, pairNS: num(x.ns), pairEW: num(x.ew) })) : []),
  ];
  let overlap = false;
  const tableOf = new Map<string, number>();
  for (const r of seats) {
    if (r.pairNS !== undefined && r.pairNS === r.pairEW) overlap = true;
    if (r.round === undefined) continue;
    for (const p of [r.pairNS, r.pairEW]) {
      if (p === undefined) continue;
      const k = `${r.round}|${p}`;
      const t = tableOf.get(k);
      if (t !== undefined && t !== r.table) overlap = true;
      tableOf.set(k, r.table);
    }
  }
  const dirsOf = new Map<number, Set<Direction>>();
  for (const r of seats) {
    if (r.pairNS !== undefined) dirsOf.set(r.pairNS, (dirsOf.get(r.pairNS) ?? new Set()).add('NS'));
    if (r.pairEW !== undefined) dirsOf.set(r.pairEW, (dirsOf.get(r.pairEW) ?? new Set()).add('EW'));
  }
  const oneWay = dirsOf.size > 0 && [...dirsOf.values()].every((d) => d.size === 1);
  const mitchell = winners === 2 || (winners !== 1 && (overlap || oneWay));
  const prefixedIds = mitchell && (winners === 2 || overlap);
  const idOf = (n: number | undefined, d: Direction): string | undefined =>
    n === undefined ? undefined : prefixedIds ? `${d} ${n}` : String(n);

  return { mitchell, prefixedIds, idOf };
}

/** The traveller lines of the rows kept, the contestants the movement and the lines seat, the rows' problems. */
function sectionLines(
  file: string,
  lines: readonly BwsRow[],
  movement: readonly MovementSlot[],
  mitchell: boolean,
  idOf: (n: number | undefined, d: Direction) => string | undefined,
  issues: ResultIssue[],
): { entries: TravellerEntry[]; contestants: Map<string, Contestant> } {
  const entries: TravellerEntry[] = [];
  const contestants = new Map<string, Contestant>();
  const addContestant = (id: string | undefined, d: Direction) => {
    if (id === undefined || contestants.has(id)) return;
    contestants.set(id, mitchell ? { id, direction: d } : { id });
  };
  for (const slot of movement) {
    addContestant(slot.ns, 'NS');
    addContestant(slot.ew, 'EW');
  }
  lines.forEach((r, k) => {
    const entry: TravellerEntry = {
      board: r.board,
      table: r.table,
      status: 'pending',
      source: { file, row: r.id, field: 'ReceivedData' },
    };
    if (r.round !== undefined) entry.round = r.round;
    const ns = idOf(r.pairNS, 'NS');
    const ew = idOf(r.pairEW, 'EW');
    if (ns) entry.ns = ns;
    if (ew) entry.ew = ew;
    addContestant(ns, 'NS');
    addContestant(ew, 'EW');
    if (r.lead) entry.lead = r.lead;
    const p = parsePlay(r);
    entry.status = p.status;
    if (p.played) {
      entry.played = p.played;
      entry.scoreNS = contractScore(p.played, boardVulnerability(r.board));
      if (entry.scoreNS === 0) entry.scoreNS = 0;
    }
    const place = issuePlace(r.board, r.table);
    if (p.problem) {
      issues.push({
        severity: 'error',
        code: 'impossible-result',
        board: r.board,
        table: r.table,
        ...(r.round !== undefined ? { round: r.round } : {}),
        line: k,
        params: { row: r.id, field: p.field ?? '', contract: r.contract, result: r.result },
        message: `${place} (row ${r.id}, ${p.field}): ${p.problem}; the line waits for the director`,
      });
    }
    if (p.declarerNote) {
      issues.push({
        severity: 'warning',
        code: 'declarer-disagrees',
        board: r.board,
        table: r.table,
        line: k,
        params: { row: r.id, seat: r.seat, declarer: r.declarer ?? '' },
        message: `${place}: ${p.declarerNote}; the seat is used`,
      });
    }
    if (r.suspicious) {
      issues.push({
        severity: 'warning',
        code: 'device-flag',
        board: r.board,
        table: r.table,
        line: k,
        params: { row: r.id, contract: r.contract, result: r.result },
        message: `${place}: the table device marked ${p.played ? describePlay(p.played) : `'${r.contract}'`} as suspicious`,
      });
    }
    entries.push(entry);
  });
  return { entries, contestants };
}

/** A warning for each board and table sent more than once with different results. */
function conflictIssues(
  lines: readonly BwsRow[],
  conflicts: ReadonlyArray<Omit<BwsConflict, 'line'>>,
  issues: ResultIssue[],
): BwsConflict[] {
  const lineOf = new Map(lines.map((r, k) => [r.id, k]));
  const fullConflicts: BwsConflict[] = conflicts.map((c) => ({ ...c, line: lineOf.get(c.proposed.id) ?? -1 }));
  for (const c of fullConflicts) {
    const sent = c.rows.map((r) => `${r.contract} ${r.seat} ${r.result}`.trim()).join(', then ');
    issues.push({
      severity: 'warning',
      code: 'sent-twice',
      board: c.board,
      table: c.table,
      line: c.line,
      params: { rows: c.rows.map((r) => r.id).join(', '), proposed: c.proposed.id, count: c.rows.length },
      message: `${issuePlace(c.board, c.table)} was sent ${c.rows.length} times (rows ${c.rows.map((r) => r.id).join(', ')}: ${sent}); the last (row ${c.proposed.id}) is proposed`,
    });
  }

  return fullConflicts;
}

/** Names of the players, by the seat they took at their table (in the round they sat down, else the first). */
function seatNames(
  s: SectionInput,
  movement: readonly MovementSlot[],
  contestants: Map<string, Contestant>,
  where: string,
): void {
  for (const p of s.players) {
    const seat = SEAT_WORDS[text(p.direction).toUpperCase().slice(0, 1)];
    const table = num(p.table);
    if (!seat || table === undefined) continue;
    const name = text(p.name) || s.names.get(text(p.number));
    if (!name) continue;
    const round = num(p.round);
    const at = movement
      .filter((x) => x.table === table && (round === undefined || round <= 1 || x.round === round))
      .sort((a, b) => a.round - b.round)[0];
    const id = sideOf(seat) === 'NS' ? at?.ns : at?.ew;
    const c = id !== undefined ? contestants.get(id) : undefined;
    if (!c) {
      s.warnings.push(`${where}: ${SEAT_NAMES[seat]} player '${name}' at table ${table} sits where no pair is seated`);
      continue;
    }
    const names = c.names ?? ['', ''];
    names[seat === 'N' || seat === 'E' ? 0 : 1] = name;
    c.names = names;
  }
  for (const c of contestants.values()) if (c.names) c.names = c.names.filter((n) => n !== '');
}

/** The deals of the hand records that hold four hands of 13 cards. */
function sectionDeals(s: SectionInput, where: string): Record<number, BoardInfo> {
  const boardInfo: Record<number, BoardInfo> = {};
  for (const h of s.hands) {
    const board = num(h.board);
    if (board === undefined || board < 1) continue;
    const hand = (seat: string) =>
      ['spades', 'hearts', 'diamonds', 'clubs'].map((suit) => suitText(h[`${seat}${suit}`]));
    const four = ['north', 'east', 'south', 'west'].map(hand);
    const cards = four.map((suits) => suits.reduce((n, x) => n + (x?.length ?? 0), 0));
    if (four.some((suits) => suits.some((x) => x === undefined)) || cards.some((n) => n !== 13)) {
      if (cards.some((n) => n > 0)) {
        s.warnings.push(`${where}: the hand record of board ${board} is not four hands of 13 cards; it is left out`);
      }
      continue;
    }
    boardInfo[board] = {
      dealer: boardDealer(board),
      vulnerable: boardVulnerability(board),
      deal: `N:${four.map((suits) => suits.join('.')).join(' ')}`,
    };
  }

  return boardInfo;
}

/** The movement the results show: who sat at each table and round, and the boards played there. */
function movementFromResults(
  lines: readonly BwsRow[],
  idOf: (n: number | undefined, d: Direction) => string | undefined,
): MovementSlot[] {
  const slots = new Map<string, MovementSlot>();
  for (const r of lines) {
    if (r.round === undefined) continue;
    const key = `${r.table}|${r.round}`;
    let slot = slots.get(key);
    if (!slot) {
      slot = { table: r.table, round: r.round, boards: [] };
      const ns = idOf(r.pairNS, 'NS');
      const ew = idOf(r.pairEW, 'EW');
      if (ns) slot.ns = ns;
      if (ew) slot.ew = ew;
      slots.set(key, slot);
    }
    if (!slot.boards.includes(r.board)) slot.boards.push(r.board);
  }
  return [...slots.values()]
    .map((x) => ({ ...x, boards: [...x.boards].sort((a, b) => a - b) }))
    .sort((a, b) => a.round - b.round || a.table - b.table);
}

/** One section of a .bws as the other readers hand over a file: an event with nothing carried to check. */
export function bwsSectionResult(read: BwsRead, section: BwsSection): ReadResult {
  const meta: Record<string, string> = { Section: section.letter };
  if (read.session.name) meta.Session = read.session.name;
  if (read.session.date) meta.Date = read.session.date;
  if (read.session.guid) meta.GUID = read.session.guid;
  const warnings = [
    ...read.warnings.filter((w) => w.startsWith(`${read.file} section ${section.letter}:`)),
    ...section.issues.map((i) => `${read.file} section ${section.letter}, ${i.message}`),
  ];
  return {
    format: 'bws',
    file: read.file,
    event: section.event,
    values: { ...emptyValues(), entries: section.event.entries.map(() => ({})) },
    meta,
    boardInfo: section.boardInfo,
    warnings,
  };
}

/** Describes what was read, for the command line and the pane's summary. */
export function bwsSummary(read: BwsRead): string {
  const parts = read.sections.map((s) => {
    const results = s.event.entries.filter((e) => e.status === 'played').length;
    const notPlayed = s.event.entries.filter((e) => e.status === 'notPlayed').length;
    const waiting = s.event.entries.filter((e) => e.status === 'pending').length;
    return `section ${s.letter}: ${results} results on ${s.event.boards?.length ?? 0} boards, ${notPlayed} not played, ${waiting} waiting, ${s.erased.length} erased, ${s.conflicts.length} sent twice (movement from ${s.movementFrom})`;
  });
  return `${read.file}: ${read.rowCount} rows; ${parts.join('; ')}`;
}
