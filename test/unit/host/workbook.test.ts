/** Worksheets, settings, defined names and events. */
import { rejection, setup } from './helpers';

let env: ReturnType<typeof setup>;
beforeEach(() => {
  env = setup();
});
afterEach(() => env.done());

describe('worksheets', () => {
  test('add, rename, move, list; the first sheet is active', async () => {
    await Excel.run(async (context) => {
      const sheets = context.workbook.worksheets;
      const a = sheets.add('Travellers');
      const b = sheets.add();
      b.position = 0;
      a.name = 'Boards';
      const active = sheets.getActiveWorksheet().load('name');
      sheets.load('items/name, items/position');
      await context.sync();
      expect(sheets.items.map((s) => `${s.position}:${s.name}`)).toEqual(['0:Sheet3', '1:Sheet1', '2:Boards']);
      expect(active.name).toBe('Sheet1');
    });
  });

  test('duplicate and invalid names are refused at sync', async () => {
    const codes: string[] = [];
    for (const name of ['sheet1', 'a/b', 'x'.repeat(32), "'quoted'", 'History']) {
      const e = await rejection(
        Excel.run(async (context) => {
          context.workbook.worksheets.add(name);
          await context.sync();
        }),
      );
      codes.push(e.code);
    }
    expect(codes).toEqual([
      'ItemAlreadyExists',
      'InvalidArgument',
      'InvalidArgument',
      'InvalidArgument',
      'InvalidArgument',
    ]);
  });

  test('the last visible sheet can be neither deleted nor hidden', async () => {
    for (const act of [(s: Excel.Worksheet) => s.delete(), (s: Excel.Worksheet) => (s.visibility = 'Hidden')]) {
      const e = await rejection(
        Excel.run(async (context) => {
          act(context.workbook.worksheets.getItem('Sheet1'));
          await context.sync();
        }),
      );
      expect(e.code).toBe('InvalidOperation');
    }
  });

  test('getUsedRange covers values and formats; valuesOnly ignores formats', async () => {
    env.host.setValues('Sheet1!B2:C3', [
      [1, 2],
      [3, 4],
    ]);
    await Excel.run(async (context) => {
      const s = context.workbook.worksheets.getItem('Sheet1');
      s.getRange('E6').format.fill.color = '#FF0000';
      const all = s.getUsedRange().load('address');
      const values = s.getUsedRange(true).load('address');
      await context.sync();
      expect(all.address).toBe('Sheet1!B2:E6');
      expect(values.address).toBe('Sheet1!B2:C3');
    });
  });

  test('a deleted sheet cannot be used by a proxy that resolved to it', async () => {
    env.host.addSheet('Gone');
    const e = await rejection(
      Excel.run(async (context) => {
        const s = context.workbook.worksheets.getItem('Gone');
        await context.sync();
        s.delete();
        await context.sync();
        s.getRange('A1').load('values');
        await context.sync();
      }),
    );
    expect(e.code).toBe('InvalidReference');
  });
});

describe('settings', () => {
  test('round trip of text, numbers and objects through workbook.settings', async () => {
    const value = { preset: 'ebu', top: 12, rounding: null, boards: [1, 2, 3] };
    await Excel.run(async (context) => {
      context.workbook.settings.add('event', value);
      context.workbook.settings.add('language', 'pl-PL');
      await context.sync();
    });
    await Excel.run(async (context) => {
      const s = context.workbook.settings.getItem('event').load('value, key');
      const missing = context.workbook.settings.getItemOrNullObject('absent');
      const all = context.workbook.settings.load('items/key');
      await context.sync();
      expect(s.value).toEqual(value);
      expect(s.key).toBe('event');
      expect(missing.isNullObject).toBe(true);
      expect(all.items.map((i) => i.key)).toEqual(['event', 'language']);
    });
    expect(env.host.getSetting('language')).toBe('pl-PL');
  });

  test('getItem of a missing setting is ItemNotFound; values that JSON cannot keep are refused', async () => {
    const missing = await rejection(
      Excel.run(async (context) => {
        context.workbook.settings.getItem('absent');
        await context.sync();
      }),
    );
    expect(missing.code).toBe('ItemNotFound');
    for (const bad of [undefined, NaN, { f: () => 1 }]) {
      const e = await rejection(
        Excel.run(async (context) => {
          context.workbook.settings.add('bad', bad);
          await context.sync();
        }),
      );
      expect(e.code).toBe('InvalidArgument');
    }
  });

  test('a setting changed and deleted', async () => {
    env.host.setSetting('k', 1);
    await Excel.run(async (context) => {
      context.workbook.settings.getItem('k').value = 2;
      await context.sync();
      expect(env.host.getSetting('k')).toBe(2);
      context.workbook.settings.getItem('k').delete();
      await context.sync();
    });
    expect(env.host.getSetting('k')).toBeUndefined();
  });

  test('Office.context.document.settings keeps a local copy until saveAsync', async () => {
    const ds = Office.context.document.settings;
    ds.set('mode', 'pairs');
    expect(env.host.getSetting('mode')).toBeUndefined();
    await new Promise<void>((resolve) => ds.saveAsync(() => resolve()));
    expect(env.host.getSetting('mode')).toBe('pairs');
    expect(ds.get('mode')).toBe('pairs');
  });
});

describe('names', () => {
  test('a name for a range, read back and used as an address', async () => {
    env.host.setValues('Sheet1!A1:B2', [
      [1, 2],
      [3, 4],
    ]);
    await Excel.run(async (context) => {
      context.workbook.names.add('Scores', context.workbook.worksheets.getItem('Sheet1').getRange('A1:B2'));
      context.workbook.names.add('Top', '=12');
      await context.sync();
      const n = context.workbook.names.getItem('scores').load('name, type, value, formula');
      const top = context.workbook.names.getItem('Top').load('type, value');
      const r = n.getRange().load('values');
      const viaAddress = context.workbook.worksheets.getItem('Sheet1').getRange('Scores').load('address');
      const missing = context.workbook.names.getItemOrNullObject('none');
      await context.sync();
      expect([n.name, n.type, n.value, n.formula]).toEqual([
        'Scores',
        'Range',
        'Sheet1!$A$1:$B$2',
        '=Sheet1!$A$1:$B$2',
      ]);
      expect([top.type, top.value]).toEqual(['Integer', '12']);
      expect(r.values).toEqual([
        [1, 2],
        [3, 4],
      ]);
      expect(viaAddress.address).toBe('Sheet1!A1:B2');
      expect(missing.isNullObject).toBe(true);
    });
  });
});

describe('events', () => {
  test('onChanged fires after a sync that wrote cells, with the local address', async () => {
    const seen: { address: string; changeType: string }[] = [];
    await Excel.run(async (context) => {
      context.workbook.worksheets.getItem('Sheet1').onChanged.add(async (e) => {
        seen.push({ address: e.address, changeType: e.changeType });
      });
      await context.sync();
      context.workbook.worksheets.getItem('Sheet1').getRange('B2:C2').values = [[1, 2]];
      await context.sync();
    });
    await new Promise((r) => setTimeout(r, 5));
    expect(seen).toEqual([{ address: 'B2:C2', changeType: 'RangeEdited' }]);
  });

  test('onSelectionChanged fires when the user selects (host.select), and getSelectedRange follows', async () => {
    env.host.addSheet('Travellers');
    const seen: string[] = [];
    await Excel.run(async (context) => {
      context.workbook.worksheets.onSelectionChanged.add(async (e) => {
        seen.push(e.address);
      });
      await context.sync();
    });
    env.host.select('Travellers!A5:M5');
    await new Promise((r) => setTimeout(r, 5));
    expect(seen).toEqual(['A5:M5']);
    await Excel.run(async (context) => {
      const r = context.workbook.getSelectedRange().load('address');
      const active = context.workbook.worksheets.getActiveWorksheet().load('name');
      await context.sync();
      expect([r.address, active.name]).toEqual(['Travellers!A5:M5', 'Travellers']);
    });
  });
});
