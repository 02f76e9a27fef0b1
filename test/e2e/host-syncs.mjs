/* global window -- the callbacks of page.evaluate run in the page */
/** The in-memory host's round trips, as the browser tests count them. */

/** The host's counters (syncs, bytes). */
export async function counters(page) {
  return page.evaluate(() => ({ ...window.__preview.host.counters }));
}

/**
 * Waits until the host has made no round trip for `ms` (at most `limit` ms): work the pane started earlier (a
 * deal solved in its worker and kept in the workbook, a read after typing) ends before the next action is counted,
 * on a loaded machine as on an idle one.
 */
export async function quiet(page, ms = 300, limit = 15000) {
  const start = Date.now();
  let last = (await counters(page)).syncs;
  let since = Date.now();
  while (Date.now() - start < limit) {
    await page.waitForTimeout(50);
    const now = (await counters(page)).syncs;
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= ms) return;
  }
}

/** Runs `action` once the host is quiet, waits for `done` and a quiet moment; returns the syncs it cost. */
export async function syncsOf(page, action, done) {
  await quiet(page);
  const before = await counters(page);
  await action();
  await done();
  await quiet(page);
  const after = await counters(page);
  return after.syncs - before.syncs;
}
