/**
 * A Bridgemate .bws in the workbook (in-memory host): the shared club file read up to row 60 and put into a new
 * event, then read whole and picked again (only the new lines added, none lost, two syncs each); a line the
 * director ruled on that the table then changed (listed, not overwritten) beside a changed line without a ruling
 * (rewritten); a file of another session refused; the cleared marks of the checks kept in the CheckMarks table;
 * a pair playing a board twice not scored until mended.
 */
import { readFileSync } from 'node:fs';
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import { readBws, readBwsTables, type BwsRead, type BwsTables } from '../../../src/engine/io/bws';
import {
  OtherEventError,
  clearCheck,
  createEvent,
  importBridgemate,
  openIssues,
  readCheckMarks,
  readEvent,
} from '../../../src/workbook';
import type { BridgemateInput } from '../../../src/workbook/tables/bridgemate';
import { describeShared, sharedPath } from '../../shared-data';

let office: InstalledOffice;
let host: ExcelHost;

beforeEach(() => {
  host = new ExcelHost();
  host.addSheet('Sheet1');
  office = installFakeOffice(host, { displayLanguage: 'en-US' });
});
afterEach(() => office.uninstall());

function records(table: string): Record<string, unknown>[] {
  const t = host.getTable(table);
  return t.rows.map((r) => Object.fromEntries(t.headers.map((h, i) => [h, r[i]])));
}

function input(read: BwsRead, k = 0): BridgemateInput {
  const s = read.sections[k];
  return {
    file: read.file,
    identity: s.identity,
    event: s.event,
    rows: s.rows,
    ...(read.lastId !== undefined ? { lastId: read.lastId } : {}),
  };
}

async function newEvent(read: BwsRead) {
  const s = read.sections[0];
  await createEvent({
    template: 'pairs',
    movement: s.mitchell ? 'mitchell' : 'howell',
    tables: Math.max(2, ...s.event.entries.map((e) => e.table ?? 0)),
    boards: s.event.boards?.length ?? 1,
    title: 'bws',
    empty: true,
  });
}

/** Measures the syncs of one action. */
async function syncsOf<T>(action: () => Promise<T>): Promise<{ value: T; syncs: number }> {
  const before = host.counters.syncs;
  const value = await action();
  return { value, syncs: host.counters.syncs - before };
}

describeShared('the shared club .bws, growing during the session', () => {
  const file = () => readFileSync(sharedPath('bws/club-pairs-2019-08-26.bws'));

  test('first 60 rows into a new event, then the whole file: only the new lines are added, none lost', async () => {
    const full = readBws(file(), { file: 'club.bws' });
    // The rows' IDs run on from the club's earlier sessions: the 60th row of this file is the first ID + 59.
    const firstId = Math.min(...full.sections[0].rows.map((r) => r.id), ...full.sections[0].erased.map((r) => r.id));
    const early = readBws(file(), { file: 'club.bws', untilId: firstId + 59 });
    const earlyLines = early.sections[0].event.entries.length;
    const fullLines = full.sections[0].event.entries.length;
    // The whole file: 22 boards at 7 tables, one line each (the erased row and the repeated one are not lines).
    expect(fullLines).toBe(154);
    expect(earlyLines).toBeGreaterThan(0);
    expect(earlyLines).toBeLessThanOrEqual(60);

    await newEvent(full);
    const first = await syncsOf(() => importBridgemate(input(early)));
    expect(first.syncs).toBe(2);
    expect(first.value).toMatchObject({ again: false, added: earlyLines, unchanged: 0 });
    const before = records('Travellers');
    expect(before).toHaveLength(earlyLines);
    const settings = Object.fromEntries(records('EventSettings').map((r) => [r.key, r.value]));
    expect(settings.bws_section).toBe(full.sections[0].letter);
    expect(settings.bws_last_row).toBe(String(early.lastId));
    // The fingerprint kept is of the lines and settings the import left: the figures are not stale.
    expect((await readEvent()).stale).toBe(false);

    const again = await syncsOf(() => importBridgemate(input(full)));
    expect(again.syncs).toBe(2);
    expect(again.value.again).toBe(true);
    expect(again.value.added).toBe(fullLines - earlyLines);
    expect(again.value.changed).toHaveLength(0);
    expect(again.value.conflicts).toHaveLength(0);
    expect(again.value.unchanged).toBe(earlyLines);
    const after = records('Travellers');
    expect(after).toHaveLength(fullLines);
    expect((await readEvent()).stale).toBe(false);
    // The lines that were there are still there, cell for cell in the entered columns.
    const entered = ['board', 'table', 'ns', 'ew', 'contract', 'declarer', 'result', 'score_ns'];
    const pick = (r: Record<string, unknown>) => entered.map((c) => r[c]);
    expect(after.slice(0, earlyLines).map(pick)).toEqual(before.map(pick));
    // Every line is scored: the matchpoints of each board add up to 7 × 6 = 42 (two per beat, top 12).
    const board1 = after.filter((r) => r.board === 1);
    expect(board1).toHaveLength(7);
    const sum = board1.reduce((n, r) => n + Number(r.mp_ns) + Number(r.mp_ew), 0);
    expect(sum).toBe(7 * 12);

    // Picked a third time, unchanged: nothing added, nothing written into Travellers.
    const third = await importBridgemate(input(full));
    expect(third).toMatchObject({ added: 0, unchanged: fullLines });
    expect(third.changed).toHaveLength(0);
  });
});

const day = new Date(Date.UTC(2024, 2, 5));
let nextId = 1;
function row(o: Record<string, unknown>): Record<string, unknown> {
  return {
    ID: nextId++,
    Section: 1,
    Round: 1,
    'NS/EW': 'N',
    Result: '=',
    Remarks: '',
    DateLog: day,
    Erased: false,
    ...o,
  };
}

/** A Howell of four tables, board 1 at every table (NS pairs 1-4 v EW pairs 5-8), 4S by N. */
function tables(extra: Record<string, unknown>[] = []): BwsTables {
  nextId = 1;
  const lines = [1, 2, 3, 4].map((tb) =>
    row({ Table: tb, Board: 1, PairNS: tb, PairEW: tb + 4, Contract: '4 S', Result: tb === 4 ? '-1' : '=' }),
  );
  return {
    Session: [{ ID: 9, Name: 'Club', Date: day, GUID: 'G-1' }],
    Section: [{ ID: 1, Letter: 'A', Tables: 4, Winners: 1 }],
    ReceivedData: [...lines, ...extra],
  };
}

describe('re-import of a changed file', () => {
  test('a changed line is rewritten; a changed line the director ruled on is listed and kept', async () => {
    const first = readBwsTables(tables(), { file: 'h.bws' });
    await newEvent(first);
    await importBridgemate(input(first));
    // The director rules on table 2 (an artificial score), in the ruling column.
    const t = host.getTable('Travellers');
    const rulingCol = t.headers.indexOf('ruling');
    const tableCol = t.headers.indexOf('table');
    const r2 = t.rows.findIndex((r) => r[tableCol] === 2);
    host.setValues(`Travellers!${String.fromCharCode(65 + rulingCol)}${r2 + 2}`, [['A60/40']]);
    // Later rows: table 2 now sends 4S-1 (after the ruling), table 3 sends 4S+1 (no ruling).
    const grown = readBwsTables(
      tables([
        row({ Table: 2, Board: 1, PairNS: 2, PairEW: 6, Contract: '4 S', Result: '-1' }),
        row({ Table: 3, Board: 1, PairNS: 3, PairEW: 7, Contract: '4 S', Result: '+1' }),
      ]),
      { file: 'h.bws' },
    );
    const r = await importBridgemate(input(grown));
    expect(r.added).toBe(0);
    expect(r.conflicts.map((c) => c.table)).toEqual([2]);
    expect(r.conflicts[0].differences).toEqual(['result 4S= by N, now 4S-1 by N']);
    expect(r.changed.map((c) => c.table)).toEqual([3]);
    const lines = records('Travellers');
    const at = (tb: number) => lines.find((l) => l.table === tb)!;
    expect(at(2)).toMatchObject({ result: '=', ruling: 'A60/40' });
    // Board 1 is not vulnerable: 4S+1 by N is 450.
    expect(at(3)).toMatchObject({ result: '+1', score_ns: 450 });
  });

  test('a file of another session is refused and the workbook is left as it was', async () => {
    const first = readBwsTables(tables(), { file: 'h.bws' });
    await newEvent(first);
    await importBridgemate(input(first));
    const other = tables();
    other.Session = [{ ID: 10, Name: 'Club', Date: new Date(Date.UTC(2024, 2, 12)), GUID: 'G-2' }];
    const read = readBwsTables(other, { file: 'next-week.bws' });
    await expect(importBridgemate(input(read))).rejects.toBeInstanceOf(OtherEventError);
    expect(records('Travellers')).toHaveLength(4);
  });

  test('a pair sent at two tables on one board: the second line is an error and is not scored', async () => {
    // Table 4 sends pair 1 again (N-S at table 1 too).
    const t = tables();
    (t.ReceivedData as Record<string, unknown>[])[3].PairNS = 1;
    const read = readBwsTables(t, { file: 'h.bws' });
    await newEvent(read);
    const r = await importBridgemate(input(read));
    expect(r.scoreError).toBeUndefined();
    const lines = records('Travellers');
    expect(lines.find((l) => l.table === 4)?.mp_ns).toBe('');
    // The three other lines tie (4S= each: 2 MP of a top of 4) and are factored to the four tables the board
    // was sent to (Neuberg): (2 + 1) × 4 / 3 − 1 = 3 each.
    expect(lines.filter((l) => l.table !== 4).map((l) => l.mp_ns)).toEqual([3, 3, 3]);
  });
});

describe('cleared marks', () => {
  test('kept in the CheckMarks table: once, and a cleared warning leaves the open list', async () => {
    await createEvent({ template: 'pairs', movement: 'howell', tables: 4, boards: 2, title: 'x', empty: true });
    expect(await readCheckMarks()).toEqual([]);
    const mark = { board: 3, table: 2, code: 'lone-sign', cleared: '2024-03-05 20:00:00', director: 'TD' };
    const first = await syncsOf(() => clearCheck(mark));
    expect(first.syncs).toBe(2);
    expect((await clearCheck(mark)).syncs).toBe(1);
    expect(records('CheckMarks')).toEqual([mark]);
    const marks = await readCheckMarks();
    const warning = {
      severity: 'warning' as const,
      code: 'lone-sign' as const,
      board: 3,
      table: 2,
      params: {},
      message: '',
    };
    const error = { ...warning, severity: 'error' as const };
    const other = { ...warning, table: 5 };
    expect(openIssues([warning, other, error], marks)).toEqual({ open: [other, error], cleared: 1 });
  });
});
