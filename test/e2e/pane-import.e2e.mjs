/* global window, document -- the callbacks of page.evaluate run in the page */
/**
 * Import into a workbook that already holds an event (the preview's sample Mitchell): the pane compares and asks.
 * A Howell file (../shared/data) cannot be added (other movement, boards out of range); replacing it archives the
 * Mitchell and logs the import; undo brings the Mitchell back. Then a typed `4Z` gives a warning naming its cell.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const shared = path.resolve(here, '../../../shared/data');
const FILE = 'mp_pairs_howell.xml';

const travellers = (page) =>
  page.evaluate(() => {
    const t = window.__preview.host.getTable('Travellers');
    return { headers: t.headers, rows: t.rows.map((r) => r.map(String)) };
  });

async function statusText(page) {
  return (await page.locator('[data-testid="status"]').textContent()) ?? '';
}

export default async function (page, { baseUrl, assert, screenshot }) {
  const file = path.join(shared, 'usebio', FILE);
  if (!existsSync(file)) {
    if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(`${file} not found (CI=true)`);
    console.log(`    skipped: ${file} not found`);
    return;
  }
  await page.goto(`${baseUrl}preview.html?lang=en-US`);
  await page.locator('#tab-setup').click();
  await page.locator('[data-testid="event-summary"]').waitFor();
  const sample = await travellers(page);

  // ------------------------------------------------------------ read the file: settings and the choice
  await page.locator('#tab-import').click();
  await page.setInputFiles('[data-testid="import-file"]', {
    name: FILE,
    mimeType: 'text/xml',
    buffer: readFileSync(file),
  });
  await page.locator('[data-testid="import-choice"]').waitFor();
  const counts = await page.locator('[data-testid="import-settings-counts"]').textContent();
  assert.match(counts, /howell · tables 6 · boards 27 · rounds 9/);
  assert.match(await page.locator('[data-testid="import-settings"]').textContent(), /ABF \(Compscore\)/);
  assert.equal(
    await page.locator('[data-testid="import-add"]').isDisabled(),
    true,
    'a Howell is not added to a Mitchell',
  );
  assert.match(await page.locator('[data-testid="import-add-refused"]').textContent(), /mitchell.*howell/);
  await screenshot('import-choice');

  // ------------------------------------------------------------ cancel writes nothing
  await page.locator('[data-testid="import-cancel"]').click();
  await page.locator('[data-testid="import-cancelled"]').waitFor();
  assert.deepEqual(await travellers(page), sample);

  // ------------------------------------------------------------ replace
  await page.setInputFiles('[data-testid="import-file"]', {
    name: FILE,
    mimeType: 'text/xml',
    buffer: readFileSync(file),
  });
  await page.locator('[data-testid="import-replace"]').click();
  await page.locator('[data-testid="import-done"]').waitFor();
  const replaced = await travellers(page);
  assert.equal(replaced.rows.length, 161);
  const mp = replaced.headers.indexOf('mp_ns');
  assert.equal(replaced.rows.filter((r) => r[mp] === '').length, 0, 'every line has its matchpoints');
  assert.ok(await page.evaluate(() => window.__preview.host.sheetNames().includes('Archive 1')));
  await page.locator('#tab-setup').click();
  assert.match(await page.locator('[data-testid="event-summary"]').textContent(), /6 · .*27/);
  await screenshot('import-replaced');

  // ------------------------------------------------------------ undo
  await page.locator('#tab-import').click();
  // The report with its undo stays on the Import tab only until another file is read; the log undoes it too.
  await page.locator('#tab-ruling').click();
  await page.locator('[data-testid="log-1"] button').first().click();
  await page.waitForFunction(() =>
    window.__preview.host.getTable('Rulings').rows.some((r) => r[0] === 1 && r[12] === 'undone'),
  );
  const back = await travellers(page);
  assert.equal(back.rows.length, sample.rows.length);
  const entered = ['board', 'table', 'ns', 'ew', 'contract', 'declarer', 'result'].map((c) =>
    sample.headers.indexOf(c),
  );
  assert.deepEqual(
    back.rows.map((r) => entered.map((k) => r[k])),
    sample.rows.map((r) => entered.map((k) => r[k])),
  );
  assert.match(await statusText(page), /#1/);

  // ------------------------------------------------------------ a typed 4Z: a warning naming the cell
  const col = String.fromCharCode(65 + sample.headers.indexOf('contract'));
  await page.evaluate((c) => window.__preview.host.setValues(`Travellers!${c}2`, [['4Z']]), col);
  await page.locator('#tab-setup').click();
  await page.getByRole('button', { name: 'Rescore' }).first().click();
  await page.waitForFunction(
    (c) => (document.querySelector('[data-testid="status"]')?.textContent ?? '').includes(`${c}2`),
    col,
  );
  const warning = page.locator('[data-testid="status"]');
  assert.match(await warning.textContent(), /could not be scored/);
  assert.equal(await warning.getAttribute('data-intent'), 'warning', 'a warning, not a success');
  await screenshot('entry-warning');
}
