/* global window */
/**
 * The preview's grid accepts typing: a double-click opens the cell editor, Enter writes what was typed as a user's
 * input (change events fire), and the pane rescores the event a moment later. A line typed just below the
 * Travellers table extends the table, as Excel's table auto-expansion does.
 */
function column(table, name) {
  const i = table.headers.indexOf(name);
  if (i < 0) throw new Error(`no column ${name}`);
  return i;
}

export default async function previewTyping(page, { baseUrl, assert, screenshot }) {
  await page.goto(`${baseUrl}preview.html?lang=en-US`);
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
  assert.equal(await page.locator(`td[data-address="${cellOf(score)}"]`).textContent(), '420');
  await page
    .locator('[data-testid="status"]')
    .filter({ hasText: /Rescored after the edit of/ })
    .waitFor();
  const after = await table();
  assert.equal(after.rows[row][score], 420);
  // Board 2 now holds +420, +600, +630, +620, -100 for N-S: +420 beats only -100, 1 beat at 2 MP a beat = 2
  // (it had 3: +600 beat -100 and tied the other +600).
  assert.equal(after.rows[row][mp], 2);
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
}
