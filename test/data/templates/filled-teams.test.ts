/**
 * The teams template (assets/templates/teams.xlsx, and the same build for a 16-board match) evaluated by
 * HyperFormula with the BRIDGE functions registered, filled as a scorer fills it: NS scores typed into the
 * Travellers lines of both rooms, a mark typed into the Matches table. Board IMPs, Match results and Standings
 * each hold one spilled formula (BRIDGE.TEAM_BOARDS, TEAM_MATCHES, TEAM_STANDINGS) over the same ranges.
 *
 * WBF 2013 VPs by hand: X = 15·√N, VP = 10 + 10·(1 − r^(M/X))/(1 − r), r = √5 − 2 = 0.2360680.
 */
import * as fs from 'fs';
import * as path from 'path';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import type { HyperFormula } from 'hyperformula';
import { TEMPLATE_DIR, templateBytes } from '../../../scripts/build-templates';
import { readPbn } from '../../../src/engine';
import { TRAVELLER_COLUMNS, MATCH_COLUMNS } from '../../../src/workbook/tables/schema';
import { TEAM_SHEETS, vpTableRows } from '../../../src/workbook/tables/team-templates';
import { teamsEventPasses } from '../../../src/functions/teams-event';
import { registerBridgeFunctions, workbook, type FunctionMeta } from '../functions/hyperformula-bridge';
import { readWorkbook, workbookSheets } from './xlsx-sheets';
import { describeShared, sharedPath } from '../../shared-data';

beforeAll(async () => {
  const generated = await generateCustomFunctionsMetadata(
    path.resolve(__dirname, '../../../src/functions/functions.ts'),
  );
  registerBridgeFunctions((JSON.parse(generated.metadataJson) as { functions: FunctionMeta[] }).functions);
});

async function sheetsOf(bytes: Buffer): Promise<Record<string, unknown[][]>> {
  return workbookSheets(await readWorkbook(bytes));
}

function values(hf: HyperFormula, sheet: string): unknown[][] {
  return hf.getSheetValues(hf.getSheetId(sheet)!) as unknown[][];
}

const col = (c: (typeof TRAVELLER_COLUMNS)[number]) => TRAVELLER_COLUMNS.indexOf(c);

function enter(hf: HyperFormula, board: number, table: number, score: number | string | null) {
  const sheet = hf.getSheetId('Travellers')!;
  const rows = values(hf, 'Travellers');
  const row = rows.findIndex((r, i) => i > 0 && r[col('board')] === board && r[col('table')] === table);
  if (row < 0) throw new Error(`no line for board ${board} at table ${table}`);
  hf.setCellContents({ sheet, row, col: col('score_ns') }, score);
}

/** Spilled rows below the header, up to the first empty row. */
function spilled(hf: HyperFormula, sheet: string): unknown[][] {
  const rows = values(hf, sheet).slice(1);
  const end = rows.findIndex((r) => r[0] === null || r[0] === '' || r[0] === undefined);
  return end < 0 ? rows : rows.slice(0, end);
}

describe('the teams template file', () => {
  it('is the file the build step writes now', async () => {
    const bytes = await templateBytes({ template: 'teams', tables: 4, boards: 24 });
    expect(bytes.equals(fs.readFileSync(path.join(TEMPLATE_DIR, 'teams.xlsx')))).toBe(true);
  });

  it('has the Matches table, the options, the VP tables and one spilled formula per live sheet', async () => {
    const s = await sheetsOf(fs.readFileSync(path.join(TEMPLATE_DIR, 'teams.xlsx')));
    // Text cells come in with the formula engine's leading apostrophe (xlsx-sheets.ts).
    expect(s[TEAM_SHEETS.matches][0]).toEqual(MATCH_COLUMNS.map((c) => `'${c}`));
    // Match 1: teams 1 and 2 at tables 1 (open) and 2 (closed); match 2: teams 3 and 4 at tables 3 and 4.
    expect(s[TEAM_SHEETS.matches].slice(1, 3)).toEqual([
      [1, "'1", "'2", 1, 2, null, null],
      [1, "'3", "'4", 3, 4, null, null],
    ]);
    for (const [sheet, fn] of [
      [TEAM_SHEETS.boards, 'TEAM_BOARDS'],
      [TEAM_SHEETS.matchResults, 'TEAM_MATCHES'],
      [TEAM_SHEETS.standings, 'TEAM_STANDINGS'],
    ]) {
      const formulas = s[sheet].flat().filter((v) => typeof v === 'string' && v.startsWith('='));
      expect(formulas).toHaveLength(1);
      expect(formulas[0]).toMatch(new RegExp(`^=BRIDGE\\.${fn}\\(Matches!\\$A\\$2:\\$A\\$3,`));
    }
  });
});

describeShared('the teams template filled with real results', () => {
  it('the WBF board comparisons: IMPs as published, the match total and VPs by hand', async () => {
    const csv = fs.readFileSync(sharedPath('teams/wbf_teams_boards.csv'), 'utf8').trim().split('\n');
    const head = csv[0].split(',');
    const rows = csv.slice(1).map((l) => {
      // The notes column may hold commas: only the first 17 fields are read.
      const f = l.split(',');
      return Object.fromEntries(head.map((h, i) => [h, f[i]]));
    });
    expect(rows).toHaveLength(10);
    const hf = workbook(await sheetsOf(fs.readFileSync(path.join(TEMPLATE_DIR, 'teams.xlsx'))));
    // Each comparison as one board of match 1 (home team 1 N-S at table 1, away team 2 N-S at table 2): the
    // first team of "A vs B" sits N-S in the open room, as the published winners show.
    rows.forEach((r, k) => {
      enter(hf, k + 1, 1, Number(r.open_score_ns));
      enter(hf, k + 1, 2, Number(r.closed_score_ns));
    });
    const boards = spilled(hf, TEAM_SHEETS.boards).filter((r) => r[0] === 1);
    let won = 0;
    let lost = 0;
    rows.forEach((r, k) => {
      const first = r.match.split(' vs ')[0];
      const published = Number(r.published_imps) * (r.published_imps_to === first || r.published_imps === '0' ? 1 : -1);
      expect([k + 1, boards[k][4]]).toEqual([k + 1, published]);
      expect(boards[k][5]).toBe(published === 0 ? 0 : -published);
      if (published > 0) won += published;
      else lost -= published;
    });
    // Boards 11-24 of match 1 have no result yet: no IMPs (blank, not 0).
    expect(boards[10].slice(4, 6)).toEqual(['', '']);
    const match = spilled(hf, TEAM_SHEETS.matchResults)[0];
    expect(match.slice(0, 8)).toEqual([1, 1, '1', '2', 10, '', won, lost]);
    // VPs on the 24-board scale (the match's length): margin m = won − lost; X = 15·√24 = 73.485.
    const m = won - lost;
    const r = Math.sqrt(5) - 2;
    const vp = Math.round((10 + (10 * (1 - Math.pow(r, Math.abs(m) / (15 * Math.sqrt(24))))) / (1 - r)) * 100) / 100;
    expect(match[8]).toBeCloseTo(m >= 0 ? vp : 20 - vp, 9);
    expect((match[8] as number) + (match[9] as number)).toBeCloseTo(20, 9);
    hf.destroy();
  });

  it('the 2015 Bermuda Bowl segment Sweden v Poland as a 16-board match', async () => {
    const pbn = readPbn(fs.readFileSync(sharedPath('pbn/bermuda-bowl-2015-swe-pol-seg.pbn')));
    const bytes = await templateBytes({ template: 'teams', tables: 2, boards: 16 });
    const sheets = await sheetsOf(bytes);
    const hf = workbook(sheets);
    const m = hf.getSheetId(TEAM_SHEETS.matches)!;
    hf.setCellContents({ sheet: m, row: 1, col: 1 }, 'SWEDEN');
    hf.setCellContents({ sheet: m, row: 1, col: 2 }, 'POLAND');
    for (const e of pbn.event.entries) {
      // Table 1 is the open room (Sweden N-S), table 2 the closed room (Poland N-S).
      expect(e.ns).toBe(e.table === 1 ? 'SWEDEN' : 'POLAND');
      enter(hf, e.board, e.table!, e.scoreNS!);
    }
    // By hand (open − closed NS score → IMPs, Law 78B): 1: 50−100 = −50 → −2; 2: 0; 3: −150+170 = 20 → +1;
    // 4: 100+140 = 240 → +6; 5: −420−50 = −470 → −10; 6: −100+110 = 10 → 0; 7: 650+620 = 1270 → +15;
    // 8: 100−300 = −200 → −5; 9, 10: 0; 11: 110+50 = 160 → +4; 12: −490−50 = −540 → −11; 13: 0;
    // 14: 980−420 = 560 → +11; 15: 0; 16: −100−450 = −550 → −11.
    const imps = [-2, 0, 1, 6, -10, 0, 15, -5, 0, 0, 4, -11, 0, 11, 0, -11];
    expect(spilled(hf, TEAM_SHEETS.boards).map((r) => r[4])).toEqual(imps);
    // Sweden 1 + 6 + 15 + 4 + 11 = 37, Poland 2 + 10 + 5 + 11 + 11 = 39: Poland by 2.
    // 16 boards: X = 60; r^(2/60) = e^(−1.443635/30) = 0.953018; 10 + 10·0.046982/0.763932 = 10.615 → 10.61.
    const match = spilled(hf, TEAM_SHEETS.matchResults)[0];
    expect(match.slice(2, 10)).toEqual(['SWEDEN', 'POLAND', 16, '', 37, 39, 9.39, 10.61]);
    expect(spilled(hf, TEAM_SHEETS.standings)).toEqual([
      ['1', 'POLAND', 1, 10.61, 39, 37],
      ['2', 'SWEDEN', 1, 9.39, 37, 39],
    ]);

    // One typed result is one engine pass for all three sheets, however many cells they fill.
    const before = teamsEventPasses();
    enter(hf, 1, 2, 50);
    // Board 1 is now 50 − 50 = 0: Sweden 37, Poland 37, 10 VP each.
    expect(spilled(hf, TEAM_SHEETS.matchResults)[0].slice(6, 10)).toEqual([37, 37, 10, 10]);
    expect(spilled(hf, TEAM_SHEETS.standings).map((r) => r[0])).toEqual(['1=', '1=']);
    expect(teamsEventPasses() - before).toBe(1);

    // A knockout with 10 IMPs carried over to Sweden: 47 − 37, no VPs, no standings.
    const o = hf.getSheetId(TEAM_SHEETS.options)!;
    hf.setCellContents({ sheet: o, row: 2, col: 1 }, 'TRUE');
    hf.setCellContents({ sheet: m, row: 1, col: MATCH_COLUMNS.indexOf('carry_over') }, 10);
    expect(spilled(hf, TEAM_SHEETS.matchResults)[0].slice(5, 10)).toEqual([10, 47, 37, '', '']);
    hf.destroy();
  });
});

describe('byes, forfeits and the discrete VP tables in the teams template', () => {
  it('a bye and a forfeit are marks: VPs from the wbf conditions of contest (12 for a bye, 12 – 0)', async () => {
    const hf = workbook(await sheetsOf(await templateBytes({ template: 'teams', tables: 4, boards: 6 })));
    const m = hf.getSheetId(TEAM_SHEETS.matches)!;
    const ruling = MATCH_COLUMNS.indexOf('ruling');
    hf.setCellContents({ sheet: m, row: 1, col: ruling }, 'FORFEIT away');
    // Match 2 becomes a bye for team 3 (no opponent, no tables).
    hf.setCellContents({ sheet: m, row: 2, col: MATCH_COLUMNS.indexOf('away') }, null);
    hf.setCellContents({ sheet: m, row: 2, col: ruling }, 'BYE');
    for (const t of [3, 4])
      hf.setCellContents(
        { sheet: m, row: 2, col: MATCH_COLUMNS.indexOf(t === 3 ? 'open_table' : 'closed_table') },
        null,
      );
    const matches = spilled(hf, TEAM_SHEETS.matchResults);
    expect(matches.map((r) => r.slice(8, 10))).toEqual([
      [12, 0],
      [12, ''],
    ]);
    expect(spilled(hf, TEAM_SHEETS.standings).map((r) => [r[0], r[1], r[3]])).toEqual([
      ['1=', '1', 12],
      ['1=', '3', 12],
      ['3', '2', 0],
    ]);
    // A mark the functions do not know is refused, naming it.
    hf.setCellContents({ sheet: m, row: 1, col: ruling }, 'WALKOVER');
    const err = values(hf, TEAM_SHEETS.matchResults)[1][0] as { message?: string };
    expect(err.message).toContain('WALKOVER');
    hf.destroy();
  });

  it('TABLE uses the VPTables sheet: a 6-board match won by 1 IMP gets the table entry 10.50', async () => {
    const hf = workbook(await sheetsOf(await templateBytes({ template: 'teams', tables: 2, boards: 6 })));
    const o = hf.getSheetId(TEAM_SHEETS.options)!;
    hf.setCellContents({ sheet: o, row: 1, col: 1 }, 'TABLE');
    enter(hf, 1, 1, 140);
    enter(hf, 1, 2, 110);
    // 140 − 110 = 30 → 1 IMP; the 6-board column at margin 1: 10.50.
    expect(spilled(hf, TEAM_SHEETS.matchResults)[0].slice(6, 10)).toEqual([1, 0, 10.5, 9.5]);
    // A scorer's own table: the 6-board column replaced by 10, 12, 14, … gives 12 for 1 IMP.
    const v = hf.getSheetId(TEAM_SHEETS.vpTables)!;
    const rows = vpTableRows().length;
    for (let i = 1; i < rows; i++) hf.setCellContents({ sheet: v, row: i, col: 1 }, Math.min(20, 10 + 2 * (i - 1)));
    expect(spilled(hf, TEAM_SHEETS.matchResults)[0].slice(8, 10)).toEqual([12, 8]);
    hf.destroy();
  });
});
