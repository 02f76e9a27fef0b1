/**
 * Syncs and bytes per user action on a 5,000-result event (200 tables × 25 boards), through the workbook layer
 * on the in-memory Excel host: import the event, rescore it, rescore it again unchanged, apply a ruling and undo
 * it. The counts are what Office.js would send to Excel; they do not depend on the machine. `*-kb` is everything
 * transferred (the load of every table included), `*-sent-kb` what the action writes, `*-received-kb` (and `read
 * KB`) what it reads: a ruling and an undo read the ruled board's lines and the lines with a ruling, the kept
 * inputs standing in for the rest (src/workbook/tables/ruled-read.ts), and `whole-read-*` a ruling on an Excel
 * older than ExcelApi 1.9, which reads every line's figure inputs. The `ruling-changed-*` lines say what the
 * ruling changed (its board's lines, and through Law 12C2(c) the artificial scores of its pairs on other boards),
 * the `read-*-kb` lines what each piece of a ruling's read costs as a load of its own (issue 16's floor), and the
 * `later-*` lines a ruling once the boards' double-dummy tables are kept and ten rulings logged with their texts.
 * The `pane-*` lines are the pane's side: its read of the event (the Travellers' entered columns, no figure), and a
 * ruling and an undo as the pane makes them, the action and what the pane reads after it (nothing when it patches
 * the event it holds with what the action changed, tables/event-patch.ts; else the event again).
 */
import { ExcelHost, installFakeOffice } from '../src/dev/host';
import { staleCellEvaluator } from '../src/dev/formulas/stale-evaluator';
import {
  applyRuling,
  createEvent,
  importResults,
  keepDoubleDummy,
  patchedEvent,
  readEvent,
  readRulingLog,
  rescoreEvent,
  undoRuling,
} from '../src/workbook';
import { emptyTable } from '../src/engine/dd/table';
import type { EventData } from '../src/engine/model/types';
import type { EventPatch } from '../src/workbook/tables/event-patch';
import type { WorkbookEvent } from '../src/workbook/tables/scoring';
import { FIGURE_INPUT_RUNS } from '../src/workbook/tables/entered-read';
import { ENTERED_COLUMNS, FIGURE_INPUTS } from '../src/workbook/tables/fingerprint';
import { keptCells, readKeptInputs } from '../src/workbook/tables/kept-inputs';
import { positions } from '../src/workbook/tables/snapshot';
import { line } from './timing';

type Rows = readonly (readonly unknown[])[];

/** Body rows (0-based) whose cells differ between two copies of a table. */
function changedRows(before: Rows, after: Rows): number[] {
  return after.flatMap((r, i) => (JSON.stringify(r) === JSON.stringify(before[i]) ? [] : [i]));
}

/** KB received by one load of a table body's columns [from, from + width) on rows [row, row + count). */
async function loadKb(
  host: ExcelHost,
  table: string,
  cols?: { from: number; width: number },
  rows?: { row: number; count: number },
): Promise<number> {
  const m = await host.measure(() =>
    Excel.run(async (context) => {
      let r = context.workbook.tables.getItem(table).getDataBodyRange();
      if (cols) r = r.getColumn(cols.from).getResizedRange(0, cols.width - 1);
      if (rows) r = r.getRow(rows.row).getResizedRange(rows.count - 1, 0);
      r.load('values');
      await context.sync();
    }),
  );
  return m.bytesReceived / 1024;
}

export async function workbookBench(event: EventData): Promise<void> {
  // An Excel of ExcelApi 1.14 (Microsoft 365, Excel on the web): it finds lines (1.9) and says which changes are the
  // add-in's own (1.14, so the pane applies what an action changed), with the add-in's functions loaded, the stale
  // cell calculated as Excel shows it: a ruling then reads its board's lines and the ruled ones, the kept inputs
  // standing in for the rest (src/workbook/tables/ruled-read.ts). The `whole-read-*` lines are a ruling on an Excel
  // that does not find lines (ExcelApi 1.7).
  const host = new ExcelHost({ requirementSets: { ExcelApi: '1.14' }, evaluator: staleCellEvaluator });
  host.customFunctions.add('FIGURES_STALE');
  host.addSheet('Sheet1');
  const office = installFakeOffice(host, { displayLanguage: 'en-US' });
  try {
    await createEvent({ template: 'pairs', movement: 'mitchell', tables: 2, boardsPerRound: 1, empty: true });
    const imported = await host.measure(() => importResults(event));
    const rescored = await host.measure(() => rescoreEvent());
    const again = await host.measure(() => rescoreEvent());
    const travellersBefore = host.getTable('Travellers').rows.map((r) => r.slice());
    const rankingBefore = host.getTable('Ranking').rows.map((r) => r.slice());
    // The pane's read of the whole event (its first paint), and the event it holds when the director rules.
    const paneRead = await host.measure(() => readEvent());
    const held = paneRead.result;
    const ruled = await host.measure(() =>
      applyRuling({ board: 7, table: 150 }, 'A60/40', { director: '', laws: ['12C2(a)'], answers: '' }),
    );
    // What the pane then reads: nothing when it patches the event held with what the ruling changed, else the
    // whole event again.
    const paneAfter = async (patch: EventPatch | undefined, before: WorkbookEvent) => {
      const patched = patch && patchedEvent(before, patch);
      if (patched) return { kb: 0, event: patched };
      const again = await host.measure(() => readEvent());
      return { kb: again.bytesReceived / 1024, event: again.result };
    };
    const afterRuling = await paneAfter(ruled.result.patch, held);
    const travellersRuled = host.getTable('Travellers').rows;
    const changed = changedRows(travellersBefore, travellersRuled);
    const boardsChanged = new Set(changed.map((i) => travellersRuled[i][0]));
    const rankingChanged = changedRows(rankingBefore, host.getTable('Ranking').rows).length;
    const undone = await host.measure(() => undoRuling(ruled.result.logId, undefined, 7));
    const afterUndo = await paneAfter(undone.result.patch, afterRuling.event);
    line('workbook-results', event.entries.length);
    line('import-syncs', imported.syncs);
    line('import-kb', imported.bytesTransferred / 1024);
    line('rescore-syncs', rescored.syncs);
    line('rescore-kb', rescored.bytesTransferred / 1024);
    line('rescore-sent-kb', rescored.bytesSent / 1024);
    line('rescore-again-syncs', again.syncs);
    line('rescore-again-sent-kb', again.bytesSent / 1024);
    line('ruling-syncs', ruled.syncs);
    line('ruling-kb', ruled.bytesTransferred / 1024);
    line('ruling-sent-kb', ruled.bytesSent / 1024);
    line('ruling-received-kb', ruled.bytesReceived / 1024);
    line('undo-syncs', undone.syncs);
    line('undo-sent-kb', undone.bytesSent / 1024);
    line('undo-received-kb', undone.bytesReceived / 1024);
    // The goal's figures (issue 16): what a ruling and its undo read from the workbook and send to it.
    line('ruling read KB', ruled.bytesReceived / 1024);
    line('ruling sent KB', ruled.bytesSent / 1024);
    line('undo read KB', undone.bytesReceived / 1024);
    line('pane-read-event-kb', paneRead.bytesReceived / 1024);
    line('pane-ruling-refresh-received-kb', afterRuling.kb);
    line('pane-ruling-received-kb', ruled.bytesReceived / 1024 + afterRuling.kb);
    line('pane-ruling-syncs', ruled.syncs + (afterRuling.kb > 0 ? 1 : 0));
    line('pane-undo-received-kb', undone.bytesReceived / 1024 + afterUndo.kb);
    // What the ruling changes (Law 12C2(c) carries a board's change to the artificial scores of other boards)
    // and what each piece of a ruling's read costs, each as one load of its own.
    const board7 = travellersBefore.flatMap((r, i) => (r[0] === 7 ? [i] : []));
    line('ruling-changed-lines', changed.length);
    line('ruling-changed-boards', [...boardsChanged].sort((a, b) => Number(a) - Number(b)).join(' '));
    line('ruling-changed-ranking-rows', `${rankingChanged} of ${rankingBefore.length}`);
    const entered = ENTERED_COLUMNS.length;
    line('read-entered-columns-kb', await loadKb(host, 'Travellers', { from: 0, width: entered }));
    let inputsKb = 0;
    for (const r of FIGURE_INPUT_RUNS) inputsKb += await loadKb(host, 'Travellers', { from: r.start, width: r.count });
    line('read-figure-inputs-kb', inputsKb);
    // What Excel hands the stale cell (BRIDGE.FIGURES_STALE above the Ranking) each time it calculates it: the
    // template's entered columns (board … ruling) with their header, against the whole table an earlier
    // template handed it (and the computed columns the pane writes no longer set it to work).
    const tableKb = async (width?: number) => {
      const m = await host.measure(() =>
        Excel.run(async (context) => {
          const t = context.workbook.tables.getItem('Travellers').getRange();
          (width ? t.getColumn(0).getResizedRange(0, width - 1) : t).load('values');
          await context.sync();
        }),
      );
      return m.bytesReceived / 1024;
    };
    line('stale-cell-travellers-kb', await tableKb(entered));
    line('stale-cell-travellers-whole-table-kb', await tableKb());
    line('read-board-column-kb', await loadKb(host, 'Travellers', { from: 0, width: 1 }));
    line('read-ruling-column-kb', await loadKb(host, 'Travellers', { from: entered - 1, width: 1 }));
    line(
      'read-ruled-board-lines-kb',
      await loadKb(host, 'Travellers', undefined, { row: board7[0], count: board7.length }),
    );
    line('read-ranking-kb', await loadKb(host, 'Ranking'));
    // The figures' inputs kept as the last scoring left them (kept-inputs.ts): what would stand in for the boards a
    // ruling does not touch, in characters of the cells that keep it, and its time to write and to read back.
    const t = host.getTable('Travellers');
    const at = positions(t.headers);
    const inputs = t.rows.map((r) => FIGURE_INPUTS.map((c) => r[at[c]] ?? ''));
    const settings = host.getTable('EventSettings').rows;
    let started = performance.now();
    const cells = await keptCells(inputs, settings);
    line('kept-inputs-write-ms', performance.now() - started);
    line('kept-inputs-kb', cells.join('').length / 1024);
    line('kept-inputs-parts', cells.length - 2);
    started = performance.now();
    await readKeptInputs(cells, settings);
    line('kept-inputs-read-ms', performance.now() - started);
    line('read-contestants-kb', await loadKb(host, 'Contestants'));
    // Later in the evening: every board's double-dummy table kept, ten rulings logged with the wizard's answers
    // in sentences (≈ 300 characters), their replay (≈ 200) and the ruling in words. A ruling then reads neither
    // the kept tables nor the log's texts.
    for (let board = 1; board <= 25; board++) {
      const table = emptyTable();
      for (const seat of ['N', 'S'] as const) table[seat] = { C: board % 14, D: 6, H: 7, S: 13 - (board % 14), NT: 8 };
      await keepDoubleDummy(board, { table });
    }
    const words = {
      director: 'J. Scorer',
      laws: ['16B1(a)', '12C1(e)'],
      answers: 'The hesitation was agreed. '.repeat(11),
      flow: 'q=upi;a=yes;'.repeat(16),
      ruling: 'Score adjusted: 4S= by N for both sides.',
    };
    for (let k = 0; k < 10; k++) await applyRuling({ board: 10 + k, table: 20 + k }, 'A50/50', words);
    const later = await host.measure(() =>
      applyRuling({ board: 7, table: 150 }, 'A60/40', { director: '', laws: ['12C2(a)'], answers: '' }),
    );
    const logView = await host.measure(() => readRulingLog());
    line('later-ruling-syncs', later.syncs);
    line('later-ruling-received-kb', later.bytesReceived / 1024);
    line('later-log-view-received-kb', logView.bytesReceived / 1024);
    host.requirementSets.ExcelApi = '1.7';
    const whole = await host.measure(() =>
      applyRuling({ board: 8, table: 150 }, 'A60/40', { director: '', laws: ['12C2(a)'], answers: '' }),
    );
    host.requirementSets.ExcelApi = '1.14';
    line('whole-read-ruling-syncs', whole.syncs);
    line('whole-read-ruling-received-kb', whole.bytesReceived / 1024);
    line('read-log-kb', await loadKb(host, 'Rulings'));
    line('read-double-dummy-kb', await loadKb(host, 'DoubleDummy'));
  } finally {
    office.uninstall();
  }
}
