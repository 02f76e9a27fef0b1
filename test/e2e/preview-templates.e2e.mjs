/* global window */
/**
 * Every template calculates live in the preview: the page's choice (`?template=…`, src/dev/preview/samples.ts)
 * sets up a Butler pairs, teams, individual or duplicate-preferans event through the workbook layer, fills it with
 * its sample results, and HyperFormula with the BRIDGE.* functions computes its live sheets. For each one a result
 * typed into the grid changes a spilled figure at once. Every figure is worked by hand below.
 *
 * IMP scale (Law 78B): 0–10 → 0, 20–40 → 1, 90–120 → 3, 130–160 → 4, 170–210 → 5, 220–260 → 6, 600–740 → 12.
 */

const letter = (i) => String.fromCharCode(65 + i);

/**
 * Opens the preview with one template (by the page's choice when `choose`, else by the URL) and waits until its
 * sheet `sheet` shows the spilled figures.
 */
async function open(page, baseUrl, template, sheet, choose = false) {
  if (choose) {
    await page.goto(`${baseUrl}preview.html?lang=en-US`);
    await page.locator('#preview-template').waitFor();
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('template') === template),
      page.selectOption('#preview-template', template),
    ]);
  } else await page.goto(`${baseUrl}preview.html?lang=en-US&template=${template}`);
  await page.waitForFunction(
    (s) => {
      const p = window.__preview;
      if (!p || !p.host.model.sheets.some((x) => x.name === s)) return false;
      const v = p.host.getValues(`'${s}'!A2`)[0][0];
      return typeof v === 'number' || (typeof v === 'string' && v !== '' && !v.startsWith('#'));
    },
    sheet,
    { timeout: 30000 },
  );
  const chosen = await page.locator('#preview-template').inputValue();
  if (chosen !== template) throw new Error(`the page's choice shows ${chosen}, not ${template}`);
}

/** The spilled rows of a sheet below its header, to the first empty row. */
async function spilled(page, sheet, width) {
  const rows = await page.evaluate(
    ([s, w]) => window.__preview.host.getValues(`'${s}'!A2:${String.fromCharCode(64 + w)}40`),
    [sheet, width],
  );
  const end = rows.findIndex((r) => r[0] === '' || r[0] === null || r[0] === undefined);
  return end < 0 ? rows : rows.slice(0, end);
}

/** Types `text` into the cell of `table` (at A1 of its sheet) on the line whose cells match `key`. */
async function typeInto(page, table, key, column, text) {
  const t = await page.evaluate((name) => window.__preview.host.getTable(name), table);
  const col = (name) => {
    const i = t.headers.indexOf(name);
    if (i < 0) throw new Error(`${table} has no column ${name}`);
    return i;
  };
  const row = t.rows.findIndex((r) => Object.entries(key).every(([c, v]) => String(r[col(c)]) === String(v)));
  if (row < 0) throw new Error(`${table} has no line ${JSON.stringify(key)}`);
  await page.click(`[role="tab"][data-sheet="${table}"]`);
  const address = `${table}!${letter(col(column))}${row + 2}`;
  const input = page.locator(`input[data-editing="${address}"]`);
  // A redraw the pane's own reading causes can drop an editor just opened: open it again then.
  for (let attempt = 1; ; attempt++) {
    await page.locator(`td[data-address="${address}"]`).dblclick();
    try {
      await input.waitFor({ timeout: 3000 });
      break;
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
  await input.fill(text);
  await input.press('Enter');
}

/** The text drawn in a cell after showing its sheet. */
async function drawn(page, sheet, address) {
  await page.click(`[role="tab"][data-sheet="${sheet}"]`);
  const td = page.locator(`td[data-address="${sheet}!${address}"]`);
  await td.waitFor();
  return (await td.textContent()).trim();
}

export default async function previewTemplates(page, { baseUrl, assert, screenshot }) {
  const pick = (rows, ...cols) => rows.map((r) => cols.map((c) => r[c]));
  // The failure message shows what the page computed.
  const same = (actual, expected) => assert.deepEqual(actual, expected, `got ${JSON.stringify(actual)}`);

  // Butler pairs: a 2-table Howell, boards 1–3 each played twice; WBF datum = plain mean of the results to 10,
  // halves away from zero. Board 1: 420, 170 → mean 295 → 300; +120 → 3 (pair 4 NS, pair 1 EW −3), −130 → −4
  // (pair 3 NS, pair 2 EW +4). Board 2: −100, 140 → 20; −120 → −3 (pair 2, pair 4 +3), +120 → 3 (pair 3,
  // pair 1 −3). Board 3: 620, 650 → 635 → 640; −20 → −1 (pair 4, pair 3 +1), +10 → 0 (pair 2, pair 1).
  // Pair 4: 3 + 3 − 1 = 5; pair 2: 4 − 3 + 0 = 1; pair 3: −4 + 3 + 1 = 0; pair 1: −3 − 3 + 0 = −6.
  // Picked with the page's choice (which opens the page again with ?template=butler).
  await open(page, baseUrl, 'butler', 'Live', true);
  assert.match(
    await page.locator('td[data-address="Live!A2"]').getAttribute('data-formula'),
    /^=BRIDGE\.SESSION_RESULTS\(/,
  );
  same(pick(await spilled(page, 'Live', 6), 0, 1, 3), [
    ['1', 4, 5],
    ['2', 2, 1],
    ['3', 3, 0],
    ['4', 1, -6],
  ]);
  same(await spilled(page, 'Datums', 3), [
    [1, 300, 2],
    [2, 20, 2],
    [3, 640, 2],
  ]);
  // Board 3 at table 2 typed as +420 (not +650): mean 520 → datum 520; table 1 +100 → 3 (pair 4, pair 3 −3),
  // table 2 −100 → −3 (pair 2, pair 1 +3). Pair 4: 3 + 3 + 3 = 9; pair 2: 4 − 3 − 3 = −2; pair 1: −3 − 3 + 3 = −3;
  // pair 3: −4 + 3 − 3 = −4.
  await typeInto(page, 'Travellers', { board: 3, table: 2 }, 'score_ns', '420');
  same((await spilled(page, 'Datums', 3))[2], [3, 520, 2]);
  same(pick(await spilled(page, 'Live', 6), 0, 1, 3), [
    ['1', 4, 9],
    ['2', 2, -2],
    ['3', 1, -3],
    ['4', 3, -4],
  ]);
  assert.equal(await drawn(page, 'Datums', 'B4'), '520');
  await screenshot('butler-datums-after-typing');

  // Teams: one 4-board match, team 1 N-S in the open room (table 1), team 2 N-S in the closed room (table 2).
  // Open − closed: 1: 420 − 170 = 250 → 6 home; 2: −50 − 110 = −160 → 4 away; 3: 100 − 100 = 0; 4: 620 + 100 =
  // 720 → 12 home. Home 18, away 4, margin 14. WBF 2013 VPs, 4 boards: X = 15·√4 = 30, r = √5 − 2;
  // r^(14/30) = e^(−1.443635·0.466667) = 0.509830; 10 + 10·(1 − 0.509830)/(1 − r) = 10 + 10·0.490170/0.763932
  // = 16.4165 → 16.42, the other side 3.58.
  await open(page, baseUrl, 'teams', 'Match results');
  // Each board's IMPs from either side (the away figure is the home one's negative).
  same(pick(await spilled(page, 'Board IMPs', 6), 1, 4, 5), [
    [1, 6, -6],
    [2, -4, 4],
    [3, 0, 0],
    [4, 12, -12],
  ]);
  const match = (await spilled(page, 'Match results', 10))[0];
  same(pick([match], 0, 2, 3, 4, 6, 7, 8, 9)[0], [1, '1', '2', 4, 18, 4, 16.42, 3.58]);
  same(pick(await spilled(page, 'Standings', 6), 0, 1, 3), [
    ['1', '1', 16.42],
    ['2', '2', 3.58],
  ]);
  // Board 3's closed room typed as −100: 100 + 100 = 200 → 5 home. Home 23, margin 19: r^(19/30) =
  // e^(−1.443635·0.633333) = 0.400787; 10 + 10·0.599213/0.763932 = 17.8437 → 17.84, the other side 2.16.
  await typeInto(page, 'Travellers', { board: 3, table: 2 }, 'score_ns', '-100');
  same((await spilled(page, 'Board IMPs', 6))[2].slice(4, 6), [5, -5]);
  same(pick(await spilled(page, 'Match results', 10), 6, 7, 8, 9)[0], [23, 4, 17.84, 2.16]);
  same(pick(await spilled(page, 'Standings', 6), 1, 3, 4), [
    ['1', 17.84, 23],
    ['2', 2.16, 4],
  ]);
  assert.equal(await drawn(page, 'Match results', 'I2'), '17.84');
  await screenshot('teams-match-after-typing');

  // Individual: 2 tables, 2 boards, players 1–8; top 2 (two results a board). Board 1: 1+2 v 3+4 +420,
  // 5+6 v 7+8 +450: NS 5, 6 → 2, NS 1, 2 → 0; EW 3, 4 → 2, EW 7, 8 → 0. Board 2: 1+3 v 5+7 −100, 2+4 v 6+8
  // artificial A60/40: the one real result factored to two (Neuberg: (0 + 1)·2/1 − 1 = 1) gives 1 each side; the
  // artificial one 60 % / 40 % of 2: NS 1.2, EW 0.8, then Law 12C2(c) for each player: 4 had 100 % on board 1
  // (> 60) → 2 of 2; 8 had 0 % (< 40) → 0; 2 (0 %) and 6 (100 %) keep 1.2 and 0.8. Of a maximum of 4: player 4:
  // 2 + 2 = 4 (100 %); 3 and 5: 2 + 1 = 3 (75 %); 6: 2 + 0.8 = 2.8 (70 %); 2: 1.2 (30 %); 1 and 7: 1 (25 %); 8: 0.
  await open(page, baseUrl, 'individual', 'Live');
  same(await spilled(page, 'Live', 5), [
    ['1', 4, 4, 100, 2],
    ['2=', 3, 3, 75, 2],
    ['2=', 5, 3, 75, 2],
    ['4', 6, 2.8, 70, 2],
    ['5', 2, 1.2, 30, 2],
    ['6=', 1, 1, 25, 2],
    ['6=', 7, 1, 25, 2],
    ['8', 8, 0, 0, 2],
  ]);
  // Board 1 at table 2 typed as +400 (not +450): 420 beats it, NS 1, 2 → 2, NS 5, 6 → 0, EW 3, 4 → 0, EW 7, 8 → 2.
  // Player 4 (now 0 % on board 1, so 12C2(c) leaves him 1.2): 0 + 1.2 = 1.2 (30 %); player 8 (now 100 %): 2 + 0.8 =
  // 2.8 (70 %); player 1: 2 + 1 = 3 (75 %).
  await typeInto(page, 'Travellers', { board: 1, table: 2 }, 'score_ns', '400');
  const players = await spilled(page, 'Live', 5);
  same(players.find((r) => r[1] === 4).slice(2, 4), [1.2, 30]);
  same(players.find((r) => r[1] === 8).slice(2, 4), [2.8, 70]);
  same(players.find((r) => r[1] === 1).slice(2, 4), [3, 75]);
  await screenshot('individual-live-after-typing');

  // Duplicate preferans (ru-preferans): 2 tables, 2 deals, 3 seats; a result is compared with the same seat of the
  // same deal, top 2. Deal 1: seat 1 p1 10 v p4 6 → p1 2; seat 2 p2 −4 v p5 2 → p5 2; seat 3 p3 −6 v p6 −8 →
  // p3 2. Deal 2: seat 1 p3 −10 and p6 an artificial A60: p3 alone, factored to 1, p6 60 % of 2 = 1.2; seat 2
  // p1 5 v p4 5 → 1 each; seat 3 p2 5 v p5 0 → p2 2. Of 4 each: p1 3 (75 %), p3 3 (75 %), p2 2 (50 %),
  // p5 2 (50 %), p6 1.2 (30 %), p4 1 (25 %).
  await open(page, baseUrl, 'preferans', 'Live');
  assert.match(
    await page.locator('td[data-address="Live!A2"]').getAttribute('data-formula'),
    /^=BRIDGE\.PREFERANS_RESULTS\(/,
  );
  same(await spilled(page, 'Live', 6), [
    ['1=', 'p1', 3, 75, 2, 0],
    ['1=', 'p3', 3, 75, 2, 0],
    ['3=', 'p2', 2, 50, 2, 0],
    ['3=', 'p5', 2, 50, 2, 0],
    ['5', 'p6', 1.2, 30, 2, 0],
    ['6', 'p4', 1, 25, 2, 0],
  ]);
  // p4's deal 2 typed as 10 (beats p1's 5): p4 0 + 2 = 2 (50 %), p1 2 + 0 = 2 (50 %).
  await typeInto(page, 'Protocols', { deal: 2, table: 2, seat: 2 }, 'score', '10');
  const seats = await spilled(page, 'Live', 6);
  same(seats.find((r) => r[1] === 'p4').slice(2, 4), [2, 50]);
  same(seats.find((r) => r[1] === 'p1').slice(2, 4), [2, 50]);
  await screenshot('preferans-live-after-typing');
}
