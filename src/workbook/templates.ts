/**
 * The event templates as plain data: which sheets, which tables (header, rows, text columns) and which formulas.
 * The set-up writes them into the open workbook through Office.js (setup.ts); a build step can write the same
 * data to .xlsx files with exceljs (see `templateSheets`). Formulas call the BRIDGE.* custom functions and read
 * the Travellers table, so Excel recalculates them whenever a score or a ruling changes.
 */
import type { MovementPlan } from './movement';
import { type Cell, RANKING_COLUMNS, RULING_COLUMNS, SHEETS, TABLES, TEXT_COLUMNS, TRAVELLER_COLUMNS } from './schema';
import { type EventSettings, settingsToRows } from './settings';
import { skeletonRows } from './movement-rows';

/** Sheet with one row of live formulas per board. */
export const BOARDS_SHEET = 'Boards';
/** Sheet with the ranking as live formulas (pairs and individual events). */
export const LIVE_SHEET = 'Live';

export interface TableSpec {
  name: string;
  header: readonly string[];
  rows: Cell[][];
  /** Columns kept as text (number format "@"). */
  text: readonly string[];
}

export interface SheetSpec {
  name: string;
  /** A table at A1. */
  table?: TableSpec;
  /** Formulas (and constants) from A1, row by row. */
  formulas?: Cell[][];
}

const FORM_ARG: Record<EventSettings['form'], string> = {
  mp: 'MP',
  butler: 'BUTLER',
  'cross-imp': 'CROSS_IMP',
  imp: 'MP',
};

/** Per board: dealer and vulnerability (Law 2) from the BRIDGE functions, results entered, the board's top. */
export function boardRows(boards: number): Cell[][] {
  const rows: Cell[][] = [['board', 'dealer', 'vulnerability', 'results', 'top']];
  for (let b = 1; b <= boards; b++) {
    const r = b + 1;
    rows.push([
      b,
      `=BRIDGE.DEALER(A${r})`,
      `=BRIDGE.VULNERABILITY(A${r})`,
      `=COUNTIFS(Travellers[board],A${r},Travellers[score_ns],"<>")+COUNTIFS(Travellers[board],A${r},Travellers[score_ns],"",Travellers[ruling],"<>")-COUNTIFS(Travellers[board],A${r},Travellers[score_ns],"NP")-COUNTIFS(Travellers[board],A${r},Travellers[score_ns],"-")`,
      `=IF(D${r}>0,2*(D${r}-1),"")`,
    ]);
  }
  return rows;
}

/**
 * The live ranking, one row per pair of the movement: BRIDGE.SESSION_TOTAL and BRIDGE.SESSION_PERCENT over the
 * Travellers table (scores and rulings), and the rank within the pair's direction. Excel recalculates it whenever a
 * score or a ruling changes; a contract typed by hand gets its score at the next rescore. The Ranking table,
 * written by the pane, stays the reference (it also covers pairs an import brings in).
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
  ].join(',');
  const form = `"${FORM_ARG[settings.form]}"`;
  const movement = `"${mitchell ? 'MITCHELL' : 'HOWELL'}"`;
  const pairs = new Map<string, string>();
  for (const l of plan.lines) {
    if (l.ns && !pairs.has(l.ns)) pairs.set(l.ns, mitchell ? 'NS' : '');
    if (l.ew && !pairs.has(l.ew)) pairs.set(l.ew, mitchell ? 'EW' : '');
  }
  const ids = [...pairs.keys()].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
  const last = ids.length + 1;
  const rows: Cell[][] = [['pair', 'direction', 'total', 'percent', 'rank']];
  ids.forEach((id, k) => {
    const r = k + 2;
    const dir = pairs.get(id) ?? '';
    const direction = dir ? `,"${dir}"` : '';
    rows.push([
      Number.isFinite(Number(id)) ? Number(id) : id,
      dir,
      `=BRIDGE.SESSION_TOTAL(A${r},${args},${form},${movement}${direction})`,
      `=BRIDGE.SESSION_PERCENT(A${r},${args},${movement}${direction})`,
      `=IF(ISNUMBER(D${r}),COUNTIFS($B$2:$B$${last},B${r}&"",$D$2:$D$${last},">"&D${r})+1,"")`,
    ]);
  });
  return rows;
}

/** Every sheet of a new event. */
export function templateSheets(settings: EventSettings, plan: MovementPlan): SheetSpec[] {
  const table = (name: string, header: readonly string[], rows: Cell[][]): TableSpec => ({
    name,
    header,
    rows,
    text: TEXT_COLUMNS[name] ?? [],
  });
  const sheets: SheetSpec[] = [
    { name: SHEETS.event, table: table(TABLES.event, ['key', 'value'], settingsToRows(settings)) },
    { name: SHEETS.travellers, table: table(TABLES.travellers, TRAVELLER_COLUMNS, skeletonRows(plan)) },
    { name: SHEETS.ranking, table: table(TABLES.ranking, RANKING_COLUMNS, []) },
    { name: SHEETS.rulings, table: table(TABLES.rulings, RULING_COLUMNS, []) },
    { name: BOARDS_SHEET, formulas: boardRows(plan.boards) },
  ];
  if (settings.kind === 'pairs' && plan.lines.length)
    sheets.push({ name: LIVE_SHEET, formulas: liveRows(settings, plan) });
  return sheets;
}
