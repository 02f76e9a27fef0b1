/** Excel tables: creation, header rules, rows and columns, and their effect on the cells around them. */
import { rejection, setup } from './helpers';

let env: ReturnType<typeof setup>;
beforeEach(() => {
  env = setup();
});
afterEach(() => env.done());

const HEADERS = ['Board', 'Table', 'NS score'];

async function createTable(name = 'Travellers') {
  await Excel.run(async (context) => {
    const sheet = context.workbook.worksheets.getItem('Sheet1');
    const t = sheet.tables.add('A1:C1', true);
    t.name = name;
    t.getHeaderRowRange().values = [HEADERS];
    await context.sync();
  });
}

test('a table made from a header row has one blank data row', async () => {
  await createTable();
  const t = env.host.getTable('Travellers');
  expect(t.address).toBe('Sheet1!A1:C2');
  expect(t.headers).toEqual(HEADERS);
  expect(t.rows).toEqual([]); // the blank row is reported as no rows
  await Excel.run(async (context) => {
    const rows = context.workbook.tables.getItem('Travellers').rows.load('count');
    await context.sync();
    expect(rows.count).toBe(1);
  });
});

test('rows.add fills the blank row first, then appends; the data body grows', async () => {
  await createTable();
  await Excel.run(async (context) => {
    const t = context.workbook.tables.getItem('Travellers');
    t.rows.add(undefined, [
      [1, 1, 420],
      [1, 2, -50],
    ]);
    t.rows.add(undefined, [[2, 1, 110]]);
    const body = t.getDataBodyRange().load('values, address');
    await context.sync();
    expect(body.address).toBe('Sheet1!A2:C4');
    expect(body.values).toEqual([
      [1, 1, 420],
      [1, 2, -50],
      [2, 1, 110],
    ]);
  });
});

test('rows.add at an index inserts and shifts the cells below the table down', async () => {
  await createTable();
  env.host.setValues('Sheet1!A10:D10', [['below', 'the', 'table', 'beside']]);
  await Excel.run(async (context) => {
    const t = context.workbook.tables.getItem('Travellers');
    t.rows.add(undefined, [
      [1, 1, 1],
      [3, 3, 3],
    ]);
    t.rows.add(1, [[2, 2, 2]]);
    await context.sync();
  });
  expect(env.host.getTable('Travellers').rows).toEqual([
    [1, 1, 1],
    [2, 2, 2],
    [3, 3, 3],
  ]);
  // 3 rows added, the first into the blank row: 2 inserted, so A10:C10 moved to A12:C12.
  // D10 is outside the table's columns and stays.
  expect(env.host.getValues('Sheet1!A12:C12')).toEqual([['below', 'the', 'table']]);
  expect(env.host.valueAt('Sheet1!D10')).toBe('beside');
});

test('rows.add with rows of the wrong width: InvalidArgument at sync, table unchanged', async () => {
  await createTable();
  const e = await rejection(
    Excel.run(async (context) => {
      context.workbook.tables.getItem('Travellers').rows.add(undefined, [[1, 2]]);
      await context.sync();
    }),
  );
  expect(e.code).toBe('InvalidArgument');
  expect(e.message).toContain('rows of 3 items');
  expect(env.host.getTable('Travellers').address).toBe('Sheet1!A1:C2');
});

test('blank and repeated header names are made unique, as Excel does', async () => {
  env.host.setValues('Sheet1!A1:D1', [['Score', '', 'Score', 'score']]);
  await Excel.run(async (context) => {
    context.workbook.worksheets.getItem('Sheet1').tables.add('A1:D3', true);
    await context.sync();
  });
  expect(env.host.getTable('Table1').headers).toEqual(['Score', 'Column2', 'Score2', 'score3']);
});

test('hasHeaders false: Excel inserts a header row above the data', async () => {
  env.host.setValues('Sheet1!A1:B2', [
    [1, 2],
    [3, 4],
  ]);
  await Excel.run(async (context) => {
    context.workbook.tables.add('Sheet1!A1:B2', false);
    await context.sync();
  });
  const t = env.host.getTable('Table1');
  expect(t.address).toBe('Sheet1!A1:B3');
  expect(t.headers).toEqual(['Column1', 'Column2']);
  expect(t.rows).toEqual([
    [1, 2],
    [3, 4],
  ]);
});

test('tables may not overlap; names must be valid and unique', async () => {
  await createTable();
  const overlap = await rejection(
    Excel.run(async (context) => {
      context.workbook.worksheets.getItem('Sheet1').tables.add('B2:E5', true);
      await context.sync();
    }),
  );
  expect(overlap.code).toBe('InvalidOperation');
  for (const [i, bad] of ['Travellers', 'has space', 'A1', '1st'].entries()) {
    const e = await rejection(
      Excel.run(async (context) => {
        const t = context.workbook.worksheets.getItem('Sheet1').tables.add(`H${i * 3 + 1}:I${i * 3 + 1}`, true);
        t.name = bad;
        await context.sync();
      }),
    );
    expect([bad, e.code]).toEqual([bad, 'InvalidArgument']);
  }
});

test('getItemOrNullObject, items, columns by name and index, column values include the header', async () => {
  await createTable();
  await Excel.run(async (context) => {
    const t = context.workbook.tables.getItem('travellers'); // case-insensitive
    t.rows.add(undefined, [[5, 6, 7]]);
    const missing = context.workbook.tables.getItemOrNullObject('Rankings');
    const all = context.workbook.tables.load('items/name');
    const col = t.columns.getItem('NS score').load('index, name, values');
    const byIndex = t.columns.getItemAt(0).load('name');
    const cols = t.columns.load('items/name, count');
    await context.sync();
    expect(missing.isNullObject).toBe(true);
    expect(all.items.map((x) => x.name)).toEqual(['Travellers']);
    expect([col.index, col.name, col.values]).toEqual([2, 'NS score', [['NS score'], [7]]]);
    expect(byIndex.name).toBe('Board');
    expect(cols.items.map((c) => c.name)).toEqual(HEADERS);
  });
});

test('columns.add adds a column with its header; renaming a column writes the header cell', async () => {
  await createTable();
  await Excel.run(async (context) => {
    const t = context.workbook.tables.getItem('Travellers');
    t.columns.add(undefined, [['MP'], [0]]);
    t.columns.getItem('Table').name = 'Tbl';
    await context.sync();
  });
  expect(env.host.getTable('Travellers').headers).toEqual(['Board', 'Tbl', 'NS score', 'MP']);
  expect(env.host.getTable('Travellers').address).toBe('Sheet1!A1:D2');
});

test('deleting rows: by row object, by index list, and all rows leaves one blank row', async () => {
  await createTable();
  await Excel.run(async (context) => {
    const t = context.workbook.tables.getItem('Travellers');
    t.rows.add(undefined, [
      [1, 1, 1],
      [2, 2, 2],
      [3, 3, 3],
      [4, 4, 4],
    ]);
    await context.sync();
    t.rows.getItemAt(0).delete();
    await context.sync();
    expect(env.host.getTable('Travellers').rows.map((r) => r[0])).toEqual([2, 3, 4]);
    t.rows.deleteRows([0, 2]);
    await context.sync();
    expect(env.host.getTable('Travellers').rows.map((r) => r[0])).toEqual([3]);
    t.rows.deleteRowsAt(0, 1);
    const rows = t.rows.load('count');
    await context.sync();
    expect(rows.count).toBe(1);
  });
  expect(env.host.getTable('Travellers').rows).toEqual([]);
});

test('a table below moves down when rows are added above it', async () => {
  await createTable();
  env.host.addTable({ sheet: 'Sheet1', at: 'A6', name: 'Below', headers: ['X', 'Y', 'Z'], rows: [[1, 2, 3]] });
  await Excel.run(async (context) => {
    context.workbook.tables.getItem('Travellers').rows.add(undefined, [
      [1, 1, 1],
      [2, 2, 2],
      [3, 3, 3],
    ]);
    await context.sync();
  });
  expect(env.host.getTable('Below').address).toBe('Sheet1!A8:C9');
});

test('a table only partly in the way of a shift refuses it', async () => {
  await createTable();
  env.host.addTable({ sheet: 'Sheet1', at: 'B6', name: 'Offset', headers: ['X', 'Y', 'Z'], rows: [[1, 2, 3]] });
  const e = await rejection(
    Excel.run(async (context) => {
      context.workbook.tables.getItem('Travellers').rows.add(undefined, [
        [1, 1, 1],
        [2, 2, 2],
      ]);
      await context.sync();
    }),
  );
  expect(e.code).toBe('InvalidOperation');
});

test('table.delete clears its cells; convertToRange keeps them', async () => {
  env.host.addTable({ sheet: 'Sheet1', name: 'A', headers: ['h'], rows: [[1]] });
  env.host.addTable({ sheet: 'Sheet1', at: 'C1', name: 'B', headers: ['k'], rows: [[2]] });
  await Excel.run(async (context) => {
    context.workbook.tables.getItem('A').delete();
    context.workbook.tables.getItem('B').convertToRange();
    await context.sync();
  });
  expect(env.host.tableNames()).toEqual([]);
  expect(env.host.getValues('Sheet1!A1:C2')).toEqual([
    ['', '', 'k'],
    ['', '', 2],
  ]);
});
