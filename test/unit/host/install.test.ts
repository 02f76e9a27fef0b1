/** installFakeOffice: the globals add-in code expects, and their clean removal. */
import { ExcelHost, installFakeOffice, DARK_THEME } from '../../../src/dev/host';

const g = globalThis as unknown as Record<string, unknown>;

test('installs Excel, Office, OfficeExtension and CustomFunctions, and uninstall removes them', () => {
  expect(g.Excel).toBeUndefined();
  const installed = installFakeOffice(new ExcelHost());
  expect(typeof Excel.run).toBe('function');
  expect(Office.context.displayLanguage).toBe('en-US');
  expect(typeof OfficeExtension.Error).toBe('function');
  expect(typeof (g.CustomFunctions as { associate: unknown }).associate).toBe('function');
  installed.uninstall();
  for (const name of ['Excel', 'Office', 'OfficeExtension', 'CustomFunctions']) expect(g[name]).toBeUndefined();
});

test('Office.onReady resolves with the Excel host and calls the callback', async () => {
  const installed = installFakeOffice(new ExcelHost(), { displayLanguage: 'pl-PL', theme: 'dark' });
  try {
    let seen: unknown;
    const info = await Office.onReady((i) => (seen = i));
    expect(info.host).toBe('Excel');
    expect(seen).toEqual(info);
    expect(Office.context.displayLanguage).toBe('pl-PL');
    expect(Office.context.officeTheme.bodyBackgroundColor).toBe(DARK_THEME.bodyBackgroundColor);
    // By default the host is the oldest Excel the manifest admits (ExcelApi 1.7).
    expect(Office.context.requirements.isSetSupported('ExcelApi', '1.7')).toBe(true);
    expect(Office.context.requirements.isSetSupported('ExcelApi', '1.10')).toBe(false);
    expect(Office.context.requirements.isSetSupported('ExcelApi', '9.1')).toBe(false);
    expect(Office.context.requirements.isSetSupported('WordApi')).toBe(false);
  } finally {
    installed.uninstall();
  }
});

test('Office.addin and Office.actions are recorded; invokeAction runs an associated action', async () => {
  const installed = installFakeOffice(new ExcelHost());
  try {
    let ran = 0;
    Office.actions.associate('openPane', (event: { completed(): void }) => {
      ran++;
      void Office.addin.showAsTaskpane();
      event.completed();
    });
    await installed.invokeAction('openPane');
    expect(ran).toBe(1);
    expect(installed.calls).toEqual(['actions.associate openPane', 'addin.showAsTaskpane']);
  } finally {
    installed.uninstall();
  }
});

test('CustomFunctions.Error carries the Excel error codes; associate records functions', async () => {
  const installed = installFakeOffice(new ExcelHost());
  try {
    const CF = installed.customFunctions;
    expect(CF.ErrorCode).toEqual({
      invalidValue: '#VALUE!',
      notAvailable: '#N/A',
      divisionByZero: '#DIV/0!',
      invalidNumber: '#NUM!',
      nullReference: '#NULL!',
      invalidName: '#NAME?',
      invalidReference: '#REF!',
    });
    const e = new CF.Error(CF.ErrorCode.invalidNumber, 'tricks must be 0..13');
    expect([e.code, e.message, e instanceof Error]).toEqual(['#NUM!', 'tricks must be 0..13', true]);
    expect(new CF.Error().code).toBe('#VALUE!');
    CF.associate('BRIDGE.SCORE', (x: unknown) => Number(x) * 2);
    CF.associate({
      'bridge.fail': () => {
        throw new CF.Error(CF.ErrorCode.notAvailable);
      },
    });
    expect([...CF._functions.keys()]).toEqual(['BRIDGE.SCORE', 'BRIDGE.FAIL']);
    expect(await CF._invoke('bridge.score', 21)).toBe(42);
    expect(await CF._invoke('BRIDGE.FAIL')).toBe('#N/A');
    expect(await CF._invoke('BRIDGE.NONE')).toBe('#NAME?');
  } finally {
    installed.uninstall();
  }
});

test('two hosts are independent; Excel.RequestContext made with new works on the installed host', async () => {
  const first = new ExcelHost();
  first.addSheet('A');
  const second = new ExcelHost();
  second.addSheet('B');
  const installed = installFakeOffice(second);
  try {
    const context = new Excel.RequestContext();
    const sheets = context.workbook.worksheets.load('items/name');
    await context.sync();
    expect(sheets.items.map((s) => s.name)).toEqual(['B']);
    expect(first.sheetNames()).toEqual(['A']);
    expect(second.counters.syncs).toBe(1);
    expect(second.syncLog[0].run).toBeNull();
  } finally {
    installed.uninstall();
  }
});
