/**
 * Totals that do not depend on the order of the lines or the numbers of the boards: the same results entered in
 * another order, or with the boards numbered otherwise, give the same totals, percentages and places to the last
 * bit. Adding up board by board in floating point did not (a Neuberg'd board, an artificial score of 60 % of the
 * top, a cross-IMP average): the last bit of a total moved with the order, and at a printed figure's exact half
 * the printed figure with it.
 */
import fc from 'fast-check';
import { scoreEvent } from '../../../src/engine/scoring/session';
import { ExactSums } from '../../../src/engine/scoring/exact-sum';

/** The sum of `xs` as one contestant's ExactSums adds them up. */
const exactSum = (xs: readonly number[]): number => {
  const sums = new ExactSums(1);
  for (const x of xs) sums.add(0, x);
  return sums.value(0);
};
import { getPreset } from '../../../src/engine/presets';
import type { EventData, ScoringForm, TravellerEntry } from '../../../src/engine/model/types';

const PRESETS = ['wbf', 'ebu', 'acbl', 'abf', 'pzbs', 'nbb', 'ffb'].map((id) => getPreset(id));
const SCORES = [50, 100, 110, 140, 420, 450, -50, -100, 620, -200];

/**
 * A Mitchell session: NS pair t meets EW pair t + b − 1 (mod tables) on board b. Some lines are missing (the
 * board is Neuberg'd or factored where the preset says so) and some carry Ave+ / Ave− or Ave / Ave.
 */
const session = (form: ScoringForm, individual = false) =>
  fc
    .record({
      tables: fc.integer({ min: 3, max: 9 }),
      boards: fc.integer({ min: 2, max: 7 }),
      cells: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 63, maxLength: 63 }),
    })
    .map(({ tables, boards, cells }): EventData => {
      const entries: TravellerEntry[] = [];
      const contestants: EventData['contestants'] = [];
      if (!individual) {
        for (let t = 1; t <= tables; t++) {
          contestants.push({ id: `${t}`, direction: 'NS' }, { id: `${100 + t}`, direction: 'EW' });
        }
      }
      let k = 0;
      for (let b = 1; b <= boards; b++) {
        for (let t = 1; t <= tables; t++, k++) {
          const x = cells[k % cells.length];
          // An individual: the 4 × tables players move round the seats, one seat on from board to board.
          const at = (seat: number) => `p${((t - 1) * 4 + seat + b) % (4 * tables)}`;
          const line = individual
            ? { board: b, table: t, players: { N: at(0), S: at(1), E: at(2), W: at(3) } }
            : { board: b, table: t, ns: `${t}`, ew: `${100 + ((t + b - 2) % tables) + 1}` };
          if (x < 12) continue;
          if (x < 18) {
            const ns = x % 2 === 0 ? 'plus' : 'average';
            const ew = x % 2 === 0 ? 'minus' : 'average';
            entries.push({
              ...line,
              status: 'ruled',
              ruling: { ns: { kind: 'artificial', level: ns }, ew: { kind: 'artificial', level: ew } },
            });
          } else entries.push({ ...line, status: 'played', scoreNS: SCORES[(x * 7 + b) % SCORES.length] });
        }
      }
      return { kind: individual ? 'individual' : 'pairs', form, contestants, entries, expectedResults: tables };
    });

/** The same event, its lines in another order and its boards numbered otherwise. */
const reordered = (ev: EventData, lineKeys: readonly number[], boardKeys: readonly number[]): EventData => {
  const boards = [...new Set(ev.entries.map((e) => e.board))];
  const renumbered = new Map(
    [...boards]
      .sort((a, b) => boardKeys[a % boardKeys.length] - boardKeys[b % boardKeys.length] || a - b)
      .map((b, i) => [b, i + 1]),
  );
  const entries = ev.entries
    .map((e, i) => ({
      e: { ...e, board: renumbered.get(e.board as number) as number },
      key: lineKeys[i % lineKeys.length],
    }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.e);
  return { ...ev, entries };
};

const figures = (ev: EventData, preset: (typeof PRESETS)[number]) => {
  const totals = scoreEvent(ev, preset).totals;
  return new Map(
    totals.map((t) => [t.id, [t.exactTotal, t.exactPercent, t.total, t.percent, t.rank, t.rankLabel, t.ownResult]]),
  );
};

const keys = fc.array(fc.integer(), { minLength: 1, maxLength: 80 });

describe('totals are order-free', () => {
  const kinds = [
    ['mp', false],
    ['cross-imp', false],
    ['butler', false],
    ['mp', true],
    ['cross-imp', true],
  ] as const;
  for (const [form, individual] of kinds) {
    it(`${individual ? 'individual' : 'pairs'}, ${form}: lines reordered and boards renumbered give the same figures to the last bit, under every preset`, () => {
      fc.assert(
        fc.property(session(form, individual), keys, keys, (ev, lineKeys, boardKeys) => {
          const other = reordered(ev, lineKeys, boardKeys);
          let scored = 0;
          for (const preset of PRESETS) {
            let a;
            try {
              a = figures(ev, preset);
            } catch {
              continue; // an event the preset refuses (its form is not the preset's) says nothing here
            }
            const b = figures(other, preset);
            expect(b.size).toBe(a.size);
            for (const [id, fa] of a) {
              const fb = b.get(id) as unknown[];
              fa.forEach((x, i) => expect(fb[i]).toBe(x)); // toBe: Object.is, to the last bit
            }
            scored++;
          }
          expect(scored).toBeGreaterThan(0);
        }),
        { numRuns: 100 },
      );
    });
  }
});

describe('ExactSums', () => {
  it('0.1 + 0.2 + 0.3 is 0.6 in every order (added step by step: 0.6000000000000001 one way, 0.6 the other)', () => {
    expect(0.1 + 0.2 + 0.3).toBe(0.6000000000000001);
    expect(0.3 + 0.2 + 0.1).toBe(0.6);
    // The three doubles add up to 0.600000000000000005551…, nearer 0.59999999999999997780 (the double "0.6")
    // than 0.60000000000000008882.
    for (const xs of [
      [0.1, 0.2, 0.3],
      [0.3, 0.2, 0.1],
      [0.2, 0.1, 0.3],
    ])
      expect(exactSum(xs)).toBe(0.6);
  });

  it('is the exact sum rounded once, for terms of 2^-18 to 2^16 in size (or zero), up to 1,024 of them (sums under 2^27)', () => {
    // Each term is a whole multiple of 2^-70 (its last bit is at least that), so 2^70 × the sum is a whole number
    // that BigInt adds exactly; Number() rounds it once, to nearest.
    const term = fc
      .tuple(fc.double({ min: 2 ** -18, max: 2 ** 16, noNaN: true }), fc.boolean(), fc.boolean())
      .map(([x, negative, zero]) => (zero ? 0 : negative ? -x : x));
    fc.assert(
      fc.property(fc.array(term, { maxLength: 1024 }), (xs) => {
        let scaled = 0n;
        for (const x of xs) scaled += BigInt(x * 2 ** 70);
        expect(exactSum(xs)).toBe(Number(scaled) * 2 ** -70);
      }),
      { numRuns: 300 },
    );
  });
});
