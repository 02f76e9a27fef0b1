/** The Office.js rules the host enforces: loading, sync timing, errors at sync, object lifetime. */
import { ExcelHost, HostError } from '../../../src/dev/host';
import { rejection, setup, thrown } from './helpers';

let env: ReturnType<typeof setup>;
beforeEach(() => {
  env = setup();
});
afterEach(() => env.done());

describe('loading', () => {
  test('reading a property that was never loaded throws PropertyNotLoaded', async () => {
    await Excel.run(async (context) => {
      const range = context.workbook.worksheets.getItem('Sheet1').getRange('A1:B2');
      await context.sync();
      const e = thrown(() => range.values);
      expect(e.code).toBe('PropertyNotLoaded');
      expect(e.message).toContain("'values'");
      expect(e).toBeInstanceOf(OfficeExtension.Error);
    });
  });

  test('a loaded property is still unreadable until the sync resolves', async () => {
    env.host.setValues('Sheet1!A1', [[7]]);
    await Excel.run(async (context) => {
      const range = context.workbook.worksheets.getItem('Sheet1').getRange('A1').load('values');
      expect(thrown(() => range.values).code).toBe('PropertyNotLoaded');
      const pending = context.sync();
      // Not awaited yet: still not there.
      expect(thrown(() => range.values).code).toBe('PropertyNotLoaded');
      await pending;
      expect(range.values).toEqual([[7]]);
    });
  });

  test('loading one property does not load another', async () => {
    await Excel.run(async (context) => {
      const range = context.workbook.worksheets.getItem('Sheet1').getRange('B3').load('address');
      await context.sync();
      expect(range.address).toBe('Sheet1!B3');
      expect(thrown(() => range.rowCount).code).toBe('PropertyNotLoaded');
    });
  });

  test('load accepts a string list, an array, { select } and the object form; load() loads everything', async () => {
    await Excel.run(async (context) => {
      const s = context.workbook.worksheets.getItem('Sheet1');
      const a = s.getRange('A1:C2').load('rowCount, columnCount');
      const b = s.getRange('A1:C2').load(['address']);
      const c = s.getRange('A1:C2').load({ select: 'cellCount' });
      const d = s.getRange('A1:C2').load({ rowIndex: true, format: { columnWidth: true } } as never);
      const e = s.getRange('D4').load();
      await context.sync();
      expect([a.rowCount, a.columnCount]).toEqual([2, 3]);
      expect(b.address).toBe('Sheet1!A1:C2');
      expect(c.cellCount).toBe(6);
      expect(d.rowIndex).toBe(0);
      expect(d.format.columnWidth).toBe(48);
      expect([e.rowIndex, e.columnIndex, e.values]).toEqual([3, 3, [['']]]);
    });
  });

  test('loading a property that does not exist fails at sync', async () => {
    await Excel.run(async (context) => {
      context.workbook.worksheets.getItem('Sheet1').getRange('A1').load('valuez');
      const e = await rejection(context.sync());
      expect(e.code).toBe('InvalidArgument');
      expect(e.message).toContain('valuez');
    });
  });

  test('read-only properties cannot be assigned', async () => {
    await Excel.run(async (context) => {
      const r = context.workbook.worksheets.getItem('Sheet1').getRange('A1');
      expect(thrown(() => ((r as unknown as { address: string }).address = 'B2')).code).toBe(
        'CannotUpdateReadOnlyProperty',
      );
      await context.sync();
    });
  });

  test('collections expose items only after load and sync', async () => {
    env.host.addSheet('Second');
    await Excel.run(async (context) => {
      const sheets = context.workbook.worksheets;
      expect(thrown(() => sheets.items).code).toBe('PropertyNotLoaded');
      sheets.load('items/name');
      await context.sync();
      expect(sheets.items.map((s) => s.name)).toEqual(['Sheet1', 'Second']);
      // Only name was loaded.
      expect(thrown(() => sheets.items[0].position).code).toBe('PropertyNotLoaded');
    });
  });

  test('toJSON gives the loaded values', async () => {
    env.host.setValues('Sheet1!A1:B1', [[1, 'x']]);
    await Excel.run(async (context) => {
      const r = context.workbook.worksheets.getItem('Sheet1').getRange('A1:B1').load('values, address');
      await context.sync();
      expect(r.toJSON()).toEqual({ values: [[1, 'x']], address: 'Sheet1!A1:B1' });
    });
  });
});

describe('writes arrive at sync', () => {
  test('a write is invisible to the workbook until sync', async () => {
    await Excel.run(async (context) => {
      context.workbook.worksheets.getItem('Sheet1').getRange('A1').values = [[42]];
      expect(env.host.valueAt('Sheet1!A1')).toBe('');
      await context.sync();
      expect(env.host.valueAt('Sheet1!A1')).toBe(42);
    });
  });

  test('operations run in queue order: a load before a write sees the old value, after it the new', async () => {
    env.host.setValues('Sheet1!A1', [[1]]);
    await Excel.run(async (context) => {
      const sheet = context.workbook.worksheets.getItem('Sheet1');
      const before = sheet.getRange('A1').load('values');
      sheet.getRange('A1').values = [[2]];
      const after = sheet.getRange('A1').load('values');
      await context.sync();
      expect(before.values).toEqual([[1]]);
      expect(after.values).toEqual([[2]]);
    });
  });

  test('the writing proxy echoes what was written at once, as Office.js does', async () => {
    await Excel.run(async (context) => {
      const r = context.workbook.worksheets.getItem('Sheet1').getRange('A1');
      r.values = [['12']];
      expect(r.values).toEqual([['12']]);
      r.load('values');
      await context.sync();
      // After the load, the workbook's reading of the text: a number.
      expect(r.values).toEqual([[12]]);
    });
  });

  test('Excel.run sends what is still queued when the batch returns (a counted closing sync)', async () => {
    await Excel.run(async (context) => {
      context.workbook.worksheets.getItem('Sheet1').getRange('C3').values = [['late']];
    });
    expect(env.host.valueAt('Sheet1!C3')).toBe('late');
    expect(env.host.counters.syncs).toBe(1);
    expect(env.host.counters.implicitSyncs).toBe(1);
  });
});

describe('errors surface at sync', () => {
  test('getItem of a missing sheet: ItemNotFound at sync, not at the call', async () => {
    await Excel.run(async (context) => {
      context.workbook.worksheets.getItem('Nowhere'); // no throw here
      const e = await rejection(context.sync());
      expect(e.code).toBe('ItemNotFound');
      expect(e.debugInfo?.errorLocation).toBe('WorksheetCollection.getItem');
    });
  });

  test('getItem of a missing table: ItemNotFound', async () => {
    await Excel.run(async (context) => {
      context.workbook.tables.getItem('Travellers');
      expect((await rejection(context.sync())).code).toBe('ItemNotFound');
    });
  });

  test('a bad address: InvalidArgument at sync', async () => {
    const codes: string[] = [];
    const bad = ['A0', 'XFE1', 'A1:B', 'A1048577', 'Other!A1', '1A', 'A1:B2:C3', 'NoSuchName'];
    for (const address of bad) {
      const e = await rejection(
        Excel.run(async (context) => {
          context.workbook.worksheets.getItem('Sheet1').getRange(address);
          await context.sync();
        }),
      ).catch(() => ({ code: 'no error' }));
      codes.push(`${address}: ${e.code}`);
    }
    expect(codes).toEqual(bad.map((a) => `${a}: InvalidArgument`));
  });

  test('values whose shape does not match the range: InvalidArgument at sync, nothing written', async () => {
    await Excel.run(async (context) => {
      const r = context.workbook.worksheets.getItem('Sheet1').getRange('A1:B2');
      r.values = [[1, 2]]; // 1×2 for a 2×2 range: accepted by the setter …
      const e = await rejection(context.sync()); // … refused at sync
      expect(e.code).toBe('InvalidArgument');
      expect(e.message).toContain('the range is 2×2, the array is 1×2');
    });
    expect(env.host.getValues('Sheet1!A1:B2')).toEqual([
      ['', ''],
      ['', ''],
    ]);
  });

  test('ragged rows are refused too', async () => {
    const e = await rejection(
      Excel.run(async (context) => {
        context.workbook.worksheets.getItem('Sheet1').getRange('A1:B2').values = [[1, 2], [3]];
        await context.sync();
      }),
    );
    expect(e.code).toBe('InvalidArgument');
  });

  test('an error stops the batch: earlier operations stay applied, later ones never run, loads are not delivered', async () => {
    await Excel.run(async (context) => {
      const sheet = context.workbook.worksheets.getItem('Sheet1');
      sheet.getRange('A1').values = [['first']];
      const loaded = sheet.getRange('A1').load('values');
      sheet.getRange('A1:B1').values = [[1]]; // fails
      sheet.getRange('A2').values = [['never']];
      await rejection(context.sync());
      expect(thrown(() => loaded.values).code).toBe('PropertyNotLoaded');
    });
    expect(env.host.valueAt('Sheet1!A1')).toBe('first');
    expect(env.host.valueAt('Sheet1!A2')).toBe('');
  });

  test('a failed Excel.run rejects with the error and is recorded', async () => {
    const e = await rejection(
      Excel.run(async (context) => {
        context.workbook.worksheets.getItem('Missing').getRange('A1').load('values');
        await context.sync();
      }),
    );
    expect(e).toBeInstanceOf(HostError);
    expect(env.host.runLog[0].error).toContain('ItemNotFound');
  });

  test('the batch must return a promise', async () => {
    const e = await rejection(Excel.run((() => undefined) as never));
    expect(e.code).toBe('RunMustReturnPromise');
  });
});

describe('null objects', () => {
  test('isNullObject is readable only after sync, true for a missing item', async () => {
    await Excel.run(async (context) => {
      const missing = context.workbook.worksheets.getItemOrNullObject('Nope');
      const present = context.workbook.worksheets.getItemOrNullObject('sheet1'); // names are case-insensitive
      expect(thrown(() => missing.isNullObject).code).toBe('PropertyNotLoaded');
      await context.sync();
      expect(missing.isNullObject).toBe(true);
      expect(present.isNullObject).toBe(false);
    });
  });

  test('operations on a null object are ignored; children of a null object are null', async () => {
    await Excel.run(async (context) => {
      const missing = context.workbook.worksheets.getItemOrNullObject('Nope');
      const r = missing.getRange('A1');
      r.values = [[1]];
      r.load('values');
      await context.sync();
      expect(r.isNullObject).toBe(true);
      expect(r.values).toEqual([[1]]); // the local echo of the write only
    });
    expect(env.host.sheetNames()).toEqual(['Sheet1']);
  });

  test('getUsedRangeOrNullObject on a blank sheet is null; getUsedRange gives A1', async () => {
    await Excel.run(async (context) => {
      const s = context.workbook.worksheets.getItem('Sheet1');
      const orNull = s.getUsedRangeOrNullObject();
      const used = s.getUsedRange().load('address');
      await context.sync();
      expect(orNull.isNullObject).toBe(true);
      expect(used.address).toBe('Sheet1!A1');
    });
  });
});

describe('object lifetime', () => {
  test('objects of a finished Excel.run cannot be used; tracked ones can, through Excel.run(obj, …)', async () => {
    let leaked: Excel.Range | undefined;
    let kept: Excel.Range | undefined;
    await Excel.run(async (context) => {
      leaked = context.workbook.worksheets.getItem('Sheet1').getRange('A1');
      kept = context.workbook.worksheets.getItem('Sheet1').getRange('B1');
      kept.track();
      await context.sync();
    });
    expect(thrown(() => leaked!.load('values')).code).toBe('InvalidObjectPath');
    await Excel.run(kept!, async (context) => {
      kept!.values = [['again']];
      await context.sync();
    });
    expect(env.host.valueAt('Sheet1!B1')).toBe('again');
  });

  test('a proxy resolved once keeps its target across syncs (a sheet renamed later is still the same sheet)', async () => {
    await Excel.run(async (context) => {
      const sheet = context.workbook.worksheets.getItem('Sheet1');
      await context.sync();
      sheet.name = 'Renamed';
      await context.sync();
      sheet.getRange('A1').values = [['here']];
      await context.sync();
    });
    expect(env.host.sheetNames()).toEqual(['Renamed']);
    expect(env.host.valueAt('Renamed!A1')).toBe('here');
  });

  test('ClientResult.value is readable only after sync', async () => {
    await Excel.run(async (context) => {
      const count = context.workbook.worksheets.getCount();
      expect(thrown(() => count.value).code).toBe('ValueNotLoaded');
      await context.sync();
      expect(count.value).toBe(1);
    });
  });

  test('a request larger than the payload limit is refused before anything runs', async () => {
    const host = new ExcelHost({ payloadLimitBytes: 1000 });
    host.addSheet('S');
    const big = [Array.from({ length: 400 }, (_, i) => i)]; // about 1,490 bytes of JSON
    const e = await rejection(
      host.run(async (context: Excel.RequestContext) => {
        context.workbook.worksheets.getItem('S').getRangeByIndexes(0, 0, 1, 400).values = big;
        await context.sync();
      }),
    );
    expect(e.code).toBe('RequestPayloadSizeLimitExceeded');
    expect(host.valueAt('S!A1')).toBe('');
  });
});
