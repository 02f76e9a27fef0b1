/* global window */
/**
 * The dialog's own page (dist/dialog.html) in Chromium, with an Office like the one Excel gives a dialog: the test
 * sends it the messages the pane sends (begin, the page in chunks, end: workbook/tables/dialog-protocol.ts), and
 * the page must answer `ready` and `shown`, show the page to print and offer the file for saving.
 */
const OFFICE = () => {
  const handlers = [];
  window.__sent = [];
  window.Office = {
    EventType: { DialogParentMessageReceived: 'dialogParentMessageReceived' },
    AsyncResultStatus: { Succeeded: 'succeeded', Failed: 'failed' },
    onReady: () => Promise.resolve({ host: 'Excel', platform: 'PC' }),
    context: {
      ui: {
        messageParent: (m) => window.__sent.push(JSON.parse(m)),
        addHandlerAsync: (type, h, cb) => {
          if (type === 'dialogParentMessageReceived') handlers.push(h);
          setTimeout(() => cb({ status: 'succeeded' }), 0);
        },
      },
    },
  };
  window.__toDialog = (message) => handlers.forEach((h) => h({ message, type: 'dialogParentMessageReceived' }));
};

function messages(payload, size) {
  const chunks = [];
  for (let i = 0; i < payload.text.length; i += size) chunks.push(payload.text.slice(i, i + size));
  const { mode, fileName, mime, lang } = payload;
  return [
    JSON.stringify({ type: 'begin', mode, fileName, mime, lang, chunks: chunks.length }),
    ...chunks.map((data, index) => JSON.stringify({ type: 'chunk', index, data })),
    JSON.stringify({ type: 'end' }),
  ];
}

export default async function dialogPage(page, { baseUrl, assert, screenshot }) {
  await page.addInitScript(OFFICE);
  const rows = Array.from({ length: 400 }, (_, i) => `<tr><td>${i + 1}</td><td>Pair ${i + 1}</td></tr>`).join('');
  const html = `<!DOCTYPE html><html lang="fr"><body><h2>Classement</h2><table>${rows}</table></body></html>`;

  const response = await page.goto(`${baseUrl}dialog.html`);
  assert.equal(response?.status(), 200, 'dist/dialog.html is missing');
  await page.waitForFunction(() => window.__sent.some((m) => m.type === 'ready'));
  // The messages out of order within the chunks still make the page: the receiver places them by index.
  const parts = messages({ mode: 'print', text: html, fileName: 'Club.html', mime: 'text/html', lang: 'fr' }, 4000);
  assert.ok(parts.length > 4, 'the page goes in several chunks');
  const shuffled = [parts[0], ...parts.slice(1, -1).reverse(), parts[parts.length - 1]];
  for (const m of shuffled) await page.evaluate((x) => window.__toDialog(x), m);
  await page.waitForFunction(() => window.__sent.some((m) => m.type === 'shown'));
  assert.deepEqual(await page.evaluate(() => window.__sent.map((m) => m.type)), ['ready', 'shown']);
  assert.equal(await page.locator('#dialog-print').textContent(), 'Imprimer');
  const frame = page.frameLocator('#dialog-page');
  assert.equal(await frame.locator('h2').textContent(), 'Classement');
  assert.equal(await frame.locator('tr').count(), 400);
  await screenshot('print');

  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#dialog-save').click()]);
  assert.equal(download.suggestedFilename(), 'Club.html');
  const chunks = [];
  for await (const c of await download.createReadStream()) chunks.push(c);
  assert.equal(Buffer.concat(chunks).toString('utf8'), html);

  await page.locator('#dialog-close').click();
  assert.deepEqual(await page.evaluate(() => window.__sent.map((m) => m.type)), ['ready', 'shown', 'close']);
}
