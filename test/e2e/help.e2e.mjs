/* global document */
/**
 * help.html is built, speaks the five languages (tab names as the pane shows them, the functions listed from the
 * build's functions.<lang>.json), and every https://localhost:3000/… address in manifest.xml names a built file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function help(page, { baseUrl, assert, screenshot }) {
  const manifest = readFileSync(path.join(repo, 'manifest.xml'), 'utf8');
  const urls = [...new Set([...manifest.matchAll(/https:\/\/localhost:3000\/([^"<\s]*)/g)].map((m) => m[1]))];
  assert.ok(urls.includes('help.html'), 'the manifest links help.html');
  for (const u of urls.filter((x) => x !== '')) {
    const res = await page.request.get(baseUrl + u);
    assert.equal(res.status(), 200, `manifest.xml points at ${u}, which the build does not produce`);
  }

  const expected = {
    en: { h1: 'Bridge Scorer for Excel: help', tab: 'Results' },
    pl: { h1: 'Bridge Scorer dla Excela: pomoc', tab: 'Wyniki' },
    nl: { h1: 'Bridge Scorer voor Excel: help', tab: 'Uitslag' },
    fr: { h1: 'Bridge Scorer pour Excel : aide', tab: 'Résultats' },
    ru: { h1: 'Bridge Scorer для Excel: справка', tab: 'Итоги' },
  };
  for (const [lang, want] of Object.entries(expected)) {
    const response = await page.goto(`${baseUrl}help.html?lang=${lang}`);
    assert.equal(response?.status(), 200, 'dist/help.html is missing');
    await page.locator('#functions dt').first().waitFor();
    assert.equal(await page.locator('h1').textContent(), want.h1);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    const paneText = await page.locator('#pane').textContent();
    assert.ok(paneText.includes(want.tab), `${lang}: the pane section names the ${want.tab} tab`);
    // The functions come from the build's metadata in this language.
    const meta = JSON.parse(
      await (await page.request.get(`${baseUrl}${lang === 'en' ? 'functions.json' : `functions.${lang}.json`}`)).text(),
    );
    const mp = meta.functions.find((f) => f.name === 'MATCHPOINTS');
    const terms = await page.locator('#functions dt').allTextContents();
    assert.equal(terms.length, meta.functions.length);
    const i = terms.findIndex((t) => t.startsWith('BRIDGE.MATCHPOINTS('));
    assert.ok(i >= 0, `${lang}: MATCHPOINTS is listed`);
    assert.equal(await page.locator('#functions dd').nth(i).textContent(), mp.description);
    await screenshot(`help-${lang}`);
  }
}
