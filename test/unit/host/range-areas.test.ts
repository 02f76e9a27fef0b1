/**
 * RangeAreas on the in-memory host (ExcelApi 1.9): Worksheet.findAll and Range.getSpecialCells give the cells they
 * find as areas, which a batch widens to rows, intersects with a table and loads, in the sync that finds them.
 */
import { ExcelHost, installFakeOffice } from '../../../src/dev/host';
import { areasOfCells } from '../../../src/dev/host/range-areas';
import { rejection, setup } from './helpers';

let env: ReturnType<typeof setup>;
beforeEach(() => {
  env = setup();
});
afterEach(() => env.done());

/**
 * A small traveller sheet: board, table, ns, ruling, and a formula column; boards 7 in rows 2–3 and 6. The pair
 * numbers are written as text and kept as numbers, as typing them would.
 */
async function travellers() {
  await Excel.run(async (context) => {
    const sheet = context.workbook.worksheets.getItem('Sheet1');
    const t = sheet.tables.add('A1:E1', true);
    t.name = 'Travellers';
    t.getHeaderRowRange().values = [['board', 'table', 'ns', 'ruling', 'twice']];
    t.rows.add(undefined, [
      [7, 1, '17', '', '=B2*2'],
      [7, 2, '7', 'A60/40', '=B3*2'],
      [17, 3, '3', '', '=B4*2'],
      [8, 7, '7', '', '=B5*2'],
      [7, 4, '4', 'ADJ', '=B6*2'],
    ]);
    await context.sync();
  });
}

test('the lines of board 7 found, widened to their rows and read in the sync that finds them', async () => {
  await travellers();
  const m = await env.host.measure(() =>
    Excel.run(async (context) => {
      const sheet = context.workbook.worksheets.getItem('Sheet1');
      const body = sheet.tables.getItem('Travellers').getDataBodyRange();
      const found = sheet
        .findAllOrNullObject('7', { completeMatch: true, matchCase: false })
        .getIntersectionOrNullObject(body.getColumn(0))
        .getEntireRow()
        .getIntersectionOrNullObject(body.getColumn(0).getResizedRange(0, 3));
      found.load('address, areaCount, cellCount');
      found.areas.load('items/values, items/rowIndex');
      await context.sync();
      return {
        address: found.address,
        areas: found.areaCount,
        cells: found.cellCount,
        rows: found.areas.items.map((r) => [r.rowIndex, r.values]),
      };
    }),
  );
  expect(m.syncs).toBe(1);
  // Not board 17, nor the 7s in the table and ns columns.
  expect(m.result).toEqual({
    address: 'Sheet1!A2:D3,Sheet1!A6:D6',
    areas: 2,
    cells: 12,
    rows: [
      [
        1,
        [
          [7, 1, 17, ''],
          [7, 2, 7, 'A60/40'],
        ],
      ],
      [5, [[7, 4, 4, 'ADJ']]],
    ],
  });
});

test('areas are kept apart: two found on one row, widened, give the row twice', async () => {
  await travellers();
  const rows = await Excel.run(async (context) => {
    const sheet = context.workbook.worksheets.getItem('Sheet1');
    const found = sheet.findAllOrNullObject('7', { completeMatch: true }).getEntireRow().load('address');
    await context.sync();
    return found.address;
  });
  // Found: A2:A3 and A6 (boards), B5 (a table), C3 and C5 (pairs).
  expect(rows).toBe('Sheet1!2:3,Sheet1!6:6,Sheet1!5:5,Sheet1!3:3,Sheet1!5:5');
});

test('without completeMatch any part of the text matches, and case counts only with matchCase', async () => {
  await travellers();
  const found = await Excel.run(async (context) => {
    const sheet = context.workbook.worksheets.getItem('Sheet1');
    const part = sheet.findAllOrNullObject('7', { completeMatch: false }).load('address');
    const lower = sheet.findAllOrNullObject('adj', { completeMatch: true, matchCase: false }).load('address');
    const cased = sheet.findAllOrNullObject('adj', { completeMatch: true, matchCase: true });
    await context.sync();
    return [part.address, lower.address, cased.isNullObject];
  });
  // Column by column, each run of rows one area: 7, 7, 17 in A2:A4 (A5 holds 8), table 7, ns '17' and '7'.
  expect(found).toEqual(['Sheet1!A2:A4,Sheet1!A6,Sheet1!B5,Sheet1!C2:C3,Sheet1!C5', 'Sheet1!D6', true]);
});

test("Excel's wildcards: * any text, ? one character, ~ before them the character itself", async () => {
  await travellers();
  const found = await Excel.run(async (context) => {
    const sheet = context.workbook.worksheets.getItem('Sheet1');
    const ruling = sheet.tables.getItem('Travellers').getDataBodyRange().getColumn(3);
    const any = sheet
      .findAllOrNullObject('*', { completeMatch: true })
      .getIntersectionOrNullObject(ruling)
      .load('address');
    const one = sheet.findAllOrNullObject('A??', { completeMatch: true }).load('address');
    const star = sheet.findAllOrNullObject('~*', { completeMatch: true });
    await context.sync();
    return [any.address, one.address, star.isNullObject];
  });
  expect(found).toEqual(['Sheet1!D3,Sheet1!D6', 'Sheet1!D6', true]);
});

test('nothing found: a null object from findAllOrNullObject, ItemNotFound from findAll; a hidden sheet finds nothing', async () => {
  await travellers();
  const none = await Excel.run(async (context) => {
    const r = context.workbook.worksheets.getItem('Sheet1').findAllOrNullObject('99', { completeMatch: true });
    r.areas.load('items/values');
    await context.sync();
    return [r.isNullObject, r.areas.items.length];
  });
  expect(none).toEqual([true, 0]);
  const e = await rejection(
    Excel.run(async (context) => {
      context.workbook.worksheets.getItem('Sheet1').findAll('99', { completeMatch: true }).load('address');
      await context.sync();
    }),
  );
  expect(e.code).toBe('ItemNotFound');
  const hidden = await Excel.run(async (context) => {
    context.workbook.worksheets.add('Other');
    const sheet = context.workbook.worksheets.getItem('Sheet1');
    sheet.visibility = 'Hidden';
    const r = sheet.findAllOrNullObject('7', { completeMatch: true });
    await context.sync();
    return r.isNullObject;
  });
  expect(hidden).toBe(true);
});

test('getSpecialCells: the constants of a column (the rulings entered), the formulas, the numbers', async () => {
  await travellers();
  const found = await Excel.run(async (context) => {
    const body = context.workbook.worksheets.getItem('Sheet1').tables.getItem('Travellers').getDataBodyRange();
    const entered = body.getColumn(0).getResizedRange(0, 3);
    const rulings = body
      .getColumn(3)
      .getSpecialCellsOrNullObject('Constants')
      .getEntireRow()
      .getIntersectionOrNullObject(entered);
    rulings.areas.load('items/values');
    const formulas = body.getSpecialCellsOrNullObject('Formulas').load('address, cellCount');
    const numbers = body.getColumn(2).getSpecialCellsOrNullObject('Constants', 'Numbers').load('cellCount');
    const text = body.getColumn(2).getSpecialCellsOrNullObject('Constants', 'Text');
    const blank = body.getColumn(3).getSpecialCellsOrNullObject('Constants', 'Logical');
    await context.sync();
    return {
      rulings: rulings.areas.items.map((r) => r.values),
      formulas: [formulas.address, formulas.cellCount],
      numbers: numbers.cellCount,
      text: text.isNullObject,
      blank: blank.isNullObject,
    };
  });
  expect(found).toEqual({
    rulings: [[[7, 2, 7, 'A60/40']], [[7, 4, 4, 'ADJ']]],
    formulas: ['Sheet1!E2:E6', 5],
    numbers: 5,
    text: true,
    blank: true,
  });
  const e = await rejection(
    Excel.run(async (context) => {
      context.workbook.worksheets.getItem('Sheet1').getRange('H1:H9').getSpecialCells('Constants').load('address');
      await context.sync();
    }),
  );
  expect(e.code).toBe('ItemNotFound');
});

test("an Excel below ExcelApi 1.9 (the manifest's 1.7) refuses them, as a real one would", async () => {
  env.done();
  const host = new ExcelHost();
  host.addSheet('Sheet1');
  const office = installFakeOffice(host, { displayLanguage: 'en-US' });
  try {
    const e = await rejection(
      Excel.run(async (context) => {
        context.workbook.worksheets.getItem('Sheet1').findAllOrNullObject('7', { completeMatch: true });
        await context.sync();
      }),
    );
    expect(e.code).toBe('ApiNotFound');
    expect(e.message).toMatch(/ExcelApi 1\.9/);
  } finally {
    office.uninstall();
    env = setup();
  }
});

test('the areas of found cells: runs down a column, columns left to right', () => {
  expect(
    areasOfCells([
      [3, 0],
      [1, 0],
      [2, 0],
      [5, 0],
      [0, 2],
    ]),
  ).toEqual([
    { row: 1, column: 0, rowCount: 3, columnCount: 1 },
    { row: 5, column: 0, rowCount: 1, columnCount: 1 },
    { row: 0, column: 2, rowCount: 1, columnCount: 1 },
  ]);
});
