/* global window, document -- the callbacks of page.evaluate run in the page */
/**
 * A duplicate-preferans evening in the preview page, in Russian (Office display language ru-RU): set up a
 * preferans event from the Event tab → import test/fixtures/preferans/protocol.csv → score again and read the
 * ranking → average-plus on one seat through the ruling view (preview, log line, changed figure) → undo it →
 * axe finds no serious violation in the ruling and results views.
 *
 * Figures from test/fixtures/preferans/protocol-checked.csv: p9 7.5 MP, 93.75 % (1st); p1 7 MP, 87.50 % (2nd);
 * p4 1 MP, 12.50 % (8th). Deal 1, table 2, seat 1 is p4 with 6, tied with p7 on that seat: 1 of 4 = 25 %.
 * Average-plus there: 60 % of 4 = 2.4, so p4's total becomes 2.4 of 8 = 30 %.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { syncsOf } from './host-syncs.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURE = path.resolve(here, '../fixtures/preferans/protocol.csv');
const BRIDGE_FILE = path.resolve(here, '../fixtures/individual/traveller.csv');
const LANG = 'ru-RU';

const close = (assert, actual, expected, what) =>
  assert.ok(Math.abs(Number(actual) - expected) < 1e-9, `${what}: expected ${expected}, got ${actual}`);

/** The Protocols line of a deal, table and seat, as { column: value }. */
async function protocolLine(page, deal, table, seat) {
  return page.evaluate(
    ([d, t, s]) => {
      const p = window.__preview.host.getTable('Protocols');
      const row = p.rows.find((r) => String(r[0]) === d && String(r[1]) === t && String(r[2]) === s);
      return row ? Object.fromEntries(p.headers.map((h, i) => [h, row[i]])) : undefined;
    },
    [String(deal), String(table), String(seat)],
  );
}

async function logLines(page) {
  return page.evaluate(() => {
    const t = window.__preview.host.getTable('Rulings');
    return t.rows.map((r) => Object.fromEntries(t.headers.map((h, i) => [h, r[i]])));
  });
}

/** A figure of the pane's ranking table (columns rank, player, total, percent, deals, penalty). */
async function rankingCell(page, player, col) {
  return page.locator(`[data-testid="preferans-ranking"] [data-player="${player}"] [data-col="${col}"]`).textContent();
}

async function statusText(page) {
  return page.locator('[data-testid="status"]').textContent();
}

export default async function panePreferans(page, { baseUrl, assert, screenshot }) {
  await page.goto(`${baseUrl}preview.html?empty=1&lang=${LANG}`);
  await page.locator('#tab-setup').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');

  // ---------------------------------------------------------------- 1. set up a preferans event
  await page.locator('#tab-setup').click();
  await page.locator('input[type="radio"][value="individual"]').check();
  await page.locator('form select').first().selectOption('preferans');
  await page.locator('input[name="tables"]').fill('3');
  await page.locator('input[name="boards"]').fill('2');
  const setupSyncs = await syncsOf(
    page,
    () => page.locator('form button[type="submit"]').click(),
    () => page.locator('[data-testid="status"]').waitFor(),
  );
  // createEvent: 2 syncs; the pane then reads: travellers first (none), then the protocols.
  assert.ok(setupSyncs <= 4, `set-up cost ${setupSyncs} syncs`);
  const sheets = await page.evaluate(() => window.__preview.host.sheetNames());
  for (const name of ['Event', 'Protocols', 'Ranking', 'Rulings']) assert.ok(sheets.includes(name), `sheet ${name}`);
  assert.equal(
    await page.evaluate(() => window.__preview.host.getTable('Protocols').rows.length),
    2 * 3 * 3,
    '2 deals × 3 tables × 3 seats set out',
  );
  await page.evaluate(() => window.__preview.showSheet('Protocols'));
  await screenshot('1-setup');

  // ---------------------------------------------------------------- 2. import the protocol
  await page.locator('#tab-import').click();
  await page.setInputFiles('[data-testid="import-file"]', {
    name: 'protocol.csv',
    mimeType: 'text/csv',
    buffer: readFileSync(FIXTURE),
  });
  await page.locator('[data-testid="import-summary"]').waitFor();
  const summary = await page.locator('[data-testid="import-summary"]').textContent();
  assert.match(summary, /18/, 'the protocol has 18 lines');
  assert.match(summary, /преферанс/);
  await screenshot('2-import-read');
  const importSyncs = await syncsOf(
    page,
    () => page.locator('[data-testid="import-do"]').click(),
    () => page.locator('[data-testid="import-preferans-report"]').waitFor(),
  );
  // importPreferans: 2 syncs; the pane reads the protocols again: 1.
  assert.ok(importSyncs <= 3, `import cost ${importSyncs} syncs`);
  const report = await page.locator('[data-testid="import-preferans-report"]').textContent();
  assert.match(report, /18/);
  let l = await protocolLine(page, 1, 1, 1);
  assert.equal(l.player, 'p1');
  close(assert, l.mp, 4, 'deal 1, table 1, seat 1 mp');
  await screenshot('3-imported');
  // A bridge traveller is not put into a preferans event.
  await page.setInputFiles('[data-testid="import-file"]', {
    name: 'traveller.csv',
    mimeType: 'text/csv',
    buffer: readFileSync(BRIDGE_FILE),
  });
  await page.locator('[data-testid="import-refused"]').waitFor();
  assert.match(await page.locator('[data-testid="import-refused"]').textContent(), /результаты бриджа/);
  assert.ok(await page.locator('[data-testid="import-do"]').isDisabled());

  // ---------------------------------------------------------------- 3. score again, read the ranking
  await page.locator('#tab-results').click();
  const rescoreSyncs = await syncsOf(
    page,
    () => page.locator('[data-testid="preferans-rescore"]').click(),
    () => page.waitForFunction(() => /Подсчитано/.test(document.querySelector('[data-testid="status"]')?.textContent)),
  );
  assert.ok(rescoreSyncs <= 3, `rescoring cost ${rescoreSyncs} syncs`);
  assert.equal(await rankingCell(page, 'p9', 'rank'), '1');
  assert.equal(await rankingCell(page, 'p9', 'total'), '7,50');
  assert.equal(await rankingCell(page, 'p9', 'percent'), '93,75');
  assert.equal(await rankingCell(page, 'p1', 'rank'), '2');
  assert.equal(await rankingCell(page, 'p1', 'percent'), '87,50');
  assert.equal(await rankingCell(page, 'p4', 'percent'), '12,50');
  assert.equal(await page.locator('[data-testid="preferans-provisional"]').count(), 0, 'every seat has a result');
  await page.locator('[data-testid="ranking-chart"]').waitFor();
  // The engine's export writes bridge events only: it is not offered for this one.
  assert.equal(await page.locator('[data-testid="export-prepare"]').count(), 0);
  await screenshot('4-ranking');

  // ---------------------------------------------------------------- 4. average-plus on deal 1, table 2, seat 1
  await page.locator('#tab-ruling').click();
  // The code's questions are the default; a seat's artificial score is the direct entry beside them.
  await page.locator('[data-testid="pref-mode"] input[value="seat"]').check();
  await page.selectOption('[data-testid="pref-deal"]', '1');
  await page.selectOption('[data-testid="pref-table"]', '2');
  await page.selectOption('[data-testid="pref-seat"]', { label: '1 · p4' });
  assert.match(await page.locator('[data-testid="pref-current"]').textContent(), /p4 6/);
  // Nothing chosen yet: Apply says what is missing.
  assert.ok(await page.locator('[data-testid="pref-apply"]').isDisabled());
  assert.match(await page.locator('[data-testid="pref-missing"]').textContent(), /выберите, что получает позиция/);
  await page.locator('[data-testid="pref-choice"] input[value="A+"]').check();
  await page.locator('[data-testid="pref-preview"]').waitFor();
  const now = page.locator('[data-testid="pref-preview-now"]');
  const after = page.locator('[data-testid="pref-preview-after"]');
  // The preview's figures with the Russian decimal comma.
  assert.equal(await now.locator('[data-col="mp"]').textContent(), '1,00');
  assert.equal(await after.locator('[data-col="mp"]').textContent(), '2,40');
  assert.equal(await after.locator('[data-col="pct"]').textContent(), '60,00');
  assert.equal(await after.locator('[data-col="percent"]').textContent(), '30,00');
  // The section beside the choice.
  assert.match(
    await page.locator('[data-testid="pref-choice"]').textContent(),
    /Средний плюс, 60 % \(невиновен\) \(§11\.2Б1\)/,
  );
  assert.match(await page.locator('[data-testid="pref-missing"]').textContent(), /укажите имя судьи/);
  assert.ok(await page.locator('[data-testid="pref-apply"]').isDisabled());
  await page.locator('[data-testid="pref-director"]').fill('И. Судья');
  assert.ok(await page.locator('[data-testid="pref-apply"]').isEnabled());
  await page.locator('[data-testid="pref-note"]').fill('карты не досчитались до торговли');
  await screenshot('5-ruling-preview');
  const applySyncs = await syncsOf(
    page,
    () => page.locator('[data-testid="pref-apply"]').click(),
    () => page.locator('[data-testid="log-1"]').waitFor(),
  );
  // applyPreferansRuling: 2 syncs; the pane reads the protocols again: 1.
  assert.ok(applySyncs <= 3, `the ruling cost ${applySyncs} syncs`);
  assert.match(await statusText(page), /№1/);
  l = await protocolLine(page, 1, 2, 1);
  assert.equal(l.ruling, 'A+');
  close(assert, l.mp, 2.4, 'p4 on deal 1 after average-plus');
  let log = await logLines(page);
  assert.equal(log.length, 1);
  assert.equal(log[0].ruling_after, 'A+');
  assert.equal(log[0].laws, '§11.2Б1');
  assert.equal(log[0].director, 'И. Судья');
  const logText = await page.locator('[data-testid="log-1"]').textContent();
  assert.match(logText, /A\+/);
  assert.match(logText, /p4 A\+; 2,40 МП 60,00 %/);
  assert.match(logText, /Стол 2 · Позиция 1/);
  await screenshot('6-ruling-applied');

  await page.locator('#tab-results').click();
  assert.equal(await rankingCell(page, 'p4', 'percent'), '30,00');
  // p1 on deal 1 now shares seat 1 with p7 alone: (2 + 1) · 3/2 − 1 = 3.5; 3.5 + 3 = 6.5 of 8 = 81.25 %.
  assert.equal(await rankingCell(page, 'p1', 'percent'), '81,25');
  await screenshot('7-ranking-after-ruling');

  // ---------------------------------------------------------------- 5. undo it
  await page.locator('#tab-ruling').click();
  const undoSyncs = await syncsOf(
    page,
    () => page.locator('[data-testid="pref-undo-1"]').click(),
    () => page.waitForFunction(() => window.__preview.host.getTable('Rulings').rows[0]?.includes('undone')),
  );
  assert.ok(undoSyncs <= 3, `undo cost ${undoSyncs} syncs`);
  l = await protocolLine(page, 1, 2, 1);
  assert.equal(l.ruling, '');
  close(assert, l.mp, 1, 'p4 on deal 1 after the undo');
  log = await logLines(page);
  assert.equal(log[0].status, 'undone');
  await page.locator('[data-testid="pref-undo-1"]').waitFor({ state: 'detached' });
  await screenshot('8-undone');

  // ------------------------------------------------- 5b. §11.6 through the code's questions, answered by seat
  // Deal 2, table 1 (p2 seat 1, p6 seat 2, p7 seat 3) played a deal a player there had played before: no natural
  // result, §11.2Б1 by each seat's responsibility. Seat 2 directly at fault: 40 % of 4 = 1.6; seats 1 and 3
  // in no way: 60 % of 4 = 2.4.
  await page.locator('[data-testid="pref-mode"] input[value="flow"]').check();
  await page.selectOption('[data-testid="pref-deal"]', '2');
  await page.selectOption('[data-testid="pref-table"]', '1');
  await page.locator('[data-testid="pref-step-what"] input[value="s11_6"]').check();
  await page.locator('[data-testid="pref-step-s116PlayedBefore"] input[value="yes"]').check();
  assert.match(await page.locator('[data-testid="pref-flow"]').textContent(), /§11\.2Б1/);
  for (const [seat, r] of [
    ['1', 'none'],
    ['2', 'directly'],
    ['3', 'none'],
  ])
    await page.selectOption(`[data-testid="pref-step-seatResponsibility-${seat}"]`, r);
  const decision = await page.locator('[data-testid="pref-flow-decision"]').textContent();
  assert.match(decision, /позиция 2: средний минус/);
  assert.doesNotMatch(decision, /Север|Восток|NS|EW/);
  assert.ok(await page.locator('[data-testid="pref-apply"]').isEnabled());
  await screenshot('8b-flow-s11-6');
  const flowSyncs = await syncsOf(
    page,
    () => page.locator('[data-testid="pref-apply"]').click(),
    () => page.locator('[data-testid="log-2"]').waitFor(),
  );
  assert.ok(flowSyncs <= 3, `the flow ruling cost ${flowSyncs} syncs`);
  const cells = [];
  for (const seat of [1, 2, 3]) cells.push(await protocolLine(page, 2, 1, seat));
  assert.deepEqual(
    cells.map((c) => c.ruling),
    ['A+', 'A-', 'A+'],
  );
  close(assert, cells[1].mp, 1.6, 'p6 on deal 2 at average-minus');
  close(assert, cells[0].mp, 2.4, 'p2 on deal 2 at average-plus');
  log = await logLines(page);
  assert.equal(log.length, 2);
  assert.equal(log[1].laws, '§11.6; §11.2Б1');
  assert.equal(log[1].ruling_after, '1: A+; 2: A-; 3: A+');
  assert.match(log[1].ruling, /позиция 2: средний минус/);
  assert.ok(JSON.parse(log[1].flow).seatResponsibility);
  await page.locator('[data-testid="pref-undo-2"]').click();
  await page.waitForFunction(() => window.__preview.host.getTable('Rulings').rows[1]?.includes('undone'));
  await page.locator('#tab-results').click();
  assert.equal(await rankingCell(page, 'p4', 'percent'), '12,50');

  // ------------------------------- 5c. §11.2Б2 from the other tables' results, with a §11.1В penalty, undone
  // Deal 1, table 3 (p7 6, p8 −2, p9 −4), seat 2 (p8) at fault. Possible without the infraction: table 1's
  // (10, −4, −6) and table 2's (6, 2, −8). Seats 1 and 3 take their best, 10 and −6; seat 2 its worst, −4.
  // Deal 1 then (top 4): p7 ties p1 at 10 → 3; p8 ties p2 at −4 → 1; p9 ties p3 at −6 → 3. The penalty: 25 % of
  // p8's top 4 = 1 MP off p8's total: 1 + 3 (deal 2) − 1 = 3 of 8 = 37.5 %.
  await page.locator('#tab-ruling').click();
  await page.locator('[data-testid="pref-mode"] input[value="flow"]').check();
  await page.selectOption('[data-testid="pref-deal"]', '1');
  await page.selectOption('[data-testid="pref-table"]', '3');
  await page.locator('[data-testid="pref-step-what"] input[value="damage"]').check();
  await page.locator('[data-testid="pref-step-offenderSeats-2"]').check();
  await page.locator('[data-testid="pref-step-method"] input[value="likelyProbable"]').check();
  await page.locator('[data-testid="pref-step-seatScores-table-1"]').check();
  await page.locator('[data-testid="pref-step-seatScores-table-2"]').check();
  await page.locator('[data-testid="pref-step-penalty"] input[value="yes"]').check();
  await page.selectOption('[data-testid="pref-step-penaltySeat-input"]', '2');
  await page.locator('[data-testid="pref-step-penaltyAmount-input"]').fill('25');
  await page.locator('[data-testid="pref-step-penaltyUnit"] input[value="pctTop"]').check();
  const assigned = await page.locator('[data-testid="pref-flow-decision"]').textContent();
  assert.match(
    assigned,
    /для каждой позиции; позиция 1: результат 10; позиция 2: результат -4; позиция 3: результат -6/,
  );
  assert.match(assigned, /§11\.2Б2/);
  assert.doesNotMatch(assigned, /обеих сторон|Север|NS|EW/);
  assert.ok(await page.locator('[data-testid="pref-apply"]').isEnabled());
  await screenshot('8c-flow-s11-2b2');
  const assignedSyncs = await syncsOf(
    page,
    () => page.locator('[data-testid="pref-apply"]').click(),
    () => page.locator('[data-testid="log-3"]').waitFor(),
  );
  assert.ok(assignedSyncs <= 3, `the §11.2Б2 ruling cost ${assignedSyncs} syncs`);
  const ruled = [];
  for (const seat of [1, 2, 3]) ruled.push(await protocolLine(page, 1, 3, seat));
  assert.deepEqual(
    ruled.map((c) => [c.score, c.ruling]),
    [
      [10, ''],
      [-4, 'PP 25%'],
      [-6, ''],
    ],
  );
  close(assert, ruled[0].mp, 3, 'p7 on deal 1 with the assigned 10');
  close(assert, ruled[1].mp, 1, 'p8 on deal 1 with the assigned −4');
  log = await logLines(page);
  assert.equal(log[2].laws, '§11.2Б2; §11.1В');
  assert.equal(log[2].ruling_before, '1: – · score 6; 2: – · score -2; 3: – · score -4');
  assert.equal(log[2].ruling_after, '1: – · score 10; 2: PP 25% · score -4; 3: – · score -6');
  assert.match(log[2].ruling, /позиция 3: результат -6; процедурное наказание 25/);
  await page.locator('#tab-results').click();
  assert.equal(await rankingCell(page, 'p8', 'percent'), '37,50');
  await screenshot('8d-ranking-after-s11-2b2');
  await page.locator('#tab-ruling').click();
  await page.locator('[data-testid="pref-undo-3"]').click();
  await page.waitForFunction(() => window.__preview.host.getTable('Rulings').rows[2]?.includes('undone'));
  const back = [];
  for (const seat of [1, 2, 3]) back.push(await protocolLine(page, 1, 3, seat));
  assert.deepEqual(
    back.map((c) => [c.score, c.ruling]),
    [
      [6, ''],
      [-2, ''],
      [-4, ''],
    ],
  );
  await page.locator('#tab-results').click();
  // p8 back to 2 + 3 = 5 of 8.
  assert.equal(await rankingCell(page, 'p8', 'percent'), '62,50');

  // ---------------------------------------------------------------- 6. accessibility of the two views
  await page.addScriptTag({ path: path.resolve(here, '../../node_modules/axe-core/axe.min.js') });
  for (const tab of ['ruling', 'results', 'import']) {
    await page.locator(`#tab-${tab}`).click();
    await page.waitForTimeout(200);
    if (tab === 'ruling') {
      await page.selectOption('[data-testid="pref-deal"]', '2');
      await page.selectOption('[data-testid="pref-table"]', '1');
      await page.locator('[data-testid="pref-mode"] input[value="table"]').check();
      await page.locator('[data-testid="pref-offender-p6"]').check();
      await page.locator('[data-testid="pref-preview"]').waitFor();
      // Apply has just become enabled: its colours change with a short transition.
      await page.waitForTimeout(500);
    }
    const serious = await page.evaluate(async () => {
      const context = { include: [['#taskpane-root']], exclude: [['[data-tabster-dummy]']] };
      const r = await window.axe.run(context, { resultTypes: ['violations'] });
      return r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary}`).join(', ')}`);
    });
    assert.deepEqual(serious, [], `axe on the ${tab} view`);
    if (tab === 'ruling') await screenshot('9-table-rule-113C-preview');
  }
}
