/**
 * The shipped pairs template (assets/templates/pairs.xlsx), read back with exceljs, evaluated by a real formula
 * engine (HyperFormula with the BRIDGE functions registered by src/dev/formulas/bridge-functions, tests and the preview only) and
 * filled the way a scorer fills it: scores and rulings typed into the Travellers table, everything else computed
 * by the template's own formulas (Boards: dealer, vulnerability, results, top; Live: one BRIDGE.SESSION_RESULTS
 * formula in A2 whose spilled ranking gives each pair's rank, total, percentage and boards played).
 *
 * HyperFormula knows no Excel tables: xlsx-sheets.ts turns `Travellers[col]` into the column's absolute range
 * from the table definition in the file (Travellers!$J$2:$J$148 for score_ns).
 *
 * The template is a 7-table Mitchell (21 boards, 3 a round, preset wbf). Boards 1-3 are the set that table 1
 * plays in round 1; it meets, table by table, N-S 1 v E-W 8, 2 v 10, 3 v 12, 4 v 14, 5 v 9, 6 v 11, 7 v 13
 * (checked below from the Travellers table itself).
 */
import * as fs from 'fs';
import * as path from 'path';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import { DetailedCellError, type HyperFormula } from 'hyperformula';
import { TEMPLATE_DIR, templateBytes } from '../../../scripts/build-templates';
import { TRAVELLER_COLUMNS } from '../../../src/workbook/tables/schema';
import { LIVE_COLUMNS } from '../../../src/workbook/tables/templates';
import { registerBridgeFunctions, workbook, type FunctionMeta } from '../../../src/dev/formulas/bridge-functions';
import { readWorkbook, workbookSheets } from './xlsx-sheets';
import { itWhen } from '../../shared-data';

const shared = path.resolve(__dirname, '../../../../shared/data');
const present = fs.existsSync(shared);
if (!present) console.warn(`shared data folder ${shared} not found: the organiser's board test is skipped`);
const itData = itWhen(present, shared);

let sheets: Record<string, unknown[][]>;

beforeAll(async () => {
  const generated = await generateCustomFunctionsMetadata(
    path.resolve(__dirname, '../../../src/functions/functions.ts'),
  );
  registerBridgeFunctions((JSON.parse(generated.metadataJson) as { functions: FunctionMeta[] }).functions);
  sheets = workbookSheets(await readWorkbook(path.join(TEMPLATE_DIR, 'pairs.xlsx')));
});

const col = (c: (typeof TRAVELLER_COLUMNS)[number]) => TRAVELLER_COLUMNS.indexOf(c);

/** A fresh engine over the template's sheets (each test fills its own copy). */
function open(): HyperFormula {
  return workbook(JSON.parse(JSON.stringify(sheets)) as Record<string, unknown[][]>);
}

function values(hf: HyperFormula, sheet: string): unknown[][] {
  return hf.getSheetValues(hf.getSheetId(sheet)!) as unknown[][];
}

/** The Travellers row (0-based, header = 0) of a board at a table. */
function lineOf(hf: HyperFormula, board: number, table: number): number {
  const rows = values(hf, 'Travellers');
  const r = rows.findIndex((row, i) => i > 0 && row[col('board')] === board && row[col('table')] === table);
  if (r < 0) throw new Error(`no traveller line for board ${board} at table ${table}`);
  return r;
}

/** Types a result into the Travellers table, as a scorer would: an NS score and/or a ruling. */
function enter(hf: HyperFormula, board: number, table: number, score: number | string | null, ruling?: string) {
  const sheet = hf.getSheetId('Travellers')!;
  const row = lineOf(hf, board, table);
  hf.setCellContents({ sheet, row, col: col('score_ns') }, score);
  if (ruling !== undefined) hf.setCellContents({ sheet, row, col: col('ruling') }, ruling);
}

/** The spilled ranking on the Live sheet: its rows [rank, pair, direction, total, percent, boards], as listed. */
function ranking(hf: HyperFormula): unknown[][] {
  return values(hf, 'Live')
    .slice(1)
    .filter((r) => typeof r[1] === 'number' || (typeof r[1] === 'string' && r[1] !== ''))
    .map((r) => r.slice(0, LIVE_COLUMNS.length));
}

/** A pair's row of the ranking, or undefined when the pair is not listed (it has not played a board). */
function listed(hf: HyperFormula, pair: number): unknown[] | undefined {
  return ranking(hf).find((r) => r[1] === pair);
}

/** A pair's row of the ranking: [rank, pair, direction, total, percent, boards]. */
function live(hf: HyperFormula, pair: number): unknown[] {
  const row = listed(hf, pair);
  if (!row) throw new Error(`pair ${pair} is not on the Live sheet`);
  return row;
}

const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);

describe('the pairs template in a formula engine', () => {
  it('is the file the build step writes now (so the figures below are those of the shipped file)', async () => {
    const bytes = await templateBytes({ template: 'pairs', movement: 'mitchell', tables: 7, boardsPerRound: 3 });
    expect(bytes.equals(fs.readFileSync(path.join(TEMPLATE_DIR, 'pairs.xlsx')))).toBe(true);
  });

  it('opens empty: Law 2 dealer and vulnerability per board, no results, no top, no ranking (not zeros)', () => {
    const hf = open();
    const boards = values(hf, 'Boards');
    expect(boards[0]).toEqual(['board', 'dealer', 'vulnerability', 'results', 'top']);
    expect(boards).toHaveLength(22);
    // Law 2: dealer N, E, S, W in turn; vulnerability in the 16-board cycle, board 17 as board 1.
    const cycle = 'None NS EW Both NS EW Both None EW Both None NS Both None NS EW'.split(' ');
    for (let b = 1; b <= 21; b++) {
      expect(boards[b].slice(0, 5)).toEqual([b, 'NESW'[(b - 1) % 4], cycle[(b - 1) % 16], 0, '']);
    }
    const rows = values(hf, 'Live');
    expect(rows[0].slice(0, LIVE_COLUMNS.length)).toEqual(['rank', 'pair', 'direction', 'total', 'percent', 'boards']);
    // No result yet: the spilled call in A2 says so (#N/A, "no results"), and no pair is listed.
    const a2 = rows[1][0];
    expect(a2).toBeInstanceOf(DetailedCellError);
    expect((a2 as DetailedCellError).type).toBe('NA');
    expect(ranking(hf)).toEqual([]);
    hf.destroy();
  });

  it('the movement puts boards 1-3 at tables 1-7 with the pairs the hand figures below assume', () => {
    const hf = open();
    const rows = values(hf, 'Travellers');
    for (let b = 1; b <= 3; b++) {
      const lines = rows
        .slice(1)
        .filter((r) => r[col('board')] === b)
        .map((r) => [r[col('table')], r[col('round')], r[col('ns')], r[col('ew')]]);
      // Table t in round r plays set (t + r) mod 7 (0-based): set 0 at table 1 in round 1, table 7 in round 2, …
      expect(lines).toEqual([
        [1, 1, '1', '8'],
        [7, 2, '7', '13'],
        [6, 3, '6', '11'],
        [5, 4, '5', '9'],
        [4, 5, '4', '14'],
        [3, 6, '3', '12'],
        [2, 7, '2', '10'],
      ]);
    }
    hf.destroy();
  });

  /*
   * Hand-made results of boards 1-3 (NS scores by table 1..7) and their matchpoints, 2 per beat, top 2 × 6 = 12:
   *
   * Board 1:  420  400  420  450  -50  420  170
   *   450 beats 6 → 12; each 420 beats 3 and ties 2 → 6 + 2 = 8; 400 → 4; 170 → 2; -50 → 0.
   *   NS: 8 4 8 12 0 8 2 (sum 42 = 7 × 6);  EW = 12 − NS: 4 8 4 0 12 4 10.
   * Board 2:  110  PASS  -100  140  140  -620  110
   *   140 × 2: beats 5, tie 1 → 11; 110 × 2: beats 3, tie 1 → 7; PASS (0) → 4; -100 → 2; -620 → 0.
   *   NS: 7 4 2 11 11 0 7 (sum 42);  EW: 5 8 10 1 1 12 5.
   * Board 3:  600  630  600  [A60/40]  170  -100  600   (table 4: no score, ruling Ave+ N-S / Ave− E-W)
   *   The 6 real results among themselves (top 10): 630 → 10, 600 × 3 → 4 + 2 = 6, 170 → 2, -100 → 0;
   *   Neuberg to the 7 results of a full board (WBF preset: always): M' = (M + 1) × 7/6 − 1
   *   → 10 → 71/6, 6 → 43/6, 2 → 15/6 = 2.5, 0 → 1/6; E-W: 0 → 1/6, 4 → 29/6, 8 → 57/6 = 9.5, 10 → 71/6.
   *   Table 4, Law 12C2(c): N-S 4 (non-offenders) scored 12 + 11 = 23 of 24 = 95.8333 % on their other boards,
   *   above 60 %, so they get 95.8333 % of 12 = 11.5 instead of 60 %; E-W 14 (offenders) scored 0 + 1 = 1 of 24
   *   = 4.1667 %, below 40 %, so they get 4.1667 % of 12 = 0.5 instead of 40 %.
   *
   * Totals over 3 boards (maximum 36), percentages to 2 decimals (WBF), rank within the direction by percentage:
   *   NS 1: 8 + 7 + 43/6 = 133/6 = 22.1667 → 61.57 %  (2)     EW  8: 4 + 5 + 29/6 =  83/6 = 13.8333 → 38.43 % (6)
   *   NS 2: 4 + 4 + 71/6 = 119/6 = 19.8333 → 55.09 %  (3)     EW 10: 8 + 8 +  1/6 =  97/6 = 16.1667 → 44.91 % (5)
   *   NS 3: 8 + 2 + 43/6 = 103/6 = 17.1667 → 47.69 %  (4)     EW 12: 4 + 10 + 29/6 = 113/6 = 18.8333 → 52.31 % (4)
   *   NS 4: 12 + 11 + 11.5 = 34.5          → 95.83 %  (1)     EW 14: 0 + 1 + 0.5 = 1.5            →  4.17 % (7)
   *   NS 5: 0 + 11 + 2.5 = 13.5            → 37.50 %  (6)     EW  9: 12 + 1 + 9.5 = 22.5          → 62.50 % (2)
   *   NS 6: 8 + 0 + 1/6 = 49/6 = 8.1667    → 22.69 %  (7)     EW 11: 4 + 12 + 71/6 = 167/6 = 27.8333 → 77.31 % (1)
   *   NS 7: 2 + 7 + 43/6 = 97/6 = 16.1667  → 44.91 %  (5)     EW 13: 10 + 5 + 29/6 = 119/6 = 19.8333 → 55.09 % (3)
   *   All 14 totals: 131.5 + 120.5 = 252 = 3 boards × 7 lines × 12.
   */
  const HAND: [pair: number, total: number, percent: number, rank: number][] = [
    [1, 133 / 6, 61.57, 2],
    [2, 119 / 6, 55.09, 3],
    [3, 103 / 6, 47.69, 4],
    [4, 34.5, 95.83, 1],
    [5, 13.5, 37.5, 6],
    [6, 49 / 6, 22.69, 7],
    [7, 97 / 6, 44.91, 5],
    [8, 83 / 6, 38.43, 6],
    [9, 22.5, 62.5, 2],
    [10, 97 / 6, 44.91, 5],
    [11, 167 / 6, 77.31, 1],
    [12, 113 / 6, 52.31, 4],
    [13, 119 / 6, 55.09, 3],
    [14, 1.5, 4.17, 7],
  ];

  it('filled by hand: board counts and tops, matchpoint totals, percentages and ranks equal the hand figures', () => {
    const hf = open();
    const b1 = [420, 400, 420, 450, -50, 420, 170];
    const b2: (number | string)[] = [110, 'PASS', -100, 140, 140, -620, 110];
    const b3: (number | null)[] = [600, 630, 600, null, 170, -100, 600];
    for (let t = 1; t <= 7; t++) {
      enter(hf, 1, t, b1[t - 1]);
      enter(hf, 2, t, b2[t - 1]);
      enter(hf, 3, t, b3[t - 1], t === 4 ? 'A60/40' : undefined);
    }
    const boards = values(hf, 'Boards');
    // Boards 1-3: 7 results each (board 3: six scores and one ruling without a score), top 12; board 4 untouched.
    expect(boards.slice(1, 5).map((r) => [r[0], r[3], r[4]])).toEqual([
      [1, 7, 12],
      [2, 7, 12],
      [3, 7, 12],
      [4, 0, ''],
    ]);
    const wrong: string[] = [];
    for (const [pair, total, percent, place] of HAND) {
      const [rank, , direction, t, p, played] = live(hf, pair);
      if (!isNumber(t) || Math.abs((t as number) - total) > 1e-9)
        wrong.push(`pair ${pair} total ${String(t)} ≠ ${total}`);
      if (!isNumber(p) || Math.abs((p as number) - percent) > 1e-9)
        wrong.push(`pair ${pair} % ${String(p)} ≠ ${percent}`);
      // No two pairs of a field tie here: the rank labels are plain places.
      if (rank !== String(place)) wrong.push(`pair ${pair} rank ${String(rank)} ≠ ${place}`);
      if (direction !== (pair <= 7 ? 'NS' : 'EW')) wrong.push(`pair ${pair} direction ${String(direction)}`);
      if (played !== 3) wrong.push(`pair ${pair} boards ${String(played)} ≠ 3`);
    }
    expect(wrong).toEqual([]);
    // The spill lists the 14 pairs, the N-S field first, each field in rank order.
    expect(ranking(hf).map((r) => r[1])).toEqual([4, 1, 2, 3, 7, 5, 6, 11, 9, 13, 12, 10, 8, 14]);
    const sum = HAND.reduce((s, [pair]) => s + (live(hf, pair)[3] as number), 0);
    expect(sum).toBeCloseTo(252, 9);

    // An edit recomputes live: table 6 corrects its board-1 score from 420 to 430. Board 1 is now
    // 450, 430, 420 × 2, 400, 170, -50: 430 beats 5 → 10; the two 420s beat 3 and tie 1 → 7.
    // N-S 6: 8 → 10 (+2); N-S 1 and N-S 3: 8 → 7 (−1); E-W 11: 4 → 2 (−2); E-W 8 and E-W 12: 4 → 5 (+1).
    enter(hf, 1, 6, 430);
    expect(live(hf, 6)[3]).toBeCloseTo(49 / 6 + 2, 9);
    expect(live(hf, 1)[3]).toBeCloseTo(133 / 6 - 1, 9);
    expect(live(hf, 3)[3]).toBeCloseTo(103 / 6 - 1, 9);
    expect(live(hf, 11)[3]).toBeCloseTo(167 / 6 - 2, 9);
    expect(live(hf, 8)[3]).toBeCloseTo(83 / 6 + 1, 9);
    expect(live(hf, 12)[3]).toBeCloseTo(113 / 6 + 1, 9);
    hf.destroy();
  });

  /*
   * One board from a real club session: board 26 of usebio/mp_pairs_howell.xml (Compscore3, 6 tables), the one
   * with an artificial score. Its six lines go, in the file's order, to the template's board 1 at tables 1-6
   * (table 7 stays empty: a board not yet played there). Only the N-S score and the ruling are typed; the board
   * number does not enter the matchpoints. The file's own figures for that board (NS_MATCH_POINTS and
   * EW_MATCH_POINTS) are the expectations: 5 real results on a top of 8 (2, 4, 8, 0, 6) Neuberg-factored to
   * the 6 results of the board, (M + 1) × 6/5 − 1 → 2.6, 5, 9.8, 0.2, 7.4, and A5050 = 5 each.
   */
  itData("filled with a real board: the organiser's printed matchpoints, top and percentages", () => {
    const lines = readUsebioBoard('mp_pairs_howell.xml', 26);
    expect(lines).toHaveLength(6);
    const hf = open();
    lines.forEach((l, k) => {
      const artificial = /^A/i.test(l.score);
      enter(hf, 1, k + 1, artificial ? null : Number(l.score), artificial ? l.score : undefined);
    });
    const boards = values(hf, 'Boards');
    // Six results; top 2 × (6 − 1) = 10, which is what every printed line adds up to (NS + EW).
    expect(boards[1].slice(3, 5)).toEqual([6, 10]);
    for (const l of lines) expect(Number(l.mpNS) + Number(l.mpEW)).toBeCloseTo(10, 9);
    // Board 1 at table t: N-S pair t against E-W 8, 10, 12, 14, 9, 11 (see the movement test above).
    const EW = [8, 10, 12, 14, 9, 11];
    const wrong: string[] = [];
    lines.forEach((l, k) => {
      for (const [pair, printed] of [
        [k + 1, Number(l.mpNS)],
        [EW[k], Number(l.mpEW)],
      ]) {
        const [, , , total, percent, played] = live(hf, pair);
        // One board played: the total is the board's matchpoints, the percentage is of its top 10.
        if (!isNumber(total) || Math.abs((total as number) - printed) > 1e-9) {
          wrong.push(`pair ${pair}: ${String(total)} ≠ printed ${printed}`);
        }
        if (!isNumber(percent) || Math.abs((percent as number) - printed * 10) > 1e-9) {
          wrong.push(`pair ${pair}: ${String(percent)} % ≠ ${printed * 10} %`);
        }
        if (played !== 1) wrong.push(`pair ${pair}: ${String(played)} boards ≠ 1`);
      }
    });
    expect(wrong).toEqual([]);
    // Table 7 has not played: its pairs (N-S 7, E-W 13) are not listed yet.
    for (const pair of [7, 13]) expect(listed(hf, pair)).toBeUndefined();
    // Ranks of the N-S field from the printed figures 2.6, 5, 5, 9.8, 0.2, 7.4: 9.8 first, 7.4 second, the
    // two 5s third equal (WBF writes a tie 3=), 2.6 fifth, 0.2 sixth.
    expect([1, 2, 3, 4, 5, 6].map((p) => live(hf, p)[0])).toEqual(['5', '3=', '3=', '1', '6', '2']);
    hf.destroy();
  });
});

/*
 * Once some results are in, a pair that has not played any board yet is not on the ranking: a line not yet
 * entered never counts as a zero (no total of 0, no rank).
 */
describe('the pairs template, a pair that has not played yet', () => {
  it('is not listed on the Live sheet, where the pairs that have played are', () => {
    const hf = open();
    enter(hf, 1, 1, 450);
    enter(hf, 1, 2, 420);
    // N-S 1 and N-S 2 have played board 1 (450 beats 420: 2 and 0 of a top of 2); N-S 3 has not played at all.
    expect(live(hf, 1)).toEqual(['1', 1, 'NS', 2, 100, 1]);
    expect(live(hf, 2)).toEqual(['2', 2, 'NS', 0, 0, 1]);
    expect(listed(hf, 3)).toBeUndefined();
    // Their opponents, E-W 8 (table 1) and E-W 10 (table 2), are the E-W field so far.
    expect(ranking(hf).map((r) => r[1])).toEqual([1, 2, 10, 8]);
    hf.destroy();
  });
});

/*
 * A line marked not played ("NP" or "-" in score_ns) is left out by the BRIDGE functions, and the Boards sheet's
 * results cell leaves it out as well (it subtracts the NP and "-" lines), so the board's count and top agree with
 * the smaller top the Live figures use.
 */
describe('the pairs template, a line marked not played', () => {
  it('is not counted as a result of the board', () => {
    const hf = open();
    // Board 1: 420 400 420 NP -50 420 170 → 6 results, top 10; each 420 beats 3 and ties 2 → 8 = 80 %.
    [420, 400, 420, 'NP', -50, 420, 170].forEach((score, t) => enter(hf, 1, t + 1, score));
    expect(live(hf, 1).slice(3, 5)).toEqual([8, 80]);
    expect(values(hf, 'Boards')[1].slice(3, 5)).toEqual([6, 10]);
  });
});

interface UsebioLine {
  ns: string;
  ew: string;
  score: string;
  mpNS: string;
  mpEW: string;
}

/** The traveller lines of one board of a USEBIO file, as the file writes them. */
function readUsebioBoard(file: string, board: number): UsebioLine[] {
  const xml = fs.readFileSync(path.join(shared, 'usebio', file), 'utf8');
  const event = xml.slice(0, xml.indexOf('</EVENT>'));
  const tag = (block: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(block)?.[1].trim() ?? '';
  for (const [, block] of event.matchAll(/<BOARD[^>]*>([\s\S]*?)<\/BOARD>/g)) {
    if (Number(tag(block, 'BOARD_NUMBER')) !== board) continue;
    return [...block.matchAll(/<TRAVELLER_LINE>([\s\S]*?)<\/TRAVELLER_LINE>/g)].map(([, l]) => ({
      ns: tag(l, 'NS_PAIR_NUMBER'),
      ew: tag(l, 'EW_PAIR_NUMBER'),
      score: tag(l, 'SCORE'),
      mpNS: tag(l, 'NS_MATCH_POINTS'),
      mpEW: tag(l, 'EW_MATCH_POINTS'),
    }));
  }
  throw new Error(`${file} has no board ${board}`);
}
