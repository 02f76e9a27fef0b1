import { readPreferansCsv } from '../../../src/engine/io/preferans-csv';
import { scoreSeats } from '../../../src/engine/preferans';
import { BridgeInputError } from '../../../src/engine/model/types';

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
