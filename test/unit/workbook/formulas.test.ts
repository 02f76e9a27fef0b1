/**
 * Templates that resolve: Excel shows #NAME? for an add-in formula entered before the add-in was loaded or written
 * by another tool (the shipped templates), until it is entered again. The pane re-enters those formulas at start
 * (reenterAddinFormulas): one sync to read, one to write, nothing when none shows #NAME?.
 */
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import * as functions from '../../../src/functions/functions';
import { createEvent, reenterAddinFormulas } from '../../../src/workbook';
import { callsAddinFunction, formulasToReenter } from '../../../src/workbook/tables/formulas';
import { STALE_FORMULA } from '../../../src/workbook/tables/stale-cell';

let host: ExcelHost;
let office: InstalledOffice;
beforeEach(() => {
  host = new ExcelHost();
  host.addSheet('Sheet1');
  office = installFakeOffice(host);
});
afterEach(() => office.uninstall());

/** The add-in loads: its functions become known to Excel. */
function loadAddin() {
  const entries = Object.entries(functions).filter(([name, f]) => /^[A-Z_]+$/.test(name) && typeof f === 'function');
  expect(entries.length).toBeGreaterThan(10);
  office.customFunctions.associate(Object.fromEntries(entries) as Record<string, (...a: unknown[]) => unknown>);
}

describe('which formulas', () => {
  test('calls of the namespace, with or without the prefix Excel shows; not inside a string', () => {
    expect(callsAddinFunction('=BRIDGE.DEALER(A2)')).toBe(true);
    expect(callsAddinFunction('=IF(A1="",,_xldudf_BRIDGE.VP(B1,16))')).toBe(true);
    expect(callsAddinFunction('=bridge.imp(620, 420)')).toBe(true);
    expect(callsAddinFunction('=CONCAT("BRIDGE.DEALER(",A2,")")')).toBe(false);
    expect(callsAddinFunction('=MYBRIDGE.DEALER(A2)')).toBe(false);
  });

  test('only the cells that show #NAME?, the formula given back without the prefix', () => {
    const formulas = [
      ['=_xldudf_BRIDGE.DEALER(A2)', '=BRIDGE.VULNERABILITY(A2)', '=SUM(A1:A3)'],
      ['=FOO(1)', 'text', '=BRIDGE.IMP(1)'],
    ];
    const values = [
      ['#NAME?', 'None', '#NAME?'],
      ['#NAME?', 'text', 3],
    ];
    // The SUM and the unknown FOO show #NAME? but are not the add-in's; VULNERABILITY and IMP calculated.
    expect(formulasToReenter(formulas, values)).toEqual([{ row: 0, column: 0, formula: '=BRIDGE.DEALER(A2)' }]);
  });
});

describe('in the workbook', () => {
  test('a formula entered before the add-in loaded stays #NAME? after it loads, until re-entered', async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 2, boardsPerRound: 1 });
    expect(host.valueAt('Live!A2')).toBe('#NAME?');
    expect(host.valueAt('Boards!B2')).toBe('#NAME?');
    loadAddin();
    expect(host.valueAt('Live!A2')).toBe('#NAME?');

    const live = host.getFormulas('Live!A2')[0][0];
    const first = await reenterAddinFormulas();
    expect(first.syncs).toBe(2);
    expect(first.reentered).toContain('Live!A2');
    expect(first.reentered).toContain('Boards!B2');
    expect(host.valueAt('Live!A2')).not.toBe('#NAME?');
    expect(host.valueAt('Boards!B2')).not.toBe('#NAME?');
    expect(host.getFormulas('Live!A2')[0][0]).toBe(live);

    // Opening the pane again finds nothing to do: one sync, nothing written.
    const m = await host.measure(() => reenterAddinFormulas());
    expect(m.result).toEqual({ reentered: [], syncs: 1 });
    expect(m.syncs).toBe(1);
    expect(m.syncLog.flatMap((r) => r.trace)).not.toContain('Range.formulas');
  });

  test("a template's formulas (written by another tool) show #NAME? even with the add-in loaded", async () => {
    loadAddin();
    await createEvent({ template: 'pairs', movement: 'howell', tables: 3, boardsPerRound: 1 });
    expect(host.valueAt('Live!A2')).not.toBe('#NAME?');
    const formula = host.getFormulas('Live!A2')[0][0] as string;
    host.openFileFormulas('Live!A2', [[formula]]);
    expect(host.valueAt('Live!A2')).toBe('#NAME?');
    const r = await reenterAddinFormulas();
    expect(r).toEqual({ reentered: ['Live!A2'], syncs: 2 });
    expect(host.valueAt('Live!A2')).not.toBe('#NAME?');
  });

  test('the stale cell above the Ranking is entered again too', async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 2, boardsPerRound: 1 });
    loadAddin();
    expect(host.valueAt('Ranking!D1')).toBe('#NAME?');
    const r = await reenterAddinFormulas();
    expect(r.syncs).toBe(2);
    expect(r.reentered).toContain('Ranking!D1');
    expect(host.valueAt('Ranking!D1')).not.toBe('#NAME?');
    expect(host.getFormulas('Ranking!D1')).toEqual([[STALE_FORMULA]]);
  });

  test("an earlier template's stale cell (the whole Travellers table) is given the entered columns; a scorer's own formula is left", async () => {
    loadAddin();
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 2, boardsPerRound: 1 });
    await reenterAddinFormulas();
    const earlier = '=BRIDGE.FIGURES_STALE(Travellers[#All],EventSettings[#All])';
    host.setFormulas('Ranking!D1', [[earlier]]);
    const r = await reenterAddinFormulas();
    expect(r).toEqual({ reentered: ['Ranking!D1'], syncs: 2 });
    expect(host.getFormulas('Ranking!D1')).toEqual([
      ['=BRIDGE.FIGURES_STALE(Travellers[[#All],[board]:[ruling]],EventSettings[#All])'],
    ]);
    expect(await reenterAddinFormulas()).toEqual({ reentered: [], syncs: 1 });
    // The scorer's own form of it (another stored fingerprint given) is the scorer's: left as it is.
    const own = '=BRIDGE.FIGURES_STALE(Travellers[#All],EventSettings[#All],"fr0")';
    host.setFormulas('Ranking!D1', [[own]]);
    expect(await reenterAddinFormulas()).toEqual({ reentered: [], syncs: 1 });
    expect(host.getFormulas('Ranking!D1')).toEqual([[own]]);
  });

  test('a preferans event (its ranking at the top of the Ranking sheet) is left alone', async () => {
    loadAddin();
    await createEvent({ template: 'individual', movement: 'preferans', tables: 3, boards: 2 });
    expect(host.getTable('PreferansRanking').sheet).toBe('Ranking');
    const d1 = host.getFormulas('Ranking!D1');
    expect(d1[0][0]).not.toBe('');
    expect(await reenterAddinFormulas()).toEqual({ reentered: [], syncs: 1 });
    expect(host.getFormulas('Ranking!D1')).toEqual(d1);
  });

  test('a workbook without an event is left alone in one sync', async () => {
    host.openFileFormulas('Sheet1!A1', [['=BRIDGE.DEALER(1)']]);
    loadAddin();
    const before = host.counters.syncs;
    expect(await reenterAddinFormulas()).toEqual({ reentered: [], syncs: 1 });
    expect(host.counters.syncs - before).toBe(1);
    expect(host.valueAt('Sheet1!A1')).toBe('#NAME?');
  });
});
