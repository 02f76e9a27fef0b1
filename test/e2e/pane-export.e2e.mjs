/* global window */
import path from 'node:path';
/**
 * Export from the pane (preview page, sample event: a 5-table Mitchell, 10 boards, all results entered).
 *
 * The director replaces board 1 at table 5 by an average-plus for N-S (no table result), then exports the event
 * as USEBIO: the pane lists the note that USEBIO cannot tell a fixed average-plus from the Law 12C2(c) session
 * figure, and the file saved from the add-in's Office dialog holds the ten boards with SCORE A6040. Then the
 * printable page: shown in the dialog to print, and saved; both have the ranking, ten boards with one chart each
 * and the ruling.
 */

/** Worksheet address of a Travellers cell by board, table and column name. */
async function travellerCell(page, board, table, column) {
  return page.evaluate(
    ([b, t, c]) => {
      const tab = window.__preview.host.getTable('Travellers');
      const col = tab.headers.indexOf(c);
      const r = tab.rows.findIndex(
        (row) => row[tab.headers.indexOf('board')] === b && row[tab.headers.indexOf('table')] === t,
      );
      if (col < 0 || r < 0) return undefined;
      const m = /!?\$?([A-Z]+)\$?(\d+)/.exec(tab.address.split(':')[0]);
      const first = m[1].charCodeAt(0) - 65 + col;
      const letter = String.fromCharCode(65 + first);
      return `${tab.sheet}!${letter}${Number(m[2]) + 1 + r}`;
    },
    [board, table, column],
  );
}

async function setCell(page, address, value) {
  await page.evaluate(([a, v]) => window.__preview.host.setValues(a, [[v]]), [address, value]);
}

async function downloaded(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const chunks = [];
  for await (const c of await download.createReadStream()) chunks.push(c);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

/** The pane's button opens the add-in's Office dialog (the host shows dialog.html in a frame); save from there. */
async function savedThroughDialog(page, button) {
  await button.click();
  const dialog = page.frameLocator('iframe[name="office-dialog"]');
  await dialog.locator('#dialog-save').waitFor();
  const file = await downloaded(page, () => dialog.locator('#dialog-save').click());
  await dialog.locator('#dialog-close').click();
  await page.locator('[data-testid="office-dialog"]').waitFor({ state: 'detached' });
  return file;
}

export default async function paneExport(page, { baseUrl, assert, screenshot, artifactsDir }) {
  await page.goto(`${baseUrl}preview.html?lang=en-US`);
  await page.locator('#tab-results').waitFor();
  // The pane has read the sample event (it then opens the ruling wizard).
  await page.locator('#tab-ruling[aria-selected="true"]').waitFor();

  // Board 1, table 5: the result is cleared and N-S get an average-plus (E-W the mirror, average-minus).
  for (const column of ['contract', 'declarer', 'result', 'score_ns']) {
    const address = await travellerCell(page, 1, 5, column);
    assert.ok(address, `column ${column} of board 1 table 5`);
    await setCell(page, address, '');
  }
  await setCell(page, await travellerCell(page, 1, 5, 'ruling'), 'A+');
  // The pane rescores what was typed, once the typing stops: the line now scores as an average-plus (never below
  // 60 % for N-S, Law 12C2(c) may raise it), no longer the stale figures of the cleared table result.
  await page
    .locator('[data-testid="status"]')
    .filter({ hasText: /Rescored after the edit of/ })
    .waitFor();
  const pctNS = await page.evaluate(() => {
    const tab = window.__preview.host.getTable('Travellers');
    const h = (c) => tab.headers.indexOf(c);
    return tab.rows.find((r) => r[h('board')] === 1 && r[h('table')] === 5)[h('pct_ns')];
  });
  assert.ok(typeof pctNS === 'number' && pctNS >= 60, `board 1 table 5 N-S scores ${pctNS} %`);

  await page.locator('#tab-results').click();
  const prepare = page.locator('[data-testid="export-prepare"]');
  await prepare.waitFor();

  // ---------------------------------------------------------------- USEBIO
  await page.locator('[data-testid="export-format"] input[value="usebio"]').check();
  await prepare.click();
  const notes = page.locator('[data-testid="export-notes"]');
  await notes.waitFor();
  const noteText = await notes.textContent();
  assert.match(
    noteText,
    /Board 1, table 5: 'A\+\/A-' is written as SCORE A6040\. USEBIO cannot tell a fixed average-plus/,
  );
  assert.equal(await notes.locator('li[data-code="artificial-fixed-or-session"]').count(), 1);
  await screenshot('usebio-notes');
  const xml = await savedThroughDialog(page, page.locator('[data-testid="export-download"]'));
  assert.equal(xml.name, 'Club-pairs-sample.xml');
  assert.match(xml.text, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<USEBIO Version="1\.2">/);
  assert.match(xml.text, /<PROGRAM_NAME>bridge-scorer-excel \(preset wbf\)<\/PROGRAM_NAME>/);
  const boards = [...xml.text.matchAll(/<BOARD EVENT_TYPE="MP_PAIRS">\s*<BOARD_NUMBER>(\d+)<\/BOARD_NUMBER>/g)].map(
    (m) => Number(m[1]),
  );
  assert.deepEqual(boards, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  assert.equal((xml.text.match(/<TRAVELLER_LINE>/g) ?? []).length, 50);
  assert.match(xml.text, /<TABLE_NUMBER>5<\/TABLE_NUMBER>[\s\S]*?<SCORE>A6040<\/SCORE>\s*<RULING>A\+\/A-<\/RULING>/);

  // ---------------------------------------------------------------- the printable page
  await page.locator('[data-testid="export-format"] input[value="html"]').check();
  await prepare.click();
  await page.locator('[data-testid="export-open"]').waitFor();
  // "Open to print" opens the add-in's dialog, which shows the page in its own frame beside a Print button.
  await page.locator('[data-testid="export-open"]').click();
  const dialog = page.frameLocator('iframe[name="office-dialog"]');
  await dialog.locator('#dialog-print').waitFor();
  const popup = dialog.frameLocator('#dialog-page');
  await popup.locator('h2').first().waitFor();
  const headings = await popup.locator('h2').allTextContents();
  assert.deepEqual(headings, ['Ranking', ...Array.from({ length: 10 }, (_, k) => `Board ${k + 1}`), 'Rulings']);
  assert.equal(await popup.locator('svg.chart').count(), 10);
  assert.equal(await popup.locator('html').getAttribute('lang'), 'en');
  assert.equal(await popup.locator('tr.ruling').count(), 1);
  const cells = await popup.locator('tr.ruling td').allTextContents();
  // Board, table, N-S pair, E-W pair, the ruling in words (A+/A- in the cell), the laws (none cited).
  assert.deepEqual(
    [cells[0], cells[1], cells[4]],
    ['1', '5', 'Artificial score: average-plus to North–South, average-minus to East–West'],
  );
  await page.screenshot({ path: path.join(artifactsDir, 'printable-page-dialog.png'), fullPage: true });
  await dialog.locator('#dialog-close').click();
  await page.locator('[data-testid="office-dialog"]').waitFor({ state: 'detached' });

  const page2 = await savedThroughDialog(page, page.locator('[data-testid="export-download"]'));
  assert.equal(page2.name, 'Club-pairs-sample.html');
  assert.match(page2.text, /^<!DOCTYPE html>\n<html lang="en">/);
  assert.equal((page2.text.match(/<svg /g) ?? []).length, 10);
  assert.match(page2.text, /<h2>Board 10<\/h2>/);
  assert.match(page2.text, /<td>Artificial score: average-plus to North–South, average-minus to East–West<\/td>/);
}
