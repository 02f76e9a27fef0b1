/**
 * The board scorer's typed-array paths (one sort per board, equal scores worked out once, a result object shared
 * by equal scores) against a plain reference written from the rules: every score compared with every other
 * (Law 78A: 2 per score beaten, 1 per tie), Neuberg's formula for a board with fewer results than the field
 * (F = ((M + 1)·E − A)/A on the 2-per-beat scale), an artificial score as its percentage of the top (Law 12C2(a)),
 * and ranks as 1 + the number of contestants of the field with a higher figure. Boards have many ties, lines not
 * played and artificial scores.
 */
import fc from 'fast-check';
import { scoreBoard, type MpScoredEntry } from '../../../src/engine/scoring/board';
import { scoreEvent } from '../../../src/engine/scoring/session';
import { getPreset } from '../../../src/engine/presets';
import type { ArtificialLevel, EventData, TravellerEntry } from '../../../src/engine/model/types';

const wbf = getPreset('wbf');
/** The session without Law 12C2(c), so that each artificial score stays at its Law 12C2(a) percentage. */
const wbfNoSessionRule = { ...wbf, sessionRule: { ...wbf.sessionRule, apply: false } };

/** What a table did on a board: a score (multiples of 10 in a narrow band, so ties are common), NP, or Ave±. */
type Line = { score: number } | { np: true } | { artificial: [ArtificialLevel, ArtificialLevel] };

const level = fc.constantFrom<ArtificialLevel>('plus', 'average', 'minus');
const lineArb: fc.Arbitrary<Line> = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: -8, max: 8 }).map((k) => ({ score: k * 10 })) },
  { weight: 1, arbitrary: fc.constant({ np: true as const }) },
  { weight: 1, arbitrary: fc.tuple(level, level).map((a) => ({ artificial: a })) },
);

function entry(board: number, table: number, line: Line): TravellerEntry {
  const e: TravellerEntry = { board, table, ns: `N${table}`, ew: `E${table}`, status: 'played' };
  if ('score' in line) e.scoreNS = line.score;
  else if ('np' in line) e.status = 'notPlayed';
  else {
    e.status = 'ruled';
    e.ruling = {
      ns: { kind: 'artificial', level: line.artificial[0] },
      ew: { kind: 'artificial', level: line.artificial[1] },
      laws: ['12C2(a)'],
      fault: 'none',
    };
  }
  return e;
}

const PERCENT: Record<ArtificialLevel, number> = { plus: 60, average: 50, minus: 40 };

/** The reference figures on the field's top of one board's lines: [NS, EW] per line, undefined for NP. */
function reference(lines: readonly Line[], expected: number): Array<[number, number] | [number, number, 'pct']> {
  const scores = lines.filter((l): l is { score: number } => 'score' in l).map((l) => l.score);
  const a = scores.length;
  const e = expected;
  return lines.map((l) => {
    if ('np' in l) return undefined as never;
    if ('artificial' in l) return [PERCENT[l.artificial[0]], PERCENT[l.artificial[1]], 'pct'];
    let raw = 0;
    for (const s of scores) raw += l.score > s ? 2 : l.score === s ? 1 : 0;
    raw -= 1; // the line's own score, tied with itself
    const rawEW = 2 * (a - 1) - raw;
    const f = (m: number) => (a === e ? m : ((m + 1) * e - a) / a);
    return [f(raw), f(rawEW)];
  });
}

function expectBoard(got: readonly MpScoredEntry[], lines: readonly Line[], expected: number): void {
  const want = reference(lines, expected);
  const fieldTop = 2 * (expected - 1);
  lines.forEach((l, i) => {
    const g = got[i];
    if ('np' in l) {
      expect(g.fieldNS).toBeUndefined();
      expect(g.fieldEW).toBeUndefined();
      return;
    }
    const w = want[i];
    if (w.length === 3) {
      expect([g.pctNS, g.pctEW]).toEqual([w[0], w[1]]);
      expect(g.fieldNS).toBeCloseTo((w[0] * fieldTop) / 100, 9);
      expect(g.fieldEW).toBeCloseTo((w[1] * fieldTop) / 100, 9);
    } else {
      // The same arithmetic in the same order: the figures are equal to the last bit.
      expect([g.fieldNS, g.fieldEW]).toEqual([w[0], w[1]]);
    }
  });
}

const board = (minLength: number, maxLength: number) => fc.array(lineArb, { minLength, maxLength });

describe('typed-array board paths against the reference', () => {
  it('one board: matchpoints by comparing every pair of scores, Neuberg to E, artificial percentages', () => {
    fc.assert(
      fc.property(board(1, 30), fc.integer({ min: 0, max: 4 }), (lines, extra) => {
        const expected = lines.length + extra;
        const entries = lines.map((l, i) => entry(1, i + 1, l));
        const s = scoreBoard(entries, { board: 1, expected }, wbf);
        expectBoard(s.entries, lines, expected);
      }),
      { numRuns: 300 },
    );
  });

  it('a session: every board as the reference, and ranks 1 + the number of higher figures in the field', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 12 })
          .chain((tables) =>
            fc.array(fc.array(lineArb, { minLength: tables, maxLength: tables }), { minLength: 1, maxLength: 6 }),
          ),
        (boards) => {
          const tables = boards[0].length;
          const event: EventData = {
            kind: 'pairs',
            form: 'mp',
            contestants: [],
            entries: boards.flatMap((lines, k) => lines.map((l, t) => entry(k + 1, t + 1, l))),
            expectedResults: tables,
          };
          const s = scoreEvent(event, wbfNoSessionRule);
          boards.forEach((lines, k) => expectBoard(s.boards[k].entries as MpScoredEntry[], lines, tables));
          const ranked = s.totals.filter((t) => t.boardsPlayed > 0);
          const key = (t: (typeof ranked)[number]) =>
            wbf.ranking.by === 'percent' && t.percent !== undefined ? t.percent : t.total;
          for (const t of ranked) {
            const field =
              wbf.ranking.fields === 'direction' ? ranked.filter((u) => u.direction === t.direction) : ranked;
            expect(t.rank).toBe(1 + field.filter((u) => key(u) > key(t)).length);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
