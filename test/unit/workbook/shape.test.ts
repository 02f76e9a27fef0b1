/**
 * The workbook's shape is checked before every action: a missing, renamed or doubled table or column is refused
 * with a message that names it and says how to mend it, and nothing is scored or written until it is whole.
 */
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import { applyRuling, createEvent, readEvent, rescoreEvent, undoRuling } from '../../../src/workbook';
import { WorkbookShapeError, headerProblems, shapeProblems, EVENT_SHAPE } from '../../../src/workbook/tables/shape';
import { WorkbookSetupError } from '../../../src/workbook/tables/snapshot';

let office: InstalledOffice;
let host: ExcelHost;

beforeEach(() => {
  host = new ExcelHost();
  host.addSheet('Sheet1');
  office = installFakeOffice(host, { displayLanguage: 'en-US' });
});
afterEach(() => office.uninstall());

const LOG = { director: 'J. Scorer', laws: ['12C2(a)'], answers: 'what=noResult' };

/** A 3-table Mitchell, board 1 played 4S by N: =, +1, −1 (+420, +450, −50), scored once. */
async function event() {
  await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
  const rows = host.getTable('Travellers').rows;
  ['=', '+1', '-1'].forEach((result, k) => {
    const r = rows.findIndex((x) => x[0] === 1 && x[1] === k + 1) + 2;
    host.setValues(`Travellers!F${r}:I${r}`, [['4S', 'N', '', result]]);
  });
  await rescoreEvent();
}

function header(table: string, column: string): string {
  const t = host.getTable(table);
  const c = t.headers.indexOf(column);
  return `${t.sheet}!${String.fromCharCode(65 + c)}1`;
}

test("a renamed 'ruling' column: every action is refused, named, and nothing is written", async () => {
  await event();
  await applyRuling({ board: 1, table: 3 }, 'A60/40', LOG);
  host.setValues(header('Travellers', 'ruling'), [['TD ruling']]);
  const before = JSON.stringify([host.getTable('Travellers'), host.getTable('Ranking'), host.getTable('Rulings')]);
  const message =
    "the Travellers table has no column 'ruling' (a column is named 'TD ruling'): rename it back to 'ruling'";
  await expect(rescoreEvent()).rejects.toThrow(message);
  await expect(readEvent()).rejects.toThrow(message);
  await expect(applyRuling({ board: 1, table: 1 }, 'A50/50', LOG)).rejects.toBeInstanceOf(WorkbookShapeError);
  await expect(undoRuling(1)).rejects.toThrow(message);
  expect(JSON.stringify([host.getTable('Travellers'), host.getTable('Ranking'), host.getTable('Rulings')])).toBe(
    before,
  );
  // Mended: the ruling is read again (A60/40 on table 3: 60 % of the top 4 = 2.4 MP to NS).
  host.setValues(header('Travellers', 'TD ruling'), [['ruling']]);
  await rescoreEvent();
  const t = host.getTable('Travellers');
  const row = t.rows.find((r) => r[0] === 1 && r[1] === 3) as unknown[];
  expect(row[t.headers.indexOf('mp_ns')]).toBeCloseTo(2.4, 12);
});

test("a renamed 'board' column keeps the MP columns as they were", async () => {
  await event();
  host.setValues(header('Travellers', 'board'), [['Board no']]);
  const before = host.getTable('Travellers').rows.map((r) => r.slice(11));
  await expect(rescoreEvent()).rejects.toThrow(
    "the Travellers table has no column 'board' (a column is named 'Board no'): rename it back to 'board'",
  );
  expect(host.getTable('Travellers').rows.map((r) => r.slice(11))).toEqual(before);
});

test('a deleted Ranking table, a renamed Rulings table: named, not "set up an event first"', async () => {
  await event();
  await Excel.run(async (context) => {
    context.workbook.tables.getItem('Ranking').delete();
    context.workbook.tables.getItem('Rulings').name = 'Rulings_old';
    await context.sync();
  });
  const err = await rescoreEvent().catch((e: unknown) => e);
  expect(err).toBeInstanceOf(WorkbookShapeError);
  expect(err).not.toBeInstanceOf(WorkbookSetupError);
  expect((err as WorkbookShapeError).problems.map((p) => [p.kind, p.table, p.found])).toEqual([
    ['missing-table', 'Ranking', undefined],
    ['renamed-table', 'Rulings', 'Rulings_old'],
  ]);
  expect((err as Error).message).toContain("rename it back to 'Rulings'");
});

test('a workbook without an event still says so', async () => {
  await expect(readEvent()).rejects.toBeInstanceOf(WorkbookSetupError);
});

test("a scorer's own column is kept and ignored", async () => {
  await event();
  await Excel.run(async (context) => {
    context.workbook.tables.getItem('Travellers').columns.add(undefined, undefined, 'my notes');
    await context.sync();
  });
  const t0 = host.getTable('Travellers');
  host.setValues(`Travellers!${String.fromCharCode(65 + t0.headers.length - 1)}2`, [['checked']]);
  const r = await rescoreEvent();
  expect(r.error).toBeUndefined();
  const t = host.getTable('Travellers');
  expect(t.rows[0][t.headers.indexOf('my notes')]).toBe('checked');
});

describe('the shape check (pure)', () => {
  test('a doubled column, a missing one, a look-alike', () => {
    expect(headerProblems('Rulings', ['id', 'ID', 'time'], ['id', 'time', 'status'])).toEqual([
      {
        kind: 'double-column',
        table: 'Rulings',
        column: 'id',
        message: "the Rulings table has 2 columns named 'id': rename or delete all but one",
      },
      expect.objectContaining({ kind: 'missing-column', column: 'status' }),
    ]);
    expect(headerProblems('Travellers', ['Score NS'], ['score_ns'])[0]).toMatchObject({
      kind: 'renamed-column',
      found: 'Score NS',
    });
  });

  test('a whole event has no problem; the Contestants table may be absent', () => {
    const tables = Object.fromEntries(
      EVENT_SHAPE.filter((s) => !s.optional).map((s) => [s.table, { header: [...s.columns], sheet: s.sheet }]),
    );
    expect(shapeProblems({ tables, all: [] }, EVENT_SHAPE)).toEqual([]);
  });
});

describe('the pane says it in its language', () => {
  test('a renamed column in Polish, with the names as they stand', async () => {
    const { paneErrorText } = await import('../../../src/taskpane/state');
    const { translator } = await import('../../../src/taskpane/i18n');
    await event();
    host.setValues(header('Travellers', 'ruling'), [['TD ruling']]);
    const err = await rescoreEvent().catch((e: unknown) => e);
    expect(paneErrorText(err, translator('pl'))).toBe(
      "Tabela Travellers nie ma kolumny 'ruling' (jest kolumna 'TD ruling'): przywróć jej nazwę 'ruling'. " +
        'Dopóki skoroszyt nie zostanie naprawiony, nic nie jest liczone ani zapisywane.',
    );
    expect(paneErrorText(new Error('plain'), translator('pl'))).toBe('plain');
  });
});

describe('a table that lost its last columns', () => {
  /** Deletes every column of `table` after its first `keep`, as a scorer deleting them in Excel does. */
  async function keepColumns(table: string, keep: number) {
    await Excel.run(async (context) => {
      const cols = context.workbook.tables.getItem(table).columns.load('items/name');
      await context.sync();
      cols.items.slice(keep).forEach((c) => c.delete());
      await context.sync();
    });
  }

  test('the Travellers down to board … lead: a ruling and an undo name what is missing, not a range error', async () => {
    await event();
    const ruled = await applyRuling({ board: 1, table: 3 }, 'A60/40', LOG);
    await keepColumns('Travellers', 8);
    expect(host.getTable('Travellers').headers.at(-1)).toBe('lead');
    const refused = applyRuling({ board: 1, table: 1 }, 'A50/50', LOG);
    await expect(refused).rejects.toBeInstanceOf(WorkbookShapeError);
    await expect(refused).rejects.toThrow("the Travellers table has no column 'result'");
    await expect(undoRuling(ruled.logId)).rejects.toThrow("the Travellers table has no column 'ruling'");
  });

  test('the Rulings log down to its first three columns: the same', async () => {
    await event();
    await applyRuling({ board: 1, table: 3 }, 'A60/40', LOG);
    await keepColumns('Rulings', 3);
    const refused = applyRuling({ board: 1, table: 1 }, 'A50/50', LOG);
    await expect(refused).rejects.toBeInstanceOf(WorkbookShapeError);
    await expect(refused).rejects.toThrow("the Rulings table has no column 'table'");
  });
});
