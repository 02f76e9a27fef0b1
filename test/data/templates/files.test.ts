/**
 * The shipped templates (assets/templates/*.xlsx) read back with exceljs: sheets, Excel tables and their columns,
 * text formats, frozen headers, widths, fixed dates, and every formula a BRIDGE.* or standard call with the
 * argument count the function takes. The committed files must be what the build step writes now (same bytes),
 * so a change in the template data without a rebuild fails here.
 */
import * as fs from 'fs';
import * as path from 'path';
import type ExcelJS from 'exceljs';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import {
  TEMPLATE_DATE,
  TEMPLATE_DIR,
  TEMPLATE_OPTIONS,
  type TemplateFile,
  columnWidths,
  stampZip,
  templateBytes,
} from '../../../scripts/build-templates';
import {
  CONTESTANT_COLUMNS,
  EVENT_COLUMNS,
  MATCH_COLUMNS,
  RANKING_COLUMNS,
  RULING_COLUMNS,
  TEXT_COLUMNS,
  TRAVELLER_COLUMNS,
} from '../../../src/workbook/tables/schema';
import { PROTOCOL_COLUMNS, PREFERANS_RANKING_COLUMNS } from '../../../src/workbook/tables/preferans-protocols';
import type { FunctionMeta } from '../../../src/dev/formulas/bridge-functions';
import type { NewEventOptions } from '../../../src/workbook/tables/plan';
import { argumentCounts, calledFunctions, readWorkbook, tableLayouts, tableRanges } from './xlsx-sheets';

/** Standard Excel functions the templates may call besides BRIDGE.* (all in Excel since 2007: no _xlfn prefix). */
const STANDARD = new Set(['COUNTIFS', 'IF', 'ISNUMBER', 'SUM', 'SUMIFS', 'COUNT', 'COUNTA', 'INDEX', 'MATCH', 'AND']);

/** The templates of bridge events (a Travellers table); the preferans template is tested on its own below. */
type TemplateId = Exclude<TemplateFile, 'preferans'>;
const IDS: TemplateId[] = ['pairs', 'butler', 'teams', 'individual'];
const file = (id: TemplateFile) => path.join(TEMPLATE_DIR, `${id}.xlsx`);

/**
 * What each template holds, worked out by hand from its size:
 * - pairs: 7-table Mitchell, 7 rounds × 3 boards = 21 boards, each at 7 tables → 147 lines; 7 N-S + 7 E-W pairs;
 * - butler: 4-table Howell, 7 rounds × 3 boards = 21 boards, 4 tables a round → 84 lines; 8 pairs;
 * - teams: 4 teams = 2 matches × 2 rooms = 4 tables, 24 boards each → 96 lines;
 * - individual: 3 tables × 22 boards → 66 lines.
 */
const EXPECT: Record<
  TemplateId,
  { sheets: string[]; lines: number; boards: number; settings: Record<string, unknown> }
> = {
  pairs: {
    sheets: ['Event', 'Travellers', 'Contestants', 'Ranking', 'Rulings', 'Boards', 'Live', 'How to use'],
    lines: 147,
    boards: 21,
    settings: { kind: 'pairs', form: 'mp', movement: 'mitchell', tables: 7, boards: 21, rounds: 7, boardsPerRound: 3 },
  },
  butler: {
    sheets: [
      'Event',
      'Travellers',
      'Contestants',
      'Ranking',
      'Rulings',
      'Boards',
      'Live',
      'Datums',
      'Line IMPs',
      'How to use',
    ],
    lines: 84,
    boards: 21,
    settings: {
      kind: 'pairs',
      form: 'butler',
      movement: 'howell',
      tables: 4,
      boards: 21,
      rounds: 7,
      boardsPerRound: 3,
    },
  },
  teams: {
    sheets: [
      'Event',
      'Travellers',
      'Contestants',
      'Ranking',
      'Rulings',
      'Boards',
      'Matches',
      'TeamOptions',
      'VPTables',
      'Board IMPs',
      'Match results',
      'Standings',
      'How to use',
    ],
    lines: 96,
    boards: 24,
    settings: { kind: 'teams', form: 'imp', movement: 'teams', tables: 4, boards: 24, rounds: 1, preset: 'wbf' },
  },
  individual: {
    sheets: ['Event', 'Travellers', 'Contestants', 'Ranking', 'Rulings', 'Boards', 'Live', 'How to use'],
    lines: 66,
    boards: 22,
    settings: { kind: 'individual', form: 'mp', movement: 'individual', tables: 3, boards: 22, preset: 'wbf' },
  },
};

const TABLES: Record<string, { sheet: string; columns: readonly string[] }> = {
  EventSettings: { sheet: 'Event', columns: EVENT_COLUMNS },
  Travellers: { sheet: 'Travellers', columns: TRAVELLER_COLUMNS },
  Ranking: { sheet: 'Ranking', columns: RANKING_COLUMNS },
  Rulings: { sheet: 'Rulings', columns: RULING_COLUMNS },
  Contestants: { sheet: 'Contestants', columns: CONTESTANT_COLUMNS },
};

/** Tables of the teams template only: its matches and its options (VP scale, knockout). */
const TEAM_TABLES: Record<string, { sheet: string; columns: readonly string[] }> = {
  Matches: { sheet: 'Matches', columns: MATCH_COLUMNS },
  TeamOptions: { sheet: 'TeamOptions', columns: ['key', 'value'] },
};
const tablesOf = (id: TemplateId) => (id === 'teams' ? { ...TABLES, ...TEAM_TABLES } : TABLES);

let functions: Map<string, FunctionMeta>;
const books = new Map<TemplateId, ExcelJS.Workbook>();

beforeAll(async () => {
  const generated = await generateCustomFunctionsMetadata(
    path.resolve(__dirname, '../../../src/functions/functions.ts'),
  );
  const meta = (JSON.parse(generated.metadataJson) as { functions: FunctionMeta[] }).functions;
  functions = new Map(meta.map((f) => [`BRIDGE.${f.id}`, f]));
  for (const id of IDS) books.set(id, await readWorkbook(file(id)));
});

function formulaCells(wb: ExcelJS.Workbook): { where: string; formula: string }[] {
  const out: { where: string; formula: string }[] = [];
  for (const ws of wb.worksheets) {
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        const v = cell.value;
        if (v && typeof v === 'object' && 'formula' in v) {
          out.push({ where: `${ws.name}!${cell.address}`, formula: String(v.formula) });
        }
      }),
    );
  }
  return out;
}

describe.each(IDS)('%s.xlsx', (id) => {
  const book = () => books.get(id)!;

  it('is exactly what the build step writes now, on every run', async () => {
    const a = await templateBytes(TEMPLATE_OPTIONS[id] as NewEventOptions);
    const b = await templateBytes(TEMPLATE_OPTIONS[id] as NewEventOptions);
    expect(b.equals(a)).toBe(true);
    const committed = fs.readFileSync(file(id));
    if (!committed.equals(a)) {
      throw new Error(`assets/templates/${id}.xlsx is out of date: run  npx tsx scripts/build-templates.ts`);
    }
  });

  it('has the sheets of the set-up, the Travellers sheet first in view, fixed dates', () => {
    const wb = book();
    // The sheets of the set-up, and last the kept figure inputs' sheet, very hidden and empty (kept-inputs.ts).
    expect(wb.worksheets.map((w) => w.name)).toEqual([...EXPECT[id].sheets, 'BridgeKept']);
    const kept = wb.getWorksheet('BridgeKept');
    expect([kept?.state, kept?.actualRowCount]).toEqual(['veryHidden', 0]);
    expect(wb.views[0]?.activeTab).toBe(1);
    expect(wb.created.toISOString()).toBe(TEMPLATE_DATE.toISOString());
    expect(wb.modified.toISOString()).toBe(TEMPLATE_DATE.toISOString());
  });

  it('has the Excel tables the add-in reads, with their columns in order at A1 (the Ranking at A3)', () => {
    const layouts = tableLayouts(book());
    expect([...layouts.values()].map((t) => t.name).sort()).toEqual(Object.keys(tablesOf(id)).sort());
    for (const [name, want] of Object.entries(tablesOf(id))) {
      const t = layouts.get(name.toLowerCase())!;
      expect({ sheet: t.sheet, col: t.col, headerRow: t.headerRow, columns: t.columns }).toEqual({
        sheet: want.sheet,
        col: 0,
        headerRow: name === 'Ranking' ? 3 : 1,
        columns: [...want.columns],
      });
      // The header cells say the same as the table's column names.
      const header = book()
        .getWorksheet(want.sheet)!
        .getRow(name === 'Ranking' ? 3 : 1);
      expect(want.columns.map((_, c) => header.getCell(c + 1).value)).toEqual([...want.columns]);
    }
    // A header and one row per traveller line; the settings table one row per setting (13 keys, the date and the
    // double-dummy time limit among them) and the fingerprint of the empty lines.
    expect(layouts.get('travellers')!.lastRow).toBe(1 + EXPECT[id].lines);
    expect(layouts.get('eventsettings')!.lastRow).toBe(1 + 13 + 1);
  });

  it('holds the event settings and the movement lines', () => {
    const ev = book().getWorksheet('Event')!;
    const settings: Record<string, unknown> = {};
    for (let r = 2; r <= ev.rowCount; r++) settings[String(ev.getCell(r, 1).value)] = ev.getCell(r, 2).value;
    expect(settings).toMatchObject(EXPECT[id].settings);
    const tr = book().getWorksheet('Travellers')!;
    const boards = new Set<number>();
    for (let r = 2; r <= 1 + EXPECT[id].lines; r++) boards.add(tr.getCell(r, 1).value as number);
    expect(boards.size).toBe(EXPECT[id].boards);
    expect(Math.min(...boards)).toBe(1);
    expect(Math.max(...boards)).toBe(EXPECT[id].boards);
    // Nothing is entered yet: no score, no ruling, nothing computed.
    for (let r = 2; r <= 1 + EXPECT[id].lines; r++) {
      for (const c of ['contract', 'result', 'score_ns', 'ruling', 'mp_ns', 'pct_ew']) {
        expect(tr.getCell(r, TRAVELLER_COLUMNS.indexOf(c as never) + 1).value).toBeNull();
      }
    }
  });

  it('keeps the text columns as text ("@") and only those', () => {
    for (const [name, want] of Object.entries(TABLES)) {
      const ws = book().getWorksheet(want.sheet)!;
      const text = TEXT_COLUMNS[name] ?? [];
      want.columns.forEach((c, i) => {
        const fmt = ws.getColumn(i + 1).numFmt;
        expect([name, c, fmt === '@']).toEqual([name, c, text.includes(c)]);
        if (text.includes(c)) expect(ws.getCell(2, i + 1).numFmt).toBe('@');
      });
    }
    // Pair numbers stay text as typed ("1", not 1): the functions match them against the Live sheet's numbers.
    if (id === 'pairs') expect(book().getWorksheet('Travellers')!.getCell('D2').value).toBe('1');
  });

  it("freezes the header row of every sheet (a table's header row) and gives every column a width", () => {
    // Not the kept figure inputs' sheet, which the scorer never sees.
    for (const ws of book().worksheets.filter((w) => w.state !== 'veryHidden')) {
      expect([ws.name, ws.views[0]?.state, (ws.views[0] as { ySplit?: number })?.ySplit]).toEqual([
        ws.name,
        'frozen',
        // The Ranking table starts in row 3, under the cell that says whether its figures are stale.
        ws.name === 'Ranking' ? 3 : 1,
      ]);
      for (let c = 1; c <= ws.columnCount; c++) {
        const w = ws.getColumn(c).width ?? 0;
        expect([ws.name, c, w >= 6 && w <= 40]).toEqual([ws.name, c, true]);
      }
    }
  });

  it('writes every formula as a formula calling BRIDGE.* functions Excel registers, or standard ones', () => {
    const cells = formulaCells(book());
    const layouts = tableLayouts(book());
    // Boards: dealer, vulnerability, results, top per board; Live (pairs): one spilled ranking in A2, and no
    // per-pair session call anywhere (each would be handed the whole Travellers table).
    // Teams: one spilled call on each of Board IMPs, Match results and Standings. Butler: the ranking, the
    // datums and the lines' IMPs. Individual: the players' ranking.
    const live = { pairs: 1, butler: 3, teams: 3, individual: 1 }[id];
    // And one above the Ranking table: whether its figures are stale.
    expect(cells.filter((c) => c.where.startsWith('Ranking!')).map((c) => c.where)).toEqual(['Ranking!D1']);
    expect(cells).toHaveLength(EXPECT[id].boards * 4 + live + 1);
    expect(cells.filter((c) => /BRIDGE\.SESSION_(TOTAL|PERCENT)\(/.test(c.formula))).toEqual([]);
    if (id === 'pairs') {
      expect(cells.filter((c) => c.where.startsWith('Live!')).map((c) => c.where)).toEqual(['Live!A2']);
      expect(argumentCounts(cells.find((c) => c.where === 'Live!A2')!.formula, 'BRIDGE.SESSION_RESULTS')).toEqual([8]);
    }
    if (id === 'butler') {
      const at = (where: string) => cells.find((c) => c.where === where)!.formula;
      expect(at('Live!A2')).toMatch(/^BRIDGE\.SESSION_RESULTS\(.*,"BUTLER","HOWELL"\)$/);
      expect(argumentCounts(at('Datums!A2'), 'BRIDGE.SESSION_DATUMS')).toEqual([8]);
      expect(at('Line IMPs!A2')).toMatch(/^BRIDGE\.SESSION_SCORES\(.*,"BUTLER","BOTH","HOWELL"\)$/);
    }
    if (id === 'individual') {
      expect(cells.filter((c) => c.where.startsWith('Live!')).map((c) => c.where)).toEqual(['Live!A2']);
      expect(argumentCounts(cells.find((c) => c.where === 'Live!A2')!.formula, 'BRIDGE.INDIVIDUAL_RESULTS')).toEqual([
        6,
      ]);
    }
    const problems: string[] = [];
    for (const { where, formula } of cells) {
      if (formula.startsWith('=')) problems.push(`${where}: leading '=' in ${formula}`);
      const names = calledFunctions(formula);
      if (!names.some((n) => n.startsWith('BRIDGE.') || STANDARD.has(n))) problems.push(`${where}: ${formula}`);
      for (const n of names) {
        if (n.startsWith('BRIDGE.')) {
          const meta = functions.get(n);
          if (!meta) {
            problems.push(`${where}: ${n} is not a registered function`);
            continue;
          }
          const required = meta.parameters.filter((p) => !p.optional).length;
          for (const count of argumentCounts(formula, n)) {
            if (count < required || count > meta.parameters.length) {
              problems.push(`${where}: ${n} with ${count} arguments (takes ${required}…${meta.parameters.length})`);
            }
          }
        } else if (!STANDARD.has(n)) problems.push(`${where}: ${n} is not a known function`);
      }
      // Every structured reference names a table and a column of this file.
      try {
        tableRanges(formula, layouts);
      } catch (e) {
        problems.push(`${where}: ${(e as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
    const boards = book().getWorksheet('Boards')!;
    expect(boards.getCell('B2').value).toEqual({ formula: 'BRIDGE.DEALER(A2)' });
    expect(boards.getCell('C3').value).toEqual({ formula: 'BRIDGE.VULNERABILITY(A3)' });
  });
});

describe('preferans.xlsx', () => {
  let wb: ExcelJS.Workbook;
  beforeAll(async () => {
    wb = await readWorkbook(file('preferans'));
  });

  it('is exactly what the build step writes now', async () => {
    const bytes = await templateBytes(TEMPLATE_OPTIONS.preferans as NewEventOptions);
    if (!fs.readFileSync(file('preferans')).equals(bytes)) {
      throw new Error('assets/templates/preferans.xlsx is out of date: run  npx tsx scripts/build-templates.ts');
    }
  });

  it('has the protocol sheets, the Live ranking and the How to use sheet, Protocols first in view', () => {
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Event',
      'Protocols',
      'Ranking',
      'Rulings',
      'Live',
      'How to use',
    ]);
    expect(wb.views[0]?.activeTab).toBe(1);
    const layouts = tableLayouts(wb);
    expect([...layouts.values()].map((t) => [t.name, t.sheet, t.columns])).toEqual([
      ['EventSettings', 'Event', [...EVENT_COLUMNS]],
      ['Protocols', 'Protocols', [...PROTOCOL_COLUMNS]],
      ['PreferansRanking', 'Ranking', [...PREFERANS_RANKING_COLUMNS]],
      ['Rulings', 'Rulings', [...RULING_COLUMNS]],
    ]);
    // 20 deals × 4 tables × 3 active seats set out.
    expect(layouts.get('protocols')!.lastRow).toBe(1 + 20 * 4 * 3);
  });

  it('holds one formula, BRIDGE.PREFERANS_RESULTS over the Protocols table, in Live!A2', () => {
    const cells = formulaCells(wb);
    expect(cells.map((c) => c.where)).toEqual(['Live!A2']);
    const f = cells[0].formula;
    expect(argumentCounts(f, 'BRIDGE.PREFERANS_RESULTS')).toEqual([8]);
    expect(functions.get('BRIDGE.PREFERANS_RESULTS')!.parameters).toHaveLength(8);
    expect(() => tableRanges(f, tableLayouts(wb))).not.toThrow();
    // Totals and percentages as the ru-preferans print rules show them (0.01 %).
    expect(wb.getWorksheet('Live')!.getCell('D2').numFmt).toBe('0.00');
  });
});

describe('formula reading in these tests', () => {
  it('counts the arguments of a call, not the commas in strings or nested calls', () => {
    const f = 'IF(A1>0,BRIDGE.SESSION_TOTAL(A2,"a,b",COUNTIFS(B:B,1,C:C,2),,"MP"),BRIDGE.DEALER(A3))';
    expect(argumentCounts(f, 'BRIDGE.SESSION_TOTAL')).toEqual([5]);
    expect(argumentCounts(f, 'BRIDGE.DEALER')).toEqual([1]);
    expect(argumentCounts('BRIDGE.DEALER()', 'BRIDGE.DEALER')).toEqual([0]);
    expect(calledFunctions(f)).toEqual(['IF', 'BRIDGE.SESSION_TOTAL', 'COUNTIFS', 'BRIDGE.DEALER']);
  });

  it('turns Table[column] into the column range, and refuses what it cannot read', () => {
    const tables = new Map([
      [
        'travellers',
        { name: 'Travellers', sheet: 'Travellers', col: 0, headerRow: 1, lastRow: 148, columns: ['board', 'score_ns'] },
      ],
    ]);
    expect(tableRanges('COUNTIFS(Travellers[board],A2,Travellers[score_ns],"[x]")', tables)).toBe(
      'COUNTIFS(Travellers!$A$2:$A$148,A2,Travellers!$B$2:$B$148,"[x]")',
    );
    expect(() => tableRanges('SUM(Travellers[[#This Row],[board]])', tables)).toThrow(/cannot read/);
    expect(() => tableRanges('SUM(Travellers[lead])', tables)).toThrow(/no column 'lead'/);
    expect(() => tableRanges('SUM(Scores[board])', tables)).toThrow(/no table named 'Scores'/);
  });
});

describe('build step', () => {
  it('gives every column of a sheet a width from its header and content', () => {
    // Boards: "board" 5 + 3 = 8; "dealer" 6 + 3 = 9, raised to the formula width 10; "vulnerability" 13 + 3 = 16
    // (above its set 14); "results" 7 + 3 = 10; "top" 3 + 3 = 6, raised to 10. Live: "pair" 4 + 3 = 7 (its numbers
    // are shorter); "total" 5 + 3 = 8 raised to 10; "direction" 9 + 3 = 12; a plain "pct_ns" column 6 + 3 = 9 would
    // be exceljs's default width, left out of the file, so it gets 10.
    const spec = {
      name: 'Boards',
      formulas: [
        ['board', 'dealer', 'vulnerability', 'results', 'top'],
        [1, '=X', '=Y', '=Z', '=W'],
      ],
    };
    expect(columnWidths(spec)).toEqual([8, 10, 16, 10, 10]);
    const live = {
      name: 'Live',
      formulas: [
        ['pair', 'direction', 'total'],
        [1, 'NS', '=T'],
      ],
    };
    expect(columnWidths(live)).toEqual([7, 12, 10]);
    const table = { name: 'T', table: { name: 'T', header: ['pct_ns'], rows: [[null]], text: [] } };
    expect(columnWidths(table)).toEqual([10]);
  });

  it('stamps every zip entry with the fixed date (MS-DOS date word of 2025-01-01: (45 << 9) | (1 << 5) | 1)', () => {
    const zip = fs.readFileSync(file('pairs'));
    const stamped = stampZip(zip, new Date(Date.UTC(2030, 5, 15, 12, 30, 10)));
    expect(stamped.length).toBe(zip.length);
    // Local header of the first entry: time at byte 10, date at 12.
    expect(zip.readUInt16LE(12)).toBe((45 << 9) | (1 << 5) | 1);
    expect(zip.readUInt16LE(10)).toBe(0);
    expect(stamped.readUInt16LE(12)).toBe((50 << 9) | (6 << 5) | 15);
    expect(stamped.readUInt16LE(10)).toBe((12 << 11) | (30 << 5) | 5);
    expect(() => stampZip(Buffer.from('not a zip file at all, just some text here'), TEMPLATE_DATE)).toThrow(
      /not a zip archive/,
    );
  });
});
