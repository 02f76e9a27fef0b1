/**
 * The event templates as plain data: which sheets, which tables (header, rows, text columns) and which formulas.
 * The set-up writes them into the open workbook through Office.js (setup.ts); a build step can write the same
 * data to .xlsx files with exceljs (see `templateSheets`). Formulas call the BRIDGE.* custom functions and read
 * the Travellers table, so Excel recalculates them whenever a score or a ruling changes.
 */
import { contestantRows } from './contestants';
import { FINGERPRINT_KEY, figuresFingerprint } from './fingerprint';
import type { MovementPlan } from './movement';
import { skeletonRows } from './movement-rows';
import {
  type Cell,
  CONTESTANT_COLUMNS,
  RANKING_COLUMNS,
  RULING_COLUMNS,
  SHEETS,
  TABLES,
  TEXT_COLUMNS,
  TRAVELLER_COLUMNS,
} from './schema';
import { type EventSettings, settingsToRows } from './settings';
import { teamSheets } from './team-templates';
import { howToSheet, type HowToLang } from './how-to';
import { notPlayedSpellings } from './engine';

/** Sheet with one row of live formulas per board. */
export const BOARDS_SHEET = 'Boards';
/** Sheet with the ranking as live formulas (pairs and individual events). */
export const LIVE_SHEET = 'Live';
/** The Live sheet's one formula, BRIDGE.SESSION_RESULTS, whose ranking spills from here. */
export const LIVE_SPILL_CELL = 'A2';

export interface TableSpec {
  name: string;
  header: readonly string[];
  rows: Cell[][];
  /** Columns kept as text (number format "@"). */
  text: readonly string[];
  /** Worksheet row of the header (1 when not given); the sheet's formulas fill the rows above. */
  row?: number;
}

export interface SheetSpec {
  name: string;
  /** A table at A1. */
  table?: TableSpec;
  /** Formulas (and constants) from A1, row by row. */
  formulas?: Cell[][];
  /**
   * Cells whose formula spills its result over the cells below and beside it (a dynamic array). Office.js spills
   * such a formula by itself; a file written for Excel must say so (scripts/spill-cells.ts).
   */
  spills?: string[];
  /** Number formats of cell ranges ("D2:E40" → "0.00"), from the print rules. */
  formats?: { range: string; format: string }[];
}

const FORM_ARG: Record<EventSettings['form'], string> = {
  mp: 'MP',
  butler: 'BUTLER',
  'cross-imp': 'CROSS_IMP',
  imp: 'MP',
};

/** The formula's terms that take off lines whose score cell says not played (each spelling of model/marks.ts). */
function notPlayed(r: number): string {
  return notPlayedSpellings('score')
    .map((s) => `-COUNTIFS(Travellers[board],A${r},Travellers[score_ns],"${s}")`)
    .join('');
}

/** Per board: dealer and vulnerability (Law 2) from the BRIDGE functions, results entered, the board's top. */
export function boardRows(boards: number): Cell[][] {
  const rows: Cell[][] = [['board', 'dealer', 'vulnerability', 'results', 'top']];
  for (let b = 1; b <= boards; b++) {
    const r = b + 1;
    rows.push([
      b,
      `=BRIDGE.DEALER(A${r})`,
      `=BRIDGE.VULNERABILITY(A${r})`,
      `=COUNTIFS(Travellers[board],A${r},Travellers[score_ns],"<>")+COUNTIFS(Travellers[board],A${r},Travellers[score_ns],"",Travellers[ruling],"<>")${notPlayed(r)}`,
      `=IF(D${r}>0,2*(D${r}-1),"")`,
    ]);
  }
  return rows;
}

/** Headers of the Live sheet: the columns of BRIDGE.SESSION_RESULTS, in the order it returns them. */
export const LIVE_COLUMNS = ['rank', 'pair', 'direction', 'total', 'percent', 'boards'] as const;

/** Column of the Live sheet's notes (H: one empty column after the ranking's six). */
export const LIVE_NOTES_COLUMN = LIVE_COLUMNS.length + 1;

/**
 * The live ranking: one BRIDGE.SESSION_RESULTS formula in A2 over the Travellers table (scores and rulings), which
 * spills the whole ranking below and beside it, in one scoring of the session per recalculation, and follows every
 * score and ruling; a contract typed by hand gets its score at the next rescore. Headers above the spill name its
 * columns, and notes beside it (column H) say what each one holds. The Ranking table, written by the pane, stays
 * the reference (it also covers pairs an import brings in). The per-pair functions (BRIDGE.SESSION_TOTAL,
 * BRIDGE.SESSION_PERCENT) stay available to scorers, but the sheet does not use them: 2 calls per pair, each handed
 * the whole table, cost far more than the one spilled call.
 */
export function liveRows(settings: EventSettings, plan: MovementPlan): Cell[][] {
  const mitchell = settings.movement === 'mitchell';
  const args = [
    'Travellers[board]',
    'Travellers[ns]',
    'Travellers[ew]',
    'Travellers[score_ns]',
    'Travellers[ruling]',
    'INDEX(EventSettings[value],MATCH("preset",EventSettings[key],0))',
    `"${FORM_ARG[settings.form]}"`,
    `"${mitchell ? 'MITCHELL' : 'HOWELL'}"`,
  ].join(',');
  const ns = new Set<string>();
  const ew = new Set<string>();
  for (const l of plan.lines) {
    if (l.ns) ns.add(l.ns);
    if (l.ew) ew.add(l.ew);
  }
  const pairs = mitchell
    ? `${ns.size + ew.size} pairs: ${ns.size} N-S, ${ew.size} E-W`
    : `${new Set([...ns, ...ew]).size} pairs`;
  const notes: string[] = [
    'A2 holds one formula, BRIDGE.SESSION_RESULTS over the Travellers table: it fills the ranking (a spilled range) and follows every score and ruling.',
    mitchell
      ? 'rank: place within the field (N-S and E-W ranked apart), by percentage or total as the preset says; "3=" is a tie.'
      : 'rank: place in the field, by percentage or total as the preset says; "3=" is a tie.',
    'pair: the pair number, as in the ns and ew columns of Travellers.',
    mitchell ? 'direction: NS or EW (a Mitchell numbers each field on its own).' : 'direction: empty in a Howell.',
    'total: matchpoints (IMPs for Butler and cross-IMP scoring), rounded as the preset says.',
    'percent: of the maximum on the boards played (empty for IMP scoring).',
    'boards: boards the pair has played.',
    `A pair is listed once it has played a board (${pairs} in the movement); until the first result A2 shows #N/A.`,
    'The Ranking table, written by the pane, stays the reference.',
  ];
  const rows: Cell[][] = [[...LIVE_COLUMNS, null, 'notes']];
  notes.forEach((note, k) => {
    const row: Cell[] = [k === 0 ? `=BRIDGE.SESSION_RESULTS(${args})` : null, null, null, null, null, null, null];
    row[LIVE_NOTES_COLUMN] = note;
    rows.push(row);
  });
  return rows;
}

/** The Ranking sheet's cell that says whether the pane's figures are stale (see BRIDGE.FIGURES_STALE). */
export const STALE_CELL = 'D1';
/** The Ranking table's header row: below the stale cell and an empty row. */
export const RANKING_HEADER_ROW = 3;

/**
 * The rows above the Ranking table: a label in A1 and, in D1 (the wide names column, so the word fits), the
 * formula that compares the Travellers and the scoring settings with the fingerprint kept at the last scoring.
 * It shows "stale" (in Excel's language) when an edit has not been scored yet, "up to date" when the figures match.
 */
export function staleRows(): Cell[][] {
  return [
    ['Figures', null, null, '=BRIDGE.FIGURES_STALE(Travellers[#All],EventSettings[#All])'],
    [null, null, null, null],
  ];
}

/** EventSettings rows of a new event: its settings, then the fingerprint of what it starts with. */
export function settingsWithFingerprint(settings: EventSettings, travellers: readonly Cell[][]): Cell[][] {
  const rows = settingsToRows(settings);
  return [...rows, [FINGERPRINT_KEY, figuresFingerprint([TRAVELLER_COLUMNS as readonly Cell[], ...travellers], rows)]];
}

/** Every sheet of a new event. */
export function templateSheets(settings: EventSettings, plan: MovementPlan, lang: HowToLang = 'en'): SheetSpec[] {
  const table = (name: string, header: readonly string[], rows: Cell[][]): TableSpec => ({
    name,
    header,
    rows,
    text: TEXT_COLUMNS[name] ?? [],
  });
  const travellers = skeletonRows(plan);
  const sheets: SheetSpec[] = [
    { name: SHEETS.event, table: table(TABLES.event, ['key', 'value'], settingsWithFingerprint(settings, travellers)) },
    { name: SHEETS.travellers, table: table(TABLES.travellers, TRAVELLER_COLUMNS, travellers) },
    // The pairs (teams) the movement seats, names left for the scorer or an import.
    { name: SHEETS.contestants, table: table(TABLES.contestants, CONTESTANT_COLUMNS, contestantRows(settings, plan)) },
    {
      name: SHEETS.ranking,
      formulas: staleRows(),
      table: { ...table(TABLES.ranking, RANKING_COLUMNS, []), row: RANKING_HEADER_ROW },
    },
    { name: SHEETS.rulings, table: table(TABLES.rulings, RULING_COLUMNS, []) },
    { name: BOARDS_SHEET, formulas: boardRows(plan.boards) },
  ];
  if (settings.kind === 'pairs' && plan.lines.length)
    sheets.push({ name: LIVE_SHEET, formulas: liveRows(settings, plan), spills: [LIVE_SPILL_CELL] });
  if (settings.kind === 'teams') sheets.push(...teamSheets(settings, plan));
  sheets.push(howToSheet(settings, lang));
  return sheets;
}
