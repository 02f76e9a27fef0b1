/** The preset's choices applied to per-seat scoring, the figures a protocol carries, fouled boards in individuals. */
import { readPreferansProtocol } from '../../../src/engine/io/preferans-csv';
import { individualLines, scoreSeats, seatOptionsFromPreset, type SeatLine } from '../../../src/engine/preferans';
import { getPreset } from '../../../src/engine/presets';

const line = (deal: number, table: number, seat: string, player: string, score: number): SeatLine => ({
  deal,
  table,
  seat,
  players: [player],
  score,
});

describe('seatOptionsFromPreset', () => {
  it('ru-preferans: 60/50/40 %, every deal factored to the fullest field, percentages to 0.01', () => {
    expect(seatOptionsFromPreset(getPreset('ru-preferans'))).toEqual({
      artificialPercent: { plus: 60, average: 50, minus: 40 },
      expected: 'largest',
      neuberg: true,
      percentRounding: { step: 0.01, halves: 'away-from-zero' },
      tieLabel: 'equals',
      // §11.2Б1: 40 % for the side at fault (exactly), 50 %, at least 60 %.
      artificialLimits: { plusAtLeast: 60, average: 50, minusAtMost: 40, minusAtLeast: 40 },
      // The code has no session-percentage rule.
      sessionRule: getPreset('ru-preferans').sessionRule,
    });
    expect(seatOptionsFromPreset(getPreset('ru-preferans'), 5).expected).toBe(5);
  });

  it("a deal played at fewer tables: factored up under 'always', on its own top under 'artificial-only'", () => {
    // Deal 1 seat 1 at three tables; deal 2 seat 1 at two: a 5 beats b 3 → 2 and 0 of a top of 2.
    const lines = [line(1, 1, '1', 'x', 1), line(1, 2, '1', 'y', 2), line(1, 3, '1', 'z', 3)];
    lines.push(line(2, 1, '1', 'a', 5), line(2, 2, '1', 'b', 3));
    // ru-preferans (always): E = 3, a (2 + 1)·3/2 − 1 = 3.5 of 4, b (0 + 1)·3/2 − 1 = 0.5.
    const always = scoreSeats(lines, seatOptionsFromPreset(getPreset('ru-preferans')));
    expect(always.lines.slice(3).map((l) => [l.mp, l.top])).toEqual([
      [3.5, 4],
      [0.5, 4],
    ]);
    // ffb (artificial-only): no artificial score on deal 2, so its own top of 2.
    expect(getPreset('ffb').neuberg.when).toBe('artificial-only');
    const own = scoreSeats(lines, seatOptionsFromPreset(getPreset('ffb')));
    expect(own.lines.slice(3).map((l) => [l.mp, l.top])).toEqual([
      [2, 2],
      [0, 2],
    ]);
  });

  it('the percentage is rounded where the options say and kept exact beside; ties may print as a range', () => {
    // q: middle of three on deal 1 (2 of 4), bottom of two on deal 2 (0 of 2): 2 of 6 = 33.33… %.
    const lines = [line(1, 1, '1', 'p', 5), line(1, 2, '1', 'q', 3), line(1, 3, '1', 'r', 1)];
    lines.push(line(2, 1, '1', 'q', 0), line(2, 2, '1', 's', 4));
    const r = scoreSeats(lines, { percentRounding: { step: 0.01, halves: 'away-from-zero' }, tieLabel: 'range' });
    const q = r.players.find((t) => t.player === 'q');
    expect(q?.percent).toBe(33.33);
    expect(q?.exactPercent).toBeCloseTo(100 / 3, 12);
    // p 4 of 4 and s 2 of 2: both 100 %, ranked "1-2".
    expect(r.players.slice(0, 2).map((t) => [t.player, t.rankLabel])).toEqual([
      ['p', '1-2'],
      ['s', '1-2'],
    ]);
  });
});

describe('figures a protocol carries', () => {
  it('mp, pct, total, total_pct and rank are read as printed, with their decimals; rank may end in =', () => {
    const p = readPreferansProtocol(
      'deal,table,seat,player,score,mp,pct,total,total_pct,rank\n1,1,1,a,5,2,100.0,3.5,87.50,2=\n1,2,1,b,3,0,0,,,\n',
      'c.csv',
    );
    expect(p.carried[0]).toEqual({
      mp: { value: 2, decimals: 0, text: '2', source: { file: 'c.csv', line: 2, field: 'mp' } },
      pct: { value: 100, decimals: 1, text: '100.0', source: { file: 'c.csv', line: 2, field: 'pct' } },
      total: { value: 3.5, decimals: 1, text: '3.5', source: { file: 'c.csv', line: 2, field: 'total' } },
      totalPct: { value: 87.5, decimals: 2, text: '87.50', source: { file: 'c.csv', line: 2, field: 'total_pct' } },
      rank: { value: 2, decimals: 0, text: '2=', source: { file: 'c.csv', line: 2, field: 'rank' } },
    });
    expect(p.carried[1]).toEqual({
      mp: { value: 0, decimals: 0, text: '0', source: { file: 'c.csv', line: 3, field: 'mp' } },
      pct: { value: 0, decimals: 0, text: '0', source: { file: 'c.csv', line: 3, field: 'pct' } },
    });
    expect(p.columns).toEqual(['deal', 'table', 'seat', 'player', 'score']);
    expect(p.rows[1]).toEqual({ deal: '1', table: '2', seat: '1', player: 'b', score: '3' });
  });

  it('a carried figure that is not a number is named with its place', () => {
    expect(() => readPreferansProtocol('deal,table,seat,player,score,mp\n1,1,1,a,5,two\n', 'c.csv')).toThrow(
      "mp 'two' is not a number (file c.csv, line 2, field mp)",
    );
  });

  it('bytes in Windows-1252 are decoded (and say so)', () => {
    const bytes = Buffer.from('deal,table,seat,player,score\n1,1,1,caf\xe9,5\n', 'latin1');
    const p = readPreferansProtocol(bytes, 'w.csv');
    expect([p.encoding, p.lines[0].players]).toEqual(['windows-1252', ['café']]);
  });
});

describe('individual events: fouled boards', () => {
  it('each line keeps the form of the board it was played in (Law 87), so forms are not compared', () => {
    const players = { N: 'a', E: 'b', S: 'c', W: 'd' };
    const { lines } = individualLines([{ board: 1, table: 1, status: 'played', scoreNS: 420, players, form: 'B' }]);
    expect(lines.map((l) => l.form)).toEqual(['B', 'B']);
  });
});
