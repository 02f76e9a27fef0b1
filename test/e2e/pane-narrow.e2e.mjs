/* global window, document, getComputedStyle, Node, SVGElement -- the callbacks of page.evaluate run in the page */
/**
 * The pane at 320 px, Excel's narrowest task pane, in every language (en, pl, nl, fr, ru): each tab is visited
 * (Event, Import, Ruling with a weighted ruling's preview table open, the log after that ruling is applied,
 * Results with long pair names) and no text
 * is clipped: every element that holds text has scrollWidth ≤ clientWidth (+1 px), or shows an ellipsis with the
 * whole text as its title; nothing reaches past the pane's edges and the pane has no horizontal scroll.
 * The preview's figures have the language's decimal separator and the log's stamp its date form. Screenshots
 * (<lang>-setup, -import, -ruling = the wizard, -log, -results) go to test-results/e2e/pane-narrow/.
 *
 * The preview's `?layout=pane` draws the pane alone over the window, so a 320 px window is a 320 px pane (and a
 * full-page screenshot shows the whole pane).
 */
const LANGUAGES = ['en-US', 'pl-PL', 'nl-NL', 'fr-FR', 'ru-RU'];
const WIDTH = 320;
/** The preview table's column headers in each language (from the pane's translation files). */
const PREVIEW_HEADERS = {
  'en-US': ['% NS', '% EW', 'MP NS', 'MP EW'],
  'pl-PL': ['% NS', '% EW', 'PT NS', 'PT EW'],
  'nl-NL': ['% NZ', '% OW', 'MP NZ', 'MP OW'],
  'fr-FR': ['% NS', '% EO', 'PM NS', 'PM EO'],
  'ru-RU': ['% СЮ', '% ВЗ', 'МП СЮ', 'МП ВЗ'],
};

/** Long names with long words, as clubs have them: the ranking must wrap or shorten them, not overlap. */
const NAMES = {
  2: 'Grzegorz Brzęczyszczykiewicz & Konstantin Rokossovsky-Zaporozhetsky',
  9: 'Marie-Claire Vandenbroucke-Delacroix & Aleksandr Kuznetsov',
};

/** Elements whose text does not fit, in the pane; each as { text, why }. */
function clippedText() {
  const root = document.getElementById('taskpane-root');
  const box = root.getBoundingClientRect();
  const out = [];
  const seen = new Set();
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) return false; // screen-reader-only text, collapsed copies
    return el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };
  // Cut with an ellipsis, the whole text as the title (its own or an ancestor's): shortened on purpose.
  const titled = (el) => {
    const cs = getComputedStyle(el);
    return (
      cs.textOverflow === 'ellipsis' &&
      cs.overflowX !== 'visible' &&
      el.closest('[title]')?.title.replace(/\s+/g, ' ').trim() === el.textContent.replace(/\s+/g, ' ').trim()
    );
  };
  for (const el of root.querySelectorAll('*')) {
    const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
    if (!own || !visible(el)) continue;
    const text = el.textContent.trim().replace(/\s+/g, ' ').slice(0, 80);
    // An inline element has no box of its own to clip: its nearest block box holds the text.
    let holder = el;
    while (holder !== root && getComputedStyle(holder).display === 'inline') holder = holder.parentElement;
    if (holder instanceof SVGElement || titled(holder)) continue;
    const r = el.getBoundingClientRect();
    if (r.right > box.right + 1 || r.left < box.left - 1) {
      out.push({ text, why: `outside the pane (${Math.round(r.left)}–${Math.round(r.right)} of ${box.width})` });
    }
    if (seen.has(holder)) continue;
    seen.add(holder);
    if (holder.scrollWidth > holder.clientWidth + 1) {
      out.push({ text, why: `scrollWidth ${holder.scrollWidth} > clientWidth ${holder.clientWidth}` });
    }
  }
  const page = document.documentElement;
  for (const [what, el] of [
    ['the pane', root],
    ['the page', page],
  ]) {
    if (el.scrollWidth > el.clientWidth + 1) {
      out.push({ text: `(${what})`, why: `scrolls sideways: ${el.scrollWidth} > ${el.clientWidth}` });
    }
  }
  return out;
}

export default async function paneNarrow(page, { baseUrl, assert, screenshot }) {
  await page.setViewportSize({ width: WIDTH, height: 900 });
  const problems = [];
  const check = async (lang, tab) => {
    await page.waitForTimeout(150);
    const found = await page.evaluate(clippedText);
    for (const p of found) problems.push(`${lang} ${tab}: '${p.text}' ${p.why}`);
    await screenshot(`${lang}-${tab}`);
  };
  for (const lang of LANGUAGES) {
    await page.goto(`${baseUrl}preview.html?lang=${lang}&layout=pane`);
    await page.locator('#tab-ruling[aria-selected="true"]').waitFor();
    const width = await page.evaluate(() => document.getElementById('taskpane-root').clientWidth);
    assert.ok(width <= WIDTH && width >= WIDTH - 20, `the pane is ${width} px wide`);
    // Long names for two pairs, then the pane reads the workbook again (its Refresh on the Results tab).
    await page.evaluate((names) => {
      const host = window.__preview.host;
      const t = host.getTable('Contestants');
      const [col] = t.address.split('!')[1].match(/^[A-Z]+/);
      const first = Number(t.address.split('!')[1].match(/\d+/)[0]);
      const names_ = t.headers.indexOf('names');
      t.rows.forEach((r, i) => {
        const name = names[String(r[0])];
        if (!name) return;
        const letter = String.fromCharCode(col.charCodeAt(0) + names_);
        host.setValues(`${t.sheet}!${letter}${first + 1 + i}`, [[name]]);
      });
    }, NAMES);

    for (const tab of ['setup', 'import']) {
      await page.locator(`#tab-${tab}`).click();
      await page.locator(`#panel-${tab}`).waitFor();
      await check(lang, tab);
    }

    // Ruling: board 1 at table 2 picked from the sheet, a weighted score previewed (its table of figures shown).
    await page.locator('#tab-ruling').click();
    const row = await page.evaluate(() => {
      const t = window.__preview.host.getTable('Travellers');
      return t.rows.findIndex((r) => r[0] === 1 && r[1] === 2) + 2;
    });
    await page.evaluate((r) => window.__preview.host.select(`Travellers!C${r}`), row);
    await page.locator('[data-testid="procedure-usual"]').waitFor();
    await page.locator('[data-testid="step-what"] input[value="damage"]').check();
    await page.locator('[data-testid="step-offenders"] input[value="EW"]').check();
    await page.locator('[data-testid="step-method"] input[value="weighted"]').check();
    await page.fill('[data-testid="step-weightedResults-line"]', '60% 4S+1 N; 40% 4S= N');
    await page.locator('[data-testid="ruling-preview"]').waitFor();
    const headers = await page.locator('[data-testid="ruling-preview"] thead th').allTextContents();
    assert.deepEqual(headers, PREVIEW_HEADERS[lang]);
    // The preview's figures in the language's own notation: a decimal comma everywhere but in English.
    const figures = await page.locator('[data-testid="ruling-preview"] tbody').textContent();
    if (lang === 'en-US') assert.match(figures, /\d\.\d\d/);
    else {
      assert.match(figures, /\d,\d\d/, `${lang} preview: ${figures}`);
      assert.doesNotMatch(figures, /\d\.\d/, `${lang} preview: ${figures}`);
    }
    await check(lang, 'ruling');

    // The log: the ruling applied, its line shown with the stamp in the language's date form.
    const before = await page.locator('[data-testid="ruling-log-list"] > li').count();
    await page.locator('[data-testid="ruling-apply"]').click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="ruling-log-list"] > li').length > n,
      before,
    );
    const stamp = await page.locator('[data-testid="ruling-log-list"] > li').first().textContent();
    if (lang !== 'en-US') assert.doesNotMatch(stamp, /\d{4}-\d{2}-\d{2}/, `${lang} log stamp: ${stamp}`);
    await page.locator('[data-testid="ruling-log-list"]').scrollIntoViewIfNeeded();
    await check(lang, 'log');

    await page.locator('#tab-results').click();
    await page.locator('#panel-results button').first().click();
    await page.locator('[data-testid="ranking-table"]').filter({ hasText: 'Brzęczyszczykiewicz' }).waitFor();
    // The names in full, on their own line under the pair's figures.
    assert.equal((await page.locator('[data-testid="names-NS-2"]').textContent()).trim(), NAMES[2]);
    assert.equal((await page.locator('[data-testid="names-EW-9"]').textContent()).trim(), NAMES[9]);
    await check(lang, 'results');
  }
  for (const p of problems) console.log(`    ${p}`);
  assert.deepEqual(problems, [], `${problems.length} clipped texts`);
}
