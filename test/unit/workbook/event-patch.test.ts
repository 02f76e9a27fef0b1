/**
 * After a ruling, an undo or an edit the pane does not read the event again: the action says what it changed
 * (tables/event-patch.ts) and the pane applies that to the event it holds. The event so patched must be the event a
 * whole read gives after the action, field for field (the lines, their rows, the log, the fingerprint, stale or
 * not); where the event held is not the one the action found, the patch gives nothing and the pane reads.
 *
 * The event: a Mitchell of thirteen tables, a board a round (169 lines), preset wbf, every line 3NT by North; pair 1
 * N-S makes two overtricks, so that its A60/40 on board 2 follows its session (Law 12C2(c)) and a ruling on board 1
 * moves a line of board 2. Each step runs on an Excel that finds lines (ExcelApi 1.9: the action reads the ruled
 * board's lines and the ruled lines, the kept inputs standing in for the rest) and on one that reads every line's
 * figure inputs (ExcelApi 1.7).
 */
import { type ExcelHost, runInterleaved } from '../../../src/dev/host';
import { type Book, book, on, pairOneTable, playedEvent } from './two-excels';
import { setLanguage } from '../../../src/functions/i18n';
import { applyRuling, applyRulings, editRuling, readEvent, rescoreEvent, undoRuling } from '../../../src/workbook';
import { type EventPatch, patchedEvent } from '../../../src/workbook/tables/event-patch';
import type { WorkbookEvent } from '../../../src/workbook/tables/scoring';

const LOG = { director: 'TD', laws: ['12C2(a)'], answers: '', time: new Date(Date.UTC(2026, 11, 4, 19, 30)) };

let books: Book[];

beforeEach(() => {
  setLanguage('en');
  books = [book('1.9'), book('1.7')];
});
afterEach(() => {
  for (const b of books) b.office.uninstall();
  setLanguage(undefined);
});

/** The worksheet row of board `board` table `table`. */
function rowOf(host: ExcelHost, board: number, table: number): number {
  const t = host.getTable('Travellers');
  const [b, tb] = ['board', 'table'].map((c) => t.headers.indexOf(c));
  const i = t.rows.findIndex((r) => r[b] === board && r[tb] === table);
  if (i < 0) throw new Error(`no line board ${board} table ${table}`);
  return i + 2;
}

type Step = [string, (b: Book) => Promise<{ syncs: number; patch?: EventPatch }>];

describe('the pane patches the event it holds with what a ruling changed', () => {
  it('gives the event a whole read gives after each ruling, undo and edit, in the ruling’s two syncs', async () => {
    for (const b of books) {
      await on(b, () => playedEvent(b.host));
      // A lead typed on the line ruled next: the action does not read it, the event held keeps it.
      b.host.setValues(`Travellers!H${rowOf(b.host, 1, 3)}`, [['SK']]);
    }
    const steps: Step[] = [
      ['Law 12C2(c) on board 2', (b) => applyRuling({ board: 2, table: pairOneTable(b.host, 2) }, 'A60/40', LOG)],
      ['a ruling on board 1', () => applyRuling({ board: 1, table: 3 }, 'A40/60', LOG)],
      ['its edit', () => editRuling(2, 'A50/50', LOG, undefined, 1)],
      ['the edit undone', () => undoRuling(3, undefined, 1)],
      [
        'Law 87 on board 4, two tables',
        async () =>
          applyRulings(
            [
              { board: 4, table: 5 },
              { board: 4, table: 6 },
            ],
            'FORM B',
            LOG,
          ),
      ],
    ];
    for (const b of books) {
      let held = await on(b, () => readEvent());
      expect(held.event.entries.find((e) => e.board === 1 && e.table === 3)?.lead).toBe('SK');
      for (const [what, step] of steps) {
        const m = await on(b, () => b.host.measure(() => step(b)));
        expect([what, m.syncs]).toEqual([what, 2]);
        const patch = m.result.patch;
        expect([what, patch === undefined]).toEqual([what, false]);
        const patched = patchedEvent(held, patch as EventPatch) as WorkbookEvent;
        const read = await on(b, () => readEvent());
        expect([what, patched]).toEqual([what, read]);
        expect(read.stale).toBe(false);
        held = patched;
      }
      // What the steps left: #1 applied, #2 edited by #3, #3 undone, #4 and #5 the two tables of form B.
      expect(held.log.map((l) => [l.id, l.status])).toEqual([
        [1, 'applied'],
        [2, 'edited'],
        [3, 'undone'],
        [4, 'applied'],
        [5, 'applied'],
      ]);
      const formB = held.event.entries.filter((e) => e.board === 4 && (e.table === 5 || e.table === 6));
      expect(formB.map((e) => e.form)).toEqual(['B', 'B']);
    }
  });

  it('gives nothing when the event held is not the one the action found', async () => {
    const [finds] = books;
    await on(finds, () => playedEvent(finds.host));
    const ruling = (table: number) => on(finds, () => applyRuling({ board: 1, table }, 'A60/40', LOG));

    // The figures held were stale (a result typed and not scored when the pane read).
    finds.host.setValues(`Travellers!I${rowOf(finds.host, 3, 2)}`, [['-1']]);
    const stale = await on(finds, () => readEvent());
    expect(stale.stale).toBe(true);
    expect(patchedEvent(stale, (await ruling(2)).patch as EventPatch)).toBeUndefined();

    // Read under another fingerprint: a co-author's result scored since the pane read.
    const before = await on(finds, () => readEvent());
    finds.host.setValues(`Travellers!I${rowOf(finds.host, 3, 4)}`, [['-2']]);
    await on(finds, () => rescoreEvent());
    expect(patchedEvent(before, (await ruling(4)).patch as EventPatch)).toBeUndefined();

    // A line of the ruled board added by a co-author (not yet scored) after the pane read: the action reads it
    // (its figures are stale, so every line), the event held has no line at its row.
    const short = await on(finds, () => readEvent());
    const width = finds.host.getTable('Travellers').headers.length;
    const line = [1, 14, '', '14', '27', '3NT', 'N', '', '='];
    await on(finds, () =>
      Excel.run(async (context) => {
        context.workbook.tables.getItem('Travellers').rows.add(undefined, [[...line, ...Array(width - 9).fill('')]]);
        await context.sync();
      }),
    );
    const newRow = finds.host.getTable('Travellers').rows.length + 1;
    const added = (await ruling(5)).patch as EventPatch;
    expect(added.rows).toContain(newRow);
    expect(patchedEvent(short, added)).toBeUndefined();

    // And the same event held, once current, is patched.
    const now = await on(finds, () => readEvent());
    expect(patchedEvent(now, (await ruling(6)).patch as EventPatch)).toEqual(await on(finds, () => readEvent()));
  });

  it('gives no patch to a ruling whose log line settled after a co-author’s', async () => {
    const [finds] = books;
    await on(finds, () => playedEvent(finds.host));
    const { results } = await on(finds, () =>
      runInterleaved(finds.host, [
        () => applyRuling({ board: 1, table: 2 }, 'A60/40', LOG),
        () => applyRuling({ board: 3, table: 1 }, 'A50/50', LOG),
      ]),
    );
    const outcomes = results.map((r) => (r.status === 'fulfilled' ? r.value : undefined));
    // The first to write saw no other line; the second's line landed after it, and its id was settled again.
    expect(outcomes.map((o) => o?.patch === undefined)).toEqual([false, true]);
  });
});

describe('a rescore gives the event a read gives after it', () => {
  it('unchanged, after a result typed (its score following), with a line that cannot be read, a line added', async () => {
    for (const b of books) {
      await on(b, () => playedEvent(b.host));
      const rescore = async (what: string, edited?: string[]) => {
        const r = await on(b, () => rescoreEvent(undefined, undefined, edited));
        const read = await on(b, () => readEvent());
        expect([what, r.event]).toEqual([what, read]);
        expect([what, read.stale]).toEqual([what, false]);
        return read;
      };
      await rescore('unchanged');
      // The contract changed alone, its score following: 4S= by North on board 2 (N-S vulnerable) is 620.
      const r = rowOf(b.host, 2, 5);
      b.host.setValues(`Travellers!F${r}:G${r}`, [['4S', 'N']]);
      b.host.setValues(`Travellers!I${r}`, [['=']]);
      const typed = await rescore('a contract typed', [`Travellers!F${r}`]);
      expect(typed.event.entries.find((e) => e.board === 2 && e.table === 5)?.scoreNS).toBe(620);
      // A result no contract allows: the line is a problem, the rest is scored.
      b.host.setValues(`Travellers!I${rowOf(b.host, 3, 2)}`, [['+9']]);
      const bad = await rescore('a result that cannot be');
      expect(bad.problems.map((p) => p.row)).toEqual([rowOf(b.host, 3, 2)]);
      // A line typed below the table's last (Excel takes it into the table).
      const width = b.host.getTable('Travellers').headers.length;
      await on(b, () =>
        Excel.run(async (context) => {
          const line = [1, 14, '', '14', '27', '3NT', 'N', '', '='];
          context.workbook.tables.getItem('Travellers').rows.add(undefined, [[...line, ...Array(width - 9).fill('')]]);
          await context.sync();
        }),
      );
      const more = await rescore('a line added');
      expect(more.event.entries).toHaveLength(170);
    }
  });
});

describe('patchedEvent refuses what it cannot vouch for', () => {
  const entry = (board: number, table: number, row: number) => ({
    board,
    table,
    ns: `${table}`,
    ew: `${table + 10}`,
    status: 'played' as const,
    scoreNS: 400,
    source: { file: 'Travellers', row },
  });
  const held = (): WorkbookEvent => ({
    settings: {} as WorkbookEvent['settings'],
    event: { kind: 'pairs', form: 'mp', contestants: [], entries: [entry(1, 1, 2), entry(1, 2, 3), entry(2, 1, 4)] },
    problems: [],
    entryRows: [2, 3, 4],
    log: [],
    stale: false,
    fingerprint: 'fr1',
  });
  const patch = (): EventPatch => ({
    from: 'fr1',
    to: 'fr2',
    rows: [2, 3],
    lastRow: 4,
    entries: [
      { row: 2, entry: { ...entry(1, 1, 2), status: 'ruled' } },
      { row: 3, entry: entry(1, 2, 3) },
    ],
    problems: [],
    log: { read: [], status: [], added: [] },
  });

  it('patches the lines at their rows and leaves the others', () => {
    const out = patchedEvent(held(), patch());
    expect(out?.event.entries.map((e) => e.status)).toEqual(['ruled', 'played', 'played']);
    expect(out?.fingerprint).toBe('fr2');
  });

  it.each<[string, (h: WorkbookEvent, p: EventPatch) => void]>([
    ['no fingerprint kept', (h, p) => ((h.fingerprint = ''), (p.from = ''))],
    ['a line deleted below the body’s end', (_, p) => (p.lastRow = 3)],
    ['a line read with a problem', (_, p) => (p.problems = [{ row: 3, field: 'result', message: 'x' }])],
    ['a problem held at a row read', (h) => (h.problems = [{ row: 2, field: 'contract', message: 'x' }])],
    ['a line read not held', (_, p) => (p.entries = [...p.entries, { row: 5, entry: entry(1, 3, 5) }])],
    ['a line held at a row read but not read', (_, p) => (p.entries = p.entries.slice(0, 1))],
    ['another line at a row', (_, p) => (p.entries = [p.entries[0], { row: 3, entry: entry(1, 7, 3) }])],
    ['a log line the pane did not see', (_, p) => (p.log = { ...p.log, read: [{ id: 1, status: 'applied', row: 2 }] })],
    [
      'a log line’s status changed',
      (h, p) => {
        h.log = [{ id: 1, status: 'applied', row: 2 } as WorkbookEvent['log'][number]];
        p.log = { ...p.log, read: [{ id: 1, status: 'undone', row: 2 }] };
      },
    ],
  ])('%s', (_, spoil) => {
    const h = held();
    const p = patch();
    expect(patchedEvent(h, p)).toBeDefined();
    spoil(h, p);
    expect(patchedEvent(h, p)).toBeUndefined();
  });
});
