import fc from 'fast-check';
import { scoreBoard } from '../../../src/engine/scoring/board';
import { matchpointScores } from '../../../src/engine/scoring/matchpoints';
import { neubergAll } from '../../../src/engine/scoring/neuberg';
import { sessionRulePercent } from '../../../src/engine/laws/law12/session-rule';
import { getPreset } from '../../../src/engine/presets';
import type { TravellerEntry } from '../../../src/engine/model/types';

const wbf = getPreset('wbf');
const ebu = getPreset('ebu');

/** NS scores as on real travellers: multiples of 10 in a narrow band, so ties are common. */
const score = fc.integer({ min: -30, max: 30 }).map((k) => k * 10);
const scores = (min: number, max: number) => fc.array(score, { minLength: min, maxLength: max });

/** Weights with 2 decimals summing to 1 (2 to 4 components). */
const weights = fc
  .array(fc.integer({ min: 1, max: 60 }), { minLength: 2, maxLength: 4 })
  .map((ks) => {
    const total = ks.reduce((a, b) => a + b, 0);
    const w = ks.map((k) => Math.floor((100 * k) / total));
    w[0] += 100 - w.reduce((a, b) => a + b, 0);
    return w.map((x) => x / 100);
  })
  .filter((w) => w.every((x) => x > 0));

const lines = (xs: number[], board = 1): TravellerEntry[] =>
  xs.map((s, i) => ({ board, table: i + 1, status: 'played', scoreNS: s }));

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('board properties', () => {
  it('NS matchpoints of a board sum to n(n − 1) and NS + EW = top on every line', () => {
    fc.assert(
      fc.property(scores(1, 40), (xs) => {
        const n = xs.length;
        expect(sum(matchpointScores(xs))).toBe(n * (n - 1));
        const s = scoreBoard(lines(xs), {}, wbf);
        expect(sum(s.entries.map((e) => e.mpNS!))).toBe(n * (n - 1));
        for (const e of s.entries) expect(e.mpNS! + e.mpEW!).toBe(s.top);
      }),
    );
  });

  it('weighted tables keep the board total n(n − 1)', () => {
    fc.assert(
      fc.property(
        scores(1, 20),
        fc.array(fc.tuple(weights, scores(4, 4)), { minLength: 1, maxLength: 3 }),
        (xs, ws) => {
          const entries: TravellerEntry[] = lines(xs);
          for (const [w, comp] of ws) {
            entries.push({
              board: 1,
              status: 'ruled',
              ruling: {
                ns: { kind: 'weighted', parts: w.map((weight, i) => ({ ns: comp[i], weight })) },
                ew: { kind: 'weighted', parts: w.map((weight, i) => ({ ns: comp[i], weight })) },
              },
            });
          }
          const n = entries.length;
          const s = scoreBoard(entries, {}, wbf);
          expect(sum(s.entries.map((e) => e.mpNS!))).toBeCloseTo(n * (n - 1), 9);
          for (const e of s.entries) expect(e.mpNS! + e.mpEW!).toBeCloseTo(s.top, 9);
        },
      ),
    );
  });

  it('Neuberg keeps the average: a factored group of A sums to A(E − 1)', () => {
    fc.assert(
      fc.property(scores(1, 30), fc.integer({ min: 0, max: 30 }), (xs, extra) => {
        const a = xs.length;
        const e = a + extra;
        expect(sum(neubergAll(matchpointScores(xs), e))).toBeCloseTo(a * (e - 1), 8);
        const s = scoreBoard(lines(xs), { expected: e }, wbf);
        expect(sum(s.entries.map((x) => x.mpNS!))).toBeCloseTo(a * (e - 1), 8);
      }),
    );
  });

  it('a split score changes only the side it touches', () => {
    fc.assert(
      fc.property(scores(1, 20), score, score, (xs, ns, ew) => {
        const ruledLine = (nsScore: number, ewScore: number): TravellerEntry => ({
          board: 1,
          status: 'ruled',
          ruling: { ns: { kind: 'assigned', ns: nsScore }, ew: { kind: 'assigned', ns: ewScore } },
        });
        const balanced = scoreBoard([...lines(xs), ruledLine(ns, ns)], {}, wbf).entries;
        const split = scoreBoard([...lines(xs), ruledLine(ns, ew)], {}, wbf).entries;
        // NS figures of every table are those of the balanced board with the NS-assigned score.
        expect(split.map((e) => e.mpNS)).toEqual(balanced.map((e) => e.mpNS));
        // EW figures are those of the balanced board with the EW-assigned score.
        const balancedEW = scoreBoard([...lines(xs), ruledLine(ew, ew)], {}, wbf).entries;
        expect(split.map((e) => e.mpEW)).toEqual(balancedEW.map((e) => e.mpEW));
      }),
    );
  });

  it("each fouled group's factored matchpoints average to half the full top", () => {
    fc.assert(
      fc.property(scores(1, 15), scores(1, 15), scores(0, 6), (a, b, c) => {
        const entries: TravellerEntry[] = [
          ...lines(a),
          ...b.map((s): TravellerEntry => ({ board: 1, status: 'played', scoreNS: s, form: 'B' })),
          ...c.map((s): TravellerEntry => ({ board: 1, status: 'played', scoreNS: s, form: 'C' })),
        ];
        const e = entries.length;
        const res = scoreBoard(entries, { expected: e }, wbf);
        for (const [from, to] of [
          [0, a.length],
          [a.length, a.length + b.length],
          [a.length + b.length, e],
        ]) {
          const group = res.entries.slice(from, to);
          if (group.length < 2) continue; // a form played once gets an artificial score
          const mean = sum(group.map((x) => x.mpNS!)) / group.length;
          expect(mean).toBeCloseTo(e - 1, 8);
          expect(sum(group.map((x) => x.mpEW!)) / group.length).toBeCloseTo(e - 1, 8);
        }
      }),
    );
  });

  it('EBU small groups: every result of a fouled board gets between 0 and the top', () => {
    fc.assert(
      fc.property(scores(1, 20), scores(1, 4), (a, b) => {
        const entries: TravellerEntry[] = [
          ...lines(a),
          ...b.map((s): TravellerEntry => ({ board: 1, status: 'played', scoreNS: s, form: 'B' })),
        ];
        const res = scoreBoard(entries, {}, ebu);
        for (const x of res.entries) {
          expect(x.mpNS!).toBeGreaterThanOrEqual(0);
          expect(x.mpNS!).toBeLessThanOrEqual(res.top + 1e-9);
        }
      }),
    );
  });

  it('Law 12C2(c) never lowers a non-offender below 60 % nor raises an offender above 40 %', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (own) => {
        expect(sessionRulePercent('plus', 60, own, wbf.sessionRule)).toBeGreaterThanOrEqual(60);
        expect(sessionRulePercent('minus', 40, own, wbf.sessionRule)).toBeLessThanOrEqual(40);
        expect(sessionRulePercent('average', 50, own, wbf.sessionRule)).toBe(50);
      }),
    );
  });
});
