/**
 * Stale figures, against the in-memory host: the workbook keeps the fingerprint of the Travellers' entered
 * columns and the scoring settings at each scoring (a `fingerprint` row of EventSettings, written in the batch of
 * the scoring itself), readEvent reports `stale` when what is there no longer matches it, and BRIDGE.FIGURES_STALE
 * (called here on the same tables as Excel would hand them over) says the same. An edit made while no pane
 * listens (the scorer before opening the pane, a co-author) is exactly what host.setValues does: it changes cells
 * outside any of the layer's batches.
 */
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import type { EventData } from '../../../src/engine/model/types';
import { FIGURES_STALE } from '../../../src/functions/functions';
import { setLanguage } from '../../../src/functions/i18n';
import {
  applyRuling,
  createEvent,
  importEvent,
  importResults,
  readEvent,
  rescoreEvent,
  undoImport,
  undoRuling,
  updateSettings,
} from '../../../src/workbook';
import { FINGERPRINT_KEY, figuresFingerprint } from '../../../src/workbook/tables/fingerprint';
import { removeEmptyLines } from '../../../src/workbook/office/import';

let office: InstalledOffice;
let host: ExcelHost;

beforeEach(() => {
  host = new ExcelHost();
  host.addSheet('Sheet1');
  office = installFakeOffice(host, { displayLanguage: 'en-US' });
  setLanguage('en');
});
afterEach(() => {
  office.uninstall();
  setLanguage(undefined);
});

/** Worksheet row of board/table in the Travellers table. */
function rowOf(board: number, table: number): number {
  const t = host.getTable('Travellers');
  const i = t.rows.findIndex((r) => r[0] === board && r[1] === table);
  if (i < 0) throw new Error(`no line for board ${board} table ${table}`);
  return i + 2;
}

/** Types contract, declarer and result into a line, outside any batch of the layer (no pane listening). */
function type(board: number, table: number, contract: string, declarer: string, result: string) {
  const r = rowOf(board, table);
  host.setValues(`Travellers!F${r}:I${r}`, [[contract, declarer, '', result]]);
}

/** A table with its header row first, as BRIDGE.FIGURES_STALE receives Table[#All]. */
function all(name: string): unknown[][] {
  const t = host.getTable(name);
  return [t.headers, ...t.rows];
}

/** The Travellers' columns board … ruling with their header, as Travellers[[#All],[board]:[ruling]] gives them. */
function entered(): unknown[][] {
  const t = host.getTable('Travellers');
  const [from, to] = [t.headers.indexOf('board'), t.headers.indexOf('ruling')];
  return all('Travellers').map((r) => r.slice(from, to + 1));
}

/** What the Ranking sheet's stale cell shows for the tables as they are. */
const cell = () => FIGURES_STALE(entered(), all('EventSettings'));

const stale = async () => (await readEvent()).stale;

async function scoredEvent() {
  await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
  type(1, 1, '4S', 'N', '=');
  type(1, 2, '4S', 'N', '+1');
  type(1, 3, '3NT', 'S', '=');
  await rescoreEvent();
}

describe('stale figures', () => {
  it('a new event starts with the fingerprint of its empty lines: not stale, and the cell says up to date', async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
    const settings = host.getTable('EventSettings').rows;
    expect(settings.filter((r) => r[0] === FINGERPRINT_KEY)).toHaveLength(1);
    expect(await stale()).toBe(false);
    expect(cell()).toBe('up to date');
    // The cell sits above the Ranking table, which now starts in row 3.
    expect(host.getFormulas('Ranking!D1')).toEqual([
      ['=BRIDGE.FIGURES_STALE(Travellers[[#All],[board]:[ruling]],EventSettings[#All])'],
    ]);
    // Its Travellers argument: the eleven entered columns, not the computed ones the pane writes.
    const argument = entered()[0];
    expect([argument.length, argument[0], argument[10]]).toEqual([11, 'board', 'ruling']);
    expect(argument).not.toContain('mp_ns');
    // A workbook set up earlier keeps the whole table as the argument: the same answer.
    expect(FIGURES_STALE(all('Travellers'), all('EventSettings'))).toBe('up to date');
    expect(host.getTable('Ranking').address).toBe('Ranking!A3:H4');
  });

  it('a result typed with no pane open is reported when the pane opens; a rescore clears it, in 2 syncs', async () => {
    await scoredEvent();
    expect(await stale()).toBe(false);
    expect(cell()).toBe('up to date');
    type(1, 3, '3NT', 'S', '-1');
    expect(await stale()).toBe(true);
    expect(cell()).toBe('stale');
    const m = await host.measure(() => rescoreEvent());
    expect(m.syncs).toBe(2);
    expect(m.result.syncs).toBe(2);
    expect(await stale()).toBe(false);
    expect(cell()).toBe('up to date');
    // The fingerprint kept is that of the Travellers as the rescore left them (score_ns filled from the contracts).
    const kept = host.getTable('EventSettings').rows.find((r) => r[0] === FINGERPRINT_KEY)?.[1];
    expect(kept).toBe(figuresFingerprint(all('Travellers') as never, host.getTable('EventSettings').rows));
  });

  it("a co-author's typed edit after a ruling is stale; the undo rescores everything and clears it", async () => {
    await scoredEvent();
    const ruled = await applyRuling({ board: 1, table: 2 }, 'A60/40', { director: 'TD', laws: ['12C2'], answers: '' });
    expect(ruled.syncs).toBe(2);
    expect(await stale()).toBe(false);
    expect(cell()).toBe('up to date');
    // The co-author types a ruling by hand on another line.
    host.setValues(`Travellers!K${rowOf(1, 1)}`, [['A+']]);
    expect(await stale()).toBe(true);
    expect(cell()).toBe('stale');
    const undone = await undoRuling(ruled.logId);
    expect(undone.syncs).toBe(2);
    expect(await stale()).toBe(false);
    expect(cell()).toBe('up to date');
  });

  it('a changed scoring setting is stale; the title, a computed cell, sorting and empty lines are not', async () => {
    await scoredEvent();
    const settings = host.getTable('EventSettings').rows;
    const at = (key: string) => settings.findIndex((r) => r[0] === key) + 2;
    host.setValues(`Event!B${at('title')}`, [['Club night']]);
    expect(await stale()).toBe(false);
    // A computed column typed over by hand: the inputs did not change (the next rescore writes it back).
    host.setValues(`Travellers!L${rowOf(1, 1)}`, [[99]]);
    expect(await stale()).toBe(false);
    expect(cell()).toBe('up to date');
    // The lines in another order: the same results.
    const t = host.getTable('Travellers');
    host.setValues(`Travellers!A2:Q${t.rows.length + 1}`, [...t.rows].reverse());
    expect(await stale()).toBe(false);
    host.setValues(`Event!B${at('preset')}`, [['ebu']]);
    expect(await stale()).toBe(true);
    expect(cell()).toBe('stale');
    await rescoreEvent();
    expect(await stale()).toBe(false);
  });

  it('an import and removing empty lines keep the fingerprint of what they leave', async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
    const t = host.getTable('Travellers');
    const lines = t.rows.filter((r) => r[0] === 1);
    const data: EventData = {
      kind: 'pairs',
      form: 'mp',
      contestants: [],
      entries: lines.map((r, k) => ({
        board: 1,
        table: Number(r[1]),
        ns: String(r[3]),
        ew: String(r[4]),
        scoreNS: [420, 450, 400][k],
        status: 'played' as const,
      })),
    };
    const report = await importResults(data);
    expect(report.syncs).toBe(2);
    expect(await stale()).toBe(false);
    expect(cell()).toBe('up to date');
    const removed = await removeEmptyLines();
    expect(removed.removed).toBeGreaterThan(0);
    expect(await stale()).toBe(false);
    type(1, 1, '4H', 'N', '=');
    expect(await stale()).toBe(true);
  });

  it('the settings screen, an import that replaces the event and its undo keep the fingerprint of what they leave', async () => {
    await scoredEvent();
    const changed = await updateSettings({ preset: 'ebu' });
    expect(changed.syncs).toBe(2);
    expect(await stale()).toBe(false);
    expect(cell()).toBe('up to date');
    const data: EventData = {
      kind: 'pairs',
      form: 'mp',
      contestants: [],
      entries: [
        { board: 1, table: 1, ns: '1', ew: '2', scoreNS: 420, status: 'played' },
        { board: 1, table: 2, ns: '3', ew: '4', scoreNS: -50, status: 'played' },
      ],
    };
    const replaced = await importEvent(data, { mode: 'replace', file: 'two.csv' });
    expect(replaced.syncs).toBe(2);
    expect(await stale()).toBe(false);
    expect(cell()).toBe('up to date');
    await undoImport({ id: replaced.logId, rulingBefore: replaced.archive });
    expect(await stale()).toBe(false);
    type(1, 2, '4S', 'N', '-1');
    expect(await stale()).toBe(true);
  });

  it('an older workbook without a fingerprint is not called stale; its first scoring adds the row', async () => {
    await scoredEvent();
    const settings = host.getTable('EventSettings');
    const r = settings.rows.findIndex((row) => row[0] === FINGERPRINT_KEY) + 2;
    // The row as an older workbook has it: no fingerprint at all.
    host.setValues(`Event!A${r}:B${r}`, [['', '']]);
    type(1, 3, '3NT', 'S', '-1');
    expect(await stale()).toBe(false);
    expect(cell()).toBe('');
    await rescoreEvent();
    expect(host.getTable('EventSettings').rows.filter((row) => row[0] === FINGERPRINT_KEY)).toHaveLength(1);
    expect(await stale()).toBe(false);
    type(1, 3, '3NT', 'S', '=');
    expect(await stale()).toBe(true);
    expect(cell()).toBe('stale');
  });

  it('the cell refuses a travellers range without its header row, naming it', () => {
    const body = [[1, 1, 1, '1', '4', '4S', 'N', '', '=', 420, '']];
    expect(() => FIGURES_STALE(body, [['key', 'value']])).toThrow(
      "travellers must start with the table's header row, with a column 'board' (write Travellers[#All])",
    );
  });
});
