/* global window -- the callbacks of page.evaluate run in the page */
/**
 * Rulings as a director makes them most, counted in actions (a click, a choice, or one field typed), in English,
 * Polish and Russian, over a 4-table Mitchell set up in the pane with board 1's scores typed into Travellers:
 * table 1 NS +420, table 4 NS +450, table 3 NS +430 (board 1, nobody vulnerable; top 2 × (3 − 1) = 4).
 *
 * - a weighted score in at most six actions (row click → what happened → offenders → method → results and
 *   weights in one field → Apply);
 * - a fouled board (Law 87) in one action: "tables 1, 3 played form B" typed and Enter;
 * - no Rulings log cell (but the notation's own columns), pane log line or printed ruling holds notation;
 * - Law 12C2(c) moving an artificial score, said with the figure in the preview and the log (sessionRuleRun).
 */
import { NOTATION, assertNoNotation } from './pane-flow.e2e.mjs';

async function table(page, name) {
  return page.evaluate((n) => {
    const t = window.__preview.host.getTable(n);
    return t.rows.map((r) => Object.fromEntries(t.headers.map((h, i) => [h, r[i]])));
  }, name);
}

async function rulingRun(page, { baseUrl, assert, screenshot }, lang) {
  await page.goto(`${baseUrl}preview.html?empty=1&lang=${lang}`);
  await page.locator('#tab-setup').click();
  await page.locator('input[name="tables"]').fill('4');
  await page.locator('input[name="perRound"]').fill('3');
  await page.locator('form button[type="submit"]').click();
  await page.locator('[data-testid="event-summary"]').waitFor();
  // Board 1's three lines: type the NS scores (4S= N 420, 4S+1 N 450, 3NT+1 S 430).
  const rows = await page.evaluate(() => {
    const t = window.__preview.host.getTable('Travellers');
    return t.rows.map((r, i) => ({ board: r[0], table: r[1], row: i + 2 })).filter((x) => x.board === 1);
  });
  assert.deepEqual(rows.map((r) => r.table).sort(), [1, 3, 4], 'board 1 is played at tables 1, 3 and 4');
  const scoreOf = { 1: 420, 4: 450, 3: 430 };
  for (const r of rows) {
    await page.evaluate(
      ([a, v]) => window.__preview.host.setValues(a, [[v]]),
      [`Travellers!J${r.row}`, scoreOf[r.table]],
    );
  }
  // Score again (the Event view's first button) reads the typed scores.
  await page.locator('[data-testid="event-summary"] + div button').click();
  await page.waitForFunction(() => {
    const t = window.__preview.host.getTable('Travellers');
    const pct = t.headers.indexOf('pct_ns');
    return t.rows.filter((r) => r[0] === 1).every((r) => typeof r[pct] === 'number');
  });
  await page.locator('#tab-ruling').click();

  // ------------------------------------------------ a weighted score, counted
  let actions = 0;
  const act = async (f) => {
    actions += 1;
    await f();
  };
  const row4 = rows.find((r) => r.table === 4).row;
  await act(() => page.evaluate((r) => window.__preview.host.select(`Travellers!C${r}`), row4));
  await page.locator('[data-testid="procedure-usual"]').waitFor();
  await act(() => page.locator('[data-testid="step-what"] input[value="damage"]').check());
  await act(() => page.locator('[data-testid="step-offenders"] input[value="EW"]').check());
  await act(() => page.locator('[data-testid="step-method"] input[value="weighted"]').check());
  await act(() => page.fill('[data-testid="step-weightedResults-line"]', '60% 4S= N; 40% 4S-1 N'));
  // 4S= N (420) ties table 1 and is below 430: 1 of 4; 4S-1 N (−50) beats nothing: 0. 0.6 × 1 = 0.6 → 15 %.
  assert.match(await page.locator('[data-testid="ruling-preview"]').textContent(), /15[.,]00/);
  const sentence = await page.locator('[data-testid="ruling-sentence"]').textContent();
  assert.doesNotMatch(sentence, NOTATION, `the preview's ruling (${lang})`);
  await screenshot(`${lang}-weighted-preview`);
  await act(() => page.click('[data-testid="ruling-apply"]'));
  await page.locator('[data-testid="log-1"]').waitFor();
  assert.ok(actions <= 6, `the weighted ruling took ${actions} actions`);
  console.log(`    weighted ruling (${lang}): ${actions} actions`);
  let t = await table(page, 'Travellers');
  const line4 = t.find((r) => r.board === 1 && r.table === 4);
  assert.match(line4.ruling, /^60% 4S= N; 40% 4S-1 N/);
  assert.ok(Math.abs(line4.pct_ns - 15) < 1e-9, `weighted % NS ${line4.pct_ns}`);

  // ------------------------------------------------ a fouled board, one action
  let fouledActions = 0;
  await page.locator('[data-testid="fouled-line"]').waitFor();
  fouledActions += 1;
  await page.fill('[data-testid="fouled-line"]', '');
  await page
    .locator('[data-testid="fouled-line"]')
    .pressSequentially(
      lang.startsWith('pl')
        ? 'stoły 1, 3 grały wersję B'
        : lang.startsWith('ru')
          ? 'столы 1, 3 играли вариант B'
          : 'tables 1, 3 played form B',
    );
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="log-3"]').waitFor();
  assert.equal(fouledActions, 1);
  t = await table(page, 'Travellers');
  const marks = Object.fromEntries(t.filter((r) => r.board === 1).map((r) => [r.table, r.ruling]));
  assert.match(marks[1], /^FORM B\b/, `table 1: ${marks[1]}`);
  assert.match(marks[3], /^FORM B\b/, `table 3: ${marks[3]}`);
  assert.equal(marks[4], line4.ruling, 'table 4 keeps its weighted score');
  // Form B: 420 v 430 alone: table 1 gets 0 (two per beat, top 2), factored to the field of 3 (Law 87,
  // Neuberg): (0 + 1) × 3 / 2 − 1 = 0.5 of 4 → 12.5 %.
  const t1 = t.find((r) => r.board === 1 && r.table === 1);
  assert.ok(Math.abs(t1.pct_ns - 12.5) < 1e-9, `form B table 1 % NS ${t1.pct_ns}`);
  // The chart shows the forms apart: the correct form and form B.
  await page.selectOption('[data-testid="ruling-table"]', { index: 1 });
  assert.equal(await page.locator('[data-testid="frequency-forms"] figure').count(), 2);
  await screenshot(`${lang}-fouled`);

  // ------------------------------------------------ records in words
  const log = await table(page, 'Rulings');
  assert.equal(log.length, 3);
  assertNoNotation(assert, log, `Rulings log (${lang})`);
  for (const l of log) assert.ok(l.ruling.length > 10 && l.answers.length > 10, `log #${l.id} in words`);
  assert.doesNotMatch(await page.locator('[data-testid="ruling-log-list"]').textContent(), NOTATION);
  await page.evaluate(() => window.__preview.showSheet('Rulings'));
  await screenshot(`${lang}-rulings-log`);
  await page.evaluate(() => window.__preview.showSheet('Travellers'));
}

/**
 * Law 12C2(c) changes an artificial score, and the preview and the log say so with the figure. The same 4-table
 * Mitchell (WBF preset); boards 1–3 are played at tables 1, 3 and 4, and table 1 holds the same two pairs on
 * all three. Board 1: table 1 NS 420, table 4 450, table 3 430 → table 1's EW 4 of 4, its NS 0. Board 3:
 * table 1 NS 430, table 3 420, table 4 450 → 2 of 4 each. Board 2 cannot be played at table 1, NS directly at
 * fault: EW average-plus, NS average-minus. Own session on the other boards: EW (4 + 2) / 8 = 75 % > 60 %, so
 * EW get 75 %; NS (0 + 2) / 8 = 25 % < 40 %, so NS get 25 %.
 */
async function sessionRuleRun(page, { baseUrl, assert, screenshot }, lang) {
  await page.goto(`${baseUrl}preview.html?empty=1&lang=${lang}`);
  await page.locator('#tab-setup').click();
  await page.locator('input[name="tables"]').fill('4');
  await page.locator('input[name="perRound"]').fill('3');
  await page.locator('form button[type="submit"]').click();
  await page.locator('[data-testid="event-summary"]').waitFor();
  const rows = await page.evaluate(() => {
    const t = window.__preview.host.getTable('Travellers');
    return t.rows.map((r, i) => ({ board: r[0], table: r[1], row: i + 2 })).filter((x) => x.board <= 3);
  });
  const scores = { 1: { 1: 420, 4: 450, 3: 430 }, 2: { 3: 100, 4: 200 }, 3: { 1: 430, 3: 420, 4: 450 } };
  for (const r of rows) {
    const v = scores[r.board]?.[r.table];
    if (v === undefined) continue;
    await page.evaluate(([a, x]) => window.__preview.host.setValues(a, [[x]]), [`Travellers!J${r.row}`, v]);
  }
  await page.locator('[data-testid="event-summary"] + div button').click();
  await page.waitForFunction(() => {
    const t = window.__preview.host.getTable('Travellers');
    const pct = t.headers.indexOf('pct_ns');
    return t.rows.filter((r) => r[0] === 1 || r[0] === 3).every((r) => typeof r[pct] === 'number');
  });
  await page.locator('#tab-ruling').click();
  const target = rows.find((r) => r.board === 2 && r.table === 1);
  assert.ok(target, 'board 2 is played at table 1');
  await page.evaluate((r) => window.__preview.host.select(`Travellers!C${r}`), target.row);
  await page.locator('[data-testid="procedure-usual"]').waitFor();
  await page.locator('[data-testid="step-what"] input[value="noResult"]').check();
  await page.locator('[data-testid="step-nsResponsibility"] input[value="directly"]').check();
  await page.locator('[data-testid="step-ewResponsibility"] input[value="none"]').check();
  const said = (await page.locator('[data-testid="ruling-session-rule"]').allTextContents()).join(' | ');
  const ew = lang.startsWith('en')
    ? /(E-W|East-West): own session 75\.00 % > 60 %, Law 12C2\(c\)/
    : /75[.,]00 % > 60 %/;
  const ns = lang.startsWith('en')
    ? /(N-S|North-South): own session 25\.00 % < 40 %, Law 12C2\(c\)/
    : /25[.,]00 % < 40 %/;
  assert.match(said, ew, `the preview names EW's own session (${lang}): ${said}`);
  assert.match(said, ns, `the preview names NS's own session (${lang}): ${said}`);
  const sentence = await page.locator('[data-testid="ruling-sentence"]').textContent();
  assert.match(sentence, ew);
  const preview = await page.locator('[data-testid="ruling-preview"]').textContent();
  assert.match(preview, /75[.,]00/);
  assert.match(preview, /25[.,]00/);
  await screenshot(`${lang}-session-rule-preview`);
  await page.click('[data-testid="ruling-apply"]');
  await page.locator('[data-testid="log-1"]').waitFor();
  const line = (await table(page, 'Travellers')).find((r) => r.board === 2 && r.table === 1);
  assert.match(line.ruling, /^A-\/A\+/);
  assert.ok(Math.abs(line.pct_ew - 75) < 1e-9, `EW's written score is their own 75 %, not ${line.pct_ew}`);
  assert.ok(Math.abs(line.pct_ns - 25) < 1e-9, `NS's written score is their own 25 %, not ${line.pct_ns}`);
  const log = await table(page, 'Rulings');
  assert.match(log[0].ruling, ew, `the log says so (${lang}): ${log[0].ruling}`);
  assertNoNotation(assert, log, `Rulings log (${lang})`);
  await screenshot(`${lang}-session-rule-applied`);
}

export default async function paneRulings(page, ctx) {
  for (const lang of ['en-US', 'pl-PL', 'ru-RU']) await rulingRun(page, ctx, lang);
  for (const lang of ['en-US', 'ru-RU']) await sessionRuleRun(page, ctx, lang);
}
