import { preferansCsv, scorePreferans } from '../../../src/cli/preferans';
import { readResultsFile } from '../../../src/engine/io/detect';
import { readPreferansCsv, readPreferansProtocol } from '../../../src/engine/io/preferans-csv';
import { scoreSeats } from '../../../src/engine/preferans';
import { BridgeInputError } from '../../../src/engine/model/types';
import { getPreset } from '../../../src/engine/presets';
import { planProtocolImport, readProtocols, type ProtocolPos } from '../../../src/workbook/tables/preferans-protocols';
import { scoreProtocols } from '../../../src/workbook/tables/preferans-scoring';
import type { Cell } from '../../../src/workbook/tables/schema';
import { DEFAULT_SETTINGS } from '../../../src/workbook/tables/settings';

describe('preferans protocol CSV', () => {
  const csv = [
    'deal,table,seat,player,score,form,ruling',
    '1,1,1,Ivanov,12,,',
    '1,1,2,Petrov,-4,,',
    '1,1,3,Sidorov,-8,,',
    '1,2,1,Orlov,,,A60',
    '1,2,2,"Kuznetsov, jr",6,,',
    '1,2,3,Popov,-6,,',
    '1,3,1,Volkov,2,,',
    '1,3,2,Sokolov,-1.5,,',
    '1,3,3,Lebedev,0,,NP',
    '# a comment line',
    '',
  ].join('\n');

  it('reads every row with its file and line', () => {
    const lines = readPreferansCsv(csv, 'p.csv');
    expect(lines.length).toBe(9);
    expect(lines[0]).toEqual({
      deal: 1,
      table: '1',
      seat: '1',
      players: ['Ivanov'],
      score: 12,
      source: { file: 'p.csv', line: 2 },
    });
    expect(lines[3].outcome).toEqual({ kind: 'artificial', level: 'plus', percent: 60 });
    expect(lines[4].players).toEqual(['Kuznetsov, jr']);
    expect(lines[7].score).toBe(-1.5);
    expect(lines[8]).toMatchObject({ outcome: { kind: 'notPlayed' } });
    expect(lines[8].score).toBeUndefined();
  });

  it('scores what it read', () => {
    const r = scoreSeats(readPreferansCsv(csv, 'p.csv'));
    // Seat 1: Ivanov 12, Volkov 2 → 2 and 0 of 2, factored to E = 3: (2+1)·1.5 − 1 = 3.5, (0+1)·1.5 − 1 = 0.5;
    // Orlov 60 % of 4 = 2.4.
    const p = Object.fromEntries(r.players.map((t) => [t.player, t.mp]));
    expect([p.Ivanov, p.Volkov, p.Orlov]).toEqual([3.5, 0.5, 2.4]);
    // Seat 3: Lebedev not played: Sidorov −8 v Popov −6 on their own top of 2.
    expect([p.Sidorov, p.Popov, p.Lebedev]).toEqual([0, 2, 0]);
    expect(r.players.find((t) => t.player === 'Lebedev')?.max).toBe(0);
  });

  it('semicolons, decimal commas, Russian headers, quotes across lines, a byte-order mark', () => {
    const text =
      '\uFEFFсдача;стол;место;игрок;результат;форма;решение\r\n2;1;1;"Иванов\nмл.";12,5;B;\r\n2;1;2;Петров;;;А-\r\n';
    const lines = readPreferansCsv(text, 'r.csv');
    expect(lines[0]).toMatchObject({ deal: 2, players: ['Иванов\nмл.'], score: 12.5, form: 'B', source: { line: 2 } });
    // The quoted field spans a line, so the next record starts on line 4.
    expect(lines[1]).toMatchObject({ outcome: { kind: 'artificial', level: 'minus' }, source: { line: 4 } });
  });

  it('rulings A+, A, A55 and ?', () => {
    const text = 'deal,table,seat,player,score,ruling\n1,1,1,a,,A+\n1,1,2,b,,A\n1,1,3,c,,a55\n1,2,1,d,,?\n';
    expect(readPreferansCsv(text, 'x.csv').map((l) => l.outcome)).toEqual([
      { kind: 'artificial', level: 'plus' },
      { kind: 'artificial', level: 'average' },
      { kind: 'artificial', level: 'plus', percent: 55 },
      { kind: 'pending' },
    ]);
  });

  it.each([
    ['deal,table,seat,player\n1,1,1,a\n', 'the header has no column score (file bad.csv, line 1)'],
    [
      'deal,table,seat,player,score,colour\n',
      "column 'colour' is not one of deal, table, seat, player, score, form, ruling (file bad.csv, line 1, field colour)",
    ],
    ['deal,table,seat,player,score\n1,1,1,a,12a\n', "score '12a' is not a number (file bad.csv, line 2, field score)"],
    [
      'deal,table,seat,player,score\n1,1,1,a,5\n1,1,2,b,\n',
      'score is missing (leave it empty only with a ruling: A60, NP, ?) (file bad.csv, line 3, field score)',
    ],
    ['deal,table,seat,player,score\n1,1,,a,5\n', 'seat is missing (file bad.csv, line 2, field seat)'],
    [
      'deal,table,seat,player,score,ruling\n1,1,1,a,5,A70X\n',
      "ruling 'A70X' is not A60, A50, A40, A<percent>, A+, A, A-, NP or ? (file bad.csv, line 2, field ruling)",
    ],
    ['deal,table,seat,player,score\n1,1,1,a,5,9\n', '6 fields where the header has 5 (file bad.csv, line 2)'],
    ['deal,table,seat,player,score\n1,1,1,"a,5\n', 'a quoted field is not closed (file bad.csv, line 2)'],
    ['', 'file bad.csv is empty'],
  ])('names the file, line and field: %j', (text, message) => {
    expect(() => readPreferansCsv(text, 'bad.csv')).toThrow(BridgeInputError);
    expect(() => readPreferansCsv(text, 'bad.csv')).toThrow(message);
  });

  it('the error carries the place as data too', () => {
    try {
      readPreferansCsv('deal,table,seat,player,score\n1,1,1,a,x\n', 'e.csv');
      throw new Error('no error');
    } catch (e) {
      expect((e as BridgeInputError).source).toEqual({ file: 'e.csv', line: 2, field: 'score' });
      expect((e as BridgeInputError).value).toBe('x');
    }
  });
});

describe('procedural penalties in the ruling column (code §11.1В, seed 004: "судья может назначить процедурное наказание")', () => {
  // One seat on two deals, three tables; a, b and c each play both deals (top 4 on each).
  //   Deal 1: a 10, b 6, c 2 → a 4, b 2, c 0; b has PP 12,5 % (of the top 4 = 0.5).
  //   Deal 2: b 3, c 8 are the real results, a A+ (60 % of 4 = 2.4). The two real results on their own top of 2
  //           (c 2, b 0) are factored to E = 3: c (2 + 1)·3/2 − 1 = 3.5, b (0 + 1)·3/2 − 1 = 0.5. c has PP 2MP,
  //           a has PP 25 % after the A+ (25 % of 4 = 1).
  //   Without penalties: a 4 + 2.4 = 6.4, c 0 + 3.5 = 3.5, b 2 + 0.5 = 2.5 (c second, b third).
  //   With them, of a maximum of 8: a 6.4 − 1 = 5.4 (67.5 %) 1st; b 2.5 − 0.5 = 2 (25 %) 2nd; c 3.5 − 2 = 1.5
  //   (18.75 %) 3rd: c's penalty puts c below b.
  const CSV = [
    'deal,table,seat,player,score,ruling',
    '1,1,1,a,10,',
    '1,2,1,b,6,"PP 12,5 %"',
    '1,3,1,c,2,',
    '2,1,1,b,3,',
    '2,2,1,c,8,PP 2MP',
    '2,3,1,a,,A+ PP 25%',
    '',
  ].join('\n');
  const ru = getPreset('ru-preferans');
  const cliScore = (text: string, file = 'pp.csv') => scorePreferans(readResultsFile(text, file), ru);

  it("reads the ruling and the penalties after it with the Protocols table's parser", () => {
    const p = readPreferansProtocol(CSV, 'pp.csv');
    expect(p.lines.map((l) => l.outcome)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      { kind: 'artificial', level: 'plus' },
    ]);
    expect(p.lines[1].score).toBe(6);
    expect(p.penalties).toEqual([
      {
        line: 1,
        player: 'b',
        deal: 1,
        source: { file: 'pp.csv', line: 3, field: 'ruling' },
        penalties: [{ amount: 12.5, unit: 'pctTop' }],
      },
      {
        line: 4,
        player: 'c',
        deal: 2,
        source: { file: 'pp.csv', line: 6, field: 'ruling' },
        penalties: [{ amount: 2, unit: 'mp' }],
      },
      {
        line: 5,
        player: 'a',
        deal: 2,
        source: { file: 'pp.csv', line: 7, field: 'ruling' },
        penalties: [{ amount: 25, unit: 'pctTop' }],
      },
    ]);
    // The cell stays as written, for score --csv and the pane's import.
    expect(p.rows.map((r) => r.ruling)).toEqual(['', 'PP 12,5 %', '', '', 'PP 2MP', 'A+ PP 25%']);
  });

  it("the event the CLI scores takes them off the players' totals (hand-computed above)", () => {
    const { result } = cliScore(CSV);
    const t = result.players.map((x) => [x.player, x.mp, x.max, x.percent, x.penalties, x.rankLabel]);
    expect(t.map(([player, , max, , , rank]) => [player, max, rank])).toEqual([
      ['a', 8, '1'],
      ['b', 8, '2'],
      ['c', 8, '3'],
    ]);
    const by = Object.fromEntries(result.players.map((x) => [x.player, x]));
    expect(by.a.mp).toBeCloseTo(5.4, 12);
    expect(by.a.percent).toBeCloseTo(67.5, 12);
    expect(by.a.penalties).toBeCloseTo(1, 12);
    expect(by.b.mp).toBeCloseTo(2, 12);
    expect(by.b.percent).toBeCloseTo(25, 12);
    expect(by.b.penalties).toBeCloseTo(0.5, 12);
    expect(by.c.mp).toBeCloseTo(1.5, 12);
    expect(by.c.percent).toBeCloseTo(18.75, 12);
    expect(by.c.penalties).toBe(2);
    // The deals' matchpoints do not change: c still has 3.5 on deal 2, b 2 on deal 1.
    expect([result.lines[1].mp, result.lines[4].mp]).toEqual([2, 3.5]);
    expect(result.charged).toEqual([0.5, 2, 1]);
  });

  it('a penalty in MP is on the printing scale: one per beat under acbl, so PP 2MP is 4 on the scorer’s scale', () => {
    const s = scorePreferans(readResultsFile(CSV, 'pp.csv'), getPreset('acbl'));
    // c: 3.5 on deal 2 as before, less 2 printed MP = 4 on the 2-per-beat scale: −0.5 (−0.25 printed).
    const c = s.result.players.find((x) => x.player === 'c');
    expect(c?.penalties).toBe(4);
    expect(c?.mp).toBeCloseTo(-0.5, 12);
  });

  /** The same rows as Protocols table cells (deal, table, seat, player, score, form, ruling). */
  const POS: ProtocolPos = { deal: 0, table: 1, seat: 2, player: 3, score: 4, form: 5, ruling: 6 };
  const cellsOf = (text: string): Cell[][] =>
    readPreferansProtocol(text, 'x.csv').rows.map((r) => [
      Number(r.deal),
      r.table ?? '',
      r.seat ?? '',
      r.player ?? '',
      r.score === '' || r.score === undefined ? '' : Number(r.score.replace(',', '.')),
      r.form ?? '',
      r.ruling ?? '',
    ]);
  const workbookScore = (rows: Cell[][]) => {
    const read = readProtocols(rows, POS, { firstRow: 2 });
    expect(read.problems).toEqual([]);
    return scoreProtocols(read, { ...DEFAULT_SETTINGS, kind: 'preferans', preset: 'ru-preferans' }).result!;
  };
  const totals = (r: { players: Array<{ player: string; mp: number; percent?: number; penalties: number }> }) =>
    r.players.map((x) => [x.player, x.mp, x.percent, x.penalties]);

  it('the workbook path and the CSV path give the same totals and ranks', () => {
    const wb = workbookScore(cellsOf(CSV));
    const cli = cliScore(CSV).result;
    expect(totals(cli)).toEqual(totals(wb));
    expect(cli.players.map((x) => x.rankLabel)).toEqual(wb.players.map((x) => x.rankLabel));
  });

  it("the same for test/unit/workbook/preferans-cells.test.ts's event, whose figures that test works out", () => {
    // p1 10, p2 6 PP 25%, p3 2 "a+ pp 1mp" on one seat of one deal: p1 3.5, p2 −0.5, p3 1.4 there.
    const text = 'deal,table,seat,player,score,ruling\n1,1,1,p1,10,\n1,2,1,p2,6,PP 25%\n1,3,1,p3,2,a+ pp 1mp\n';
    const cli = cliScore(text).result;
    expect(totals(cli)).toEqual(totals(workbookScore(cellsOf(text))));
    const by = Object.fromEntries(cli.players.map((x) => [x.player, x.mp]));
    expect(by.p1).toBeCloseTo(3.5, 12);
    expect(by.p2).toBeCloseTo(-0.5, 12);
    expect(by.p3).toBeCloseTo(1.4, 12);
  });

  it('round trip: score --csv writes the ruling cell back, and the file it writes reads the same', () => {
    const first = cliScore(CSV);
    const out = preferansCsv(first);
    expect(out.split('\n')[2]).toBe('1,2,1,b,6,"PP 12,5 %",2,50');
    expect(out.split('\n')[6]).toBe('2,3,1,a,,A+ PP 25%,2.4,60');
    const again = readPreferansProtocol(out, 'pp.csv');
    const p = readPreferansProtocol(CSV, 'pp.csv');
    expect(again.lines).toEqual(p.lines);
    expect(again.penalties).toEqual(p.penalties);
    expect(totals(cliScore(out).result)).toEqual(totals(first.result));
  });

  it("the pane's import puts the cell in the Protocols table as written, and the table reads the same penalties", () => {
    const plan = planProtocolImport(
      { header: ['deal', 'table', 'seat', 'player', 'score', 'form', 'ruling', 'mp', 'pct'], rows: [], headerRow: 1 },
      POS,
      readPreferansProtocol(CSV, 'pp.csv'),
    );
    expect(plan.added.map((r) => r[6])).toEqual(['', 'PP 12,5 %', '', '', 'PP 2MP', 'A+ PP 25%']);
    const read = readProtocols(plan.body, POS, { firstRow: 2 });
    expect(read.penalties.map((x) => [x.line, x.player, x.deal, x.penalties])).toEqual(
      readPreferansProtocol(CSV, 'pp.csv').penalties.map((x) => [x.line, x.player, x.deal, x.penalties]),
    );
    expect(totals(workbookScore(plan.body))).toEqual(totals(cliScore(CSV).result));
  });

  it.each([
    [
      '1,1,1,a,5,PP lots',
      "penalty 'PP lots' is not PP <amount>% (of a top) or PP <amount>MP (file bad.csv, line 2, field ruling)",
    ],
    ['1,1,1,a,,A+ PP 120%', "penalty 'PP 120%' is more than 100 % of a top (file bad.csv, line 2, field ruling)"],
    ['1,1,1,a,5,PP 0MP', "penalty 'PP 0MP' is not a positive amount (file bad.csv, line 2, field ruling)"],
    [
      '1,1,1,a,5,A+ PP',
      "penalty 'PP ' is not PP <amount>% (of a top) or PP <amount>MP (file bad.csv, line 2, field ruling)",
    ],
    [
      '1,1,1,a,5,A70X PP 25%',
      "ruling 'A70X' is not A60, A50, A40, A<percent>, A+, A, A-, NP or ? (file bad.csv, line 2, field ruling)",
    ],
    [
      '1,1,1,a,,PP 25%',
      'score is missing (leave it empty only with a ruling: A60, NP, ?) (file bad.csv, line 2, field score)',
    ],
  ])('a bad ruling cell names the line and the field: %j', (row, message) => {
    const text = `deal,table,seat,player,score,ruling\n${row}\n`;
    expect(() => readPreferansProtocol(text, 'bad.csv')).toThrow(BridgeInputError);
    expect(() => readPreferansProtocol(text, 'bad.csv')).toThrow(message);
  });

  it('a malformed penalty carries its place as data; the lines-only reader refuses a protocol with penalties', () => {
    try {
      readPreferansProtocol('deal,table,seat,player,score,ruling\n1,1,1,a,5,\n1,2,1,b,4,A- PP 2X\n', 'e.csv');
      throw new Error('no error');
    } catch (e) {
      expect((e as BridgeInputError).source).toEqual({ file: 'e.csv', line: 3, field: 'ruling' });
      expect((e as BridgeInputError).value).toBe('2X');
    }
    expect(() => readPreferansCsv(CSV, 'pp.csv')).toThrow(
      'a procedural penalty is not a seat line: read this protocol with its penalties (file pp.csv, line 3, field ruling)',
    );
  });
});
