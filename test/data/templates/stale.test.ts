/**
 * The Ranking sheet's stale cell in the shipped pairs template, evaluated by a real formula engine (HyperFormula
 * with the BRIDGE functions registered, see src/dev/formulas/bridge-functions): `D1` holds
 * BRIDGE.FIGURES_STALE(Travellers[[#All],[board]:[ruling]],EventSettings[#All]) and compares the Travellers'
 * entered columns and the scoring settings with the fingerprint EventSettings keeps. The template keeps the fingerprint of its empty lines, so it opens
 * "up to date"; a typed result makes it "stale"; the pane's scoring (here: writing the fingerprint the workbook
 * layer would write, from the same pure function) makes it "up to date" again. The in-memory host tests
 * (test/unit/workbook/stale.test.ts) take the same cases through the pane's own writes.
 */
import * as path from 'path';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import type { HyperFormula } from 'hyperformula';
import { TEMPLATE_DIR } from '../../../scripts/build-templates';
import { setLanguage } from '../../../src/functions/i18n';
import { FINGERPRINT_KEY, figuresFingerprint } from '../../../src/workbook/tables/fingerprint';
import { TRAVELLER_COLUMNS } from '../../../src/workbook/tables/schema';
import { STALE_CELL } from '../../../src/workbook/tables/stale-cell';
import { registerBridgeFunctions, workbook, type FunctionMeta } from '../../../src/dev/formulas/bridge-functions';
import { readWorkbook, workbookSheets } from './xlsx-sheets';

let sheets: Record<string, unknown[][]>;

beforeAll(async () => {
  const generated = await generateCustomFunctionsMetadata(
    path.resolve(__dirname, '../../../src/functions/functions.ts'),
  );
  registerBridgeFunctions((JSON.parse(generated.metadataJson) as { functions: FunctionMeta[] }).functions);
  sheets = workbookSheets(await readWorkbook(path.join(TEMPLATE_DIR, 'pairs.xlsx')));
  setLanguage('en');
});
afterAll(() => setLanguage(undefined));

const open = (): HyperFormula => workbook(JSON.parse(JSON.stringify(sheets)) as Record<string, unknown[][]>);
const id = (hf: HyperFormula, name: string) => hf.getSheetId(name)!;
const values = (hf: HyperFormula, name: string) => hf.getSheetValues(id(hf, name)) as unknown[][];
const col = (c: (typeof TRAVELLER_COLUMNS)[number]) => TRAVELLER_COLUMNS.indexOf(c);

/** What D1 of the Ranking sheet shows. */
function shown(hf: HyperFormula): unknown {
  expect(STALE_CELL).toBe('D1');
  return hf.getCellValue({ sheet: id(hf, 'Ranking'), row: 0, col: 3 });
}

/** Types into the Travellers table (row 1 is the first line under the header). */
function enter(hf: HyperFormula, row: number, column: (typeof TRAVELLER_COLUMNS)[number], value: unknown) {
  hf.setCellContents(
    { sheet: id(hf, 'Travellers'), row, col: col(column) },
    typeof value === 'string' ? `'${value}` : (value as number),
  );
}

/** The pane's scoring, as far as the fingerprint goes: the fingerprint of what is there, kept in EventSettings. */
function score(hf: HyperFormula) {
  const settings = values(hf, 'Event');
  const r = settings.findIndex((row) => row[0] === FINGERPRINT_KEY);
  const fp = figuresFingerprint(values(hf, 'Travellers') as never, settings.slice(1) as never);
  hf.setCellContents({ sheet: id(hf, 'Event'), row: r, col: 1 }, fp);
}

describe('pairs.xlsx: the stale cell above the Ranking', () => {
  it('is handed the entered columns, board … ruling, and not the figures the pane writes', () => {
    const hf = open();
    const ranges = hf
      .getCellPrecedents({ sheet: id(hf, 'Ranking'), row: 0, col: 3 })
      .filter((p) => 'start' in p && p.start.sheet === id(hf, 'Travellers'));
    expect(ranges).toHaveLength(1);
    const r = ranges[0] as { start: { col: number; row: number }; end: { col: number } };
    expect([r.start.row, r.start.col, r.end.col]).toEqual([0, col('board'), col('ruling')]);
    expect(col('ruling') + 1).toBe(col('mp_ns'));
  });

  it('opens up to date, is stale after a typed result and up to date after the scoring', () => {
    const hf = open();
    expect(values(hf, 'Ranking')[0][0]).toBe('Figures');
    expect(shown(hf)).toBe('up to date');
    enter(hf, 1, 'score_ns', 420);
    expect(shown(hf)).toBe('stale');
    score(hf);
    expect(shown(hf)).toBe('up to date');
    // A typed ruling on another line: stale again.
    enter(hf, 2, 'ruling', 'A+');
    expect(shown(hf)).toBe('stale');
    score(hf);
    expect(shown(hf)).toBe('up to date');
  });

  it('a computed cell typed over leaves it up to date; the preset does not', () => {
    const hf = open();
    enter(hf, 1, 'score_ns', 420);
    score(hf);
    enter(hf, 1, 'mp_ns', 12);
    enter(hf, 1, 'pct_ew', 0);
    expect(shown(hf)).toBe('up to date');
    const settings = values(hf, 'Event');
    const preset = settings.findIndex((row) => row[0] === 'preset');
    hf.setCellContents({ sheet: id(hf, 'Event'), row: preset, col: 1 }, "'ebu");
    expect(shown(hf)).toBe('stale');
  });

  it('gives the same answer as the workbook layer for the same tables (the number 420 and the text "420" alike)', () => {
    const hf = open();
    enter(hf, 1, 'score_ns', 420);
    score(hf);
    // Typed as text in a text-formatted cell, the same entry.
    enter(hf, 1, 'score_ns', '420');
    expect(shown(hf)).toBe('up to date');
    enter(hf, 1, 'score_ns', '-420');
    expect(shown(hf)).toBe('stale');
  });
});
