/**
 * The Butler pairs template (assets/templates/butler.xlsx, and the same build for a 35-board Howell) evaluated by
 * HyperFormula with the BRIDGE functions registered, filled as a scorer fills it: each line's board, pairs and NS
 * score typed into the Travellers table, the preset typed into the Event sheet. Live (BRIDGE.SESSION_RESULTS),
 * Datums (BRIDGE.SESSION_DATUMS) and Line IMPs (BRIDGE.SESSION_SCORES) each hold one spilled formula over the same
 * ranges and share one scoring of the session per recalculation.
 *
 * Ground truth: Compscore3's Butler USEBIO (../shared/data/usebio/butler_howell.xml, ABF club, 4 tables, 35 boards,
 * 140 lines): BOARD_AVERAGE (the datum: mean without the single highest and lowest result, to 10), NS/EW_BUTLER_POINTS,
 * each pair's TOTAL_SCORE and PLACE. Then a cross-IMP board worked by hand.
 */
import * as fs from 'fs';
import * as path from 'path';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import type { HyperFormula } from 'hyperformula';
import { TEMPLATE_DIR, TEMPLATE_OPTIONS, templateBytes } from '../../../scripts/build-templates';
import { TRAVELLER_COLUMNS } from '../../../src/workbook/tables/schema';
import { DATUMS_SHEET, LINE_IMPS_SHEET, LIVE_SHEET } from '../../../src/workbook/tables/templates';
import type { NewEventOptions } from '../../../src/workbook/tables/plan';
import { cacheStats } from '../../../src/functions/scoring';
import { registerBridgeFunctions, workbook, type FunctionMeta } from '../../../src/dev/formulas/bridge-functions';
import { readWorkbook, workbookSheets } from './xlsx-sheets';
import { describeShared, sharedPath } from '../../shared-data';

beforeAll(async () => {
  const generated = await generateCustomFunctionsMetadata(
    path.resolve(__dirname, '../../../src/functions/functions.ts'),
  );
  registerBridgeFunctions((JSON.parse(generated.metadataJson) as { functions: FunctionMeta[] }).functions);
});

const col = (c: (typeof TRAVELLER_COLUMNS)[number]) => TRAVELLER_COLUMNS.indexOf(c);

function values(hf: HyperFormula, sheet: string): unknown[][] {
  return hf.getSheetValues(hf.getSheetId(sheet)!) as unknown[][];
}

/** Spilled rows below the header, up to the first empty row. */
function spilled(hf: HyperFormula, sheet: string, width: number): unknown[][] {
  const rows = values(hf, sheet).slice(1);
  const end = rows.findIndex((r) => r[0] === null || r[0] === '' || r[0] === undefined);
  return (end < 0 ? rows : rows.slice(0, end)).map((r) => r.slice(0, width));
}

/** Types a value into the Event sheet's row `key`, as a scorer would. */
function setting(hf: HyperFormula, key: string, value: string) {
  const sheet = hf.getSheetId('Event')!;
  const row = values(hf, 'Event').findIndex((r) => r[0] === key);
  if (row < 1) throw new Error(`no setting '${key}'`);
  hf.setCellContents({ sheet, row, col: 1 }, value);
}

/** Types one traveller line into Travellers row `row` (1 = the first line): board, pairs, NS score. */
function typeLine(hf: HyperFormula, row: number, board: number, ns: string, ew: string, score: number | null) {
  const sheet = hf.getSheetId('Travellers')!;
  hf.setCellContents({ sheet, row, col: col('board') }, board);
  // The pair columns are text ("@"): a typed 3 stays the text '3'.
  hf.setCellContents({ sheet, row, col: col('ns') }, `'${ns}`);
  hf.setCellContents({ sheet, row, col: col('ew') }, `'${ew}`);
  hf.setCellContents({ sheet, row, col: col('score_ns') }, score);
}

function tag(block: string, name: string): string {
  const m = new RegExp(`<${name}>([^<]*)</${name}>`).exec(block);
  return m ? m[1].trim() : '';
}

describe('the Butler template file', () => {
  it('is the pairs template with form BUTLER: Live, Datums and Line IMPs each hold one formula', async () => {
    const sheets = workbookSheets(await readWorkbook(path.join(TEMPLATE_DIR, 'butler.xlsx')));
    for (const [sheet, fn] of [
      [LIVE_SHEET, 'SESSION_RESULTS'],
      [DATUMS_SHEET, 'SESSION_DATUMS'],
      [LINE_IMPS_SHEET, 'SESSION_SCORES'],
    ]) {
      const formulas = sheets[sheet].flat().filter((v) => typeof v === 'string' && v.startsWith('='));
      expect([sheet, formulas.length]).toEqual([sheet, 1]);
      expect(formulas[0]).toMatch(new RegExp(`^=BRIDGE\\.${fn}\\(Travellers!\\$A\\$2:\\$A\\$85,`));
      expect(sheets[sheet][1][0]).toBe(formulas[0]);
    }
  });
});

describeShared('the Butler template filled with Compscore’s Butler pairs', () => {
  const xml = () => fs.readFileSync(sharedPath('usebio/butler_howell.xml'), 'utf8');

  it('gives every datum, every line’s IMPs and every pair’s total and place as the file publishes them', async () => {
    const event = xml().slice(0, xml().indexOf('</EVENT>'));
    const pairs = [...event.matchAll(/<PAIR>([\s\S]*?)<\/PAIR>/g)].map(([, b]) => ({
      pair: Number(tag(b, 'PAIR_NUMBER')),
      total: Number(tag(b, 'TOTAL_SCORE')),
      place: tag(b, 'PLACE'),
    }));
    const datums: [number, number][] = [];
    const lines: { board: number; ns: string; ew: string; score: number; imps: [number, number] }[] = [];
    for (const [, b] of event.matchAll(/<BOARD[^>]*>([\s\S]*?)<\/BOARD>/g)) {
      const board = Number(tag(b, 'BOARD_NUMBER'));
      datums.push([board, Number(tag(b, 'BOARD_AVERAGE'))]);
      for (const [, l] of b.matchAll(/<TRAVELLER_LINE>([\s\S]*?)<\/TRAVELLER_LINE>/g)) {
        lines.push({
          board,
          ns: tag(l, 'NS_PAIR_NUMBER'),
          ew: tag(l, 'EW_PAIR_NUMBER'),
          score: Number(tag(l, 'SCORE')),
          imps: [Number(tag(l, 'NS_BUTLER_POINTS')), Number(tag(l, 'EW_BUTLER_POINTS'))],
        });
      }
    }
    expect([pairs.length, datums.length, lines.length]).toEqual([8, 35, 140]);

    // The shipped template's movement at the file's size: 4 tables, 7 rounds of 5 boards = 140 lines.
    const options = { ...(TEMPLATE_OPTIONS.butler as NewEventOptions), boardsPerRound: 5 };
    const hf = workbook(workbookSheets(await readWorkbook(await templateBytes(options))));
    expect(values(hf, 'Travellers').filter((r, i) => i > 0 && typeof r[0] === 'number')).toHaveLength(140);
    // Compscore scores this club's Butler under the ABF's conventions.
    // (In one batch, as a paste: HyperFormula recalculates once at the end.)
    setting(hf, 'preset', 'abf');
    hf.batch(() => {
      lines.forEach((l, i) => typeLine(hf, i + 1, l.board, l.ns, l.ew, l.score));
    });

    // Datums: one row per board, the file's BOARD_AVERAGE, on 4 results each.
    expect(spilled(hf, DATUMS_SHEET, 3)).toEqual(datums.map(([b, d]) => [b, d, 4]));
    // Line IMPs: row for row with Travellers, the file's NS and EW Butler points.
    expect(spilled(hf, LINE_IMPS_SHEET, 2)).toEqual(lines.map((l) => l.imps));
    // Live: the ranking by IMPs (no percentage in an IMP form), each pair's published total and place.
    const live = spilled(hf, LIVE_SHEET, 6);
    expect(live).toHaveLength(8);
    const byPair = new Map(live.map((r) => [r[1], r]));
    for (const p of pairs) {
      const r = byPair.get(p.pair)!;
      expect([p.pair, r[0], r[3], r[4], r[5]]).toEqual([p.pair, p.place, p.total, '', 35]);
    }

    // One typed result is one engine pass for the three sheets, however many cells they fill.
    const before = cacheStats().misses;
    const first = lines[0];
    typeLine(hf, 1, first.board, first.ns, first.ew, first.score === -100 ? -50 : -100);
    expect(spilled(hf, DATUMS_SHEET, 3)).toHaveLength(35);
    expect(spilled(hf, LINE_IMPS_SHEET, 2)).toHaveLength(140);
    expect(spilled(hf, LIVE_SHEET, 6)).toHaveLength(8);
    expect(cacheStats().misses - before).toBe(1);
    hf.destroy();
  });
});

describe('the cross-IMP template worked by hand', () => {
  it('IMPs each line against every other result of the board, averaged over the comparisons', async () => {
    // A 3-table Mitchell of 3 rounds, one board a round: board 1 is played at tables 1, 2 and 3.
    const hf = workbook(
      workbookSheets(
        await readWorkbook(
          await templateBytes({
            template: 'pairs',
            movement: 'mitchell',
            tables: 3,
            rounds: 3,
            boardsPerRound: 1,
            form: 'cross-imp',
          }),
        ),
      ),
    );
    const tr = values(hf, 'Travellers');
    const rows = tr.flatMap((r, i) => (i > 0 && r[col('board')] === 1 ? [i] : []));
    expect(rows).toHaveLength(3);
    // Board 1: NS +420, +450, −50 (wbf: cross-IMPs averaged over the n − 1 = 2 comparisons, Law 78B scale).
    // +420: v +450 → −30 → −1; v −50 → +470 → +10; (−1 + 10) / 2 = 4.5.
    // +450: v +420 → +30 → +1; v −50 → +500 → +11; (1 + 11) / 2 = 6.
    // −50:  v +420 → −470 → −10; v +450 → −500 → −11; (−10 − 11) / 2 = −10.5. EW: the negatives.
    const sheet = hf.getSheetId('Travellers')!;
    [420, 450, -50].forEach((s, k) => hf.setCellContents({ sheet, row: rows[k], col: col('score_ns') }, s));
    const imps = values(hf, LINE_IMPS_SHEET).slice(1);
    expect(rows.map((r) => imps[r - 1].slice(0, 2))).toEqual([
      [4.5, -4.5],
      [6, -6],
      [-10.5, 10.5],
    ]);
    // Lines of the other boards have no result yet: empty, never a zero.
    expect(imps.filter((r, i) => !rows.includes(i + 1) && i < 9).map((r) => r.slice(0, 2))).toEqual(
      Array.from({ length: 6 }, () => ['', '']),
    );
    // No datum sheet in a cross-IMP event; the Live ranking totals the same IMPs per pair.
    expect(hf.getSheetId(DATUMS_SHEET)).toBeUndefined();
    const live = spilled(hf, LIVE_SHEET, 6);
    const ns = rows.map((r) => Number(tr[r][col('ns')]));
    expect(ns.map((p) => live.find((x) => x[1] === p && x[2] === 'NS')![3])).toEqual([4.5, 6, -10.5]);
    hf.destroy();
  });
});
