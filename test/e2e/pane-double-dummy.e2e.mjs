/* global document, window -- the callbacks of page.evaluate run in the page */
/**
 * The ruling wizard's double-dummy table in the preview, whose sample event holds the deals of boards 1 and 2
 * (src/dev/preview/sample-workbook.ts). The values asserted are the engine's for those deals (worked out with
 * analyseDeal in Node): board 1, N/S 9 tricks in spades and 8 in no trumps, E/W 9 in clubs, par NS +100 (4♣
 * doubled by EW, one down); board 2, N/S 12 in clubs, par NS +1370 (6♣).
 */

/** The grid's rows as { seat: [C, D, H, S, NT] }. */
async function grid(page) {
  return page.evaluate(() => {
    const out = {};
    for (const tr of document.querySelectorAll('[data-testid="double-dummy"] tbody tr')) {
      const seat = tr.querySelector('th').textContent.trim();
      out[seat] = [...tr.querySelectorAll('td')].map((td) => Number(td.textContent));
    }
    return out;
  });
}

export default async function paneDoubleDummy(page, { baseUrl, artifactsDir, assert, screenshot }) {
  // The solver runs in a Web Worker of its own (a chunk webpack built from src/engine/dd/web-worker.ts).
  const workers = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.goto(`${baseUrl}preview.html`);
  await page.locator('#tab-ruling').click();
  await page.locator('[data-testid="ruling-board"]').selectOption('1');
  const firstLine = await page.locator('[data-testid="ruling-table"] option').nth(1).getAttribute('value');
  await page.locator('[data-testid="ruling-table"]').selectOption(firstLine);

  const dd = page.locator('[data-testid="double-dummy"]');
  await dd.waitFor({ timeout: 60000 });
  const one = await grid(page);
  assert.deepEqual(one.N, [4, 7, 5, 9, 8], 'board 1, North declaring: ♣ ♦ ♥ ♠ NT');
  assert.deepEqual(one.S, [4, 6, 5, 9, 8], 'board 1, South declaring');
  assert.deepEqual(one.E, [9, 5, 8, 4, 4], 'board 1, East declaring');
  assert.deepEqual(one.W, [9, 5, 8, 4, 4], 'board 1, West declaring');
  assert.match(await dd.textContent(), /Par \+100 \(NS\): 4♣X E\/W/);

  // The results the director weighs, each against double dummy.
  await page.locator('[data-testid="step-what"] input[value="damage"]').check();
  await page.locator('[data-testid="step-offenders"] input[value="EW"]').check();
  await page.locator('[data-testid="step-method"] input[value="weighted"]').check();
  await page.fill('[data-testid="step-weightedResults-line"]', '60% 4S= N; 40% 3NT= S');
  await dd.filter({ hasText: '4♠ by N: DD 9 tricks, 1 down' }).waitFor();
  assert.match(await dd.textContent(), /3NT by S: DD 8 tricks, 1 down/);
  await dd.scrollIntoViewIfNeeded();
  await screenshot('board-1-double-dummy');
  await dd.screenshot({ path: `${artifactsDir}/board-1-grid.png` });
  assert.ok(
    workers.some((u) => /web-worker/.test(u)),
    `the table was worked out in a Web Worker (${workers.join(', ') || 'none started'})`,
  );

  // Kept in the workbook: 20 lines of board 1 in the DoubleDummy table, the par beside each.
  await page.waitForFunction(() => window.__preview.host.getTable('DoubleDummy')?.rows.length === 20);
  const kept = await page.evaluate(() => {
    const t = window.__preview.host.getTable('DoubleDummy');
    return t.rows.map((r) => Object.fromEntries(t.headers.map((h, i) => [h, r[i]])));
  });
  const ns = kept.find((r) => r.declarer === 'N' && r.strain === 'S');
  assert.equal(Number(ns.tricks), 9);
  assert.ok(
    kept.every((r) => Number(r.board) === 1 && Number(r.par) === 100),
    'board 1 and par +100 on every line',
  );

  // Another board: its own table (solved now), then board 1 again from what was found.
  await page.locator('[data-testid="ruling-board"]').selectOption('2');
  await page
    .locator('[data-testid="ruling-table"]')
    .selectOption(await page.locator('[data-testid="ruling-table"] option').nth(1).getAttribute('value'));
  await dd.filter({ hasText: 'Board 2' }).waitFor({ timeout: 60000 });
  const two = await grid(page);
  assert.deepEqual(two.N, [12, 10, 11, 10, 11], 'board 2, North declaring');
  assert.deepEqual(two.E, [1, 2, 2, 3, 2], 'board 2, East declaring');
  assert.match(await dd.textContent(), /Par \+1370 \(NS\): 6♣ S\/N/);
  await page.waitForFunction(() => window.__preview.host.getTable('DoubleDummy')?.rows.length === 40);
  await dd.scrollIntoViewIfNeeded();
  await screenshot('board-2-double-dummy');

  // A board without a deal shows no table.
  await page.locator('[data-testid="ruling-board"]').selectOption('3');
  await page
    .locator('[data-testid="ruling-table"]')
    .selectOption(await page.locator('[data-testid="ruling-table"] option').nth(1).getAttribute('value'));
  await page.locator('[data-testid="double-dummy"]').waitFor({ state: 'detached' });
}
