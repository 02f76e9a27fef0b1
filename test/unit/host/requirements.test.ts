/**
 * Requirement sets on the in-memory host: by default it supports what manifest.xml declares, and a member of a
 * higher ExcelApi version (or of Excel on the web only) fails at sync with ApiNotFound, as Excel does; the sets
 * can be raised per host.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ExcelHost, installFakeOffice } from '../../../src/dev/host';
import { MANIFEST_SETS } from '../../../src/dev/host/requirements';
import { rejection } from './helpers';

const manifest = readFileSync(path.resolve(__dirname, '../../../manifest.xml'), 'utf8');

function install(requirementSets?: Record<string, string>) {
  const host = new ExcelHost(requirementSets ? { requirementSets } : {});
  host.addTable({
    sheet: 'Sheet1',
    name: 'T',
    headers: ['a', 'b'],
    rows: [
      [1, 2],
      [3, 4],
      [5, 6],
    ],
  });
  return { host, office: installFakeOffice(host) };
}

test('the default sets are the ones manifest.xml declares', () => {
  const { host, office } = install();
  try {
    expect(host.requirementSets).toEqual(MANIFEST_SETS);
    expect(manifest).toContain(`<Set Name="ExcelApi" MinVersion="${MANIFEST_SETS.ExcelApi}"/>`);
  } finally {
    office.uninstall();
  }
});

test('a member above the declared ExcelApi fails at sync with ApiNotFound; earlier operations of the sync stay applied', async () => {
  const { host, office } = install();
  try {
    // Table.resize is ExcelApi 1.13, above the manifest's 1.7.
    const err = await rejection(
      Excel.run(async (ctx) => {
        ctx.workbook.worksheets.getItem('Sheet1').getRange('D1').values = [['before']];
        ctx.workbook.tables.getItem('T').resize('Sheet1!A1:B2');
        await ctx.sync();
      }),
    );
    expect(err.code).toBe('ApiNotFound');
    expect(err.message).toContain('Table.resize needs ExcelApi 1.13');
    expect(host.getValues('Sheet1!D1')).toEqual([['before']]);
    expect(host.getTable('T').rows).toHaveLength(3);
  } finally {
    office.uninstall();
  }
});

test('members of Excel on the web only (ExcelApiOnline) are refused on the manifest sets', async () => {
  const { office } = install();
  try {
    const err = await rejection(
      Excel.run(async (ctx) => {
        ctx.workbook.tables.getItem('T').rows.deleteRowsAt(0, 1);
        await ctx.sync();
      }),
    );
    expect(err.code).toBe('ApiNotFound');
    expect(err.message).toContain('ExcelApiOnline 1.1');
  } finally {
    office.uninstall();
  }
});

test('loading a property of a higher set by name is refused; members within the sets work', async () => {
  const { office } = install({ ExcelApi: '1.4' });
  try {
    // numberFormatLocal is ExcelApi 1.7.
    const err = await rejection(
      Excel.run(async (ctx) => {
        ctx.workbook.worksheets.getItem('Sheet1').getRange('A1').load('numberFormatLocal');
        await ctx.sync();
      }),
    );
    expect(err.code).toBe('ApiNotFound');
    // getItemOrNullObject is ExcelApi 1.4: allowed at 1.4.
    const missing = await Excel.run(async (ctx) => {
      const t = ctx.workbook.tables.getItemOrNullObject('Nope');
      await ctx.sync();
      return t.isNullObject;
    });
    expect(missing).toBe(true);
    expect(Office.context.requirements.isSetSupported('ExcelApi', '1.4')).toBe(true);
    expect(Office.context.requirements.isSetSupported('ExcelApi', '1.5')).toBe(false);
  } finally {
    office.uninstall();
  }
});

test('a host playing a newer Excel accepts the member', async () => {
  const { host, office } = install({ ExcelApi: '1.13' });
  try {
    await Excel.run(async (ctx) => {
      ctx.workbook.tables.getItem('T').resize('Sheet1!A1:B3');
      await ctx.sync();
    });
    expect(host.getTable('T').rows).toHaveLength(2);
  } finally {
    office.uninstall();
  }
});

test('typeValues extends a table when the typed block reaches the row just below it, as Excel does', () => {
  const { host, office } = install();
  try {
    host.typeValues('Sheet1!A5', [[7, 8]]);
    expect(host.getTable('T').rows).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
    ]);
    // Two rows below the table (a gap): not part of it.
    host.typeValues('Sheet1!A7', [[9, 9]]);
    expect(host.getTable('T').rows).toHaveLength(4);
    // Beside the table's columns: not part of it.
    host.typeValues('Sheet1!D6', [[1]]);
    expect(host.getTable('T').address).toBe('Sheet1!A1:B5');
  } finally {
    office.uninstall();
  }
});

test("Excel's decimal separator is ExcelApi 1.11: refused below it, read as the host plays it from it", async () => {
  const read = () =>
    Excel.run(async (ctx) => {
      const app = ctx.workbook.application.load('decimalSeparator');
      await ctx.sync();
      return app.decimalSeparator;
    });
  const old = install();
  try {
    expect((await rejection(read())).code).toBe('ApiNotFound');
  } finally {
    old.office.uninstall();
  }
  const newer = install({ ExcelApi: '1.11' });
  try {
    expect(await read()).toBe('.');
    newer.host.decimalSeparator = ',';
    expect(await read()).toBe(',');
  } finally {
    newer.office.uninstall();
  }
});
