/**
 * Number formats of the figure columns, from the engine's print rules (numberFormats()), against the in-memory
 * Excel host: set at set-up on the template's rows and where a row gets its first figures, never again after.
 *
 * The event: a 3-table Mitchell, one board a round; board 1 (not vulnerable, Law 2): 4S+1 N +450, 4S= N +420,
 * 4S−1 N −50 → NS 4 / 2 / 0 of a top of 4.
 */
import { ExcelHost, installFakeOffice, type InstalledOffice } from '../../../src/dev/host';
import { createEvent, rescoreEvent } from '../../../src/workbook';
import { figureFormatRuns, firstFigureRows } from '../../../src/workbook/tables/formats';
import { getPreset } from '../../../src/engine/presets';

let office: InstalledOffice;
let host: ExcelHost;

beforeEach(() => {
  host = new ExcelHost();
  host.addSheet('Sheet1');
  office = installFakeOffice(host, { displayLanguage: 'en-US' });
});
afterEach(() => office.uninstall());

/** The number formats of a range, read back through the host. */
async function formatsOf(address: string): Promise<string[][]> {
  return Excel.run(async (context) => {
    const [sheet, cells] = address.split('!');
    const r = context.workbook.worksheets.getItem(sheet).getRange(cells).load('numberFormat');
    await context.sync();
    return r.numberFormat as string[][];
  });
}

/** Header positions of a host table's columns by name. */
function col(table: string, name: string): string {
  const i = host.getTable(table).headers.indexOf(name);
  if (i < 0) throw new Error(`${table} has no column ${name}`);
  return String.fromCharCode(65 + i);
}

function enter(board: number, table: number, contract: string, result: string) {
  const t = host.getTable('Travellers');
  const i = t.rows.findIndex((r) => r[0] === board && r[1] === table);
  host.setValues(`Travellers!F${i + 2}:I${i + 2}`, [[contract, 'N', '', result]]);
}

describe('figure columns carry the print rules’ number formats', () => {
  test('pure runs: adjacent columns of one format are one run; rows get formats once', () => {
    const pos = { mp_ns: 11, mp_ew: 12, pct_ns: 13, pct_ew: 14, imp_ns: 15, imp_ew: 16 };
    const names = ['mp_ns', 'mp_ew', 'pct_ns', 'pct_ew', 'imp_ns', 'imp_ew'];
    // WBF: every figure to 0.00 → one run of six columns.
    expect(figureFormatRuns(pos, names, getPreset('wbf'))).toEqual([{ start: 11, count: 6, format: '0.00' }]);
    // FFB (Magic Contest): board MPs 0.0, board % whole, IMPs 0.00 → three runs.
    expect(figureFormatRuns(pos, names, getPreset('ffb'))).toEqual([
      { start: 11, count: 2, format: '0.0' },
      { start: 13, count: 2, format: '0' },
      { start: 15, count: 2, format: '0.00' },
    ]);
    // Rows 0 and 2 already show figures; rows 1, 3, 4 get their first ones; row 5 stays blank.
    const current = [[4], [''], [2], [''], [null], ['']];
    const block = [[4], [2], [2], [0], [1], ['']];
    expect(firstFigureRows(current, block, { mp_ns: 0 }, ['mp_ns'])).toEqual([
      { row: 1, count: 1 },
      { row: 3, count: 2 },
    ]);
  });

  test('FFB: set-up formats the template rows (MP 0.0, % whole, IMPs 0.00), the ranking its first rows, a second rescore nothing', async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1, preset: 'ffb' });
    const rows = host.getTable('Travellers').rows.length;
    expect(rows).toBeGreaterThan(0);
    const mp = col('Travellers', 'mp_ns');
    const pct = col('Travellers', 'pct_ns');
    const impEw = col('Travellers', 'imp_ew');
    // FFB prints board MPs to 0.1 and board percentages whole (Magic Contest).
    expect(await formatsOf(`Travellers!${mp}2:${mp}${rows + 1}`)).toEqual(Array.from({ length: rows }, () => ['0.0']));
    expect((await formatsOf(`Travellers!${pct}2:${pct}2`))[0]).toEqual(['0']);
    expect((await formatsOf(`Travellers!${impEw}2:${impEw}2`))[0]).toEqual(['0.00']);
    const total = col('Ranking', 'total');
    const percent = col('Ranking', 'percent');
    // The entered columns keep General.
    expect((await formatsOf(`Travellers!A2:A2`))[0]).toEqual(['General']);

    enter(1, 1, '4S', '=');
    enter(1, 2, '4S', '+1');
    enter(1, 3, '4S', '-1');
    const first = await host.measure(() => rescoreEvent());
    expect(first.result.error).toBeUndefined();
    expect(first.syncs).toBe(2);
    const ranked = host.getTable('Ranking').rows.length;
    expect(ranked).toBeGreaterThan(0);
    // The Ranking table starts at A3 (its stale-figures cell above it): its first line is row 4.
    expect(await formatsOf(`Ranking!${total}4:${percent}4`)).toEqual([['0.0', '0.00']]);
    expect(await formatsOf(`Ranking!${total}${ranked + 3}:${total}${ranked + 3}`)).toEqual([['0.0']]);
    const again = await host.measure(() => rescoreEvent());
    expect(again.bytesSent).toBe(0);
  });

  test('WBF: board MPs and the Ranking percentage are 0.00 (51.85185… shows as 51.85)', async () => {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 3, boardsPerRound: 1 });
    enter(1, 1, '4S', '=');
    enter(1, 2, '4S', '+1');
    enter(1, 3, '4S', '-1');
    await rescoreEvent();
    const percent = col('Ranking', 'percent');
    const mp = col('Travellers', 'mp_ns');
    expect((await formatsOf(`Ranking!${percent}4:${percent}4`))[0]).toEqual(['0.00']);
    expect((await formatsOf(`Travellers!${mp}2:${mp}2`))[0]).toEqual(['0.00']);
  });
});
