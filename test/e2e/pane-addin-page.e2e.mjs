/* global document */
/**
 * The add-in's own page, taskpane.html, as Excel serves it: its scripts (shared.js, functions.js, taskpane.js)
 * and the chunks they fetch on first use come from the page's folder (webpack's publicPath 'auto'), which is the
 * add-in's URL in Excel and the test server's root here. Office.js is a stand-in that reports a Polish Office
 * and a workbook that cannot be read (no Excel here): the pane shows the Polish texts (a chunk fetched before the
 * first paint) and each section opens (a chunk each) with the error of the unread workbook, never a blank pane.
 */
const OFFICE_STANDIN = `
window.Office = {
  onReady(cb) { setTimeout(() => cb && cb({ host: 'Excel' }), 0); return Promise.resolve({ host: 'Excel' }); },
  context: { displayLanguage: 'pl-PL', requirements: { isSetSupported: () => true } },
  HostType: { Excel: 'Excel' },
};
window.Excel = { run: () => Promise.reject(new Error('no workbook in this test')) };
window.CustomFunctions = { associate() {}, Error: class extends Error {}, ErrorCode: { invalidValue: '#VALUE!', notAvailable: '#N/A' } };
`;

export default async function paneAddinPage(page, { baseUrl, assert, screenshot }) {
  const scripts = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  await page.route('https://appsforoffice.microsoft.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: OFFICE_STANDIN }),
  );
  await page.goto(`${baseUrl}taskpane.html`);
  // The Polish tab names: pl's texts came in their own chunk before the first paint.
  await page.locator('#tab-setup', { hasText: 'Turniej' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'pl');
  assert.ok(
    scripts.some((u) => /\/i18n-pl(\.[0-9a-f]+)?\.js$/.test(u)),
    'the Polish texts are a chunk of their own',
  );
  for (const [tab, panel] of [
    ['import', 'import'],
    ['ruling', 'ruling'],
    ['results', 'results'],
  ]) {
    await page.locator(`#tab-${tab}`).click();
    await page.locator(`#panel-${panel}`).waitFor();
    // The section's chunk arrived: the spinner gives way to the section, and no chunk failed to load.
    await page.waitForFunction(() => !document.querySelector('[data-testid="pane-loading"]'));
    assert.equal(await page.locator('[data-testid="pane-load-failed"]').count(), 0, `${tab}: chunk loaded`);
    assert.ok((await page.locator(`#panel-${panel}`).innerText()).trim().length > 0, `${tab}: the section shows`);
  }
  // Every script came from the page's own folder.
  const base = new URL('.', `${baseUrl}taskpane.html`).href;
  const foreign = scripts.filter((u) => !u.startsWith(base) && !u.startsWith('https://appsforoffice.microsoft.com/'));
  assert.deepEqual(foreign, [], 'scripts from elsewhere');
  assert.ok(scripts.length > 4, `the sections came in chunks: ${scripts.join(' ')}`);
  await screenshot('sections');
}
