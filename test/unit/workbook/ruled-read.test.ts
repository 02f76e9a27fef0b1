/**
 * A ruling, its undo and its edit read of the Travellers the ruled board's lines and the lines with a ruling only,
 * the other lines standing in from the kept inputs (tables/ruled-read.ts), where Excel finds lines (ExcelApi 1.9)
 * and the stale cell vouches. Each action is run twice, on two workbooks alike: one on an Excel that finds lines,
 * one on an Excel that reads the whole Travellers (ExcelApi 1.7). The two must end cell for cell the same, the
 * Ranking and the log included, and the one that read less must have read less.
 *
 * The event: a Mitchell of five tables, a board a round (five boards, 25 lines), preset wbf. Pair 1 N-S makes an
 * overtrick on every board, so that its session is well above 60 %: its A60/40 on board 2 (Law 12C2(c)) gives it
 * its own percentage there, which a ruling on board 1 moves, a line of another board than the ruled one.
 */
import { type ExcelHost, runInterleaved } from '../../../src/dev/host';
import { type Book, book, on, pairOneTable, playedEvent } from './two-excels';
import { setLanguage } from '../../../src/functions/i18n';
import {
  applyRuling,
  editRuling,
  importEvent,
  readEvent,
  rescoreEvent,
  undoImport,
  undoRuling,
  updateSettings,
} from '../../../src/workbook';
import { KEPT_SHEET, inputLinesOf } from '../../../src/workbook/tables/kept-inputs';
import { figuresFingerprint } from '../../../src/workbook/tables/fingerprint';
import { ruledTravellers, rowsOfAreas } from '../../../src/workbook/tables/ruled-read';
import { TRAVELLER_COLUMNS, type Cell } from '../../../src/workbook/tables/schema';

const LOG = { director: 'TD', laws: ['12C2(a)'], answers: '', time: new Date(Date.UTC(2026, 11, 3, 20, 15)) };

let finds: Book;
let reads: Book;

beforeEach(() => {
  setLanguage('en');
  reads = book('1.7');
  finds = book('1.9');
});
afterEach(() => {
  finds.office.uninstall();
  reads.office.uninstall();
  setLanguage(undefined);
});

/** The workbook's cells a scorer sees: the Travellers, the Ranking and the log. */
function cells(host: ExcelHost) {
  return ['Travellers', 'Ranking', 'Rulings'].map((n) => host.getTable(n).rows);
}

describe('a ruling reads its board and the ruled lines, the kept inputs standing in for the rest', () => {
  it('ends as the whole read ends, in two syncs, reading less; undo and edit alike', async () => {
    for (const b of [reads, finds]) await on(b, () => playedEvent(b.host));
    // The first scoring kept the inputs: a head naming the fingerprint EventSettings keeps, and the copy.
    expect(String(finds.host.getValues(`${KEPT_SHEET}!A1`)[0][0])).toMatch(/^k1 fr[0-9a-f]+ 169 1$/);
    const steps: [string, (b: Book) => Promise<{ syncs: number }>][] = [
      ['Law 12C2(c) on board 2', () => applyRuling({ board: 2, table: pairOneTable(finds.host, 2) }, 'A60/40', LOG)],
      ['a ruling on board 1', () => applyRuling({ board: 1, table: 3 }, 'A40/60', LOG)],
      ['its edit', () => editRuling(2, 'A50/50', LOG, undefined, 1)],
      ['the edit undone', () => undoRuling(3, undefined, 1)],
    ];
    for (const [what, step] of steps) {
      const whole = await on(reads, () => reads.host.measure(() => step(reads)));
      const found = await on(finds, () => finds.host.measure(() => step(finds)));
      expect([what, cells(finds.host)]).toEqual([what, cells(reads.host)]);
      expect([what, found.result.syncs, found.syncs]).toEqual([what, 2, 2]);
      expect(found.syncLog[0].bytesReceived).toBeLessThan(whole.syncLog[0].bytesReceived);
      // What the batch leaves is current, and a rescore finds nothing to write.
      expect((await on(finds, () => readEvent())).stale).toBe(false);
      expect((await on(finds, () => finds.host.measure(() => rescoreEvent()))).bytesSent).toBe(0);
    }
    // Pair 1's A60/40 on board 2 follows its session: above 60 %, and moved by the rulings on board 1.
    const t = finds.host.getTable('Travellers');
    const pct = t.headers.indexOf('pct_ns');
    const ruled = t.rows.find((r) => r[t.headers.indexOf('ruling')] === 'A60/40');
    expect(Number(ruled?.[pct])).toBeGreaterThan(60);
  });

  it('keeps the inputs through an import into the event, its undo and a change of settings: the next ruling reads its board', async () => {
    await on(finds, () => playedEvent(finds.host));
    const data = (await on(finds, () => readEvent())).event;
    const ruling = async (what: string, table: number) => {
      const r = await on(finds, () => applyRuling({ board: 3, table }, 'A50/50', LOG));
      expect([what, r.syncs]).toEqual([what, 2]);
      expect([what, (await on(finds, () => readEvent())).stale]).toEqual([what, false]);
    };
    await on(finds, () => importEvent(data, { mode: 'replace', file: 'again.xml' }));
    await ruling('after an import replacing the event', 1);
    await on(finds, () => updateSettings({ preset: 'ebu' }));
    await ruling('after a change of preset', 2);
    const imported = await on(finds, () => importEvent(data, { mode: 'replace', file: 'once-more.xml' }));
    const line = (await on(finds, () => readEvent())).log.find((l) => l.id === imported.logId);
    await on(finds, () => undoImport(line as NonNullable<typeof line>));
    await ruling('after the import undone', 4);
  });

  it('reads the figure inputs in a second sync when the figures are stale, and ends as the whole read ends', async () => {
    for (const b of [reads, finds]) {
      await on(b, () => playedEvent(b.host));
      // A co-author's result typed after the scoring, on another board than the ruled one.
      b.host.setValues('Travellers!I20', [['-1']]);
    }
    const whole = await on(reads, () => applyRuling({ board: 1, table: 2 }, 'A60/40', LOG));
    const found = await on(finds, () => applyRuling({ board: 1, table: 2 }, 'A60/40', LOG));
    expect(cells(finds.host)).toEqual(cells(reads.host));
    expect([whole.syncs, found.syncs]).toEqual([2, 3]);
  });

  it('refuses kept cells that are damaged, or that a co-author wrote over, and writes a fresh copy', async () => {
    for (const b of [reads, finds]) await on(b, () => playedEvent(b.host));
    finds.host.setValues(`${KEPT_SHEET}!A3`, [['kAAAA']]);
    const whole = await on(reads, () => applyRuling({ board: 3, table: 1 }, 'A60/40', LOG));
    const found = await on(finds, () => applyRuling({ board: 3, table: 1 }, 'A60/40', LOG));
    expect(cells(finds.host)).toEqual(cells(reads.host));
    expect([whole.syncs, found.syncs]).toEqual([2, 3]);
    // The copy written again vouches for the next ruling, which reads its board and ruled lines only.
    const next = await on(finds, () => finds.host.measure(() => applyRuling({ board: 4, table: 1 }, 'A60/40', LOG)));
    await on(reads, () => applyRuling({ board: 4, table: 1 }, 'A60/40', LOG));
    expect(cells(finds.host)).toEqual(cells(reads.host));
    expect(next.syncs).toBe(2);
  });

  it("co-authors' rulings interleaved: each line and log line lands, and after a rescore the next ruling reads little", async () => {
    for (const b of [reads, finds]) await on(b, () => playedEvent(b.host));
    const targets: [number, number][] = [
      [1, 2],
      [1, 4],
      [3, 1],
      [5, 6],
    ];
    const rulings = ['A60/40', 'A50/50', 'A40/60', 'A60/40'];
    const { results } = await on(finds, () =>
      runInterleaved(
        finds.host,
        targets.map(
          ([board, table], k) =>
            () =>
              applyRuling({ board, table }, rulings[k], LOG),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    await on(reads, async () => {
      for (const [k, [board, table]] of targets.entries()) await applyRuling({ board, table }, rulings[k], LOG);
    });
    // Each batch scored the event as it read it: the last one's figures lack the others' rulings, and say so.
    expect((await on(finds, () => readEvent())).stale).toBe(true);
    for (const b of [reads, finds]) await on(b, () => rescoreEvent());
    const scored = (h: ExcelHost) => cells(h).slice(0, 2);
    expect(scored(finds.host)).toEqual(scored(reads.host));
    expect(finds.host.getTable('Rulings').rows).toHaveLength(4);
    const next = await on(finds, () => applyRuling({ board: 2, table: 2 }, 'A50/50', LOG));
    await on(reads, () => applyRuling({ board: 2, table: 2 }, 'A50/50', LOG));
    expect(next.syncs).toBe(2);
    expect(scored(finds.host)).toEqual(scored(reads.host));
  });

  it('an undo and an edit told the wrong board still end as the whole read ends', async () => {
    for (const b of [reads, finds]) {
      await on(b, () => playedEvent(b.host));
      await on(b, () => applyRuling({ board: 1, table: 3 }, 'A40/60', LOG));
    }
    // The ruled line is read (it carries a ruling), but its board's other lines stand in from the kept copy. The
    // edit from one artificial score to another changes that line alone: two syncs. The undo puts the table's own
    // result back among board 1's, which changes lines not read: before anything is queued, the action runs again on
    // every line's figure inputs (its first read, then the whole one and the write: three syncs).
    const steps: [string, () => Promise<{ syncs: number }>, number][] = [
      ['the edit, told board 4', () => editRuling(1, 'A50/50', LOG, undefined, 4), 2],
      ['the undo, told board 4', () => undoRuling(2, undefined, 4), 3],
    ];
    for (const [what, step, syncs] of steps) {
      await on(reads, step);
      const found = await on(finds, step);
      expect([what, cells(finds.host)]).toEqual([what, cells(reads.host)]);
      expect([what, found.syncs]).toEqual([what, syncs]);
      expect((await on(finds, () => readEvent())).stale).toBe(false);
    }
  });

  it('on an Excel that calculates by hand the stale cell vouches for nothing', async () => {
    for (const b of [reads, finds]) await on(b, () => playedEvent(b.host));
    finds.host.calculationMode = 'Manual';
    const found = await on(finds, () => applyRuling({ board: 1, table: 2 }, 'A60/40', LOG));
    await on(reads, () => applyRuling({ board: 1, table: 2 }, 'A60/40', LOG));
    expect(found.syncs).toBe(3);
    expect(cells(finds.host)).toEqual(cells(reads.host));
  });
});

describe('the pure pieces of the read', () => {
  const HEADER: Cell[] = [...TRAVELLER_COLUMNS];
  const col = (name: string) => TRAVELLER_COLUMNS.indexOf(name as never);
  /** A line of `board` at `table`, with a ruling or none. */
  const line = (board: number, table: number, ruling = ''): Cell[] => {
    const r: Cell[] = TRAVELLER_COLUMNS.map(() => '');
    r[col('board')] = board;
    r[col('table')] = table;
    r[col('ns')] = String(table);
    r[col('ew')] = String(table + 10);
    r[col('contract')] = '3NT';
    r[col('declarer')] = 'N';
    r[col('result')] = '=';
    r[col('ruling')] = ruling;
    return r;
  };
  // Two boards of three tables; board 2 table 3 carries a ruling.
  const BODY = [1, 2].flatMap((b) => [1, 2, 3].map((t) => line(b, t, b === 2 && t === 3 ? 'A60/40' : '')));
  const SETTINGS: Cell[][] = [['fingerprint', figuresFingerprint([HEADER, ...BODY], [])]];
  const KEPT = inputLinesOf(HEADER, BODY);
  const VOUCH = { staleCell: true, kept: figuresFingerprint([HEADER, ...BODY], []), settings: SETTINGS };
  /** The rows read of a ruling on board 1: its three lines and the ruled line of board 2 (body row 5). */
  const READ = new Map([0, 1, 2, 5].map((i) => [i, BODY[i]] as const));

  it('places the areas by body row: the header on sheet row 1 puts sheet row index 1 at body row 0', () => {
    const read = rowsOfAreas(3, 1, 4, [
      {
        start: 0,
        areas: [
          { rowIndex: 1, values: [[1, 1]] },
          { rowIndex: 3, values: [[1, 3]] },
        ],
      },
      {
        start: 2,
        areas: [
          { rowIndex: 1, values: [['']] },
          { rowIndex: 3, values: [['A60/40']] },
        ],
      },
    ]);
    expect([...(read ?? new Map()).entries()]).toEqual([
      [0, [1, 1, '']],
      [2, [1, 3, 'A60/40']],
    ]);
    // A row one run found and the other did not, or one past the body, gives no rows.
    const one = [{ start: 0, areas: [{ rowIndex: 1, values: [[1, 1]] }] }];
    expect(rowsOfAreas(3, 1, 4, [...one, { start: 2, areas: [] }])).toBe(undefined);
    expect(rowsOfAreas(3, 1, 1, [{ start: 0, areas: [{ rowIndex: 2, values: [[1, 1, '']] }] }])).toBe(undefined);
  });

  it('gives the body with the rows read in place and the kept lines of board 2 in the others', () => {
    const rows = ruledTravellers(HEADER, 6, READ, KEPT, 1, VOUCH);
    expect(rows?.filter((_, i) => READ.has(i))).toEqual([0, 1, 2, 5].map((i) => BODY[i]));
    // The two other lines of board 2, in some order, their figure inputs as kept.
    const others = (rows ?? []).filter((_, i) => !READ.has(i));
    const key = (r: Cell[]) => `${String(r[col('board')])}/${String(r[col('table')])}`;
    expect(others.map(key).sort()).toEqual(['2/1', '2/2']);
    expect(figuresFingerprint([HEADER, ...(rows ?? [])], [])).toBe(VOUCH.kept);
  });

  it('refuses kept lines that nothing vouches for, or that hold a line of the board or a ruling the read missed', () => {
    expect(ruledTravellers(HEADER, 6, READ, KEPT, 1, { ...VOUCH, staleCell: false })).toBe(undefined);
    expect(ruledTravellers(HEADER, 6, READ, KEPT, 1, { ...VOUCH, kept: 'fr0' })).toBe(undefined);
    expect(ruledTravellers(HEADER, 6, READ, KEPT, 1, { ...VOUCH, settings: [] })).toBe(undefined);
    // Board 1 table 3 not found by the read (its board cell shown otherwise): a kept line of the board left over.
    const missed = new Map([...READ].filter(([i]) => i !== 2));
    expect(ruledTravellers(HEADER, 6, missed, KEPT, 1, VOUCH)).toBe(undefined);
    // The ruled line of board 2 not read: a kept line with a ruling left over.
    const unruled = new Map([...READ].filter(([i]) => i !== 5));
    expect(ruledTravellers(HEADER, 6, unruled, KEPT, 1, VOUCH)).toBe(undefined);
    // A row read that the kept lines do not hold (a co-author's line typed since).
    const typed = new Map(READ).set(0, line(1, 9));
    expect(ruledTravellers(HEADER, 6, typed, KEPT, 1, VOUCH)).toBe(undefined);
  });
});
