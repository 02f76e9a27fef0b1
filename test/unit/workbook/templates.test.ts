/**
 * The event templates as data: a filled pairs template evaluated by a real formula engine (HyperFormula with the
 * BRIDGE functions registered, tests only), and written to .xlsx with exceljs and read back.
 *
 * The filled event is the 3-table Mitchell of workbook.test.ts: board 1 +420/+450/−50, board 2 +600/+630/−110,
 * board 3 +90 everywhere; pair 1 (N-S, table 1) 2 + 2 + 2 = 6 of 12 = 50 %; pair 2 4 + 4 + 2 = 10 of 12.
 * The movement seats, board by board (table: N-S v E-W): board 1 1: 1v4, 2: 2v6, 3: 3v5; board 2 1: 1v6,
 * 2: 2v5, 3: 3v4; board 3 1: 1v5, 2: 2v4, 3: 3v6. Matchpoints (top 4), N-S then E-W:
 *   board 1: 420 → 2, 450 → 4, −50 → 0; E-W 4 → 2, 6 → 0, 5 → 4;
 *   board 2: 600 → 2, 630 → 4, −110 → 0; E-W 6 → 2, 5 → 0, 4 → 4;
 *   board 3: 2 each.
 * Totals of 12: N-S 1 6 (50 %), 2 10 (83.33 %), 3 2 (16.67 %); E-W 4 2 + 4 + 2 = 8 (66.67 %), 5 4 + 0 + 2 = 6
 * (50 %), 6 0 + 2 + 2 = 4 (33.33 %). Percentages to 2 decimals (WBF).
 */
import * as os from 'os';
import * as path from 'path';
import * as fs from 'fs';
import ExcelJS from 'exceljs';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import { registerBridgeFunctions, workbook, type FunctionMeta } from '../../../src/dev/formulas/bridge-functions';
import { planEvent } from '../../../src/workbook/tables/plan';
import { LIVE_COLUMNS, LIVE_NOTES_COLUMN, LIVE_SHEET, templateSheets } from '../../../src/workbook/tables/templates';
import { templateWorkbook } from '../../../src/workbook/tables/xlsx';
import { TRAVELLER_COLUMNS } from '../../../src/workbook/tables/schema';

const SCORES: Record<string, number> = {
  '1@1': 420,
  '1@2': 450,
  '1@3': -50,
  '2@1': 600,
  '2@2': 630,
  '2@3': -110,
  '3@1': 90,
  '3@2': 90,
  '3@3': 90,
};

function filled() {
  const { settings, plan } = planEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
  const sheets = templateSheets(settings, plan);
  const trav = sheets.find((s) => s.name === 'Travellers')!.table!;
  const col = (c: string) => TRAVELLER_COLUMNS.indexOf(c as (typeof TRAVELLER_COLUMNS)[number]);
  for (const row of trav.rows) row[col('score_ns')] = SCORES[`${row[0]}@${row[1]}`];
  return { settings, sheets, trav };
}

/**
 * HyperFormula knows no Excel tables: Travellers[col] becomes the column's absolute range, and
 * EventSettings[key] / EventSettings[value] the two columns of the settings table on the Event sheet.
 */
function withRanges(formula: string, rows: number, settingsRows = 0): string {
  return formula
    .replace(/Travellers\[(\w+)\]/g, (_m, c: string) => {
      const i = TRAVELLER_COLUMNS.indexOf(c as (typeof TRAVELLER_COLUMNS)[number]);
      const letter = String.fromCharCode(65 + i);
      return `Travellers!$${letter}$2:$${letter}$${rows + 1}`;
    })
    .replace(/EventSettings\[(key|value)\]/g, (_m, c: string) => {
      const letter = c === 'key' ? 'A' : 'B';
      return `Event!$${letter}$2:$${letter}$${settingsRows + 1}`;
    });
}

beforeAll(async () => {
  const generated = await generateCustomFunctionsMetadata(
    path.resolve(__dirname, '../../../src/functions/functions.ts'),
  );
  registerBridgeFunctions((JSON.parse(generated.metadataJson) as { functions: FunctionMeta[] }).functions);
});

test('a filled pairs template computes dealer, vulnerability and the live ranking', () => {
  const { sheets, trav } = filled();
  const n = trav.rows.length;
  const settings = sheets.find((s) => s.name === 'Event')!.table!;
  const data: Record<string, unknown[][]> = {
    Travellers: [[...trav.header], ...trav.rows.map((r) => r.map((v) => (v === '' ? null : v)))],
    Event: [[...settings.header], ...settings.rows],
  };
  for (const s of sheets) {
    if (!s.formulas) continue;
    data[s.name] = s.formulas.map((r) =>
      r.map((v) => (typeof v === 'string' && v.startsWith('=') ? withRanges(v, n, settings.rows.length) : v)),
    );
  }
  const hf = workbook(data);
  const boards = hf.getSheetValues(hf.getSheetId('Boards')!) as unknown[][];
  // Law 2: board 1 dealer N, nobody vulnerable; board 2 dealer E, N-S vulnerable; 3 results each, top 4.
  expect(boards[1].slice(0, 5)).toEqual([1, 'N', 'None', 3, 4]);
  expect(boards[2].slice(0, 3)).toEqual([2, 'E', 'NS']);
  const live = hf.getSheetValues(hf.getSheetId(LIVE_SHEET)!) as unknown[][];
  expect(live[0].slice(0, 6)).toEqual([...LIVE_COLUMNS]);
  // One spilled call ranks both fields: N-S first, then E-W, each by rank.
  const ranking = live.slice(1).filter((r) => r[1] !== null && r[1] !== undefined && r[1] !== '');
  expect(ranking.map((r) => r.slice(0, 6))).toEqual([
    ['1', 2, 'NS', 10, 83.33, 3],
    ['2', 1, 'NS', 6, 50, 3],
    ['3', 3, 'NS', 2, 16.67, 3],
    ['1', 4, 'EW', 8, 66.67, 3],
    ['2', 5, 'EW', 6, 50, 3],
    ['3', 6, 'EW', 4, 33.33, 3],
  ]);
  // Each board gives 3 × 4 = 12 matchpoints to the two fields together: 36 over the three boards.
  expect(ranking.reduce((s, r) => s + (r[3] as number), 0)).toBeCloseTo(36, 9);
  // The notes beside the spill name every column it has.
  const notes = live.map((r) => r[LIVE_NOTES_COLUMN]).filter((v) => typeof v === 'string') as string[];
  for (const c of LIVE_COLUMNS) expect(notes.some((n) => n.startsWith(`${c}: `))).toBe(true);
});

test('the template writes to .xlsx and reads back with its tables and formulas', async () => {
  const { sheets } = filled();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-')), 'pairs.xlsx');
  await templateWorkbook(sheets).xlsx.writeFile(file);
  const back = new ExcelJS.Workbook();
  await back.xlsx.readFile(file);
  expect(back.worksheets.map((w) => w.name)).toEqual([
    'Event',
    'Travellers',
    'Contestants',
    'Ranking',
    'Rulings',
    'Boards',
    'Live',
    'How to use',
    'BridgeKept',
  ]);
  // The kept figure inputs' sheet: empty until the first scoring, and never shown to the scorer.
  const kept = back.getWorksheet('BridgeKept')!;
  expect(kept.state).toBe('veryHidden');
  expect(kept.getCell('A1').value).toBeNull();
  const t = back.getWorksheet('Travellers')!;
  expect(t.getCell('A1').value).toBe('board');
  expect(t.getCell('J2').value).toBe(420);
  expect((back.getWorksheet('Boards')!.getCell('B2').value as ExcelJS.CellFormulaValue).formula).toBe(
    'BRIDGE.DEALER(A2)',
  );
  const liveSheet = back.getWorksheet(LIVE_SHEET)!;
  expect(liveSheet.getCell('A1').value).toBe('rank');
  expect((liveSheet.getCell('A2').value as ExcelJS.CellFormulaValue).formula).toBe(
    'BRIDGE.SESSION_RESULTS(Travellers[board],Travellers[ns],Travellers[ew],Travellers[score_ns],Travellers[ruling],' +
      'INDEX(EventSettings[value],MATCH("preset",EventSettings[key],0)),"MP","MITCHELL")',
  );
  // The rest of the ranking's cells are left free for the spill.
  for (const a of ['B2', 'F2', 'A3', 'F15']) expect(liveSheet.getCell(a).value).toBeNull();
});
