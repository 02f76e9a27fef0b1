/**
 * The shape of an event in a workbook, checked before every action: each required table is there under its
 * name, and holds each required column once. A renamed, missing or doubled table or column is refused with a
 * message that names it and says how to mend it; nothing is scored or written until the shape is whole. Extra
 * columns a scorer adds are kept and ignored. Pure: the tables as loaded (header cells) and the workbook's table
 * and sheet names in, problems out.
 */
import {
  type Cell,
  CONTESTANT_COLUMNS,
  DEAL_COLUMNS,
  DOUBLE_DUMMY_COLUMNS,
  MATCH_COLUMNS,
  RULING_COLUMNS,
  TABLES,
  TRAVELLER_COLUMNS,
  cellText,
} from './schema';
import { PREFERANS_TABLES, PROTOCOL_REQUIRED } from './preferans-protocols';
import { TEAM_OPTIONS_TABLE, TEAM_SHEETS } from './sheets';

/** A table the action needs and the columns it must hold (from the schema's lists). */
export interface TableShape {
  table: string;
  /** The sheet a template puts it on. */
  sheet: string;
  columns: readonly string[];
  /** An older workbook may lack it (it is then left out); when present its columns are checked. */
  optional?: boolean;
}

/** The bridge event's tables (Ranking's `penalty` column came later: a workbook without it is still read). */
export const EVENT_SHAPE: readonly TableShape[] = [
  { table: TABLES.event, sheet: 'Event', columns: ['key', 'value'] },
  { table: TABLES.travellers, sheet: 'Travellers', columns: TRAVELLER_COLUMNS },
  {
    table: TABLES.ranking,
    sheet: 'Ranking',
    columns: ['rank', 'id', 'direction', 'names', 'total', 'percent', 'boards'],
  },
  { table: TABLES.rulings, sheet: 'Rulings', columns: RULING_COLUMNS },
  { table: TABLES.contestants, sheet: 'Contestants', columns: CONTESTANT_COLUMNS, optional: true },
  // Boards' cards and their double-dummy tables: only events with deals have them.
  { table: TABLES.deals, sheet: 'Deals', columns: DEAL_COLUMNS, optional: true },
  { table: TABLES.doubleDummy, sheet: 'DoubleDummy', columns: DOUBLE_DUMMY_COLUMNS, optional: true },
  // A teams event's matches and its options (teams template); other events have none.
  { table: TABLES.matches, sheet: 'Matches', columns: MATCH_COLUMNS, optional: true },
  { table: TEAM_OPTIONS_TABLE, sheet: TEAM_SHEETS.options, columns: ['key', 'value'], optional: true },
];

/**
 * A duplicate-preferans event's tables (the preferans template): settings, protocols, ranking (its `penalty`
 * column came later) and the rulings log.
 */
export const PREFERANS_SHAPE: readonly TableShape[] = [
  { table: TABLES.event, sheet: 'Event', columns: ['key', 'value'] },
  { table: PREFERANS_TABLES.protocols, sheet: 'Protocols', columns: PROTOCOL_REQUIRED },
  {
    table: PREFERANS_TABLES.ranking,
    sheet: 'Ranking',
    columns: ['rank', 'player', 'total', 'percent', 'deals'],
  },
  { table: TABLES.rulings, sheet: 'Rulings', columns: RULING_COLUMNS },
];

export type ShapeProblemKind =
  'missing-table' | 'renamed-table' | 'missing-column' | 'renamed-column' | 'double-column';

export interface ShapeProblem {
  kind: ShapeProblemKind;
  table: string;
  column?: string;
  /** What stands in its place: the table's or column's present name. */
  found?: string;
  message: string;
}

export class WorkbookShapeError extends Error {
  constructor(readonly problems: readonly ShapeProblem[]) {
    super(problems.map((p) => p.message).join('; '));
    this.name = 'WorkbookShapeError';
  }
}

/** What was found: each table (by the name asked for) with its header and sheet, or undefined when missing. */
export interface FoundShape {
  tables: Record<string, { header: readonly Cell[]; sheet: string } | undefined>;
  /** Every table of the workbook, with its sheet when known (''). */
  all: readonly { name: string; sheet: string }[];
}

/** Letters and digits only, lower case: "TD ruling" → "tdruling", "Score NS" → "scorens". */
function squash(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** The name among `names` that looks like `wanted` renamed (same letters, or containing it), if any. */
function lookAlike(wanted: string, names: readonly string[]): string | undefined {
  const w = squash(wanted);
  return (
    names.find((n) => squash(n) === w) ??
    names.find((n) => squash(n).includes(w) || (squash(n).length >= 3 && w.includes(squash(n))))
  );
}

/** The problems of one table's header: required columns missing (or renamed) and columns named twice. */
export function headerProblems(table: string, header: readonly Cell[], columns: readonly string[]): ShapeProblem[] {
  const names = header.map((h) => cellText(h));
  const lower = names.map((n) => n.toLowerCase());
  const out: ShapeProblem[] = [];
  const unclaimed = names.filter((n, i) => n && !columns.includes(lower[i]));
  for (const column of columns) {
    const at = lower.flatMap((n, i) => (n === column ? [i] : []));
    if (at.length > 1) {
      out.push({
        kind: 'double-column',
        table,
        column,
        message: `the ${table} table has ${at.length} columns named '${column}': rename or delete all but one`,
      });
    } else if (at.length === 0) {
      const found = lookAlike(column, unclaimed);
      out.push(
        found
          ? {
              kind: 'renamed-column',
              table,
              column,
              found,
              message: `the ${table} table has no column '${column}' (a column is named '${found}'): rename it back to '${column}'`,
            }
          : {
              kind: 'missing-column',
              table,
              column,
              message: `the ${table} table has no column '${column}': add a column named '${column}' to the table (or set the event up again)`,
            },
      );
    }
  }
  return out;
}

/**
 * Every problem of the workbook's shape against `shape` ([] when whole). A missing table that another table
 * stands in for (on its sheet, or named like it) is reported as renamed.
 */
export function shapeProblems(found: FoundShape, shape: readonly TableShape[]): ShapeProblem[] {
  const out: ShapeProblem[] = [];
  const wanted = new Set(shape.map((s) => s.table.toLowerCase()));
  const strangers = found.all.filter((t) => !wanted.has(t.name.toLowerCase()));
  for (const s of shape) {
    const t = found.tables[s.table];
    if (t) {
      out.push(...headerProblems(s.table, t.header, s.columns));
      continue;
    }
    if (s.optional) continue;
    const stand =
      strangers.find((x) => x.sheet !== '' && x.sheet.toLowerCase() === s.sheet.toLowerCase()) ??
      strangers.find((x) => lookAlike(s.table, [x.name]) !== undefined);
    out.push(
      stand
        ? {
            kind: 'renamed-table',
            table: s.table,
            found: stand.name,
            message: `the workbook has no table '${s.table}' (${stand.sheet ? `the table on sheet ${stand.sheet}` : 'a table'} is named '${stand.name}'): rename it back to '${s.table}' (Table Design → Table Name)`,
          }
        : {
            kind: 'missing-table',
            table: s.table,
            message: `the workbook has no table '${s.table}': undo its deletion, or set the event up again (its results are kept only if you copy them first)`,
          },
    );
  }
  return out;
}
