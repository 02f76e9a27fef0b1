/**
 * The pane's set-up (createEvent in src/workbook/office/setup.ts, as the Event tab calls it through services.ts)
 * against the in-memory Excel host with the preview's formula evaluator: for each kind (Butler pairs, individual,
 * duplicate preferans) it builds the sheets of the shipped template, from the same definition (templateSheets),
 * with the How to use sheet in the language it is given; the Live sheets then compute from what is typed.
 */
import * as path from 'path';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import { hyperFormulaEvaluator } from '../../../src/dev/formulas/evaluator';
import type { FunctionMeta } from '../../../src/dev/formulas/bridge-functions';
import { createEvent } from '../../../src/workbook/office/setup';
import { planEvent, type NewEventOptions } from '../../../src/workbook/tables/plan';
import { templateSheets } from '../../../src/workbook/tables/templates';
import { HOW_TO_LANGS, HOW_TO_SHEET, howToRows } from '../../../src/workbook/tables/how-to';
import { TEMPLATE_OPTIONS } from '../../../scripts/build-templates';

let functions: FunctionMeta[];
let host: ExcelHost;
let office: InstalledOffice;

beforeAll(async () => {
  const generated = await generateCustomFunctionsMetadata(
    path.resolve(__dirname, '../../../src/functions/functions.ts'),
  );
  functions = (JSON.parse(generated.metadataJson) as { functions: FunctionMeta[] }).functions;
});

beforeEach(() => {
  host = new ExcelHost();
  for (const f of functions) host.customFunctions.add(f.id.toUpperCase());
  host.setEvaluator(hyperFormulaEvaluator(functions));
  host.addSheet('Sheet1');
  office = installFakeOffice(host);
});
afterEach(() => office.uninstall());

const KINDS: Record<string, NewEventOptions> = {
  butler: TEMPLATE_OPTIONS.butler as NewEventOptions,
  individual: TEMPLATE_OPTIONS.individual as NewEventOptions,
  preferans: TEMPLATE_OPTIONS.preferans as NewEventOptions,
};

describe.each(Object.keys(KINDS))('the %s set-up', (kind) => {
  it('builds the template’s sheets, their formulas and the How to use sheet in the pane’s language', async () => {
    const lang = HOW_TO_LANGS[1 + (Object.keys(KINDS).indexOf(kind) % 4)];
    const report = await createEvent({ ...KINDS[kind], lang });
    expect(report.syncs).toBe(2);
    const { settings, plan } = planEvent(KINDS[kind]);
    const specs = templateSheets(settings, plan, lang);
    expect(report.sheets).toEqual(specs.map((s) => s.name));
    for (const name of specs.map((s) => s.name)) expect(host.sheetNames()).toContain(name);
    // Every formula of the template is in its cell (the Live sheets' spilled calls among them).
    for (const spec of specs) {
      spec.formulas?.forEach((row, r) =>
        row.forEach((v, c) => {
          if (typeof v !== 'string' || !v.startsWith('=')) return;
          const at = `'${spec.name}'!${String.fromCharCode(65 + c)}${r + 1}`;
          expect([at, host.getFormulas(at)[0][0]]).toEqual([at, v]);
        }),
      );
    }
    // The How to use sheet in the pane's language, not in English.
    const howTo = HOW_TO_SHEET[lang];
    expect(host.sheetNames()).toContain(howTo);
    expect(host.sheetNames()).not.toContain(HOW_TO_SHEET.en);
    const rows = howToRows(settings, lang);
    expect(host.getValues(`'${howTo}'!A1:A${rows.length}`)).toEqual(rows);
    expect(rows[1][0]).not.toEqual(howToRows(settings, 'en')[1][0]);
  });
});

test('a Butler event set up by the pane computes its datums and ranking from typed scores', async () => {
  // 2-table Howell, one round of one board: board 1 at tables 1 and 2 (the movement's pairs).
  await createEvent({ template: 'pairs', movement: 'howell', tables: 2, rounds: 1, boardsPerRound: 1, form: 'butler' });
  // +420 and +450: the datum is their mean, 435, to the wbf rounding; +420 → −15 → 0 IMP, +450 → +15 → 0 IMP.
  // With +620 instead of +450: datum 520; +420 → −100 → −3, +620 → +100 → +3.
  host.typeValues('Travellers!J2:J3', [[420], [620]]);
  const datum = host.getValues('Datums!A2:C2')[0];
  expect(datum[0]).toBe(1);
  expect(datum[1]).toBe(520);
  expect(datum[2]).toBe(2);
  expect(host.getValues("'Line IMPs'!A2:B3")).toEqual([
    [-3, 3],
    [3, -3],
  ]);
  const live = host.getValues('Live!A2:F5').filter((r) => r[1] !== '');
  expect(live.map((r) => r[3]).sort((a, b) => Number(a) - Number(b))).toEqual([-3, -3, 3, 3]);
});
