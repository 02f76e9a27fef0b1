/**
 * Rulings read the Travellers' entered columns only (tables/entered-read.ts): the computed columns come from the
 * engine when the kept fingerprint vouches for them, and count as unread when it does not. Either way the
 * ruling's two syncs leave the workbook exactly as a full rescore would: the rescore that follows writes nothing.
 */
import { ExcelHost, installFakeOffice, runInterleaved, type InstalledOffice } from '../../../src/dev/host';
import { setLanguage } from '../../../src/functions/i18n';
import {
  applyRuling,
  createEvent,
  editRuling,
  readEvent,
  readRulingLog,
  rescoreEvent,
  undoRuling,
} from '../../../src/workbook';
import { LOG_READ_COLUMNS, logReadInPlace, logReadRuns } from '../../../src/workbook/tables/log';
import { RULING_COLUMNS } from '../../../src/workbook/tables/schema';
import {
  ENTERED_RUNS,
  FIGURE_INPUT_RUNS,
  UNREAD,
  enteredRead,
  figureInputsRead,
  withComputedFigures,
} from '../../../src/workbook/tables/entered-read';
import { rowsFromRuns, sameCell } from '../../../src/workbook/tables/snapshot';
import { COMPUTED_COLUMNS, TRAVELLER_COLUMNS } from '../../../src/workbook/tables/schema';
import { ENTERED_COLUMNS, figuresFingerprint } from '../../../src/workbook/tables/fingerprint';

const ENTERED_WIDTH = ENTERED_COLUMNS.length;
import type { TableSnapshot } from '../../../src/workbook/tables/snapshot';
import { type LoadedEvent, toWorkbookEvent } from '../../../src/workbook/tables/scoring';
import { loadEvent } from '../../../src/workbook/office/event';

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

const LOG = { director: 'TD', laws: ['12C2(a)'], answers: '' };

function rowOf(board: number, table: number): number {
  const t = host.getTable('Travellers');
  const i = t.rows.findIndex((r) => r[0] === board && r[1] === table);
  if (i < 0) throw new Error(`no line for board ${board} table ${table}`);
  return i + 2;
}

/** Types contract, declarer and result into a line outside any batch of the layer (a co-author, no pane). */
function type(board: number, table: number, contract: string, declarer: string, result: string) {
  const r = rowOf(board, table);
  host.setValues(`Travellers!F${r}:I${r}`, [[contract, declarer, '', result]]);
}

/** A Mitchell of three tables, one board a round: every line of boards 1 and 2 played (tables 1–3). */
async function playedEvent() {
  await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
  const results: [string, string, string][] = [
    ['4S', 'N', '='],
    ['4S', 'N', '+1'],
    ['3NT', 'S', '='],
  ];
  for (const board of [1, 2]) results.forEach(([c, d, r], k) => type(board, k + 1, c, d, r));
}

/** Bytes received by the first sync of the measured action. */
const firstLoad = (m: { syncLog: { bytesReceived: number }[] }) => m.syncLog[0].bytesReceived;

describe('a ruling reads the entered columns only', () => {
  it('and of those not the round nor the lead, which it leaves as typed; a lead typed leaves the figures current', async () => {
    await playedEvent();
    await rescoreEvent();
    // Each ruling and undo leaves one more log line, which the next ruling reads: the second and third tell its
    // bytes (the first log line's are fewer: the log had none before it).
    const reads: number[] = [];
    for (let k = 0; k < 3; k++) {
      const m = await host.measure(() => applyRuling({ board: 1, table: 2 }, 'A60/40', LOG));
      reads.push(firstLoad(m));
      await undoRuling(m.result.logId);
    }
    const logLine = reads[2] - reads[1];
    expect(logLine).toBeGreaterThan(0);
    // A lead of 100 characters on every line (and round 9), typed after the scoring, outside the pane.
    const t = host.getTable('Travellers');
    const [round, lead] = [t.headers.indexOf('round'), t.headers.indexOf('lead')];
    expect([round, lead]).toEqual([2, 7]);
    const long = 'H'.repeat(100);
    t.rows.forEach((_, i) => {
      host.setValues(`Travellers!C${i + 2}`, [[9]]);
      host.setValues(`Travellers!H${i + 2}`, [[long]]);
    });
    // No figure reads them: the figures are as current as before.
    expect((await readEvent()).stale).toBe(false);
    const ruled = await host.measure(() => applyRuling({ board: 1, table: 2 }, 'A60/40', LOG));
    expect(ruled.result.syncs).toBe(2);
    // Six lines of 100 characters more in the table, and not a byte more read than the log's line.
    expect(firstLoad(ruled) - reads[2]).toBe(logLine);
    const rows = host.getTable('Travellers').rows;
    expect(rows.map((r) => [r[round], r[lead]])).toEqual(rows.map(() => [9, long]));
    expect((await host.measure(() => rescoreEvent())).bytesSent).toBe(0);
  });

  it('after a rescore it reads less than the whole table, writes what changed, and leaves a rescore nothing', async () => {
    await playedEvent();
    const rescored = await host.measure(() => rescoreEvent());
    const ruled = await host.measure(() => applyRuling({ board: 1, table: 2 }, 'A60/40', LOG));
    expect(ruled.result.syncs).toBe(2);
    // The rescore's load carries the six computed columns of every line; the ruling's does not.
    expect(firstLoad(ruled)).toBeLessThan(firstLoad(rescored));
    const again = await host.measure(() => rescoreEvent());
    expect(again.bytesSent).toBe(0);
    const undone = await host.measure(() => undoRuling(ruled.result.logId));
    expect(undone.result.syncs).toBe(2);
    expect((await host.measure(() => rescoreEvent())).bytesSent).toBe(0);
  });

  it('on stale figures (a co-author typed a result on another board) it writes every figure: still 2 syncs', async () => {
    await playedEvent();
    await rescoreEvent();
    type(2, 3, '6S', 'N', '=');
    const ruled = await applyRuling({ board: 1, table: 2 }, 'A60/40', LOG);
    expect(ruled.syncs).toBe(2);
    // Board 2's figures follow the typed slam: the rescore finds nothing left to write.
    expect((await host.measure(() => rescoreEvent())).bytesSent).toBe(0);
  });

  it("a co-author's result typed between the ruling's load and its write leaves the figures marked stale", async () => {
    await playedEvent();
    await rescoreEvent();
    const board2 = () => host.getTable('Travellers').rows.filter((r) => r[0] === 2);
    const before = board2().map((r) => r.slice());
    const r = rowOf(2, 3);
    // The co-author's batch: 6S= by N typed into board 2 table 3.
    const typed = () =>
      Excel.run(async (context) => {
        context.workbook.worksheets.getItem('Travellers').getRange(`F${r}:I${r}`).values = [['6S', 'N', '', '=']];
        await context.sync();
        return undefined;
      });
    const { results, order } = await runInterleaved(host, [
      () => applyRuling({ board: 1, table: 2 }, 'A60/40', LOG),
      typed,
    ]);
    expect(results.map((x) => x.status)).toEqual(['fulfilled', 'fulfilled']);
    // The ruling's load, the co-author's write, the ruling's write.
    expect(order[0]).toBe(order[2]);
    expect(order[1]).not.toBe(order[0]);
    // The ruling scored the event as it loaded it: board 2's computed cells are those of the last scoring, and
    // the fingerprint it wrote is of what it loaded, so the figures show stale rather than pass for current.
    expect(board2().map((x) => x.slice(11))).toEqual(before.map((x) => x.slice(11)));
    expect((await readEvent()).stale).toBe(true);
    // The next ruling reads them as stale, writes every figure, and the workbook is as a rescore leaves it.
    await applyRuling({ board: 1, table: 1 }, 'A50/50', LOG);
    expect((await readEvent()).stale).toBe(false);
    expect((await host.measure(() => rescoreEvent())).bytesSent).toBe(0);
  });
});

describe("a ruling reads the log's columns it uses", () => {
  /** A log line's long texts: the wizard's answers and their replay, 2,000 characters each. */
  const WORDY = { ...LOG, answers: 'a'.repeat(2000), flow: 'f'.repeat(2000), ruling: 'Average plus to NS.' };
  const cellOf = (board: number, table: number, column: string) => {
    const t = host.getTable('Travellers');
    return t.rows[rowOf(board, table) - 2][t.headers.indexOf(column)];
  };

  it('as runs of the template: id; board, table; ruling_before … score_before; status', () => {
    expect(logReadRuns()).toEqual([
      { start: 0, count: 1 },
      { start: 3, count: 2 },
      { start: 7, count: 3 },
      { start: 12, count: 1 },
    ]);
    expect(logReadInPlace(RULING_COLUMNS)).toBe(true);
    expect(logReadInPlace(['id', 'time', 'board', 'director', ...RULING_COLUMNS.slice(4)])).toBe(false);
    // Two runs of a 5-wide body: columns 0 and 2–3 read, 1 and 4 blank (and a run past the width cut off).
    expect(
      rowsFromRuns(5, [
        { start: 0, values: [[7], [8]] },
        {
          start: 2,
          values: [
            ['a', 'b'],
            ['c', 'd'],
          ],
        },
        {
          start: 4,
          values: [
            [1, 2],
            [3, 4],
          ],
        },
      ]),
    ).toEqual([
      [7, '', 'a', 'b', 1],
      [8, '', 'c', 'd', 3],
    ]);
  });

  it('not the long texts: undo and edit still find what they put back and carry', async () => {
    await playedEvent();
    await rescoreEvent();
    const measured = await host.measure(() => applyRuling({ board: 1, table: 1 }, 'A60/40', WORDY));
    const first = measured.result;
    const second = await applyRuling({ board: 1, table: 2 }, 'A50/50', WORDY);
    // The pane's log view reads every column, the 2 × 2 texts of 2,000 characters included; a ruling's load
    // skips the answers and the replay: with both wordy lines logged it reads what the first ruling read over an
    // empty log, and the two lines' short columns (well under 2,000 bytes).
    const full = (await host.measure(() => readRulingLog())).syncLog[0].bytesReceived;
    expect(full).toBeGreaterThan(2 * 2 * 2000);
    const ruled = await host.measure(() => applyRuling({ board: 2, table: 1 }, 'A40/60', LOG));
    expect(ruled.result.syncs).toBe(2);
    expect(firstLoad(ruled) - firstLoad(measured)).toBeGreaterThan(0);
    expect(firstLoad(ruled) - firstLoad(measured)).toBeLessThan(2000);
    const log = await readRulingLog();
    expect(log.map((l) => [l.id, l.answers.length, l.flow.length, l.status])).toEqual([
      [1, 2000, 2000, 'applied'],
      [2, 2000, 2000, 'applied'],
      [3, 0, 0, 'applied'],
    ]);
    // An undo puts back what ruling 1 replaced (no ruling); an edit of ruling 2 carries its first score.
    const undone = await undoRuling(first.logId);
    expect(undone.syncs).toBe(2);
    expect(cellOf(1, 1, 'ruling')).toBe('');
    const edited = await editRuling(second.logId, 'A60/40', LOG);
    const after = await readRulingLog();
    const line2 = after.find((l) => l.id === second.logId);
    const line4 = after.find((l) => l.id === edited.logId);
    expect([line2?.status, line2?.answers.length]).toEqual(['edited', 2000]);
    expect([line4?.rulingBefore, line4?.scoreBefore]).toEqual([line2?.rulingBefore, line2?.scoreBefore]);
    expect(after.find((l) => l.id === first.logId)?.status).toBe('undone');
    expect((await host.measure(() => rescoreEvent())).bytesSent).toBe(0);
  });

  it('reads the whole log, in one more sync, when a column it uses was moved', async () => {
    await playedEvent();
    await rescoreEvent();
    const first = await applyRuling({ board: 1, table: 1 }, 'A60/40', WORDY);
    // The scorer swaps the log's 'note' and 'status' columns (headers and cells).
    const t = host.getTable('Rulings');
    const [note, status] = [RULING_COLUMNS.indexOf('note'), RULING_COLUMNS.indexOf('status')];
    expect(LOG_READ_COLUMNS).toContain('status');
    const letter = (c: number) => String.fromCharCode(65 + c);
    host.setValues(`Rulings!${letter(note)}1:${letter(status)}2`, [
      ['status', 'note'],
      [t.rows[0][status], t.rows[0][note]],
    ]);
    const undone = await undoRuling(first.logId);
    expect(undone.syncs).toBe(3);
    expect(cellOf(1, 1, 'ruling')).toBe('');
    expect((await readRulingLog())[0].status).toBe('undone');
    expect(host.getTable('Rulings').rows[0][note]).toBe('undone');
  });

  it("one more sync for both when the Travellers' ruling column and a log column were moved", async () => {
    await playedEvent();
    await rescoreEvent();
    const first = await applyRuling({ board: 1, table: 1 }, 'A60/40', WORDY);
    // The scorer swaps the Travellers' 'ruling' and 'mp_ns' columns (K and L), and the log's 'note' and 'status'.
    const t = host.getTable('Travellers');
    const [ruling, mp] = [t.headers.indexOf('ruling'), t.headers.indexOf('mp_ns')];
    expect([ruling, mp]).toEqual([ENTERED_WIDTH - 1, ENTERED_WIDTH]);
    host.setValues(`Travellers!K1:L${t.rows.length + 1}`, [
      ['mp_ns', 'ruling'],
      ...t.rows.map((r) => [r[mp], r[ruling]]),
    ]);
    const log = host.getTable('Rulings');
    const [note, status] = [RULING_COLUMNS.indexOf('note'), RULING_COLUMNS.indexOf('status')];
    host.setValues('Rulings!L1:M2', [
      ['status', 'note'],
      [log.rows[0][status], log.rows[0][note]],
    ]);
    const ruled = await applyRuling({ board: 2, table: 2 }, 'A50/50', LOG);
    expect(ruled.syncs).toBe(3);
    const undone = await undoRuling(first.logId);
    expect(undone.syncs).toBe(3);
    expect(cellOf(1, 1, 'ruling')).toBe('');
    expect(cellOf(2, 2, 'ruling')).toBe('A50/50');
    expect((await readRulingLog()).map((l) => l.status)).toEqual(['undone', 'applied']);
    expect((await host.measure(() => rescoreEvent())).bytesSent).toBe(0);
  });
});

describe('the figure inputs read', () => {
  it('as runs of the template: board, table; ns … declarer; result … ruling (not the round nor the lead)', () => {
    expect(FIGURE_INPUT_RUNS).toEqual([
      { start: 0, count: 2 },
      { start: 3, count: 4 },
      { start: 8, count: 3 },
    ]);
    const header = [...TRAVELLER_COLUMNS];
    expect(figureInputsRead(header)).toBe(true);
    // Two inputs swapped are still read; an input moved where the lead was is not.
    const swapped = header.map((h) => (h === 'contract' ? 'declarer' : h === 'declarer' ? 'contract' : h));
    expect(figureInputsRead(swapped)).toBe(true);
    const moved = header.map((h) => (h === 'lead' ? 'result' : h === 'result' ? 'lead' : h));
    expect(figureInputsRead(moved)).toBe(false);
  });
});

describe('withComputedFigures', () => {
  const header = [...TRAVELLER_COLUMNS];
  // Board 1 played at two tables: 420 and 450 (NS), two boards' worth of lines on a 2-top board.
  const line = (table: number, ns: string, ew: string, score: number) =>
    [1, table, 1, ns, ew, '', '', '', '', score, ''] as (string | number)[];
  const settings = [
    ['kind', 'pairs'],
    ['form', 'mp'],
    ['preset', 'wbf'],
  ];

  it('without a kept fingerprint the computed cells are unread: each compares unequal to any value', () => {
    const t = snapshotOf('Travellers', header, [line(1, '1', '3', 420), line(2, '2', '4', 450)]);
    const read = withComputedFigures(tablesOf(t, settings), false);
    expect(read?.vouched).toBe(false);
    const row = read?.loaded.tables.travellers.rows[0] ?? [];
    for (const c of COMPUTED_COLUMNS) {
      expect(Number.isNaN(row[header.indexOf(c)])).toBe(true);
      expect(sameCell(row[header.indexOf(c)], '')).toBe(false);
    }
    expect(Number.isNaN(UNREAD)).toBe(true);
  });

  it('with the fingerprint of the lines read, the computed cells are the engine figures', () => {
    const rows = [line(1, '1', '3', 420), line(2, '2', '4', 450)];
    const withFp = [...settings, ['fingerprint', fingerprintOf(header, rows, settings)]];
    const read = withComputedFigures(tablesOf(snapshotOf('Travellers', header, rows), withFp), false);
    expect(read?.vouched).toBe(true);
    const body = read?.loaded.tables.travellers.rows ?? [];
    // Two lines on the board, top 2 (2 per beat over one other line): 450 beats 420 → NS 2 and 0, EW 0 and 2.
    expect(body.map((r) => r[header.indexOf('mp_ns')])).toEqual([0, 2]);
    expect(body.map((r) => r[header.indexOf('mp_ew')])).toEqual([2, 0]);
    expect(body.map((r) => r[header.indexOf('pct_ns')])).toEqual([0, 100]);
  });

  it('refuses a layout whose entered column stands beyond the block read', () => {
    // A scorer's column inserted before `ruling` pushes it to the twelfth place.
    const moved = [...header.slice(0, 10), 'notes', ...header.slice(10)];
    const t = snapshotOf('Travellers', moved, []);
    expect(moved.indexOf('ruling')).toBe(ENTERED_WIDTH);
    expect(withComputedFigures(tablesOf(t, settings), false)).toBeUndefined();
  });
});

function snapshotOf(name: string, header: string[], rows: (string | number)[][]): TableSnapshot {
  return { name, sheet: name, col: 0, headerRow: 1, header, rows, physicalRows: Math.max(1, rows.length) };
}

function fingerprintOf(header: string[], rows: (string | number)[][], settings: string[][]): string {
  const full = rows.map((r) => [...r, ...header.slice(r.length).map(() => '')]);
  return figuresFingerprint([header, ...full], settings);
}

function tablesOf(travellers: TableSnapshot, settings: string[][]): LoadedEvent['tables'] {
  return {
    settings: snapshotOf('EventSettings', ['key', 'value'], settings),
    travellers,
    ranking: snapshotOf('Ranking', ['rank', 'id', 'direction', 'names', 'total', 'percent', 'boards'], []),
    rulings: snapshotOf('Rulings', ['id'], []),
  };
}

describe("the pane's read of the event: the Travellers' entered columns, the Ranking's header", () => {
  /** The event as a read of every table, every column, gives it (what readEvent gave before). */
  const wholeRead = () => Excel.run(async (context) => toWorkbookEvent((await loadEvent(context)).loaded));

  it('gives the event the whole read gives, in one sync and fewer bytes; a lead typed is read', async () => {
    await playedEvent();
    await rescoreEvent();
    await applyRuling({ board: 1, table: 2 }, 'A60/40', LOG);
    host.setValues(`Travellers!H${rowOf(2, 3)}`, [['HQ']]);
    const whole = await host.measure(wholeRead);
    const read = await host.measure(() => readEvent());
    expect(read.result).toEqual(whole.result);
    expect(read.result.event.entries.find((e) => e.board === 2 && e.table === 3)?.lead).toBe('HQ');
    expect(read.result.event.entries.find((e) => e.board === 1 && e.table === 2)?.status).toBe('ruled');
    expect(read.syncs).toBe(1);
    // The computed columns (six) and the Ranking's rows are not read (on the bench's 5,000 lines: 645 KB → 256).
    expect(read.bytesReceived).toBeLessThan(whole.bytesReceived * 0.85);
  });

  it('reads the whole Travellers in a second sync when an entered column was moved, and gives the same event', async () => {
    await playedEvent();
    await rescoreEvent();
    // The scorer swaps the Travellers' 'ruling' and 'mp_ns' columns (K and L).
    const t = host.getTable('Travellers');
    const [ruling, mp] = [t.headers.indexOf('ruling'), t.headers.indexOf('mp_ns')];
    host.setValues(`Travellers!K1:L${t.rows.length + 1}`, [
      ['mp_ns', 'ruling'],
      ...t.rows.map((r) => [r[mp], r[ruling]]),
    ]);
    host.setValues(`Travellers!L${rowOf(2, 2)}`, [['A50/50']]);
    const whole = await wholeRead();
    const read = await host.measure(() => readEvent());
    expect(read.syncs).toBe(2);
    expect(read.result).toEqual(whole);
    expect(read.result.event.entries.find((e) => e.board === 2 && e.table === 2)?.status).toBe('ruled');
  });

  it('the entered columns as runs of the template: board … ruling, one run', () => {
    expect(ENTERED_RUNS).toEqual([{ start: 0, count: ENTERED_WIDTH }]);
    expect(enteredRead([...TRAVELLER_COLUMNS])).toBe(true);
    const moved = TRAVELLER_COLUMNS.map((h) => (h === 'lead' ? 'mp_ns' : h === 'mp_ns' ? 'lead' : h));
    expect(enteredRead(moved)).toBe(false);
  });
});
