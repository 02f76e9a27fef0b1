/**
 * The event templates as data: a filled pairs template evaluated by a real formula engine (HyperFormula with the
 * BRIDGE functions registered, tests only), and written to .xlsx with exceljs and read back.
 *
 * The filled event is the 3-table Mitchell of workbook.test.ts: board 1 +420/+450/−50, board 2 +600/+630/−110,
 * board 3 +90 everywhere; pair 1 (N-S, table 1) 2 + 2 + 2 = 6 of 12 = 50 %; pair 2 4 + 4 + 2 = 10 of 12.
 */
import * as os from 'os';
import * as path from 'path';
import * as fs from 'fs';
import ExcelJS from 'exceljs';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import { registerBridgeFunctions, workbook, type FunctionMeta } from '../../data/functions/hyperformula-bridge';
import { planEvent } from '../../../src/workbook/setup';
import { LIVE_SHEET, templateSheets } from '../../../src/workbook/templates';
import { templateWorkbook } from '../../../src/workbook/xlsx';
import { TRAVELLER_COLUMNS } from '../../../src/workbook/schema';

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
  const pair = (id: number) => live.find((r) => r[0] === id) ?? [];
  expect(live[0]).toEqual(['pair', 'direction', 'total', 'percent', 'rank']);
  expect(live.slice(1).map((r) => r[1])).toEqual(['NS', 'NS', 'NS', 'EW', 'EW', 'EW']);
  expect(pair(1)[2]).toBeCloseTo(6, 9);
  expect(pair(1)[3]).toBeCloseTo(50, 9);
  expect(pair(2)[2]).toBeCloseTo(10, 9);
  expect(pair(2)[4]).toBe(1);
  // Pair 3 (table 3): 0 + 0 + 2 = 2 of 12; third of the N-S field.
  expect(pair(3)[2]).toBeCloseTo(2, 9);
  expect(pair(3)[4]).toBe(3);
  // Each board gives 3 × 4 = 12 matchpoints to the two fields together: 36 over the three boards.
  const total = live.slice(1).reduce((s, r) => s + (r[2] as number), 0);
  expect(total).toBeCloseTo(36, 9);
});

test('the template writes to .xlsx and reads back with its tables and formulas', async () => {
  const { sheets } = filled();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-')), 'pairs.xlsx');
  await templateWorkbook(sheets).xlsx.writeFile(file);
  const back = new ExcelJS.Workbook();
  await back.xlsx.readFile(file);
  expect(back.worksheets.map((w) => w.name)).toEqual(['Event', 'Travellers', 'Ranking', 'Rulings', 'Boards', 'Live']);
  const t = back.getWorksheet('Travellers')!;
  expect(t.getCell('A1').value).toBe('board');
  expect(t.getCell('J2').value).toBe(420);
  expect((back.getWorksheet('Boards')!.getCell('B2').value as ExcelJS.CellFormulaValue).formula).toBe(
    'BRIDGE.DEALER(A2)',
  );
  expect(back.getWorksheet(LIVE_SHEET)!.getCell('A2').value).toBe(1);
  expect((back.getWorksheet(LIVE_SHEET)!.getCell('C2').value as ExcelJS.CellFormulaValue).formula).toMatch(
    /^BRIDGE\.SESSION_TOTAL\(A2,Travellers\[board\]/,
  );
});
