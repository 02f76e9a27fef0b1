/**
 * Interleaved Excel.run batches on one workbook: syncs are let through one at a time in the chosen order, each
 * applied whole, with Office.js semantics (rows.add appends after the last row as the table is then; a write by
 * address overwrites what is there; a load sees the workbook as it is when its sync runs).
 */
import { ExcelHost, installFakeOffice, runInterleaved, type InstalledOffice } from '../../../src/dev/host';

let office: InstalledOffice;
let host: ExcelHost;

beforeEach(() => {
  host = new ExcelHost();
  host.addTable({ sheet: 'Log', name: 'Log', headers: ['who', 'n'] });
  office = installFakeOffice(host, {});
});
afterEach(() => office.uninstall());

/** Loads the row count, then writes one row: by rows.add or by the address the loaded count gives. */
function writer(who: string, how: 'add' | 'address') {
  return () =>
    Excel.run(async (context) => {
      const t = context.workbook.tables.getItem('Log');
      const body = t.getDataBodyRange().load('values');
      await context.sync();
      const blank = body.values.length === 1 && body.values[0].every((v) => v === '');
      const n = blank ? 0 : body.values.length;
      if (how === 'add') t.rows.add(undefined, [[who, n]]);
      else context.workbook.worksheets.getItem('Log').getRange(`A${n + 2}:B${n + 2}`).values = [[who, n]];
      await context.sync();
      return n;
    });
}

test('A loads, B loads, A writes, B writes: rows.add keeps both rows, in write order', async () => {
  const { results, order } = await runInterleaved(host, [writer('A', 'add'), writer('B', 'add')]);
  expect(order).toEqual([1, 2, 1, 2]);
  expect(results.map((r) => (r as PromiseFulfilledResult<number>).value)).toEqual([0, 0]);
  // The fresh table's blank row took A's row; B's went after it.
  expect(host.getTable('Log').rows).toEqual([
    ['A', 0],
    ['B', 0],
  ]);
});

test('the same interleaving with writes by the loaded address: B overwrites A', async () => {
  await runInterleaved(host, [writer('A', 'address'), writer('B', 'address')]);
  expect(host.getTable('Log').rows).toEqual([['B', 0]]);
});

test('a chosen order: B runs to its end before A writes; A then appends after B', async () => {
  // Waiting syncs: [A1, B1] → pick B1; [A1, B2] → pick B2; then A1, A2.
  const picks = [1, 1, 0, 0];
  const { order } = await runInterleaved(host, [writer('A', 'add'), writer('B', 'add')], (_w, step) => picks[step]);
  expect(order).toEqual([2, 2, 1, 1]);
  // A loaded after B's write (its first sync came third): it saw 1 row.
  expect(host.getTable('Log').rows).toEqual([
    ['B', 0],
    ['A', 1],
  ]);
});
