/* global document, window */
/**
 * Smoke test of the preview shell: the sample workbook is drawn, the demonstration pane changes it through the
 * Office.js API, the drawing follows, and a cell click reaches the pane as a selection event.
 * Needs dist/preview-shell, built by the main webpack config (`npm run build:dev`).
 */
export default async function previewSmoke(page, { baseUrl, assert, screenshot }) {
  const response = await page.goto(`${baseUrl}preview-shell/index.html?lang=pl-PL`);
  assert.equal(response?.status(), 200, 'dist/preview-shell/index.html is missing: run `npm run build:dev`');
  const cell = (address) => page.locator(`td[data-address="${address}"]`);

  // The sample traveller: board 2 at table 1 is the fourth data row (worksheet row 5); NS score is column J.
  await cell('Travellers!J5').waitFor();
  assert.equal(await cell('Travellers!A1').textContent(), 'Board');
  assert.equal(await cell('Travellers!J2').textContent(), '420');
  assert.equal(await cell('Travellers!J5').textContent(), '-110');
  assert.equal(await page.locator('[role="tab"][aria-selected="true"]').textContent(), 'Travellers');
  assert.match(await page.locator('#pane-info').textContent(), /Language pl-PL/);
  await screenshot('loaded');

  await page.click('#apply-sample-ruling');
  await page.locator('#pane-output').filter({ hasText: 'Ruling applied' }).waitFor();
  // 60 % of +110 and 40 % of -110: 66 - 44 = 22.
  await page.waitForFunction(() => document.querySelector('td[data-address="Travellers!J5"]')?.textContent === '22');
  assert.equal(await cell('Travellers!K5').textContent(), 'W 60% 3CN= / 40% 2HE=');
  assert.equal(await page.locator('#pane-output').textContent(), 'Ruling applied in 2 syncs.');
  const counters = await page.evaluate(() => window.__preview.host.counters);
  assert.equal(counters.syncs, 2 + 1); // + the pane's event registration at start
  await screenshot('ruling-applied');

  await page.click('[role="tab"][data-sheet="Rulings"]');
  await cell('Rulings!A2').waitFor();
  assert.equal(await cell('Rulings!A2').textContent(), 'line 1');
  assert.equal(await cell('Rulings!G2').textContent(), '-110');
  assert.equal(await cell('Rulings!H2').textContent(), '22');
  await screenshot('rulings-log');

  await page.click('[role="tab"][data-sheet="Travellers"]');
  await cell('Travellers!C3').click();
  await page.locator('#pane-selection').filter({ hasText: 'Travellers!C3' }).waitFor();
  assert.equal(await cell('Travellers!C3').getAttribute('aria-selected'), 'true');
  await screenshot('selection');
}
