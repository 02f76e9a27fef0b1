/* global window */
import { quiet, syncsOf } from './host-syncs.mjs';

/**
 * The preview's grid accepts typing: a double-click opens the cell editor, Enter writes what was typed as a user's
 * input (change events fire), and the pane rescores the event a moment later, in the rescore's two syncs (it shows
 * the event the rescore read and wrote). A line typed just below the Travellers table extends the table, as Excel's
 * table auto-expansion does.
 */
function column(table, name) {
  const i = table.headers.indexOf(name);
  if (i < 0) throw new Error(`no column ${name}`);
  return i;
}

/**
 * Clicks `address` and waits until the pane, which picks that line for a ruling, has solved its deal and kept the
 * double-dummy table (its own work, in syncs of its own): the typing that follows is then counted alone.
 */
async function doubleDummyKept(page, address) {
  // The pane follows the selection once its start-up round trips are over.
  await quiet(page, 1000);
  await page.locator(`td[data-address="${address}"]`).click();
  await page.waitForFunction(
    () =>
      window.__preview.host.tableNames().includes('DoubleDummy') &&
      window.__preview.host.getTable('DoubleDummy').rows.length >= 20,
    null,
    { timeout: 60000 },
  );
}

export default async function previewTyping(page, { baseUrl, assert, screenshot }) {
  // An Excel of ExcelApi 1.14, which says which changes are the add-in's own writes.
  await page.goto(`${baseUrl}preview.html?lang=en-US&excelApi=1.14`);
  await page.locator('#tab-ruling[aria-selected="true"]').waitFor();
  // The ruling section (a chunk of its own) is shown before the scorer types.
  await page.locator('[data-testid="ruling-board"]').waitFor();
  const table = () => page.evaluate(() => window.__preview.host.getTable('Travellers'));
  const before = await table();
  const score = column(before, 'score_ns');
  const mp = column(before, 'mp_ns');
  const contract = column(before, 'contract');
  // Board 2, table 1 (the sample's 3NT= by S, +600): the scorer types +420 over it.
  const row = before.rows.findIndex((r) => r[column(before, 'board')] === 2 && r[column(before, 'table')] === 1);
  assert.ok(row >= 0);
  const letter = (i) => String.fromCharCode(65 + i);
  assert.equal(before.rows[row][score], 600);

  // The contract decides score_ns when there is one: clear it first, then type the score.
  const cellOf = (i) => `Travellers!${letter(i)}${row + 2}`;
  await doubleDummyKept(page, cellOf(contract));
  const syncs = await syncsOf(
    page,
    async () => {
      for (const [address, text] of [
        [cellOf(contract), ''],
        [cellOf(score), '420'],
      ]) {
        await page.locator(`td[data-address="${address}"]`).dblclick();
        const input = page.locator(`input[data-editing="${address}"]`);
        await input.waitFor();
        await input.fill(text);
        await input.press('Enter');
      }
    },
    () =>
      page
        .locator('[data-testid="status"]')
        .filter({ hasText: /Rescored after the edit of/ })
        .waitFor(),
  );
  assert.equal(await page.locator(`td[data-address="${cellOf(score)}"]`).textContent(), '420');
  // Each rescore (one per pause in the typing) is its two syncs and nothing more: the pane shows the event the
  // rescore read and wrote rather than reading it again.
  const runs = await page.evaluate(
    (n) => window.__preview.host.syncLog.slice(-n).map((r) => `#${r.run}: ${r.trace.join(" ")}`),
    syncs,
  );
  const rescores = new Set(runs.map((r) => r.split(':')[0])).size;
  assert.ok(rescores >= 1 && syncs === 2 * rescores, `typing a score cost ${syncs} syncs: ${runs.join(' | ')}`);
  const after = await table();
  assert.equal(after.rows[row][score], 420);
  // Board 2 now holds +420, +600, +630, +620, -100 for N-S: +420 beats only -100, 1 beat at 2 MP a beat = 2
  // (it had 3: +600 beat -100 and tied the other +600).
  assert.equal(after.rows[row][mp], 2, runs.join(" | "));
  await screenshot('typed-result');

  // A line typed in the first row below the table becomes part of it.
  const below = `Travellers!A${after.rows.length + 2}`;
  await page.locator(`td[data-address="${below}"]`).click();
  await page.keyboard.press('3');
  const input = page.locator(`input[data-editing="${below}"]`);
  await input.waitFor();
  await input.press('Enter');
  const extended = await table();
  assert.equal(extended.rows.length, after.rows.length + 1);
  assert.equal(extended.rows[extended.rows.length - 1][0], 3);
  await screenshot('row-below-table');

  await typedWhileRescoring(page, { baseUrl, assert });
}

/**
 * On an Excel that says which changes are the add-in's own (ExcelApi 1.14), a score typed while the pane rescores
 * the previous one is kept and rescored in turn (an older Excel gives no such word, and the pane has to take what
 * comes while it works for its own writes). Each sync takes 400 ms here, so that the second score lands while the
 * first one's rescore runs.
 */
async function typedWhileRescoring(page, { baseUrl, assert }) {
  await page.goto(`${baseUrl}preview.html?lang=en-US&excelApi=1.14&delay=400`);
  await page.locator('#tab-ruling[aria-selected="true"]').waitFor();
  await page.locator('[data-testid="ruling-board"]').waitFor();
  const t = await page.evaluate(() => window.__preview.host.getTable('Travellers'));
  const [board, tableCol, score, contract, mp] = ['board', 'table', 'score_ns', 'contract', 'mp_ns'].map((n) =>
    column(t, n),
  );
  const rowOf = (b, tb) => t.rows.findIndex((r) => r[board] === b && r[tableCol] === tb) + 2;
  const letter = (i) => String.fromCharCode(65 + i);
  const type = async (address, text) => {
    await page.locator(`td[data-address="${address}"]`).dblclick();
    const input = page.locator(`input[data-editing="${address}"]`);
    await input.waitFor();
    await input.fill(text);
    await input.press('Enter');
  };
  // Board 2 table 1 (+600): its contract cleared and +420 typed, as above; then, once its rescore has started,
  // board 2's best other line takes -2000, below every other score of the board.
  const first = rowOf(2, 1);
  const best = t.rows
    .map((r, i) => ({ r, row: i + 2 }))
    .filter(({ r }) => r[board] === 2 && r[tableCol] !== 1)
    .sort((a, b) => b.r[mp] - a.r[mp])[0];
  const second = best.row;
  assert.ok(first >= 2 && best.r[mp] > 0, 'the line that takes -2000 beat others before');
  await doubleDummyKept(page, `Travellers!${letter(contract)}${first}`);
  await type(`Travellers!${letter(contract)}${first}`, '');
  await type(`Travellers!${letter(score)}${first}`, '420');
  const started = (await page.evaluate(() => window.__preview.host.counters.syncs)) + 1;
  await page.waitForFunction((n) => window.__preview.host.counters.syncs >= n, started, { timeout: 10000 });
  await type(`Travellers!${letter(contract)}${second}`, '');
  await type(`Travellers!${letter(score)}${second}`, '-2000');
  await page
    .locator('[data-testid="status"]')
    .filter({ hasText: new RegExp(`Rescored after the edit of .*${letter(score)}${second}`) })
    .waitFor({ timeout: 20000 });
  const after = await page.evaluate(() => window.__preview.host.getTable('Travellers'));
  const scores = after.rows
    .filter((r) => r[board] === 2)
    .map((r) => r[score])
    .sort((a, b) => a - b);
  // Both typed scores are scored: -2000 (table 2) is now the lowest N-S score of board 2, and beats nothing.
  assert.ok(scores.includes(420) && scores[0] === -2000, `board 2 scores ${scores}`);
  assert.equal(after.rows[second - 2][mp], 0);
  assert.equal(await page.locator('[data-testid="stale"]').count(), 0, 'the figures are current');
}
