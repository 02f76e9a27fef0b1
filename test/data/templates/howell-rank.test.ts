/**
 * The pairs template set up as a Howell (the pane's "New pairs event" with movement Howell; the same build step,
 * written to memory rather than to assets/), evaluated in HyperFormula after the .xlsx round trip.
 *
 * A Howell has one field: the Live sheet's BRIDGE.SESSION_RESULTS is called with "HOWELL", ranks every pair
 * against every other and leaves the direction column empty.
 */
import * as path from 'path';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import type { HyperFormula } from 'hyperformula';
import { templateBytes } from '../../../scripts/build-templates';
import { TRAVELLER_COLUMNS } from '../../../src/workbook/tables/schema';
import { LIVE_COLUMNS } from '../../../src/workbook/tables/templates';
import { registerBridgeFunctions, workbook, type FunctionMeta } from '../../../src/dev/formulas/bridge-functions';
import { readWorkbook, workbookSheets } from './xlsx-sheets';

let sheets: Record<string, unknown[][]>;

beforeAll(async () => {
  const generated = await generateCustomFunctionsMetadata(
    path.resolve(__dirname, '../../../src/functions/functions.ts'),
  );
  registerBridgeFunctions((JSON.parse(generated.metadataJson) as { functions: FunctionMeta[] }).functions);
  // 3 tables, 6 pairs, 5 rounds of 1 board: every board at the 3 tables.
  const bytes = await templateBytes({ template: 'pairs', movement: 'howell', tables: 3, boardsPerRound: 1 });
  sheets = workbookSheets(await readWorkbook(bytes));
});

const col = (c: (typeof TRAVELLER_COLUMNS)[number]) => TRAVELLER_COLUMNS.indexOf(c);

/**
 * Board 1 filled at its three tables with 450, 420, -50: N-S matchpoints on a top of 4 are 4, 2, 0 (100, 50,
 * 0 %) and E-W 0, 2, 4 (0, 50, 100 %). One field in a Howell: two pairs on 100 % share rank 1 (WBF writes "1="),
 * two on 50 % rank 3, two on 0 % rank 5. Returns the spilled ranking's rows, and pair → [percent, rank] by hand.
 */
function filled(): { rows: unknown[][]; want: Map<number, [number, string]> } {
  const hf: HyperFormula = workbook(JSON.parse(JSON.stringify(sheets)) as Record<string, unknown[][]>);
  const sheet = hf.getSheetId('Travellers')!;
  const rows = hf.getSheetValues(sheet) as unknown[][];
  const scores = [450, 420, -50];
  const want = new Map<number, [number, string]>();
  const rankOf = (p: number) => (p === 100 ? '1=' : p === 50 ? '3=' : '5=');
  rows.forEach((r, i) => {
    if (i === 0 || r[col('board')] !== 1) return;
    const t = r[col('table')] as number;
    hf.setCellContents({ sheet, row: i, col: col('score_ns') }, scores[t - 1]);
    const ns = [100, 50, 0][t - 1];
    want.set(Number(r[col('ns')]), [ns, rankOf(ns)]);
    want.set(Number(r[col('ew')]), [100 - ns, rankOf(100 - ns)]);
  });
  const live = hf.getSheetValues(hf.getSheetId('Live')!) as unknown[][];
  const ranking = live
    .slice(1)
    .filter((r) => typeof r[1] === 'number')
    .map((r) => r.slice(0, LIVE_COLUMNS.length));
  hf.destroy();
  return { rows: ranking, want };
}

describe('the pairs template as a Howell', () => {
  it('calls the ranking of one field', () => {
    const formula = String(sheets.Live[1][0]);
    expect(formula).toMatch(/^=BRIDGE\.SESSION_RESULTS\(/);
    expect(formula).toMatch(/,"HOWELL"\)$/);
  });

  it('ranks the six pairs of its single field on the Live sheet, without a direction', () => {
    const { rows, want } = filled();
    expect(want.size).toBe(6);
    expect(rows).toHaveLength(6);
    for (const r of rows) expect(r[2]).toBe('');
    const got = new Map(rows.map((r) => [r[1] as number, [r[4], r[0]]]));
    expect(got).toEqual(new Map([...want].map(([p, v]) => [p, v as unknown[]])));
    // Listed in rank order: the two 100 % pairs, the two 50 %, the two 0 %.
    expect(rows.map((r) => r[0])).toEqual(['1=', '1=', '3=', '3=', '5=', '5=']);
  });
});
