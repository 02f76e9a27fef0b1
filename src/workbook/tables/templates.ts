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
import { notPlayedSpellings, numberFormats } from './engine';
import { presetOf } from './scoring';
import { PREFERANS_RANKING_COLUMNS, PREFERANS_TABLES, preferansTemplateSheets } from './preferans-protocols';
import { BOARDS_SHEET, DATUMS_SHEET, LINE_IMPS_SHEET, LIVE_SHEET } from './sheets';
import { STALE_FORMULA } from './stale-cell';

export { BOARDS_SHEET, DATUMS_SHEET, LINE_IMPS_SHEET, LIVE_SHEET, LIVE_SHEETS } from './sheets';

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

/** The event's preset as the formulas read it: the EventSettings row `preset`, so a change there follows. */
const PRESET_ARG = 'INDEX(EventSettings[value],MATCH("preset",EventSettings[key],0))';

/** The session arguments: boards, pairs, scores, rulings, preset, form, the side when given, the movement. */
function sessionArgs(settings: EventSettings, side?: string): string {
  const mitchell = settings.movement === 'mitchell';
  return [
    'Travellers[board]',
    'Travellers[ns]',
    'Travellers[ew]',
    'Travellers[score_ns]',
    'Travellers[ruling]',
    PRESET_ARG,
    `"${FORM_ARG[settings.form]}"`,
    ...(side ? [`"${side}"`] : []),
    `"${mitchell ? 'MITCHELL' : 'HOWELL'}"`,
  ].join(',');
}

/** The print rules' number formats of the event's preset (the default preset's for one the engine does not know). */
function formatsOf(settings: EventSettings): ReturnType<typeof numberFormats> {
  try {
    return numberFormats(presetOf(settings));
  } catch {
    return numberFormats(presetOf({ ...settings, preset: 'wbf' }));
  }
}

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
  const args = sessionArgs(settings);
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

/** The Ranking table's header row: below the stale cell and an empty row. */
export const RANKING_HEADER_ROW = 3;

/**
 * The rows above the Ranking table: a label in A1 and, in D1 (the wide names column, so the word fits), the
 * formula that compares the Travellers and the scoring settings with the fingerprint kept at the last scoring.
 * It shows "stale" (in Excel's language) when an edit has not been scored yet, "up to date" when the figures match.
 */
export function staleRows(): Cell[][] {
  return [
    ['Figures', null, null, STALE_FORMULA],
    [null, null, null, null],
  ];
}

/** EventSettings rows of a new event: its settings, then the fingerprint of what it starts with. */
export function settingsWithFingerprint(settings: EventSettings, travellers: readonly Cell[][]): Cell[][] {
  const rows = settingsToRows(settings);
  return [...rows, [FINGERPRINT_KEY, figuresFingerprint([TRAVELLER_COLUMNS as readonly Cell[], ...travellers], rows)]];
}

/** Notes beside a spill, one per row from row 2, in the column after `width` and an empty one. */
function withNotes(header: readonly string[], formula: string, notes: readonly string[]): Cell[][] {
  const width = header.length;
  const rows: Cell[][] = [[...header, null, 'notes']];
  notes.forEach((note, k) => {
    const row: Cell[] = Array.from({ length: width + 2 }, () => null);
    if (k === 0) row[0] = formula;
    row[width + 1] = note;
    rows.push(row);
  });
  return rows;
}

/** Pairs of the movement (both fields of a Mitchell). */
function pairCount(plan: MovementPlan, mitchell: boolean): number {
  const ns = new Set<string>();
  const ew = new Set<string>();
  for (const l of plan.lines) {
    if (l.ns) ns.add(l.ns);
    if (l.ew) ew.add(l.ew);
  }
  return mitchell ? ns.size + ew.size : new Set([...ns, ...ew]).size;
}

/** Columns of the Datums sheet: those BRIDGE.SESSION_DATUMS returns. */
export const DATUM_COLUMNS = ['board', 'datum', 'results'] as const;
/** Columns of the Line IMPs sheet: BRIDGE.SESSION_SCORES with the side BOTH. */
export const LINE_IMP_COLUMNS = ['imp_ns', 'imp_ew'] as const;

/**
 * The sheets of a Butler or cross-IMP pairs event besides the Live ranking: each board's datum (Butler only)
 * and each line's IMPs. Their formulas are handed the same ranges as the Live sheet's, so the three share one
 * scoring of the session per recalculation.
 */
export function impPairsSheets(settings: EventSettings, plan: MovementPlan): SheetSpec[] {
  const f = formatsOf(settings);
  const lines = Math.max(plan.lines.length, 1);
  const sheets: SheetSpec[] = [];
  if (settings.form === 'butler') {
    sheets.push({
      name: DATUMS_SHEET,
      formulas: withNotes(DATUM_COLUMNS, `=BRIDGE.SESSION_DATUMS(${sessionArgs(settings)})`, [
        'A2 holds one formula, BRIDGE.SESSION_DATUMS over the Travellers table: one row per board that has results.',
        'datum: the NS score each line is IMPed against, computed and rounded as the preset says.',
        'results: the results of the board the datum is taken from.',
      ]),
      spills: [LIVE_SPILL_CELL],
    });
  }
  sheets.push({
    name: LINE_IMPS_SHEET,
    formulas: withNotes(LINE_IMP_COLUMNS, `=BRIDGE.SESSION_SCORES(${sessionArgs(settings, 'BOTH')})`, [
      'A2 holds one formula, BRIDGE.SESSION_SCORES over the Travellers table: row n holds the IMPs of the line in row n of Travellers.',
      settings.form === 'butler'
        ? 'imp_ns, imp_ew: IMPs of each side against the board’s datum (sheet Datums).'
        : 'imp_ns, imp_ew: IMPs of each side against every other result of the board, averaged (cross-IMPs).',
      'A line without a result stays empty (never a zero).',
    ]),
    spills: [LIVE_SPILL_CELL],
    formats: [{ range: `A2:B${lines + 1}`, format: f.imp }],
  });
  return sheets;
}

/** Headers of the individual event's Live sheet: the columns of BRIDGE.INDIVIDUAL_RESULTS. */
export const INDIVIDUAL_LIVE_COLUMNS = ['rank', 'player', 'total', 'percent', 'boards'] as const;

/** The Live ranking of an individual event: one BRIDGE.INDIVIDUAL_RESULTS over the Travellers table. */
export function individualLiveSheet(settings: EventSettings, plan: MovementPlan): SheetSpec {
  const f = formatsOf(settings);
  const players = Math.max(4 * settings.tables, 4);
  const args = [
    'Travellers[board]',
    'Travellers[ns]',
    'Travellers[ew]',
    'Travellers[score_ns]',
    'Travellers[ruling]',
    PRESET_ARG,
  ].join(',');
  return {
    name: LIVE_SHEET,
    formulas: withNotes(INDIVIDUAL_LIVE_COLUMNS, `=BRIDGE.INDIVIDUAL_RESULTS(${args})`, [
      'A2 holds one formula, BRIDGE.INDIVIDUAL_RESULTS over the Travellers table: the players ranked as the engine scores an individual.',
      'Write the players of each line as 3+7 (N+S) in ns and 4+8 (E+W) in ew.',
      'Both players of a side take its matchpoints; an adjusted score applies to both; a procedural penalty only to the player it names (Law 12C3).',
      'rank: place by percentage of the maximum; "3=" is a tie. total: matchpoints. boards: boards the player has played.',
      `A player is listed after a first board (${plan.boards} boards, ${players} players at ${settings.tables} tables); until the first result A2 shows #N/A.`,
    ]),
    spills: [LIVE_SPILL_CELL],
    formats: [
      { range: `C2:C${players + 1}`, format: f.total },
      { range: `D2:D${players + 1}`, format: f.percent },
    ],
  };
}

/** The Live ranking of a duplicate-preferans event: one BRIDGE.PREFERANS_RESULTS over the Protocols table. */
export function preferansLiveSheet(settings: EventSettings): SheetSpec {
  const f = formatsOf(settings);
  const players = Math.max(3 * settings.tables, 3);
  const p = (c: string) => `${PREFERANS_TABLES.protocols}[${c}]`;
  const args = [p('deal'), p('table'), p('seat'), p('player'), p('score'), p('ruling'), p('form'), PRESET_ARG];
  return {
    name: LIVE_SHEET,
    formulas: withNotes(PREFERANS_RANKING_COLUMNS, `=BRIDGE.PREFERANS_RESULTS(${args.join(',')})`, [
      'A2 holds one formula, BRIDGE.PREFERANS_RESULTS over the Protocols table: it follows every result and ruling typed there.',
      'A result is compared with the results of the same seat on the same deal: 2 matchpoints for each one beaten, 1 for each tie.',
      'total: the player’s matchpoints; percent: of the most the player could have scored on the deals played; "5=" is a tie.',
      'deals: deals scored for the player; penalty: what procedural penalties took off.',
      'A seat set out without player or result waits; until the first result A2 shows #N/A.',
    ]),
    spills: [LIVE_SPILL_CELL],
    formats: [
      { range: `C2:C${players + 1}`, format: f.total },
      { range: `D2:D${players + 1}`, format: f.percent },
    ],
  };
}

/** Every sheet of a new event. */
export function templateSheets(settings: EventSettings, plan: MovementPlan, lang: HowToLang = 'en'): SheetSpec[] {
  if (settings.kind === 'preferans') {
    return [
      ...preferansTemplateSheets({ settings, ...(plan.lines.length ? {} : { empty: true }) }),
      preferansLiveSheet(settings),
      howToSheet(settings, lang),
    ];
  }
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
  if (settings.kind === 'pairs' && plan.lines.length) {
    const f = formatsOf(settings);
    const imp = settings.form === 'butler' || settings.form === 'cross-imp';
    const pairs = Math.max(pairCount(plan, settings.movement === 'mitchell'), 1);
    sheets.push({
      name: LIVE_SHEET,
      formulas: liveRows(settings, plan),
      spills: [LIVE_SPILL_CELL],
      formats: [
        { range: `D2:D${pairs + 1}`, format: imp ? f.imp : f.total },
        ...(imp ? [] : [{ range: `E2:E${pairs + 1}`, format: f.percent }]),
      ],
    });
    if (imp) sheets.push(...impPairsSheets(settings, plan));
  }
  if (settings.kind === 'individual' && plan.lines.length) sheets.push(individualLiveSheet(settings, plan));
  if (settings.kind === 'teams') sheets.push(...teamSheets(settings, plan));
  sheets.push(howToSheet(settings, lang));
  return sheets;
}
