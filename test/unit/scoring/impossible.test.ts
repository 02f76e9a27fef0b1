/**
 * Numbers that cannot be what they say are errors, and the artificial-score notation as decided: A+, A=, A-
 * and A60/40, A50/50, A40/60 (the preset's levels written out) are the artificial scores of Law 12C2(a), to
 * which 12C2(c) applies as the preset says; another 'A' figure is refused unless the preset allows it; a fixed
 * percentage that no session rule touches is written 60%/40%.
 */
import { getPreset } from '../../../src/engine/presets';
import { parseRuling } from '../../../src/engine/rulings/notation';
import { scoreBoard } from '../../../src/engine/scoring/board';
import { neuberg } from '../../../src/engine/scoring/neuberg';
import { scoreEvent, type SessionTotal } from '../../../src/engine/scoring/session';
import type { EventData, TravellerEntry } from '../../../src/engine/model/types';
import { played } from './helpers';

const wbf = getPreset('wbf');
const byId = (totals: SessionTotal[]) => Object.fromEntries(totals.map((t) => [t.id, t]));

describe('more results than tables', () => {
  const lines = (n: number): TravellerEntry[] =>
    Array.from({ length: n }, (_, k) => ({
      ...played(1, [50, 420, -100][k % 3]),
      source: { file: 'r.csv', line: k + 2 },
    }));

  it('a session with 8 results on a board said to have 4 tables is refused, naming board, count and line', () => {
    const event: EventData = { kind: 'pairs', form: 'mp', contestants: [], entries: lines(8), expectedResults: 4 };
    // Scored, the first line would get (14 + 1) · 4/8 − 1 = 6.5 of a top of 6: 108 %.
    expect(() => scoreEvent(event, wbf)).toThrow('r.csv line 6: board 1 has 8 results but the event has 4 tables');
  });

  it('a single board with more results than E is refused the same way', () => {
    expect(() => scoreBoard(lines(3), { expected: 2 }, wbf)).toThrow(
      /board 1 has 3 results but the event has 2 tables/,
    );
    // As many results as tables is fine: 3 lines, E = 3.
    expect(scoreBoard(lines(3), { expected: 3 }, wbf).top).toBe(4);
  });

  it('Neuberg with more results than expected is refused (it gave −0.8 for 0 of 10 at E = 2)', () => {
    expect(() => neuberg(0, 10, 2)).toThrow(/number of results 10 is more than the 2 expected/);
    // A = E leaves the score as it is; A < E: (0 + 1) · 4/2 − 1 = 1.
    expect(neuberg(3, 4, 4)).toBe(3);
    expect(neuberg(0, 2, 4)).toBe(1);
  });
});

describe('procedural penalties above 100 % of a top', () => {
  it('PP NS 5000% is refused naming the amount; 100 % is the most', () => {
    expect(() => parseRuling('A+ PP NS 5000%')).toThrow(/procedural penalty '5000%' is more than 100 % of a top/);
    expect(parseRuling('A+ PP NS 100%').penalties).toEqual([{ direction: 'NS', amount: 100, unit: 'pctTop' }]);
  });
});

/**
 * Three boards, three tables (1v4, 2v5, 3v6). Boards 1 and 2: +100, +50, −50 → NS 4, 2, 0 (top 4): pair 1 has
 * 100 % on its other boards (above 60), pair 4 has 0 % (below 40). Board 3: 1v4 get the ruling; +100 and +50 at
 * the other tables.
 */
function withRuling(text: string): EventData {
  const contestants: EventData['contestants'] = [
    ...['1', '2', '3'].map((id) => ({ id, direction: 'NS' as const })),
    ...['4', '5', '6'].map((id) => ({ id, direction: 'EW' as const })),
  ];
  const entries: TravellerEntry[] = [];
  for (const b of [1, 2]) entries.push(played(b, 100, '1', '4'), played(b, 50, '2', '5'), played(b, -50, '3', '6'));
  entries.push(
    {
      board: 3,
      table: 1,
      ns: '1',
      ew: '4',
      status: 'ruled',
      ruling: parseRuling(text),
      source: { file: 'r.csv', line: 8 },
    },
    played(3, 100, '2', '5'),
    played(3, 50, '3', '6'),
  );
  return { kind: 'pairs', form: 'mp', contestants, entries };
}

describe('artificial scores: the levels, other figures and fixed percentages', () => {
  it.each(['A+', 'A60/40', 'A6040', 'A60'])(
    '%s is Ave+/Ave− of 12C2(a): 12C2(c) raises pair 1 to its 100 % and lowers pair 4 to its 0 %',
    (text) => {
      const t = byId(scoreEvent(withRuling(text), wbf).totals);
      // Pair 1: 4 + 4 + 4 (100 % of 4) = 12 of 12; pair 4: 0 + 0 + 0 = 0.
      expect(t['1']).toMatchObject({ total: 12, percent: 100 });
      expect(t['4']).toMatchObject({ total: 0, percent: 0 });
    },
  );

  it('60%/40% is a fixed percentage that 12C2(c) leaves as it is, above 60 % and below 40 % alike', () => {
    const s = scoreEvent(withRuling('60%/40%'), wbf);
    const t = byId(s.totals);
    // Pair 1: 4 + 4 + 2.4 (60 % of 4) = 10.4 of 12 = 86.67 %; pair 4: 0 + 0 + 1.6 (40 % of 4) = 1.6 = 13.33 %.
    expect(t['1'].total).toBeCloseTo(10.4, 12);
    expect(t['1'].percent).toBe(86.67);
    expect(t['4'].total).toBeCloseTo(1.6, 12);
    expect(t['4'].percent).toBe(13.33);
    expect(s.boards.find((b) => b.board === 3)!.entries[0]).toMatchObject({ pctNS: 60, pctEW: 40 });
  });

  it('55%/45% is a fixed percentage too: 2.2 and 1.8 of a top of 4', () => {
    const t = byId(scoreEvent(withRuling('55%/45%'), wbf).totals);
    expect(t['1'].total).toBeCloseTo(10.2, 12);
    expect(t['4'].total).toBeCloseTo(1.8, 12);
  });

  it('A55/45 is refused under a preset whose levels are 60/50/40, naming the value and the line', () => {
    expect(() => scoreEvent(withRuling('A55/45'), wbf)).toThrow(
      "board 3, table 1, file r.csv, line 8: 'A55' gives 55 %, which is not one of the preset's artificial levels (60/50/40); write A+, A= or A-, or a fixed percentage such as '55%/45%'",
    );
  });

  it('a preset that allows other figures scores A65/35 at those figures, with 12C2(c)', () => {
    const allowing = { ...wbf, artificial: { ...wbf.artificial, otherFigures: 'allow' as const } };
    const t = byId(scoreEvent(withRuling('A65/35'), allowing).totals);
    // 12C2(c) still applies: pair 1's own 100 % beats 65 %, pair 4's own 0 % is below 35 %.
    expect(t['1'].total).toBe(12);
    expect(t['4'].total).toBe(0);
    // Without the session rule, the figures themselves: 4 + 4 + 2.6 (65 % of 4) and 0 + 0 + 1.4 (35 % of 4).
    const off = { ...allowing, sessionRule: { ...allowing.sessionRule, apply: false } };
    const u = byId(scoreEvent(withRuling('A65/35'), off).totals);
    expect(u['1'].total).toBeCloseTo(10.6, 12);
    expect(u['4'].total).toBeCloseTo(1.4, 12);
  });

  it('Law 12C2(a) bounds hold even where other figures are allowed: A55/45 is not average-plus', () => {
    const allowing = { ...wbf, artificial: { ...wbf.artificial, otherFigures: 'allow' as const } };
    expect(() => scoreEvent(withRuling('A55/45'), allowing)).toThrow('55 % is not average-plus (at least 60 %)');
  });
});
