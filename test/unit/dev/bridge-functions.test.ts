/**
 * The BRIDGE.* functions as HyperFormula knows them (src/dev/formulas/bridge-functions.ts, used by the template
 * tests and the preview page): every function whose result is an array has a spill size, which HyperFormula needs
 * before it evaluates; without one its formula would be an error in the preview and in the template tests.
 */
import * as path from 'path';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import {
  SPILL,
  registerBridgeFunctions,
  workbook,
  type FunctionMeta,
} from '../../../src/dev/formulas/bridge-functions';

let functions: FunctionMeta[];

beforeAll(async () => {
  const generated = await generateCustomFunctionsMetadata(
    path.resolve(__dirname, '../../../src/functions/functions.ts'),
  );
  functions = (JSON.parse(generated.metadataJson) as { functions: FunctionMeta[] }).functions;
  registerBridgeFunctions(functions);
});

test('every function with an array result has a spill size, and every size names such a function', () => {
  const arrays = functions.filter((f) => f.result.dimensionality === 'matrix').map((f) => f.id);
  // The spilled sheets of the templates among them: Butler datums, the individual and preferans rankings, teams.
  for (const id of [
    'SESSION_RESULTS',
    'SESSION_DATUMS',
    'INDIVIDUAL_RESULTS',
    'PREFERANS_RESULTS',
    'TEAM_BOARDS',
    'TEAM_MATCHES',
    'TEAM_STANDINGS',
  ]) {
    expect(arrays).toContain(id);
  }
  expect(arrays.filter((id) => !(id in SPILL))).toEqual([]);
  expect(Object.keys(SPILL).filter((id) => !arrays.includes(id))).toEqual([]);
});

test('a spilled ranking is evaluated: BRIDGE.PREFERANS_RESULTS over three seats of one deal', () => {
  // One deal, seat 1 at three tables: 10 beats 6 and −2 → 4 of top 4 (100 %); 6 beats −2 → 2 (50 %); −2 → 0.
  const hf = workbook({
    P: [
      [1, '1', '1', 'a', 10, null, null],
      [1, '2', '1', 'b', 6, null, null],
      [1, '3', '1', 'c', -2, null, null],
      ['=BRIDGE.PREFERANS_RESULTS(A1:A3,B1:B3,C1:C3,D1:D3,E1:E3,F1:F3,G1:G3,"ru-preferans")'],
    ],
  });
  const rows = (hf.getSheetValues(hf.getSheetId('P')!) as unknown[][]).slice(3, 6).map((r) => r.slice(0, 4));
  expect(rows).toEqual([
    ['1', 'a', 4, 100],
    ['2', 'b', 2, 50],
    ['3', 'c', 0, 0],
  ]);
  hf.destroy();
});

test('BRIDGE.PREFERANS_RESULTS takes a procedural penalty in a ruling cell off the player (§11.1В), as the pane does', () => {
  // The event above with "PP 25%" on b: b 2 − 25 % of the top 4 = 1 (25 %), its penalty 1; a and c as before.
  const hf = workbook({
    P: [
      [1, '1', '1', 'a', 10, null, null],
      [1, '2', '1', 'b', 6, 'PP 25%', null],
      [1, '3', '1', 'c', -2, null, null],
      ['=BRIDGE.PREFERANS_RESULTS(A1:A3,B1:B3,C1:C3,D1:D3,E1:E3,F1:F3,G1:G3,"ru-preferans")'],
    ],
  });
  const rows = (hf.getSheetValues(hf.getSheetId('P')!) as unknown[][]).slice(3, 6).map((r) => r.slice(0, 6));
  expect(rows).toEqual([
    ['1', 'a', 4, 100, 1, 0],
    ['2', 'b', 1, 25, 1, 1],
    ['3', 'c', 0, 0, 1, 0],
  ]);
  hf.destroy();
});
