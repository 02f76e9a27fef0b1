/* global window */
/**
 * Import from Bridgemate in the pane (preview page, empty workbook): the shared club .bws goes into a new event,
 * then the scorer picks the file again during the session. The growing file is built here: after the first pick,
 * the lines sent after the 60th row are taken out of the Travellers table (the workbook as it was when the file
 * held 60 rows), then the whole file is picked again: only those lines come back, nothing else is written, and
 * the action costs two round trips. Needs ../shared/data/bws (fails under CI=true when it is missing).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MDBReader from 'mdb-reader';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BWS = path.resolve(repo, '../shared/data/bws/club-pairs-2019-08-26.bws');

export default async function paneBws(page, { baseUrl, assert, screenshot }) {
  if (!existsSync(BWS)) {
    if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(`${BWS} is missing (CI=true)`);
    console.warn(`${BWS} is missing: the Bridgemate pane test is skipped`);
    return;
  }
  const bytes = readFileSync(BWS);
  // The lines sent after the 60th row, read here with the database library itself: board and table.
  const rows = new MDBReader(bytes).getTable('ReceivedData').getData();
  const ids = rows.map((r) => r.ID).sort((a, b) => a - b);
  const cut = ids[59];
  const live = rows.filter((r) => !r.Erased);
  const early = new Set(live.filter((r) => r.ID <= cut).map((r) => `${r.Board}|${r.Table}`));
  const late = new Set(
    live
      .filter((r) => r.ID > cut)
      .map((r) => `${r.Board}|${r.Table}`)
      .filter((k) => !early.has(k)),
  );

  await page.goto(`${baseUrl}preview.html?lang=en-US&empty=1`);
  await page.locator('#tab-import').click();
  await page.locator('[data-testid="bws-file"]').setInputFiles({
    name: 'club-pairs-2019-08-26.bws',
    mimeType: 'application/octet-stream',
    buffer: bytes,
  });
  const summary = page.locator('[data-testid="bws-counts"]');
  await summary.waitFor();
  assert.match(
    await summary.textContent(),
    /154 results on 22 boards; 0 not played, 0 waiting for the director, 1 erased/,
  );
  await page.locator('[data-testid="bws-do"]').click();
  await page.locator('[data-testid="bws-report"]').waitFor();
  const count = () => page.evaluate(() => window.__preview.host.getTable('Travellers').rows.length);
  assert.equal(await count(), 154);
  await page.locator('[data-testid="checks"]').waitFor();
  await screenshot('imported');

  // The workbook as the file had it at row 60: the later lines out of the Travellers table.
  await page.evaluate(
    async (lateKeys) => {
      const keys = new Set(lateKeys);
      await window.Excel.run(async (ctx) => {
        const t = ctx.workbook.tables.getItem('Travellers');
        const body = t.getDataBodyRange().load('values');
        await ctx.sync();
        const drop = body.values.map((r, i) => (keys.has(`${r[0]}|${r[1]}`) ? i : -1)).filter((i) => i >= 0);
        for (const i of drop.reverse()) t.rows.getItemAt(i).delete();
        await ctx.sync();
      });
    },
    [...late],
  );
  const kept = await count();
  assert.equal(kept, 154 - late.size);
  const before = await page.evaluate(() =>
    window.__preview.host.getTable('Travellers').rows.map((r) => r.slice(0, 11)),
  );

  // The file picked again: the same session, no question, only the missing lines added.
  const syncs0 = await page.evaluate(() => window.__preview.host.counters.syncs);
  await page.locator('[data-testid="bws-file"]').setInputFiles({
    name: 'club-pairs-2019-08-26.bws',
    mimeType: 'application/octet-stream',
    buffer: bytes,
  });
  await page.locator('[data-testid="bws-do"]').click();
  const status = page.locator('[data-testid="status"]').filter({ hasText: /The same session again/ });
  await status.waitFor();
  assert.match(
    await status.textContent(),
    new RegExp(`${late.size} new lines, 0 changed, ${kept} unchanged, 0 ruled on`),
  );
  const after = await page.evaluate(() => window.__preview.host.getTable('Travellers').rows.map((r) => r.slice(0, 11)));
  assert.equal(after.length, 154);
  assert.deepEqual(after.slice(0, kept), before, 'the lines already there are untouched');
  const syncs = (await page.evaluate(() => window.__preview.host.counters.syncs)) - syncs0;
  assert.ok(syncs <= 4, `the re-import cost ${syncs} syncs (two for the import, the pane's read after it)`);
  await screenshot('again');
}
