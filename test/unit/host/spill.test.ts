/**
 * Spilled arrays in the in-memory host, with the preview's formula evaluator (HyperFormula and the BRIDGE.*
 * functions of src/dev/formulas): a formula that returns an array draws it over the empty cells below it, a value
 * typed in the way gives #SPILL!, clearing it lets the array spill again, and the spill follows its inputs.
 *
 * The traveller +420, +450, −50 (three results, top 4, 2 a beat): +420 beats −50 → 2, +450 beats both → 4,
 * −50 → 0. With −50 changed to +500: +420 → 0, +450 → 2, +500 → 4.
 */
import * as path from 'path';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import { ExcelHost } from '../../../src/dev/host';
import { hyperFormulaEvaluator } from '../../../src/dev/formulas/evaluator';
import type { FunctionMeta } from '../../../src/dev/formulas/bridge-functions';

let host: ExcelHost;

beforeAll(async () => {
  const generated = await generateCustomFunctionsMetadata(
    path.resolve(__dirname, '../../../src/functions/functions.ts'),
  );
  const { functions } = JSON.parse(generated.metadataJson) as { functions: FunctionMeta[] };
  host = new ExcelHost();
  for (const f of functions) host.customFunctions.add(f.id.toUpperCase());
  host.setEvaluator(hyperFormulaEvaluator(functions));
  host.addSheet('Sheet1');
  host.setValues('Sheet1!A1:A3', [[420], [450], [-50]]);
  host.setFormulas('Sheet1!B1', [['=BRIDGE.MATCHPOINTS(A1:A3)']]);
});

test('an array result spills over the empty cells below its formula', () => {
  expect(host.getValues('Sheet1!B1:B4')).toEqual([[2], [4], [0], ['']]);
  // Only B1 holds a formula; the spilled cells show values.
  expect(host.getFormulas('Sheet1!B1:B3')).toEqual([['=BRIDGE.MATCHPOINTS(A1:A3)'], [4], [0]]);
});

test('a value typed in the spill range blocks it (#SPILL!); clearing it lets the array spill again', () => {
  host.typeValues('Sheet1!B3', [['x']]);
  expect(host.getValues('Sheet1!B1:B3')).toEqual([['#SPILL!'], [''], ['x']]);
  host.typeValues('Sheet1!B3', [['']]);
  expect(host.getValues('Sheet1!B1:B3')).toEqual([[2], [4], [0]]);
});

test('the spill follows its inputs', () => {
  host.typeValues('Sheet1!A3', [['500']]);
  expect(host.getValues('Sheet1!B1:B3')).toEqual([[0], [2], [4]]);
});

test('a table column in a formula is read as the table is now, a typed row below it included', () => {
  host.addTable({ sheet: 'Sheet1', name: 'Scores', headers: ['score'], rows: [[420], [450]], at: 'D1' });
  host.setFormulas('Sheet1!F1', [['=BRIDGE.MATCHPOINTS(Scores[score])']]);
  // Two results, top 2: +420 → 0, +450 → 2.
  expect(host.getValues('Sheet1!F1:F3')).toEqual([[0], [2], ['']]);
  // A row typed just below the table extends it: +420 → 2, +450 → 4, −50 → 0 (top 4).
  host.typeValues('Sheet1!D4', [['-50']]);
  expect(host.getValues('Sheet1!F1:F3')).toEqual([[2], [4], [0]]);
});
