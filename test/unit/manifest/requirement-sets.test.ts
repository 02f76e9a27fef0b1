/**
 * The manifest declares every requirement set the add-in's code needs. Each Office.js member the workbook layer
 * (src/workbook) and the pane (src/taskpane) use is resolved by the type checker to its declaration in
 * @types/office-js, whose `[Api set: ExcelApi 1.x]` annotation names its set; the highest of each set must be
 * within what manifest.xml's <Requirements> declares, so no Excel that loads the add-in lacks a member it calls.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  compareVersions,
  currentHostTable,
  highestSets,
  manifestSets,
  setsInComment,
  sourceFiles,
  usedMembers,
  type MemberUse,
} from '../../../scripts/api-sets';
import { EXCEL_API_MEMBERS, MANIFEST_SETS } from '../../../src/dev/host/api-sets';

const root = path.resolve(__dirname, '../../..');
const declared = manifestSets(readFileSync(path.join(root, 'manifest.xml'), 'utf8'));

jest.setTimeout(180_000);

let uses: MemberUse[];
beforeAll(() => {
  uses = usedMembers(sourceFiles(['src/workbook', 'src/taskpane']));
});

test('the annotations are read as Microsoft writes them', () => {
  expect(setsInComment('/**\n * @remarks\n * [Api set: ExcelApi 1.7]\n */')).toEqual([
    { set: 'ExcelApi', version: '1.7' },
  ]);
  const dialog =
    '/** * **Requirement sets**:\n * - {@link https://learn.microsoft.com/x | DialogApi 1.2}\n' +
    ' * - {@link https://learn.microsoft.com/y | Mailbox 1.9}\n' +
    ' * - If the `messageOptions` parameter is used, {@link https://z | DialogOrigin 1.1} is also required.\n */';
  expect(setsInComment(dialog)).toEqual([{ set: 'DialogApi', version: '1.2' }]);
  const param =
    '/** [Api set: DialogApi 1.1]\n * @param handler … clients that support {@link https://x | DialogOrigin 1.1}. */';
  expect(setsInComment(param)).toEqual([{ set: 'DialogApi', version: '1.1' }]);
  expect(compareVersions('1.10', '1.9')).toBeGreaterThan(0);
});

test('the scan sees the members the issue names, with their sets', () => {
  const byName = new Map(uses.map((u) => [u.member, u]));
  // Worksheet.onChanged and freezePanes are ExcelApi 1.7, getItemOrNullObject 1.4 (Microsoft's reference).
  expect(byName.get('Excel.Worksheet.onChanged')?.sets).toContainEqual({ set: 'ExcelApi', version: '1.7' });
  expect(byName.get('Excel.Worksheet.freezePanes')?.sets).toContainEqual({ set: 'ExcelApi', version: '1.7' });
  expect(byName.get('Excel.TableCollection.getItemOrNullObject')?.sets).toContainEqual({
    set: 'ExcelApi',
    version: '1.4',
  });
});

test('a use behind an isSetSupported check of its set and version does not count against the manifest', () => {
  const fixture = usedMembers([path.join(root, 'test/fixtures/api-sets/guarded.ts')]);
  const sets = (member: string) => fixture.find((u) => u.member === `Excel.Application.${member}`)?.sets;
  const excel111 = [{ set: 'ExcelApi', version: '1.11' }];
  // Checked at 1.11: nothing left to ask.
  expect(sets('decimalSeparator')).toEqual([]);
  // Checked at 1.9 only, negated, or beside `||`: still 1.11 (calculationEngineVersion is 1.9).
  expect(sets('thousandsSeparator')).toEqual(excel111);
  expect(sets('useSystemSeparators')).toEqual(excel111);
  expect(sets('calculationEngineVersion')).toEqual([{ set: 'ExcelApi', version: '1.9' }]);
  // Used once behind the check and once without: the unchecked use is the one kept, with its place.
  const culture = fixture.find((u) => u.member === 'Excel.Application.cultureInfo');
  expect(culture?.sets).toEqual(excel111);
  expect(culture?.at).toMatch(/guarded\.ts:18$/);
});

test('manifest.xml declares at least the highest version of every set the code uses', () => {
  const need = highestSets(uses);
  expect(need.ExcelApi).toBeDefined();
  const short: string[] = [];
  for (const [set, { version, member, at }] of Object.entries(need)) {
    const have = declared[set];
    if (have === undefined || compareVersions(have, version) < 0) {
      short.push(`${set} ${version} (${member}, ${at}); manifest: ${have ?? 'none'}`);
    }
  }
  expect(short).toEqual([]);
});

test('no member of Excel on the web only (ExcelApiOnline) is used: desktop Excel would refuse it', () => {
  const online = uses.filter(
    (u) => u.sets.some((s) => s.set === 'ExcelApiOnline') && !u.sets.some((s) => s.set === 'ExcelApi'),
  );
  expect(online.map((u) => `${u.member} (${u.at})`)).toEqual([]);
});

test('the functions return CustomFunctions.Error with messages, so the manifest asks CustomFunctionsRuntime 1.2', () => {
  // errors.ts reaches the runtime through globalThis (the same code runs in Node), out of the type checker's
  // sight; CustomFunctions.Error is CustomFunctionsRuntime 1.2 in Microsoft's reference, 1.1 has no error class.
  const errors = readFileSync(path.join(root, 'src/functions/errors.ts'), 'utf8');
  expect(errors).toMatch(/new cf\.Error\(/);
  expect(compareVersions(declared.CustomFunctionsRuntime ?? '0', '1.2')).toBeGreaterThanOrEqual(0);
  expect(declared.SharedRuntime).toBe('1.1');
});

test("the in-memory host's table of sets is up to date (npx tsx scripts/api-sets.ts)", async () => {
  const { members, sets } = await currentHostTable();
  expect(EXCEL_API_MEMBERS).toEqual(members);
  expect(MANIFEST_SETS).toEqual(sets);
});
