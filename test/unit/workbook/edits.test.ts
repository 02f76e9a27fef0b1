/**
 * Following the user's edits of the Travellers sheet (what the pane rescores after), against the in-memory host:
 * an edit of an entered column is reported with its address, an edit of a computed column (which only the pane
 * writes) is not; after stopping, nothing is reported. An Excel of ExcelApi 1.14 says which changes are the add-in's
 * own writes, and those are not reported either.
 */
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import { createEvent, onTravellerEdits, rescoreEvent } from '../../../src/workbook';
import { addressColumns } from '../../../src/workbook/tables/address';

let office: InstalledOffice;
let host: ExcelHost;

beforeEach(() => {
  host = new ExcelHost();
  host.addSheet('Sheet1');
  office = installFakeOffice(host, { displayLanguage: 'en-US' });
});
afterEach(() => office.uninstall());

/** Lets the host's event timers run. */
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('onTravellerEdits', () => {
  it('reports edits of entered columns, not of computed ones; one sync to register', async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
    const seen: string[] = [];
    const before = host.counters.syncs;
    const stop = await onTravellerEdits((a) => seen.push(a));
    expect(host.counters.syncs - before).toBe(1);
    // Columns: A board … F contract, G declarer, H lead, I result, J score_ns, K ruling, L… computed.
    host.setValues('Travellers!F2:I2', [['4S', 'N', '', '=']]);
    await settle();
    expect(seen).toEqual(['F2:I2']);
    host.setValues('Travellers!L2:M2', [[3, 1]]);
    await settle();
    expect(seen).toHaveLength(1);
    // A block reaching from an entered column into the computed ones is an edit.
    host.setValues('Travellers!K3:L3', [['A+', '']]);
    await settle();
    expect(seen).toEqual(['F2:I2', 'K3:L3']);
    await stop();
    host.setValues('Travellers!F4:I4', [['3NT', 'S', '', '=']]);
    await settle();
    expect(seen).toHaveLength(2);
  });

  it("a rescore's own writes (computed columns) are not edits; score_ns written from a contract is", async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
    host.setValues('Travellers!F2:I2', [['4S', 'N', '', '=']]);
    await settle();
    const seen: string[] = [];
    const stop = await onTravellerEdits((a) => seen.push(a));
    await rescoreEvent();
    await settle();
    // The rescore wrote score_ns (+420, column J) and the computed columns: only J is reported, and a second
    // rescore, with nothing to change, writes nothing and reports nothing.
    expect(seen).toEqual(['J2']);
    const n = seen.length;
    await rescoreEvent();
    await settle();
    expect(seen).toHaveLength(n);
    await stop();
  });

  it('on an Excel that tells its own writes (ExcelApi 1.14): the rescore’s are not edits, the typing is vouched for', async () => {
    office.uninstall();
    host = new ExcelHost({ requirementSets: { ExcelApi: '1.14' } });
    host.addSheet('Sheet1');
    office = installFakeOffice(host, { displayLanguage: 'en-US' });
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
    host.setValues('Travellers!F2:I2', [['4S', 'N', '', '=']]);
    await settle();
    const seen: [string, boolean][] = [];
    const stop = await onTravellerEdits((a, typed) => seen.push([a, typed]));
    // The rescore writes score_ns (J2) and the computed columns: its own write, not reported.
    await rescoreEvent();
    await settle();
    expect(seen).toEqual([]);
    host.setValues('Travellers!J3', [[-50]]);
    await settle();
    expect(seen).toEqual([['J3', true]]);
    await stop();
  });

  it('on an older Excel the same typing is reported without that word', async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
    const seen: [string, boolean][] = [];
    const stop = await onTravellerEdits((a, typed) => seen.push([a, typed]));
    host.setValues('Travellers!J3', [[-50]]);
    await settle();
    expect(seen).toEqual([['J3', false]]);
    await stop();
  });

  it('addressColumns reads single cells, blocks, whole columns and sheet-qualified addresses', () => {
    expect(addressColumns('B3')).toEqual({ first: 1, last: 1 });
    expect(addressColumns('Travellers!$F$2:$I$9')).toEqual({ first: 5, last: 8 });
    expect(addressColumns('AA:AC')).toEqual({ first: 26, last: 28 });
    expect(() => addressColumns('3:4')).toThrow("address '3:4' is not a range");
  });
});
