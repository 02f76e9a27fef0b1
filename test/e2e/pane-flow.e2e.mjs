/* global window, document -- the callbacks of page.evaluate run in the page */
/**
 * The director's evening in the preview page (the real pane over the in-memory workbook), in English on an Excel
 * of ExcelApi 1.14; the Polish and Russian runs (pane-pl, pane-ru) call `runPaneFlow` with their language, on the
 * oldest Excel the manifest admits. Where Excel says which changes are the add-in's own (1.14), a ruling and an undo
 * cost their own syncs and the pane reads nothing after them (it applies what the action changed to the event it
 * holds); on the older Excel it reads the event once after each.
 *
 * Set up a pairs event → import a real USEBIO file from ../shared/data → remove the movement's empty lines →
 * a weighted ruling, a split ruling and an artificial ruling through the wizard → undo the split one → check the
 * traveller values, the Rulings log and the round trips → axe finds no serious violation in the pane.
 *
 * Board 1 of the file (six results, the full field E = 6, top 10): NS +50 (×3), +110, −140 (7NS v 5EW), −170.
 * Board 2 (six results): NS +150, +50 (×2), −170, −450 (7NS v 5EW), −480 (5NS v 8EW).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { syncsOf } from './host-syncs.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const shared = path.resolve(here, '../../../shared/data');
const FILE = 'mp_pairs_mitchell_04.xml';

const close = (assert, actual, expected, what) =>
  assert.ok(Math.abs(Number(actual) - expected) < 1e-9, `${what}: expected ${expected}, got ${actual}`);

/** The Travellers line of a board between two pairs, as { column: value }. */
async function travellerLine(page, board, ns, ew) {
  return page.evaluate(
    ([b, n, e]) => {
      const t = window.__preview.host.getTable('Travellers');
      const row = t.rows.find((r) => r[0] === b && String(r[3]) === n && String(r[4]) === e);
      return row ? Object.fromEntries(t.headers.map((h, i) => [h, row[i]])) : undefined;
    },
    [board, ns, ew],
  );
}

async function logLines(page) {
  return page.evaluate(() => {
    const t = window.__preview.host.getTable('Rulings');
    return t.rows.map((r) => Object.fromEntries(t.headers.map((h, i) => [h, r[i]])));
  });
}

/** Shows a sheet of the drawn workbook, as clicking its tab does. */
async function showSheet(page, name) {
  await page.evaluate((n) => window.__preview.showSheet(n), name);
}

async function pick(page, step, value) {
  await page.locator(`[data-testid="step-${step}"] input[value="${value}"]`).check();
}

async function chooseLine(page, board, label) {
  await page.selectOption('[data-testid="ruling-board"]', String(board));
  await page.selectOption('[data-testid="ruling-table"]', { label });
  await page.locator('[data-testid="procedure-usual"]').waitFor();
}

/** Notation a reader should never meet: law tokens (L12C1c), "fault EW", "step=answer". */
export const NOTATION = /\bL\d+[A-Z]\d*[a-z]?\b|\bfault (NS|EW)\b|\b\w+=\w+/;
/** Log columns that keep the notation for re-entry (the ruling cells and the wizard's answers). */
export const NOTATION_COLUMNS = new Set(['ruling_before', 'ruling_after', 'flow']);

export function assertNoNotation(assert, rows, what) {
  for (const row of rows) {
    for (const [column, value] of Object.entries(row)) {
      if (NOTATION_COLUMNS.has(column) || typeof value !== 'string') continue;
      assert.doesNotMatch(value, NOTATION, `${what}: column ${column} holds notation: ${value}`);
    }
  }
}

export async function runPaneFlow(page, { baseUrl, assert, screenshot }, lang, excelApi) {
  // The syncs of a ruling or an undo from the pane: the action's own (two, or three when the kept inputs could not
  // stand in for the lines it did not read), as the status bar reports them, and nothing more where Excel says which
  // changes are the add-in's own; on an older Excel the pane's read after it, one more.
  const rulingSyncs = async (n, what) => {
    const own = Number(await page.locator('[data-testid="status"]').getAttribute('data-syncs'));
    assert.ok(own >= 2 && own <= 3, `${what}: the action reports ${own} syncs`);
    assert.equal(n, excelApi ? own : own + 1, `${what} cost ${n} syncs, the action ${own}`);
  };
  const file = path.join(shared, 'usebio', FILE);
  if (!existsSync(file)) {
    if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(`${file} not found (CI=true)`);
    console.log(`    skipped: ${file} not found (the shared data folder sits beside the repository)`);
    return;
  }

  await page.goto(`${baseUrl}preview.html?empty=1&lang=${lang}${excelApi ? `&excelApi=${excelApi}` : ''}`);
  await page.locator('#tab-setup').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), lang.split('-')[0]);

  // ---------------------------------------------------------------- 1. set up a pairs event
  await page.locator('#tab-setup').click();
  await page.locator('input[name="tables"]').fill('4');
  await page.locator('input[name="perRound"]').fill('3');
  const setupSyncs = await syncsOf(
    page,
    () => page.locator('form button[type="submit"]').click(),
    () => page.locator('[data-testid="event-summary"]').waitFor(),
  );
  // createEvent: 2 syncs; the pane then reads the event once, and once registers to follow the typing in
  // Travellers (rescoring as results are typed).
  assert.ok(setupSyncs <= 4, `set-up cost ${setupSyncs} syncs`);
  // The round trips stay out of the scorer's view, on the status bar's data-syncs attribute.
  assert.equal(await page.locator('[data-testid="status"]').getAttribute('data-syncs'), '2');
  const skeleton = await page.evaluate(() => window.__preview.host.getTable('Travellers').rows.length);
  assert.equal(skeleton, 4 * 3 * 3, 'a 4-table Mitchell, 3 rounds of 3 boards: 36 lines');
  await showSheet(page, 'Travellers');
  await screenshot(`${lang}-1-setup`);

  // ---------------------------------------------------------------- 2. import the file
  await page.locator('#tab-import').click();
  await page.setInputFiles('[data-testid="import-file"]', {
    name: FILE,
    mimeType: 'text/xml',
    buffer: readFileSync(file),
  });
  await page.locator('[data-testid="import-summary"]').waitFor();
  const summary = await page.locator('[data-testid="import-summary"]').textContent();
  assert.match(summary, /134/, 'the file has 134 results');
  assert.match(summary, /USEBIO/);
  await screenshot(`${lang}-2-import-read`);
  // The workbook holds the set-up's event (12 boards): the pane asks; adding is refused (boards 13–24 are not in
  // it), so the file replaces the event, whose settings then come from the file.
  await page.locator('[data-testid="import-choice"]').waitFor();
  assert.equal(await page.locator('[data-testid="import-add"]').isDisabled(), true, 'boards out of range: no add');
  const importSyncs = await syncsOf(
    page,
    () => page.locator('[data-testid="import-replace"]').click(),
    () => page.locator('[data-testid="import-done"]').waitFor(),
  );
  // importEvent: 2 syncs; the pane then reads the event once.
  assert.ok(importSyncs <= 3, `import cost ${importSyncs} syncs`);
  let rows = await page.evaluate(() => window.__preview.host.getTable('Travellers').rows.length);
  assert.equal(rows, 134);
  await screenshot(`${lang}-3-imported`);
  // A second import of the same file, added to the same event, adds nothing.
  await page.setInputFiles('[data-testid="import-file"]', {
    name: FILE,
    mimeType: 'text/xml',
    buffer: readFileSync(file),
  });
  await page.locator('[data-testid="import-add"]').click();
  await page.waitForFunction(() => /134/.test(document.querySelector('[data-testid="status"]')?.textContent ?? ''));
  rows = await page.evaluate(() => window.__preview.host.getTable('Travellers').rows.length);
  assert.equal(rows, 134, 'importing twice does not duplicate results');
  // Board 1, 7NS v 5EW: −140 beats only −170 → 2 of 10 = 20 %.
  let l = await travellerLine(page, 1, '7NS', '5EW');
  close(assert, l.score_ns, -140, 'board 1 7NS score');
  close(assert, l.pct_ns, 20, 'board 1 7NS % before the ruling');

  // ---------------------------------------------------------------- 3. weighted ruling (board 1, 7NS v 5EW)
  await page.locator('#tab-ruling').click();
  // Every action of the director is counted: a click, a choice, or one field typed.
  let actions = 0;
  const act = async (f) => {
    actions += 1;
    await f();
  };
  // 1. a click on the traveller row in the sheet picks the line.
  const row1 = await page.evaluate(() => {
    const t = window.__preview.host.getTable('Travellers');
    return 2 + t.rows.findIndex((r) => r[0] === 1 && String(r[3]) === '7NS' && String(r[4]) === '5EW');
  });
  await act(() => page.evaluate((r) => window.__preview.host.select(`Travellers!C${r}`), row1));
  await page.locator('[data-testid="procedure-usual"]').waitFor();
  // The procedure questions (Laws 9–11) are one line at their usual answers; the director rules at once.
  await act(() => pick(page, 'what', 'damage'));
  await act(() => pick(page, 'offenders', 'EW'));
  assert.equal(await page.locator('[data-testid="ruling-apply"]').isDisabled(), true, 'incomplete: Apply disabled');
  assert.ok((await page.locator('[data-testid="ruling-missing"]').textContent()).length > 0);
  await act(() => pick(page, 'method', 'weighted'));
  // Results and weights in one field.
  await act(() => page.fill('[data-testid="step-weightedResults-line"]', '60% 4H-1 W; 40% 2S+2 W'));
  assert.equal(await page.inputValue('[data-testid="step-weightedResults-weight-1"]'), '40');
  assert.equal(await page.inputValue('[data-testid="step-weightedResults-result-1"]'), '2S+2 W');
  const notation = await page.locator('[data-testid="ruling-notation"]').textContent();
  assert.match(notation, /^60% 4H-1 W; 40% 2S\+2 W/);
  // Preview: +50 (0.6) beats −170 and ties three +50 → 5; −170 (0.4) ties one → 1: 0.6·5 + 0.4·1 = 3.4 of 10.
  const preview = await page.locator('[data-testid="ruling-preview"]').textContent();
  assert.match(preview, /34[.,]00/);
  assert.match(preview, /66[.,]00/);
  await page.locator('[data-testid="frequency-chart"]').waitFor();
  // The file carries the deals: the wizard solves board 1 double dummy in its worker and keeps the table in the
  // workbook (its own two syncs), before the ruling is applied and measured.
  await page.locator('[data-testid="double-dummy"]').waitFor({ timeout: 60000 });
  await page.waitForFunction(() => (window.__preview.host.getTable('DoubleDummy')?.rows.length ?? 0) >= 20);
  await screenshot(`${lang}-4-weighted-preview`);
  const weightedSyncs = await syncsOf(
    page,
    () => act(() => page.click('[data-testid="ruling-apply"]')),
    () => page.locator('[data-testid="log-3"]').waitFor(),
  );
  // Row click → what happened → offenders → method → results and weights → Apply.
  assert.ok(actions <= 6, `the weighted ruling took ${actions} actions`);
  console.log(`    weighted ruling (${lang}): ${actions} actions`);
  // applyRuling: 2 syncs, and (ExcelApi 1.14) nothing more: the pane patches the event it holds with what the
  // ruling changed rather than reading the event again.
  const weightedTrace = await page.evaluate(
    (n) =>
      window.__preview.host.syncLog
        .slice(-n)
        .map((r) => `#${r.run}: ${r.trace.slice(0, 4).join(' ')}`)
        .join(' | '),
    weightedSyncs,
  );
  await rulingSyncs(weightedSyncs, `the weighted ruling (${weightedTrace})`);
  // The round trips stay out of the scorer's view, on the status bar's data-syncs attribute.
  assert.equal(await page.locator('[data-testid="status"]').getAttribute('data-syncs'), '2');
  l = await travellerLine(page, 1, '7NS', '5EW');
  assert.match(l.ruling, /^60% 4H-1 W; 40% 2S\+2 W/);
  close(assert, l.mp_ns, 3.4, 'weighted MP NS');
  close(assert, l.mp_ew, 6.6, 'weighted MP EW');
  close(assert, l.pct_ns, 34, 'weighted % NS');
  // +110 (8NS v 7EW) beats the four other results and both weighted parts: 8 + 2 = 10.
  close(assert, (await travellerLine(page, 1, '8NS', '7EW')).mp_ns, 10, '8NS on board 1');
  await screenshot(`${lang}-5-weighted-applied`);

  // ---------------------------------------------------------------- 4. split ruling (board 2, 7NS v 5EW)
  const before2 = await travellerLine(page, 2, '7NS', '5EW');
  close(assert, before2.mp_ns, 2, 'board 2 7NS before'); // −450 beats −480 only
  await chooseLine(page, 2, '7NS – 5EW');
  await pick(page, 'what', 'damage');
  await pick(page, 'offenders', 'NS');
  await pick(page, 'method', 'assigned');
  await page.fill('[data-testid="step-assignedResult-input"]', '6S= E');
  await pick(page, 'seriousError', 'yes');
  await page.fill('[data-testid="step-nonOffendersScore-input"]', '4S+1 E');
  const split = await page.locator('[data-testid="ruling-notation"]').textContent();
  assert.match(split, /^NS: .*\| EW: /, `a split ruling, not ${split}`);
  await screenshot(`${lang}-6-split-preview`);
  const splitSyncs = await syncsOf(
    page,
    () => page.click('[data-testid="ruling-apply"]'),
    () => page.locator('[data-testid="log-4"]').waitFor(),
  );
  await rulingSyncs(splitSyncs, 'the split ruling');
  // NS (offenders) −980 is below every other NS score: 0. EW keep −450: above −480 only for N-S, so E-W beat
  // four results: 8 of 10. The −480 line now beats −980 for N-S (2) and is lowest for E-W (10): no balance.
  l = await travellerLine(page, 2, '7NS', '5EW');
  close(assert, l.mp_ns, 0, 'split MP NS');
  close(assert, l.mp_ew, 8, 'split MP EW');
  const other = await travellerLine(page, 2, '5NS', '8EW');
  close(assert, other.mp_ns, 2, '5NS on board 2 after the split');
  close(assert, other.mp_ew, 10, '8EW on board 2 after the split');
  await screenshot(`${lang}-7-split-applied`);

  // ---------------------------------------------------------------- 5. artificial ruling (board 3, 7NS v 5EW)
  await chooseLine(page, 3, '7NS – 5EW');
  // The procedure line opens on a click and shows the questions at their usual answers.
  await page.click('[data-testid="procedure-usual"]');
  assert.equal(await page.locator('[data-testid="step-calledAtOnce"] input[value="yes"]').isChecked(), true);
  await pick(page, 'what', 'noResult');
  await pick(page, 'nsResponsibility', 'directly');
  await pick(page, 'ewResponsibility', 'none');
  const artificial = await page.locator('[data-testid="ruling-notation"]').textContent();
  assert.match(artificial, /^A-\/A\+/, `average-minus / average-plus, not ${artificial}`);
  const artificialSyncs = await syncsOf(
    page,
    () => page.click('[data-testid="ruling-apply"]'),
    () => page.locator('[data-testid="log-5"]').waitFor(),
  );
  await rulingSyncs(artificialSyncs, 'the artificial ruling');
  l = await travellerLine(page, 3, '7NS', '5EW');
  assert.match(l.ruling, /^A-\/A\+/);
  // Law 12C2(a): at most 40 % for the side directly at fault, at least 60 % for the other (12C2(c) may move them).
  assert.ok(l.pct_ns <= 40 + 1e-9 && l.pct_ew >= 60 - 1e-9, `artificial: ${l.pct_ns} / ${l.pct_ew}`);
  await screenshot(`${lang}-8-artificial-applied`);

  // ---------------------------------------------------------------- 6. undo the split ruling
  const undoSyncs = await syncsOf(
    page,
    () => page.locator('[data-testid="log-4"] button').first().click(),
    () =>
      page.waitForFunction(() => {
        const t = window.__preview.host.getTable('Rulings');
        return t.rows.some((r) => r[0] === 4 && r[12] === 'undone');
      }),
  );
  await rulingSyncs(undoSyncs, 'the undo');
  l = await travellerLine(page, 2, '7NS', '5EW');
  assert.equal(l.ruling, '');
  close(assert, l.mp_ns, 2, 'board 2 7NS after the undo');
  close(assert, (await travellerLine(page, 2, '5NS', '8EW')).mp_ns, 0, '5NS after the undo');

  // The two imports come first in the log (replace, then add; each archived), then the three rulings.
  const all = await logLines(page);
  assert.deepEqual(
    all.slice(0, 2).map((x) => [x.id, x.answers, x.status, x.ruling_before]),
    [
      [1, 'import: replace', 'applied', 'Archive 1'],
      [2, 'import: add', 'applied', 'Archive 2'],
    ],
  );
  const log = all.slice(2);
  assert.deepEqual(
    log.map((x) => [x.id, x.board, x.table, x.status, x.ruling_before]),
    [
      [3, 1, '7NS v 5EW', 'applied', ''],
      [4, 2, '7NS v 5EW', 'undone', ''],
      [5, 3, '7NS v 5EW', 'applied', ''],
    ],
  );
  assert.match(log[0].ruling_after, /^60% 4H-1 W/);
  assert.equal(log[0].laws.includes('12C1(c)'), true, `laws of #1: ${log[0].laws}`);
  // The answers as the questions asked, in the pane's language; the notation only in its own columns.
  assert.ok(log[0].answers.split('\n').length >= 8, `answers of #1: ${log[0].answers}`);
  assert.ok(log[0].ruling.length > 20, `ruling of #1: ${log[0].ruling}`);
  assert.equal(JSON.parse(log[0].flow).what, 'damage');
  assertNoNotation(assert, log, `Rulings log (${lang})`);
  const paneLog = await page.locator('[data-testid="ruling-log-list"]').textContent();
  assert.doesNotMatch(paneLog, NOTATION, `the pane's log list (${lang})`);
  // The log's score text in the ruling's language: its decimal separator and its side words.
  const [nsWord, ewWord, sep] = lang.startsWith('ru')
    ? ['СЮ', 'ВЗ', ',']
    : lang.startsWith('pl')
      ? ['NS', 'EW', ',']
      : ['NS', 'EW', '.'];
  assert.equal(log[0].score_before, `-140; ${nsWord} 20${sep}00 %, ${ewWord} 80${sep}00 %`);
  assert.ok(
    log[0].score_after.endsWith(`${nsWord} 34${sep}00 %, ${ewWord} 66${sep}00 %`),
    `score after: ${log[0].score_after}`,
  );
  await showSheet(page, 'Rulings');
  await screenshot(`${lang}-9-undone`);
  await showSheet(page, 'Travellers');

  // Edit opens the wizard with the logged answers and note.
  await page.locator('[data-testid="log-3"] button').nth(1).click();
  await page.locator('[data-testid="step-weightedResults-result-0"]').waitFor();
  assert.equal(await page.inputValue('[data-testid="step-weightedResults-result-0"]'), '4H-1 W');
  assert.equal(await page.inputValue('[data-testid="step-weightedResults-weight-0"]'), '60');
  assert.equal(await page.locator('[data-testid="step-offenders"] input[value="EW"]').isChecked(), true);
  // Weights stay as typed: 17.14 then 25 over three results leaves 57.86 to the last, never 0/100/0.
  await page.click('[data-testid="step-weightedResults-add"]');
  await page.fill('[data-testid="step-weightedResults-weight-0"]', '17.14');
  await page.fill('[data-testid="step-weightedResults-weight-1"]', '25');
  assert.equal(await page.inputValue('[data-testid="step-weightedResults-weight-0"]'), '17.14');
  // The weight the pane fills in is written in the pane's language (57,86 in Polish and Russian).
  assert.match(
    await page.inputValue('[data-testid="step-weightedResults-weight-2"]'),
    lang.startsWith('en') ? /^57\.86$/ : /^57,86$/,
  );
  await page.fill('[data-testid="step-weightedResults-weight-2"]', '50');
  assert.equal(await page.locator('[data-testid="ruling-apply"]').isDisabled(), true, 'weights 92.14 %: no Apply');
  await screenshot(`${lang}-9b-edit`);
  await page.locator('[data-testid="ruling-cancel"]').click();

  // ---------------------------------------------------------------- 7. a click on a traveller row picks the line
  const clickedRow = await page.evaluate(() => {
    const t = window.__preview.host.getTable('Travellers');
    return 2 + t.rows.findIndex((r) => r[0] === 5 && String(r[3]) === '2NS' && String(r[4]) === '2EW');
  });
  await page.evaluate((r) => window.__preview.host.select(`Travellers!C${r}`), clickedRow);
  await page.waitForFunction(() => document.querySelector('[data-testid="ruling-board"]')?.value === '5', undefined, {
    timeout: 5000,
  });
  assert.match(await page.locator('[data-testid="ruling-current"]').textContent(), /2NS – 2EW/);

  // ---------------------------------------------------------------- 8. keyboard: the sections by arrow keys
  await page.locator('#tab-ruling').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'tab-results');
  await page.keyboard.press('Enter');
  await page.locator('#results-title').waitFor();
  await page.locator('#tab-results').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="ruling-board"]').waitFor();

  // ---------------------------------------------------------------- 9. accessibility of the pane
  await page.addScriptTag({ path: path.resolve(here, '../../node_modules/axe-core/axe.min.js') });
  for (const tab of ['ruling', 'setup', 'import', 'results']) {
    await page.locator(`#tab-${tab}`).click();
    await page.waitForTimeout(200);
    const serious = await page.evaluate(async () => {
      // Fluent's focus manager (tabster) puts hidden <i tabindex=0 data-tabster-dummy> sentinels around focus
      // groups; they pass focus on at once and are not content, so they are left out of the check.
      const context = { include: [['#taskpane-root']], exclude: [['[data-tabster-dummy]']] };
      const r = await window.axe.run(context, { resultTypes: ['violations'] });
      return r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    assert.deepEqual(serious, [], `axe on the ${tab} view`);
  }
  await page.locator('[data-testid="ranking-chart"]').waitFor();
  await screenshot(`${lang}-10-results`);
}

export default async function paneFlowEnglish(page, ctx) {
  await runPaneFlow(page, ctx, 'en-US', '1.14');
}
