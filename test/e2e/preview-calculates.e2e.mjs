/* global window */
/**
 * The preview calculates: its host evaluates formulas with HyperFormula and the BRIDGE.* functions (the same
 * registration the template tests use, src/dev/formulas), so the Live sheet's one BRIDGE.SESSION_RESULTS spills
 * the ranking and the Boards sheet shows each board's dealer, vulnerability and top; a result typed into the grid
 * changes the spilled ranking at once.
 *
 * The sample event (src/dev/preview/main.tsx) is a 5-table Mitchell, boards 1–10, top 8 (2 matchpoints a beat,
 * 1 a tie). Pair 2 sits N-S at table 2; its N-S scores and matchpoints, board by board:
 *   1 (None) 4S+1 +450 beats 420, 420, 170, −50 → 8;   2 (NS) 3NT−1 −100 → 0;
 *   3 (EW) 3H−1 by E +100 beats −110, −140, −50, −110 → 8;   4 (Both) 4H+2 +680 beats −100, ties 680 → 3;
 *   5 (NS) 1NT+1 +120 beats 90, −90, −100, 0 → 8;   6 (EW) 4S−1 by E +100 beats −620, −300, −620, −650 → 8;
 *   7 (Both) 3NT+1 by W −630 ties −630 → 1;   8 (None) 2S+1 +140 beats 110, −110, 110, −50 → 8;
 *   9 (None) 4H= +420 beats 170, −50, ties 420 → 5;   10 (Both) 3NT= +600 beats +500, ties 600 → 3.
 *   Total 52 of 80 = 65 %: the first N-S row. Pair 1 (table 1) has 5+3+3+7+6+3+6+5+5+6 = 49 (61.25 %).
 * Typing −50 over pair 2's +450 on board 1 (4S one down): board 1's N-S scores become 420, −50, 420, 170, −50:
 *   pair 2 ties the other −50 → 1 (52 − 8 + 1 = 45, 56.25 %); pair 1's +420 beats 170, −50, −50 and ties 420 →
 *   7 (was 5): 49 + 2 = 51 of 80 = 63.75 %, now the first row.
 */
function column(table, name) {
  const i = table.headers.indexOf(name);
  if (i < 0) throw new Error(`no column ${name}`);
  return i;
}

export default async function previewCalculates(page, { baseUrl, assert, screenshot }) {
  await page.goto(`${baseUrl}preview.html?lang=en-US`);
  await page.locator('#tab-ruling[aria-selected="true"]').waitFor();
  const cell = (address) => page.locator(`td[data-address="${address}"]`);
  const liveRow = async (row) => {
    const out = [];
    for (const c of 'ABCDEF') out.push((await cell(`Live!${c}${row}`).textContent()).trim());
    return out;
  };
  const values = (address) => page.evaluate((a) => window.__preview.host.getValues(a), address);

  await page.click('[role="tab"][data-sheet="Live"]');
  await cell('Live!A2').waitFor();
  assert.match(await cell('Live!A2').getAttribute('data-formula'), /^=BRIDGE\.SESSION_RESULTS\(/);
  // rank, pair, direction, total, percent, boards: spilled from A2 over B2:F11 (5 N-S and 5 E-W pairs).
  assert.deepEqual((await values('Live!A2:F2'))[0], ['1', 2, 'NS', 52, 65, 10]);
  assert.deepEqual((await values('Live!A3:F3'))[0], ['2', 1, 'NS', 49, 61.25, 10]);
  // Drawn with the print rules' number formats (totals and percentages to 2 decimals).
  assert.deepEqual(await liveRow(2), ['1', '2', 'NS', '52.00', '65.00', '10']);
  // The spilled cells are drawn as values; only A2 holds a formula.
  assert.equal(await cell('Live!B2').getAttribute('data-formula'), null);
  // No error anywhere in the spilled ranking.
  const ranking = await values('Live!A2:F11');
  assert.ok(
    ranking.flat().every((v) => !String(v).startsWith('#')),
    JSON.stringify(ranking),
  );
  assert.equal(ranking.filter((r) => r[2] === 'EW').length, 5);
  await screenshot('live-ranking');

  await page.click('[role="tab"][data-sheet="Boards"]');
  await cell('Boards!B5').waitFor();
  const boards = await values('Boards!A1:E5');
  assert.deepEqual(boards[0].slice(0, 5), ['board', 'dealer', 'vulnerability', 'results', 'top']);
  // Law 2: board 4 is dealt by West with both sides vulnerable; five results, top 2 × (5 − 1) = 8.
  assert.deepEqual(boards[4].slice(0, 5), [4, 'W', 'Both', 5, 8]);
  await screenshot('boards');

  // Type −50 over pair 2's +450 on board 1 (clear the contract first: a contract decides score_ns).
  await page.click('[role="tab"][data-sheet="Travellers"]');
  const table = await page.evaluate(() => window.__preview.host.getTable('Travellers'));
  const row = table.rows.findIndex((r) => r[column(table, 'board')] === 1 && r[column(table, 'table')] === 2);
  assert.ok(row >= 0);
  assert.equal(table.rows[row][column(table, 'score_ns')], 450);
  const letter = (i) => String.fromCharCode(65 + i);
  for (const [name, text] of [
    ['contract', ''],
    ['score_ns', '-50'],
  ]) {
    const address = `Travellers!${letter(column(table, name))}${row + 2}`;
    await cell(address).dblclick();
    const input = page.locator(`input[data-editing="${address}"]`);
    await input.waitFor();
    await input.fill(text);
    await input.press('Enter');
  }
  // The formula follows the typed cell at once, before any rescore by the pane.
  assert.deepEqual((await values('Live!A2:F2'))[0], ['1', 1, 'NS', 51, 63.75, 10]);
  await page.click('[role="tab"][data-sheet="Live"]');
  await cell('Live!A2').waitFor();
  assert.deepEqual(await liveRow(2), ['1', '1', 'NS', '51.00', '63.75', '10']);
  const pair2 = (await values('Live!A2:F6')).find((r) => r[1] === 2 && r[2] === 'NS');
  assert.deepEqual(pair2.slice(3), [45, 56.25, 10]);
  await screenshot('live-after-typing');
}
