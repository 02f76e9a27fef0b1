/**
 * The Contestants table: one line per pair (team, player) with the id the Travellers table uses, its direction in
 * a Mitchell and the names as the scorer keeps them. Pure: reading the loaded table, putting its names into the
 * engine's event (so the Ranking shows them), the lines of a new event, and what an import adds or fills.
 * The names never change a score: the engine ranks by id.
 */
import type { Contestant, EventData } from './engine';
import type { MovementPlan } from './movement';
import { type Cell, cellText, CONTESTANT_COLUMNS, type ContestantColumn } from './schema';
import type { EventSettings } from './settings';
import type { TableSnapshot } from './snapshot';

/** One line of the Contestants table. */
export interface ContestantLine {
  id: string;
  direction: string;
  names: string;
  /** Body row (0-based) in the table. */
  index: number;
}

/** A name in the file that differs from the one the workbook holds (the workbook's is kept). */
export interface NameConflict {
  id: string;
  /** Worksheet row of the contestant's line. */
  row: number;
  inWorkbook: string;
  inFile: string;
}

/** Names as one cell: the players' names joined by " & ". */
export function namesText(names: readonly string[] | undefined): string {
  return (names ?? [])
    .map((n) => n.trim())
    .filter(Boolean)
    .join(' & ');
}

/** A names cell as a list: split at " & " (an ampersand inside a name, as in "B&Q", stays). */
export function namesList(text: string): string[] {
  return text
    .split(/\s+&\s+/)
    .map((n) => n.trim())
    .filter(Boolean);
}

/** Column positions of a Contestants table by name (its columns may be in any order). */
function columnsOf(t: TableSnapshot): Partial<Record<ContestantColumn, number>> {
  const pos: Partial<Record<ContestantColumn, number>> = {};
  t.header.forEach((h, i) => {
    const name = cellText(h).toLowerCase() as ContestantColumn;
    if ((CONTESTANT_COLUMNS as readonly string[]).includes(name) && pos[name] === undefined) pos[name] = i;
  });
  return pos;
}

/** The lines of the table (lines without an id are skipped); none when the workbook has no such table. */
export function readContestants(t: TableSnapshot | undefined): ContestantLine[] {
  if (!t) return [];
  const pos = columnsOf(t);
  if (pos.id === undefined) return [];
  const get = (row: readonly Cell[], c: ContestantColumn) => (pos[c] === undefined ? '' : cellText(row[pos[c]]));
  const out: ContestantLine[] = [];
  t.rows.forEach((row, index) => {
    const id = get(row, 'id');
    if (id) out.push({ id, direction: get(row, 'direction').toUpperCase(), names: get(row, 'names'), index });
  });
  return out;
}

/** Names by id (the first non-empty names of an id). */
export function nameMap(lines: readonly ContestantLine[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const l of lines) if (l.names && !out.has(l.id)) out.set(l.id, l.names);
  return out;
}

/** The event with the names of the table on its contestants (ids the table does not name keep their own). */
export function withNames(event: EventData, names: ReadonlyMap<string, string>): EventData {
  if (names.size === 0) return event;
  let changed = false;
  const contestants = event.contestants.map((c) => {
    const text = names.get(c.id);
    if (!text) return c;
    changed = true;
    return { ...c, names: namesList(text) };
  });
  return changed ? { ...event, contestants } : event;
}

/** A full-width row of the table from its header (columns not in the header are left out). */
function tableRow(header: readonly Cell[], values: Partial<Record<ContestantColumn, Cell>>): Cell[] {
  const width = Math.max(header.length, 1);
  const row: Cell[] = Array.from({ length: width }, () => '');
  header.forEach((h, i) => {
    const name = cellText(h).toLowerCase() as ContestantColumn;
    if (values[name] !== undefined && (CONTESTANT_COLUMNS as readonly string[]).includes(name)) row[i] = values[name];
  });
  return row;
}

/**
 * The lines of a new event: every pair (or team) the movement seats, numbers in order, with its direction in a
 * Mitchell, names left for the scorer. Movements that seat nobody yet (individuals, preferans) give none.
 */
export function contestantRows(settings: Pick<EventSettings, 'movement'>, plan: MovementPlan): Cell[][] {
  const mitchell = settings.movement === 'mitchell';
  const seen = new Map<string, string>();
  for (const l of plan.lines) {
    if (l.ns && !seen.has(l.ns)) seen.set(l.ns, mitchell ? 'NS' : '');
    if (l.ew && !seen.has(l.ew)) seen.set(l.ew, mitchell ? 'EW' : '');
  }
  const ids = [...seen.keys()].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
  return ids.map((id) =>
    CONTESTANT_COLUMNS.map((c) => (c === 'id' ? id : c === 'direction' ? (seen.get(id) ?? '') : '')),
  );
}

/** What an import does to the Contestants table. */
export interface ContestantPlan {
  /** The body after the import, row for row with the loaded body (full width). */
  body: Cell[][];
  /** New lines to append (full width). */
  added: Cell[][];
  /** Lines whose names (or direction) were empty and are filled from the file. */
  filled: number;
  conflicts: NameConflict[];
  /** Names by id after the import (the workbook's wherever it has one). */
  names: Map<string, string>;
}

function sameNames(a: string, b: string): boolean {
  const norm = (s: string) => namesList(s.replace(/\s+/g, ' ')).join(' & ').toLocaleLowerCase();
  return norm(a) === norm(b);
}

/**
 * Plans the import of the file's contestants (pure). A name the scorer typed is never overwritten: an empty name
 * in the file leaves it, a different one is a conflict (case and spacing do not count as a difference). Empty
 * names and directions are filled; contestants the table does not list are added. Without a table (`t`
 * undefined), `header` gives the layout of the table to create and every contestant of the file is a new line.
 */
export function planContestants(
  t: TableSnapshot | undefined,
  file: readonly Contestant[],
  header: readonly Cell[] = t?.header ?? [...CONTESTANT_COLUMNS],
): ContestantPlan {
  const lines = readContestants(t);
  const pos = t ? columnsOf(t) : {};
  const body = (t?.rows ?? []).map((r) => r.slice());
  const byId = new Map<string, ContestantLine>();
  for (const l of lines) if (!byId.has(l.id)) byId.set(l.id, l);
  const names = nameMap(lines);
  const added: Cell[][] = [];
  const done = new Set<string>();
  const conflicts: NameConflict[] = [];
  let filled = 0;
  for (const c of file) {
    const id = c.id.trim();
    if (!id || done.has(id)) continue;
    done.add(id);
    const text = namesText(c.names);
    const direction = c.direction ?? '';
    const line = byId.get(id);
    if (!line) {
      added.push(tableRow(header, { id, direction, names: text }));
      if (text) names.set(id, text);
      continue;
    }
    let changed = false;
    if (text && !line.names && pos.names !== undefined) {
      body[line.index][pos.names] = text;
      names.set(id, text);
      changed = true;
    } else if (text && line.names && !sameNames(line.names, text)) {
      conflicts.push({
        id,
        row: (t as TableSnapshot).headerRow + 1 + line.index,
        inWorkbook: line.names,
        inFile: text,
      });
    }
    if (direction && !line.direction && pos.direction !== undefined) {
      body[line.index][pos.direction] = direction;
      changed = true;
    }
    if (changed) filled++;
  }
  return { body, added, filled, conflicts, names };
}
