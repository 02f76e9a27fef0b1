/**
 * The individual and duplicate-preferans templates (assets/templates/individual.xlsx and preferans.xlsx, and the
 * same builds at a small size) evaluated by HyperFormula with the BRIDGE functions registered, filled as a scorer
 * fills them, with figures worked by hand. The Live sheet of each holds one spilled formula:
 * BRIDGE.INDIVIDUAL_RESULTS over the Travellers table, BRIDGE.PREFERANS_RESULTS over the Protocols table.
 */
import * as path from 'path';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import type { HyperFormula } from 'hyperformula';
import { TEMPLATE_DIR, templateBytes } from '../../../scripts/build-templates';
import { TRAVELLER_COLUMNS } from '../../../src/workbook/tables/schema';
import { PROTOCOL_COLUMNS } from '../../../src/workbook/tables/preferans-protocols';
import { LIVE_SHEET } from '../../../src/workbook/tables/templates';
import { individualPasses } from '../../../src/functions/individual';
import { preferansPasses } from '../../../src/functions/preferans';
import { registerBridgeFunctions, workbook, type FunctionMeta } from '../../../src/dev/formulas/bridge-functions';
import { readWorkbook, workbookSheets } from './xlsx-sheets';

beforeAll(async () => {
  const generated = await generateCustomFunctionsMetadata(
    path.resolve(__dirname, '../../../src/functions/functions.ts'),
  );
  registerBridgeFunctions((JSON.parse(generated.metadataJson) as { functions: FunctionMeta[] }).functions);
});

function values(hf: HyperFormula, sheet: string): unknown[][] {
  return hf.getSheetValues(hf.getSheetId(sheet)!) as unknown[][];
}

/** Spilled rows below the header, up to the first empty row. */
function spilled(hf: HyperFormula, sheet: string, width: number): unknown[][] {
  const rows = values(hf, sheet).slice(1);
  const end = rows.findIndex((r) => r[0] === null || r[0] === '' || r[0] === undefined);
  return (end < 0 ? rows : rows.slice(0, end)).map((r) => r.slice(0, width));
}

describe('the individual template', () => {
  const col = (c: (typeof TRAVELLER_COLUMNS)[number]) => TRAVELLER_COLUMNS.indexOf(c);

  /** Types a line: the players "N+S" and "E+W", the NS score or a ruling, into the line of board and table. */
  function line(
    hf: HyperFormula,
    board: number,
    table: number,
    ns: string,
    ew: string,
    score: number | null,
    ruling?: string,
  ) {
    const sheet = hf.getSheetId('Travellers')!;
    const row = values(hf, 'Travellers').findIndex(
      (r, i) => i > 0 && r[col('board')] === board && r[col('table')] === table,
    );
    if (row < 0) throw new Error(`no line for board ${board} at table ${table}`);
    hf.setCellContents({ sheet, row, col: col('ns') }, `'${ns}`);
    hf.setCellContents({ sheet, row, col: col('ew') }, `'${ew}`);
    hf.setCellContents({ sheet, row, col: col('score_ns') }, score);
    if (ruling !== undefined) hf.setCellContents({ sheet, row, col: col('ruling') }, `'${ruling}`);
  }

  it('ranks the players as the engine scores an individual (Law 12C3), one engine pass per edit', async () => {
    // The shipped file's Live sheet over its 66 lines; a fresh copy for the small event below.
    const shipped = workbookSheets(await readWorkbook(path.join(TEMPLATE_DIR, 'individual.xlsx')));
    expect(shipped[LIVE_SHEET][1][0]).toMatch(/^=BRIDGE\.INDIVIDUAL_RESULTS\(Travellers!\$A\$2:\$A\$67,/);

    // 2 tables, 2 boards; players 1–8. Top 2(E − 1) = 2 (E = 2 results a board).
    const hf = workbook(
      workbookSheets(
        await readWorkbook(
          await templateBytes({ template: 'individual', movement: 'individual', tables: 2, boards: 2 }),
        ),
      ),
    );
    // Live waits for the first result.
    expect((values(hf, LIVE_SHEET)[1][0] as { type?: string }).type).toBe('NA');
    // Board 1: 1+2 v 3+4 NS +420, 5+6 v 7+8 NS +450: NS 5, 6 → 2, NS 1, 2 → 0; EW 3, 4 → 2, EW 7, 8 → 0.
    line(hf, 1, 1, '1+2', '3+4', 420);
    line(hf, 1, 2, '5+6', '7+8', 450);
    // Board 2: 1+3 v 5+7 NS −100; 2+4 v 6+8 an artificial score A60/40. The one real result, factored to
    // E = 2 (Neuberg: (0 + 1)·2/1 − 1 = 1): 1 each side; the artificial 60 % / 40 % of 2: NS 1.2, EW 0.8, then
    // Law 12C2(c) for each player (Law 12C3 shares the side's score, 12C2(c) is each contestant's own): 4 had
    // 100 % on board 1 (> 60) → 100 %, 2 of 2; 8 had 0 % (< 40) → 0 %; 2 (0 %) and 6 (100 %) keep 1.2 and 0.8.
    line(hf, 2, 1, '1+3', '5+7', -100);
    line(hf, 2, 2, '2+4', '6+8', null, 'A60/40');
    // Of a maximum of 4 each: 4: 2 + 2 = 4 (100 %); 3: 2 + 1 = 3 (75 %); 5: 2 + 1 = 3 (75 %); 6: 2 + 0.8 = 2.8
    // (70 %); 2: 0 + 1.2 = 1.2 (30 %); 1: 0 + 1 = 1 (25 %); 7: 0 + 1 = 1 (25 %); 8: 0 + 0 = 0 (0 %).
    const live = spilled(hf, LIVE_SHEET, 5);
    expect(live.map((r) => [r[0], r[1], r[2], r[3], r[4]])).toEqual([
      ['1', 4, 4, 100, 2],
      ['2=', 3, 3, 75, 2],
      ['2=', 5, 3, 75, 2],
      ['4', 6, 2.8, 70, 2],
      ['5', 2, 1.2, 30, 2],
      ['6=', 1, 1, 25, 2],
      ['6=', 7, 1, 25, 2],
      ['8', 8, 0, 0, 2],
    ]);

    // One typed result is one engine pass. Board 1 at table 2 made +400 (not +450): now 420 beats it, NS 1, 2 → 2,
    // NS 5, 6 → 0, EW 3, 4 → 0, EW 7, 8 → 2. Player 4 (now 0 % on board 1): 0 + 1.2 = 1.2 (30 %); player 8 (now
    // 100 %): 2 + 0.8 = 2.8 (70 %).
    const before = individualPasses();
    const row = values(hf, 'Travellers').findIndex((r, i) => i > 0 && r[col('board')] === 1 && r[col('table')] === 2);
    hf.setCellContents({ sheet: hf.getSheetId('Travellers')!, row, col: col('score_ns') }, 400);
    const after = spilled(hf, LIVE_SHEET, 5);
    expect(individualPasses() - before).toBe(1);
    expect(after.find((r) => r[1] === 4)!.slice(2, 4)).toEqual([1.2, 30]);
    expect(after.find((r) => r[1] === 8)!.slice(2, 4)).toEqual([2.8, 70]);

    // A side written with one player is refused, naming the cell.
    line(hf, 1, 2, '5', '7+8', 400);
    const err = values(hf, LIVE_SHEET)[1][0] as { type?: string; message?: string };
    expect([err.type, err.message]).toEqual([
      'VALUE',
      "'5' (ns_players, row 2) is not the two players of a side: write them as 3+7",
    ]);
    hf.destroy();
  });
});

describe('the duplicate-preferans template', () => {
  const col = (c: (typeof PROTOCOL_COLUMNS)[number]) => PROTOCOL_COLUMNS.indexOf(c);

  /** Types a seat's player and score (or ruling) into the row set out for deal, table and seat. */
  function seat(
    hf: HyperFormula,
    deal: number,
    table: number,
    s: number,
    player: string,
    score: number | null,
    ruling?: string,
  ) {
    const sheet = hf.getSheetId('Protocols')!;
    const row = values(hf, 'Protocols').findIndex(
      (r, i) => i > 0 && r[col('deal')] === deal && r[col('table')] === String(table) && r[col('seat')] === String(s),
    );
    if (row < 0) throw new Error(`no row for deal ${deal}, table ${table}, seat ${s}`);
    hf.setCellContents({ sheet, row, col: col('player') }, `'${player}`);
    hf.setCellContents({ sheet, row, col: col('score') }, score);
    if (ruling !== undefined) hf.setCellContents({ sheet, row, col: col('ruling') }, `'${ruling}`);
  }

  it('gives each player the matchpoints, the % of own maximum and the place (ru-preferans), one pass per edit', async () => {
    const shipped = workbookSheets(await readWorkbook(path.join(TEMPLATE_DIR, 'preferans.xlsx')));
    expect(shipped[LIVE_SHEET][1][0]).toMatch(/^=BRIDGE\.PREFERANS_RESULTS\(Protocols!\$A\$2:\$A\$241,/);

    // 2 tables, 2 deals, 3 seats set out at each. E = 2 results per deal and seat: top 2.
    const hf = workbook(
      workbookSheets(
        await readWorkbook(
          await templateBytes({ template: 'individual', movement: 'preferans', tables: 2, boards: 2 }),
        ),
      ),
    );
    expect((values(hf, LIVE_SHEET)[1][0] as { type?: string }).type).toBe('NA');
    // Deal 1, seat by seat: 1: p1 10 v p4 6 → p1 2, p4 0; 2: p2 −4 v p5 2 → p2 0, p5 2; 3: p3 −6 v p6 −8 → p3 2, p6 0.
    seat(hf, 1, 1, 1, 'p1', 10);
    seat(hf, 1, 1, 2, 'p2', -4);
    seat(hf, 1, 1, 3, 'p3', -6);
    seat(hf, 1, 2, 1, 'p4', 6);
    seat(hf, 1, 2, 2, 'p5', 2);
    seat(hf, 1, 2, 3, 'p6', -8);
    // Deal 2: seat 1: p3 −10 and p6 an artificial A60 (code §11.2): p3's result alone, factored to E = 2
    // ((0 + 1)·2/1 − 1 = 1), p6 60 % of 2 = 1.2; seat 2: p1 5 v p4 5 → 1 each; seat 3: p2 5 v p5 0 → p2 2, p5 0.
    seat(hf, 2, 1, 1, 'p3', -10);
    seat(hf, 2, 1, 2, 'p1', 5);
    seat(hf, 2, 1, 3, 'p2', 5);
    seat(hf, 2, 2, 1, 'p6', null, 'A60');
    seat(hf, 2, 2, 2, 'p4', 5);
    seat(hf, 2, 2, 3, 'p5', 0);
    // Of 4 each: p1 2 + 1 = 3 (75 %), p3 2 + 1 = 3 (75 %), p2 0 + 2 = 2 (50 %), p5 2 + 0 = 2 (50 %),
    // p6 0 + 1.2 = 1.2 (30 %), p4 0 + 1 = 1 (25 %).
    expect(spilled(hf, LIVE_SHEET, 6)).toEqual([
      ['1=', 'p1', 3, 75, 2, 0],
      ['1=', 'p3', 3, 75, 2, 0],
      ['3=', 'p2', 2, 50, 2, 0],
      ['3=', 'p5', 2, 50, 2, 0],
      ['5', 'p6', 1.2, 30, 2, 0],
      ['6', 'p4', 1, 25, 2, 0],
    ]);

    // One typed result, one engine pass: p4 takes 6 tricks' worth more on deal 2 (10 v p1's 5): p4 2, p1 0.
    const before = preferansPasses();
    seat(hf, 2, 2, 2, 'p4', 10);
    const after = spilled(hf, LIVE_SHEET, 6);
    expect(preferansPasses() - before).toBe(1);
    expect(after.find((r) => r[1] === 'p4')!.slice(2, 4)).toEqual([2, 50]);
    expect(after.find((r) => r[1] === 'p1')!.slice(2, 4)).toEqual([2, 50]);

    // The percentage is of each player's own maximum: p5's deal 2 not played (NP: no score, no maximum). p2's
    // result is then alone on deal 2, seat 3, factored to 1. p5: 2 of 2 (100 %, first with 2 matchpoints, one deal);
    // p2: 0 + 1 = 1 of 4 (25 %).
    seat(hf, 2, 2, 3, 'p5', null, 'NP');
    const own = spilled(hf, LIVE_SHEET, 6);
    expect(own[0]).toEqual(['1', 'p5', 2, 100, 1, 0]);
    expect(own.find((r) => r[1] === 'p2')!.slice(2, 5)).toEqual([1, 25, 2]);

    // A score that is not a number is refused, naming the range and row.
    seat(hf, 1, 1, 1, 'p1', null);
    const sheet = hf.getSheetId('Protocols')!;
    hf.setCellContents({ sheet, row: 1, col: col('score') }, "'ten");
    const err = values(hf, LIVE_SHEET)[1][0] as { type?: string; message?: string };
    expect(err.type).toBe('VALUE');
    expect(err.message).toContain("'ten' (scores, row 1)");
    hf.destroy();
  });
});
