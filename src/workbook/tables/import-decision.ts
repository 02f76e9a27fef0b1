/**
 * An import into a workbook that already holds an event is a decision, planned here without Excel:
 * - the event's settings as the file gives them (the preset of the program that wrote it, the engine's
 *   presetForProgram as the command line's `check` uses it; tables, boards and rounds counted from the data);
 * - the comparison of the workbook's event with the file's (title, date, contestants, boards, movement), which
 *   says whether the file's results may be added (same event) or only replace the event;
 * - the archive sheet that keeps the event's tables before the import, so that the import can be undone;
 * - the fingerprint of the Travellers' entered cells, which tells an undo whether the lines changed since.
 */
import type { EventData, PresetId, ScoringForm } from './engine';
import { ENTERED } from './import-plan';
import { type Cell, cellText } from './schema';
import { fnv1a } from './fingerprint';
import { DEFAULT_SETTINGS, type EventSettings, type Movement } from './settings';
import type { TableSnapshot } from './snapshot';
import { positions } from './snapshot';

/** What a reader hands over: the event, the file's header facts and its name. */
export interface FileRead {
  file: string;
  event: EventData;
  meta?: Record<string, string>;
}

export interface FileSettings {
  settings: EventSettings;
  /** 'program' when the preset is the one of the program that wrote the file. */
  presetFrom: 'program' | 'default';
  program?: string;
}

function distinct<T>(xs: Iterable<T>): T[] {
  return [...new Set(xs)];
}

/** The most frequent value (the smallest among equals); 0 for none. */
function mode(xs: readonly number[]): number {
  const count = new Map<number, number>();
  for (const x of xs) count.set(x, (count.get(x) ?? 0) + 1);
  let best = 0;
  let n = 0;
  for (const [x, c] of [...count].sort((a, b) => a[0] - b[0])) {
    if (c > n) {
      best = x;
      n = c;
    }
  }
  return best;
}

/** The date the file gives (PBN [Date], USEBIO DATE), as written. */
export function fileDate(meta: Record<string, string> | undefined): string {
  if (!meta) return '';
  return (meta.Date ?? meta.DATE ?? '').trim();
}

/**
 * Movement, tables, rounds and boards a round, worked out from the results: a pair that sits both N-S and E-W
 * means a Howell; tables are the most pairs of one direction (Mitchell), half the pairs (Howell), or the highest
 * table number; boards that the same pairs played against each other at every table form one round's set.
 */
export function countsFromData(
  data: EventData,
): Pick<EventSettings, 'movement' | 'tables' | 'boards' | 'rounds' | 'boardsPerRound'> {
  const entries = data.entries;
  const boardList = distinct([...(data.boards ?? []), ...entries.map((e) => e.board)]).sort((a, b) => a - b);
  const boards = boardList.length;
  const maxTable = Math.max(0, ...entries.map((e) => e.table ?? 0));
  if (data.kind === 'teams') {
    const teams = distinct([
      ...data.contestants.map((c) => c.id),
      ...entries.flatMap((e) => [e.ns, e.ew].filter((x): x is string => !!x)),
    ]).length;
    const t = Math.max(2, teams);
    return { movement: 'teams', tables: t + (t % 2), boards, rounds: 1, boardsPerRound: boards };
  }
  if (data.kind === 'individual') {
    const players = distinct(entries.flatMap((e) => Object.values(e.players ?? {}))).length;
    return {
      movement: 'individual',
      tables: Math.max(1, maxTable, Math.ceil(players / 4)),
      boards,
      rounds: 0,
      boardsPerRound: 0,
    };
  }
  const nsIds = new Set(entries.map((e) => e.ns).filter((x): x is string => !!x));
  const ewIds = new Set(entries.map((e) => e.ew).filter((x): x is string => !!x));
  for (const c of data.contestants) {
    if (c.direction === 'NS') nsIds.add(c.id);
    if (c.direction === 'EW') ewIds.add(c.id);
  }
  // A pair seen in both directions means a Howell (or a barometer), whatever the file's pair list says.
  const both = [...nsIds].some((id) => ewIds.has(id));
  const movement: Movement = !both && nsIds.size > 0 && ewIds.size > 0 ? 'mitchell' : 'howell';
  const pairs = new Set([...nsIds, ...ewIds]).size;
  const fromPairs = movement === 'mitchell' ? Math.max(nsIds.size, ewIds.size) : Math.ceil(pairs / 2);
  const perBoard = new Map<number, number>();
  for (const e of entries) perBoard.set(e.board, (perBoard.get(e.board) ?? 0) + 1);
  const tables = Math.max(2, maxTable, fromPairs, ...perBoard.values());
  const rounds = distinct(entries.map((e) => e.round).filter((r): r is number => r !== undefined));
  if (rounds.length > 0) {
    return { movement, tables, boards, rounds: rounds.length, boardsPerRound: Math.round(boards / rounds.length) };
  }
  // Boards a round: the boards two pairs played against each other (most often); rounds: the most boards a
  // pair played, in such sets.
  const meetings = new Map<string, number>();
  const byPair = new Map<string, number>();
  for (const e of entries) {
    if (!e.ns || !e.ew) continue;
    const key = `${e.ns}\u0001${e.ew}`;
    meetings.set(key, (meetings.get(key) ?? 0) + 1);
    for (const id of [e.ns, e.ew]) byPair.set(id, (byPair.get(id) ?? 0) + 1);
  }
  const boardsPerRound = Math.max(1, mode([...meetings.values()]));
  const roundCount = Math.ceil(Math.max(0, ...byPair.values()) / boardsPerRound);
  return { movement, tables, boards, rounds: roundCount, boardsPerRound };
}

/** The preset the program that wrote the file rules (the engine's presetForProgram, as the CLI's check uses it). */
export type ProgramPreset = { program: string; preset: PresetId } | undefined;

/**
 * The event's settings as the file says them; nothing of the workbook's is used. `hit` is the engine's
 * presetForProgram(read.event.program), looked up with the file readers (loaded on first use, off the pane's
 * first download).
 */
export function settingsFromFile(read: FileRead, hit: ProgramPreset): FileSettings {
  const counts = countsFromData(read.event);
  const form: ScoringForm = read.event.form;
  const settings: EventSettings = {
    ...DEFAULT_SETTINGS,
    title: read.event.title ?? read.file,
    date: fileDate(read.meta),
    kind: read.event.kind,
    form,
    preset: hit?.preset ?? 'wbf',
    ...counts,
  };
  return hit
    ? { settings, presetFrom: 'program', program: hit.program }
    : { settings, presetFrom: 'default', ...(read.event.program ? { program: read.event.program } : {}) };
}

/** Why the file's results may not be added to the workbook's event (each a reason the pane words). */
export type AddRefusal = 'kind' | 'form' | 'movement' | 'boards';

export interface ImportComparison {
  title: { workbook: string; file: string; same: boolean };
  date: { workbook: string; file: string; same: boolean };
  /** Contestant ids in either event and how many both have. */
  contestants: { workbook: number; file: number; common: number };
  /** Boards of each event, and the file's boards the workbook's event does not have. */
  boards: { workbook: number; file: number; outside: number[] };
  movement: { workbook: Movement; file: Movement };
  /** Results already in the workbook. */
  workbookResults: number;
  /** Empty when the file's results may be added to the event. */
  refusals: AddRefusal[];
}

/**
 * Compares the workbook's event (its settings and the event as read from the Travellers) with the file's.
 * Adding is allowed only for the same event: same kind, form and movement, and every board of the file among
 * the event's boards.
 */
export function compareEvents(
  current: { settings: EventSettings; event: EventData },
  file: { settings: EventSettings; event: EventData },
): ImportComparison {
  const ids = (e: EventData) =>
    new Set([
      ...e.contestants.map((c) => c.id),
      ...e.entries.flatMap((x) => [x.ns, x.ew].filter((v): v is string => !!v)),
    ]);
  const mine = ids(current.event);
  const theirs = ids(file.event);
  const inEvent = new Set([
    ...Array.from({ length: current.settings.boards }, (_, k) => k + 1),
    ...(current.event.boards ?? []),
    ...current.event.entries.map((e) => e.board),
  ]);
  const fileBoards = distinct([...(file.event.boards ?? []), ...file.event.entries.map((e) => e.board)]).sort(
    (a, b) => a - b,
  );
  const outside = fileBoards.filter((b) => !inEvent.has(b));
  const refusals: AddRefusal[] = [];
  if (current.settings.kind !== file.settings.kind) refusals.push('kind');
  if (current.settings.form !== file.settings.form) refusals.push('form');
  if (current.settings.movement !== file.settings.movement) refusals.push('movement');
  if (outside.length) refusals.push('boards');
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return {
    title: {
      workbook: current.settings.title,
      file: file.settings.title,
      same: same(current.settings.title, file.settings.title),
    },
    date: {
      workbook: current.settings.date,
      file: file.settings.date,
      same: same(current.settings.date, file.settings.date),
    },
    contestants: { workbook: mine.size, file: theirs.size, common: [...theirs].filter((id) => mine.has(id)).length },
    boards: { workbook: inEvent.size, file: fileBoards.length, outside },
    movement: { workbook: current.settings.movement, file: file.settings.movement },
    workbookResults: current.event.entries.filter((e) => e.status !== 'pending').length,
    refusals,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Fingerprint of the entered cells
// ---------------------------------------------------------------------------------------------------------------

/**
 * A short fingerprint of the Travellers' entered cells (board … ruling, as text): the number of lines and a
 * 32-bit FNV-1a hash. Equal for the same entries whether Excel keeps a cell as a number or as text.
 */
export function travellerFingerprint(header: readonly Cell[], rows: readonly (readonly Cell[])[]): string {
  const pos = positions(header);
  let h = 0x811c9dc5;
  const mix = (s: string) => {
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  };
  let lines = 0;
  for (const row of rows) {
    const cells = ENTERED.map((c) => (pos[c] === undefined ? '' : cellText(row[pos[c]])));
    if (cells.every((c) => c === '')) continue;
    lines++;
    mix(cells.join('\u0001'));
    mix('\u0002');
  }
  return `${lines}:${h.toString(16).padStart(8, '0')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Archive sheet
// ---------------------------------------------------------------------------------------------------------------

export const ARCHIVE_PREFIX = 'Archive';
const ARCHIVE_MARK = 'bridge-scorer archive';
const TABLE_MARK = 'table';

/** The next free archive sheet name: "Archive 1", "Archive 2", … */
export function archiveName(sheetNames: readonly string[]): string {
  const taken = new Set(sheetNames.map((n) => n.toLowerCase()));
  let n = 1;
  while (taken.has(`${ARCHIVE_PREFIX} ${n}`.toLowerCase())) n++;
  return `${ARCHIVE_PREFIX} ${n}`;
}

export interface ArchivedTable {
  name: string;
  header: Cell[];
  rows: Cell[][];
  /**
   * tableFingerprint of the table as the import left it, when the archive says it (archives made before it was
   * kept do not): an undo that finds the table otherwise refuses, so that nothing typed since is lost.
   */
  after?: string;
}

/**
 * The rows of a table that an import changed, as they were before (the table's other rows are not copied): the
 * body index of each, the number of body rows before (rows from there on were added by the import), and the
 * fingerprint of the table as the import left it ('' when the import left no such table).
 */
export interface ArchivedRows {
  name: string;
  header: Cell[];
  /** Body index (0-based) of each row of `rows`, ascending. */
  at: number[];
  rows: Cell[][];
  /** Body rows before the import (0 when the workbook had no such table). */
  length: number;
  after: string;
}

/** What archiveGrid copies whole: a loaded table, or rows standing for one, with the fingerprint after. */
export type ArchiveInput = Pick<TableSnapshot, 'name' | 'header' | 'rows'> & { after?: string };

const ROWS_MARK = 'rows';

/**
 * A fingerprint of a whole table (header and every body row, blank ones too, in place): the number of rows and a
 * 32-bit FNV-1a hash of the cells as text. Equal whether Excel keeps a cell as a number or as its text.
 */
export function tableFingerprint(header: readonly Cell[], rows: readonly (readonly Cell[])[]): string {
  const text = [header, ...rows].map((row) => `${header.map((_, i) => cellText(row[i])).join('\u0001')}\u0002`);
  return `${rows.length}:${fnv1a(text.join(''))}`;
}

/** Two rows hold the same cells as text (a number and its text alike), across `width` columns. */
function sameText(a: readonly Cell[] | undefined, b: readonly Cell[] | undefined, width: number): boolean {
  for (let i = 0; i < width; i++) if (cellText(a?.[i]) !== cellText(b?.[i])) return false;
  return true;
}

/**
 * The archive of what an import does to a table: the rows of `before` that `after` changes (kept as they were),
 * the length before and the fingerprint of `after` (undefined: the import leaves no such table). Undefined when
 * nothing changes.
 */
export function changedRows(
  name: string,
  header: readonly Cell[],
  before: readonly (readonly Cell[])[],
  after: readonly (readonly Cell[])[] | undefined,
): ArchivedRows | undefined {
  const next = after ?? [];
  const at: number[] = [];
  before.forEach((row, i) => {
    if (i >= next.length || !sameText(row, next[i], header.length)) at.push(i);
  });
  if (!at.length && next.length === before.length) return undefined;
  return {
    name,
    header: header.map((c) => cellText(c)),
    at,
    rows: at.map((i) => header.map((_, k) => before[i][k] ?? '')),
    length: before.length,
    after: after ? tableFingerprint(header, next) : '',
  };
}

/**
 * The body that puts a table back as the archive keeps it: the archived rows at their places (a cell that already
 * holds the same text is left as it is, so a number stays a number), the rows from the archived length on left
 * out. Call only when the table's fingerprint is the archive's `after` (the rows are where the import left them).
 */
export function restoredRows(rows: readonly (readonly Cell[])[], archived: ArchivedRows): Cell[][] {
  const width = archived.header.length;
  const out = rows.slice(0, archived.length).map((r) => r.slice());
  archived.at.forEach((i, k) => {
    if (i >= archived.length) return;
    const now = out[i] ?? [];
    out[i] = archived.rows[k].map((v, c) => (c < width && cellText(now[c]) === cellText(v) ? now[c] : v));
  });
  return out;
}

/**
 * The archive sheet's cells: a first line naming what it keeps, then per table a marker line (table, name, rows,
 * columns, and the fingerprint after the import when given), its header and its rows; then per table of which
 * only changed rows are kept a marker line (rows, name, rows, columns, the body's length before, the fingerprint
 * after), its header behind an empty cell, and its rows behind their body index. The block is written as text, so
 * "=" and "+1" stay as typed.
 */
export function archiveGrid(
  note: string,
  tables: readonly (ArchiveInput | undefined)[],
  changes: readonly (ArchivedRows | undefined)[] = [],
): Cell[][] {
  const text = (v: Cell | undefined): Cell => (v === null || v === undefined ? '' : String(v));
  const parts: Cell[][] = [[ARCHIVE_MARK, note]];
  for (const t of tables) {
    if (!t) continue;
    const marker: Cell[] = [TABLE_MARK, t.name, t.rows.length, t.header.length];
    parts.push(t.after === undefined ? marker : [...marker, t.after]);
    parts.push(t.header.map((c) => cellText(c)));
    for (const r of t.rows) parts.push(t.header.map((_, i) => text(r[i])));
  }
  for (const c of changes) {
    if (!c) continue;
    parts.push([ROWS_MARK, c.name, c.rows.length, c.header.length, c.length, c.after]);
    parts.push(['', ...c.header.map((h) => cellText(h))]);
    c.rows.forEach((r, k) => parts.push([c.at[k], ...c.header.map((_, i) => text(r[i]))]));
  }
  const width = Math.max(...parts.map((r) => r.length));
  return parts.map((r) => [...r, ...Array.from({ length: width - r.length }, () => '' as Cell)]);
}

/** Reads an archive sheet's cells back: the tables kept whole, and the tables of which changed rows are kept. */
export function readArchiveSheet(
  grid: readonly (readonly Cell[])[],
  sheet: string,
): { tables: Map<string, ArchivedTable>; changes: Map<string, ArchivedRows> } {
  if (cellText(grid[0]?.[0]) !== ARCHIVE_MARK) throw new Error(`the sheet '${sheet}' is not an archive of an event`);
  const tables = new Map<string, ArchivedTable>();
  const changes = new Map<string, ArchivedRows>();
  const cell = (c: Cell | undefined): Cell => (c === null || c === undefined ? '' : c);
  let i = 1;
  while (i < grid.length) {
    const row = grid[i];
    const mark = cellText(row[0]);
    if (mark !== TABLE_MARK && mark !== ROWS_MARK) {
      i++;
      continue;
    }
    const name = cellText(row[1]);
    const count = Number(cellText(row[2]));
    const width = Number(cellText(row[3]));
    const length = Number(cellText(row[4]));
    const damaged = () => new Error(`the sheet '${sheet}', row ${i + 1}: the table marker is damaged`);
    if (!name || !Number.isInteger(count) || !Number.isInteger(width) || i + 1 + count >= grid.length + 1) {
      throw damaged();
    }
    const lead = mark === ROWS_MARK ? 1 : 0;
    const header = (grid[i + 1] ?? []).slice(lead, lead + width).map((c) => cellText(c));
    const body = grid.slice(i + 2, i + 2 + count);
    if (body.length !== count) throw new Error(`the sheet '${sheet}': table ${name} lacks rows`);
    const rows = body.map((r) => Array.from({ length: width }, (_, k) => cell(r[lead + k])));
    if (mark === TABLE_MARK) {
      const after = cellText(row[4]);
      tables.set(name, after ? { name, header, rows, after } : { name, header, rows });
    } else {
      const at = body.map((r) => Number(cellText(r[0])));
      if (!Number.isInteger(length) || at.some((k) => !Number.isInteger(k) || k < 0)) throw damaged();
      changes.set(name, { name, header, at, rows, length, after: cellText(row[5]) });
    }
    i += 2 + count;
  }
  return { tables, changes };
}

/** Reads an archive sheet's cells back into the tables it keeps whole; an error names what is wrong with the sheet. */
export function readArchive(grid: readonly (readonly Cell[])[], sheet: string): Map<string, ArchivedTable> {
  return readArchiveSheet(grid, sheet).tables;
}

/** An archived table's rows laid out under another header (columns matched by name; others left empty). */
export function rowsUnder(archived: ArchivedTable, header: readonly Cell[]): Cell[][] {
  const from = positions(archived.header);
  const names = header.map((h) => cellText(h));
  return archived.rows.map((r) => names.map((n) => (from[n] === undefined ? '' : (r[from[n]] ?? ''))));
}

// ---------------------------------------------------------------------------------------------------------------
// Settings rows and the log line
// ---------------------------------------------------------------------------------------------------------------

/**
 * The EventSettings table's body with `settings` in it: a known key's value replaced where it stands, other rows
 * kept, keys the table lacks appended.
 */
export function settingsBody(
  t: TableSnapshot,
  settings: EventSettings,
  keys: readonly (keyof EventSettings)[],
): { body: Cell[][]; added: Cell[][] } {
  const pos = positions(t.header);
  const k = pos.key ?? 0;
  const v = pos.value ?? 1;
  const seen = new Set<string>();
  const body = t.rows.map((r) => {
    const key = cellText(r[k]) as keyof EventSettings;
    if (!keys.includes(key) || seen.has(key)) return r.slice();
    seen.add(key);
    const out = r.slice();
    out[v] = String(settings[key]);
    return out;
  });
  const width = Math.max(2, t.header.length);
  const added = keys
    .filter((key) => !seen.has(key))
    .map((key) => {
      const row: Cell[] = Array.from({ length: width }, () => '');
      row[k] = key;
      row[v] = String(settings[key]);
      return row;
    });
  return { body, added };
}

export type ImportMode = 'replace' | 'add';

/** The `answers` cell of an import's log line: what marks the line as an import (not a ruling). */
export const IMPORT_ANSWER = 'import';

/** A log line made by an import (its undo restores the archive named in ruling_before). */
export function isImportLine(line: { answers: string; laws: string }): boolean {
  return line.laws === '' && line.answers.split(':')[0].trim() === IMPORT_ANSWER;
}
