/**
 * Cross-IMPs of a board (each result IMPed against every other result, a weighted score component by
 * component) against the definition written out pair by pair, n² IMP look-ups: the scorer counts the plain
 * results by score, and must give the same figures. Fields have many ties, weighted scores (Law 12C1(c)) and
 * assigned split scores; every divisor.
 */
import fc from 'fast-check';
import { scoreEvent } from '../../../src/engine/scoring/session';
import { crossImps } from '../../../src/engine/scoring/cross-imps';
import { imps } from '../../../src/engine/scoring/imps';
import { weightedValue } from '../../../src/engine/laws/law12/weighted';
import { getPreset } from '../../../src/engine/presets';
import type { FrequencyItem } from '../../../src/engine/scoring/matchpoints';
import type { EventData, Ruling, TravellerEntry } from '../../../src/engine/model/types';

const wbf = getPreset('wbf');
const divisors = ['sum', 'average', 'ebu-sqrt'] as const;

/** The definition: result i's IMPs against each other result j, in order, divided as the preset says. */
function definition(field: readonly (readonly FrequencyItem[])[], divisor: (typeof divisors)[number]): number[] {
  const n = field.length;
  const sums = field.map((own, i) => {
    let sum = 0;
    field.forEach((other, j) => {
      if (j !== i) sum += weightedValue(own, (s) => weightedValue(other, (t) => imps(s - t)));
    });
    return sum;
  });
  if (n < 2 || divisor === 'sum') return sums;
  const by = divisor === 'average' ? n - 1 : Math.sqrt((n * (n - 1)) / 2);
  return sums.map((s) => s / by);
}

/** A table's result: a score, or a weighted score (two components). */
type Line = { score: number } | { weighted: [number, number, number] };

/** Scores in a narrow band of whole tens (many ties), now and then a large swing. */
const score = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -8, max: 8 }).map((k) => 10 * k) },
  { weight: 1, arbitrary: fc.constantFrom(620, -1430, 2210) },
);
const line: fc.Arbitrary<Line> = fc.oneof(
  { weight: 5, arbitrary: score.map((s) => ({ score: s })) },
  { weight: 1, arbitrary: fc.tuple(score, score, fc.constantFrom(0.5, 0.7, 0.25)).map((w) => ({ weighted: w })) },
);

function items(l: Line): FrequencyItem[] {
  if ('score' in l) return [{ score: l.score, weight: 1 }];
  const [a, b, w] = l.weighted;
  return [
    { score: a, weight: w },
    { score: b, weight: 1 - w },
  ];
}

function entry(t: number, l: Line): TravellerEntry {
  const e: TravellerEntry = { board: 1, table: t, ns: `${t}`, ew: `E${t}`, status: 'played' };
  if ('score' in l) e.scoreNS = l.score;
  else {
    const parts = items(l).map((it) => ({ ns: it.score, weight: it.weight }));
    const ruling: Ruling = {
      ns: { kind: 'weighted', parts },
      ew: { kind: 'weighted', parts },
      laws: ['12C1(c)'],
      fault: 'EW',
    };
    e.status = 'ruled';
    e.ruling = ruling;
  }
  return e;
}

describe('cross-IMPs against the definition', () => {
  it('a field of plain and weighted results: every line as the definition gives it (property)', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 60 }), fc.constantFrom(...divisors), (lines, divisor) => {
        const preset = { ...wbf, crossImps: { divisor } };
        const event: EventData = {
          kind: 'pairs',
          form: 'cross-imp',
          contestants: [],
          entries: lines.map((l, t) => entry(t + 1, l)),
        };
        const got = scoreEvent(event, preset).entries.map((e) => e.impNS as number);
        const want = definition(lines.map(items), divisor);
        got.forEach((v, i) => expect(v).toBeCloseTo(want[i], 9));
      }),
      { numRuns: 300 },
    );
  });

  it('plain results: crossImps() gives the definition exactly (whole IMPs, any order of adding up)', () => {
    fc.assert(
      fc.property(fc.array(score, { minLength: 1, maxLength: 80 }), fc.constantFrom(...divisors), (s, divisor) => {
        const want = definition(
          s.map((x) => [{ score: x, weight: 1 }]),
          divisor,
        ).map((v) => (v === 0 ? 0 : v));
        expect(crossImps(s, { divisor })).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });

  it('a weighted score among plain results, worked by hand', () => {
    // Tables: +420, +420, +170 and 50 % of +420 / 50 % of +170. IMPs: 420 v 170 = 250 → 6; 420 v 420 = 0.
    // +420 (each): 0 (the other +420) + 6 (v +170) + ½·0 + ½·6 (v the weighted table) = 9; ÷ 3 = 3.
    // +170: −6 − 6 + ½·(−6) + ½·0 = −15; ÷ 3 = −5.
    // Weighted: ½·(0 + 0 + 6) + ½·(−6 − 6 + 0) = 3 − 6 = −3; ÷ 3 = −1.
    const lines: Line[] = [{ score: 420 }, { score: 420 }, { score: 170 }, { weighted: [420, 170, 0.5] }];
    const event: EventData = {
      kind: 'pairs',
      form: 'cross-imp',
      contestants: [],
      entries: lines.map((l, t) => entry(t + 1, l)),
    };
    const got = scoreEvent(event, wbf).entries.map((e) => [e.impNS, e.impEW]);
    expect(got).toEqual([
      [3, -3],
      [3, -3],
      [-5, 5],
      [-1, 1],
    ]);
  });
});
