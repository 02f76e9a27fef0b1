/** What writing values and formulas does to cells, as Excel reads typed input; formulas and the evaluator. */
import { ExcelHost, type FormulaEvaluator } from '../../../src/dev/host';
import { rejection, setup } from './helpers';

let env: ReturnType<typeof setup>;
beforeEach(() => {
  env = setup();
});
afterEach(() => env.done());

async function write(address: string, values: unknown[][] | unknown, prop: 'values' | 'formulas' = 'values') {
  await Excel.run(async (context) => {
    (context.workbook.worksheets.getItem('Sheet1').getRange(address) as unknown as Record<string, unknown>)[prop] =
      values;
    await context.sync();
  });
}

async function read(address: string, props = 'values, formulas, valueTypes, text') {
  return Excel.run(async (context) => {
    const r = context.workbook.worksheets.getItem('Sheet1').getRange(address).load(props);
    await context.sync();
    return r.toJSON() as { values: unknown[][]; formulas: unknown[][]; valueTypes: string[][]; text: string[][] };
  });
}

test('text that looks like a number, a boolean, a percentage or an error becomes one, as typed input does', async () => {
  await write('A1:H1', [['12', ' 3.5 ', 'true', 'FALSE', '50%', '#N/A', '1e3', 'abc']]);
  const r = await read('A1:H1');
  expect(r.values).toEqual([[12, 3.5, true, false, 0.5, '#N/A', 1000, 'abc']]);
  expect(r.valueTypes).toEqual([['Double', 'Double', 'Boolean', 'Boolean', 'Double', 'Error', 'Double', 'String']]);
  // 50% also gets a percent format, so its text reads back as typed.
  expect(r.text[0][4]).toBe('50%');
});

test('a leading apostrophe or the text format "@" keeps text as text', async () => {
  await Excel.run(async (context) => {
    const s = context.workbook.worksheets.getItem('Sheet1');
    s.getRange('B1').numberFormat = [['@']];
    s.getRange('A1:B1').values = [["'007", '007']];
    await context.sync();
  });
  expect(env.host.getValues('Sheet1!A1:B1')).toEqual([['007', '007']]);
});

test('"=…" is a formula, and so is "+…"/"-…" when not a number: board results like "-1" stay numbers', async () => {
  await write('A1:D1', [['=1+1', '-1', '-abc', '+5']]);
  const r = await read('A1:D1', 'formulas, values');
  expect(r.formulas).toEqual([['=1+1', -1, '=-abc', 5]]);
  // No evaluator plugged in: a formula that never had a value shows #CALC!.
  expect(r.values).toEqual([['#CALC!', -1, '#CALC!', 5]]);
});

test('a formula with unbalanced brackets is refused at sync', async () => {
  const e = await rejection(write('A1', [['=SUM(A2:A3']], 'formulas'));
  expect(e.code).toBe('InvalidArgument');
  expect(e.message).toContain('unbalanced');
});

test('null leaves a cell unchanged; "" clears it', async () => {
  env.host.setValues('Sheet1!A1:C1', [[1, 2, 3]]);
  await write('A1:C1', [[null, '', 9]]);
  expect(env.host.getValues('Sheet1!A1:C1')).toEqual([[1, '', 9]]);
});

test('strict mode refuses NaN, Infinity, undefined and objects (Excel would silently skip or garble them)', async () => {
  for (const bad of [NaN, Infinity, undefined, { a: 1 }, [1]]) {
    const e = await rejection(write('A1:B1', [[1, bad]]));
    expect(e.code).toBe('InvalidArgument');
    expect(e.message).toContain('values[0][1]');
  }
  expect(env.host.valueAt('Sheet1!A1')).toBe('');
});

test('non-strict mode skips NaN like Excel does', async () => {
  const host = new ExcelHost({ strict: false });
  host.addSheet('S');
  await host.run(async (context: Excel.RequestContext) => {
    context.workbook.worksheets.getItem('S').getRange('A1:B1').values = [[1, NaN]];
    await context.sync();
  });
  expect(host.getValues('S!A1:B1')).toEqual([[1, '']]);
});

test('a single value (not an array) is written to every cell of the range', async () => {
  await write('A1:B2', 0);
  expect(env.host.getValues('Sheet1!A1:B2')).toEqual([
    [0, 0],
    [0, 0],
  ]);
});

test('text longer than a cell holds is refused', async () => {
  const e = await rejection(write('A1', [['x'.repeat(32768)]]));
  expect(e.code).toBe('InvalidArgument');
});

test('number formats are stored and shape the text', async () => {
  await Excel.run(async (context) => {
    const r = context.workbook.worksheets.getItem('Sheet1').getRange('A1:D1');
    r.values = [[0.456789, 1234567.891, 0.5, 62.5]];
    r.numberFormat = [['0.00', '#,##0.0', '0%', 'General']];
    await context.sync();
  });
  const r = await read('A1:D1', 'text, numberFormat, values');
  // 0.456789 → "0.46"; 1234567.891 → "1,234,567.9"; 0.5 → "50%"; 62.5 → "62.5"
  expect(r.text).toEqual([['0.46', '1,234,567.9', '50%', '62.5']]);
  expect((r as unknown as { numberFormat: string[][] }).numberFormat).toEqual([['0.00', '#,##0.0', '0%', 'General']]);
  expect(r.values[0][0]).toBe(0.456789); // full precision kept
});

test('a plugged-in evaluator computes formula cells; reads in the same batch see the result', async () => {
  // A tiny evaluator for "=A1*2"-style formulas: cell reference times a constant.
  const doubler: FormulaEvaluator = {
    evaluate(book, write) {
      for (const f of book.formulaCells()) {
        const m = /^=([A-Z])(\d+)\*(\d+)$/.exec(f.formula);
        if (!m) continue;
        const src = book.cell(f.sheet, Number(m[2]) - 1, m[1].charCodeAt(0) - 65);
        write(f.sheet, f.row, f.column, Number(src?.value ?? 0) * Number(m[3]));
      }
    },
  };
  env.host.setEvaluator(doubler);
  await Excel.run(async (context) => {
    const s = context.workbook.worksheets.getItem('Sheet1');
    s.getRange('A1:B1').formulas = [[21, '=A1*2']];
    const b1 = s.getRange('B1').load('values, formulas');
    s.getRange('A1').values = [[5]];
    const again = s.getRange('B1').load('values');
    await context.sync();
    expect(b1.values).toEqual([[42]]); // 21 × 2
    expect(b1.formulas).toEqual([['=A1*2']]);
    expect(again.values).toEqual([[10]]); // 5 × 2
  });
});

test('manual calculation mode leaves formula values until calculate()', async () => {
  let calls = 0;
  env.host.setEvaluator({
    evaluate(book, write) {
      calls++;
      for (const f of book.formulaCells()) write(f.sheet, f.row, f.column, calls);
    },
  });
  await Excel.run(async (context) => {
    context.workbook.application.calculationMode = 'Manual';
    const s = context.workbook.worksheets.getItem('Sheet1');
    s.getRange('A1').formulas = [['=NOW()']];
    await context.sync();
    const before = calls;
    const r = s.getRange('A1').load('values');
    await context.sync();
    expect(calls).toBe(before);
    context.workbook.application.calculate('Full');
    r.load('values');
    await context.sync();
    expect(calls).toBe(before + 1);
    expect(r.values).toEqual([[before + 1]]);
  });
});

test('renaming a sheet rewrites formulas that name it', async () => {
  env.host.addSheet('Data');
  env.host.setFormulas('Sheet1!A1:B1', [['=Data!A1', "=SUM('Data'!B1:B3)"]]);
  await Excel.run(async (context) => {
    context.workbook.worksheets.getItem('Data').name = 'Boards 1';
    await context.sync();
  });
  expect(env.host.getFormulas('Sheet1!A1:B1')).toEqual([["='Boards 1'!A1", "=SUM('Boards 1'!B1:B3)"]]);
});

test('clear removes contents and formats; clear("Contents") keeps formats', async () => {
  await Excel.run(async (context) => {
    const r = context.workbook.worksheets.getItem('Sheet1').getRange('A1:B1');
    r.values = [[1, 2]];
    r.numberFormat = [['0.00', '0.00']];
    r.format.font.bold = true;
    await context.sync();
    context.workbook.worksheets.getItem('Sheet1').getRange('A1').clear('Contents');
    context.workbook.worksheets.getItem('Sheet1').getRange('B1').clear();
    const a = context.workbook.worksheets.getItem('Sheet1').getRange('A1').load('values, numberFormat');
    const b = context.workbook.worksheets.getItem('Sheet1').getRange('B1').load('values, numberFormat');
    a.format.font.load('bold');
    await context.sync();
    expect([a.values, a.numberFormat, a.format.font.bold]).toEqual([[['']], [['0.00']], true]);
    expect([b.values, b.numberFormat]).toEqual([[['']], [['General']]]);
  });
});

test('format: font, fill, widths; mixed values read as null; autofit is recorded', async () => {
  env.host.setValues('Sheet1!A1:B1', [['a fairly long heading', 'x']]);
  await Excel.run(async (context) => {
    const s = context.workbook.worksheets.getItem('Sheet1');
    s.getRange('A1').format.font.bold = true;
    s.getRange('A1:B1').format.fill.color = '#FFEE00';
    s.getRange('B1').format.columnWidth = 100;
    s.getRange('A1:B1').format.autofitColumns();
    const both = s.getRange('A1:B1');
    both.load('format/font/bold, format/fill/color');
    const a = s.getRange('A1').load('format/columnWidth');
    await context.sync();
    expect(both.format.font.bold).toBeNull(); // A1 bold, B1 not
    expect(both.format.fill.color).toBe('#FFEE00');
    expect(a.format.columnWidth).toBeGreaterThan(48); // widened by autofit
  });
  expect(env.host.model.formatLog.some((l) => l.startsWith('autofitColumns Sheet1'))).toBe(true);
});

test('range geometry: getCell, getResizedRange, getOffsetRange, getRow/Column, last row, entire column', async () => {
  await Excel.run(async (context) => {
    const base = context.workbook.worksheets.getItem('Sheet1').getRange('B2:D5');
    const parts = [
      base.getCell(1, 2),
      base.getResizedRange(1, -1),
      base.getOffsetRange(2, 3),
      base.getRow(0),
      base.getColumn(2),
      base.getLastRow(),
      base.getEntireColumn(),
      base.getBoundingRect('F1'),
      base.getIntersection('C3:Z9'),
    ].map((r) => r.load('address'));
    await context.sync();
    expect(parts.map((p) => p.address)).toEqual([
      'Sheet1!D3',
      'Sheet1!B2:C6',
      'Sheet1!E4:G7',
      'Sheet1!B2:D2',
      'Sheet1!D2:D5',
      'Sheet1!B5:D5',
      'Sheet1!B:D',
      'Sheet1!B1:F5',
      'Sheet1!C3:D5',
    ]);
  });
});

test('geometry that leaves the grid fails at sync', async () => {
  const e = await rejection(
    Excel.run(async (context) => {
      context.workbook.worksheets.getItem('Sheet1').getRange('A1').getOffsetRange(-1, 0);
      await context.sync();
    }),
  );
  expect(e.code).toBe('InvalidArgument');
});

test('insert and delete shift cells', async () => {
  env.host.setValues('Sheet1!A1:A3', [[1], [2], [3]]);
  await Excel.run(async (context) => {
    const s = context.workbook.worksheets.getItem('Sheet1');
    s.getRange('A2').insert('Down');
    s.getRange('A2').values = [['new']];
    await context.sync();
    expect(env.host.getValues('Sheet1!A1:A4')).toEqual([[1], ['new'], [2], [3]]);
    s.getRange('A1:A2').delete('Up');
    await context.sync();
  });
  expect(env.host.getValues('Sheet1!A1:A3')).toEqual([[2], [3], ['']]);
});
