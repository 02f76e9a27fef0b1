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
import { getPreset } from '../../../src/engine/presets';
import type { EventData, ScoringForm, TravellerEntry } from '../../../src/engine/model/types';
import { scoreTeamMatch, teamStandings, teamTotals, type MatchResult, type TeamBoard } from '../../../src/engine/teams';
import { scoreSeats, seatOptionsFromPreset, type SeatLine } from '../../../src/engine/preferans';

/** The sum of `xs` as one contestant's ExactSums adds them up. */
const exactSum = (xs: readonly number[]): number => {
  const sums = new ExactSums(1);
  for (const x of xs) sums.add(0, x);
  return sums.value(0);
};

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

/** `xs` in the order of their keys (the key of item i is keys[i mod the keys' length]; ties keep the list's order). */
const shuffled = <T>(xs: readonly T[], order: readonly number[]): T[] =>
  xs
    .map((x, i) => ({ x, key: order[i % order.length] }))
    .sort((a, b) => a.key - b.key)
    .map((y) => y.x);

describe('teams: totals are order-free', () => {
  // Hand-made: 0.1 + 0.2 + 0.3 VPs added in match order gave 0.6000000000000001 one way and 0.6 the other.
  it("a team's VPs over its matches are the same sum in any order of the matches", () => {
    const matches = (order: readonly number[]): MatchResult[] =>
      order.map((k, i) => ({ home: 'A', away: `B${i}`, homeVp: [0.1, 0.2, 0.3][k], awayVp: 20 - [0.1, 0.2, 0.3][k] }));
    for (const order of [
      [0, 1, 2],
      [2, 1, 0],
    ]) {
      expect(teamStandings(matches(order)).find((s) => s.team === 'A')?.vp).toBe(0.6);
    }
  });

  it('standings: the same matches listed in another order give the same VPs, IMPs and places to the last bit', () => {
    // A round robin of 4 to 8 teams, VPs to two decimals (a split or penalised match need not total 20), some
    // matches a bye; level teams split by the VPs they won among themselves, then the IMP quotient.
    const event = fc
      .record({
        teams: fc.integer({ min: 4, max: 8 }),
        cells: fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 40, maxLength: 40 }),
      })
      .map(({ teams, cells }) => {
        const out: MatchResult[] = [];
        let k = 0;
        for (let i = 0; i < teams; i++) {
          for (let j = i + 1; j < teams; j++, k++) {
            const c = cells[k % cells.length];
            if (c < 60) out.push({ home: `T${i}`, homeVp: 12 });
            else {
              const homeVp = (c % 2001) / 100;
              const awayVp = (((c * 7) % 1900) + 37) / 100;
              const homeImps = (c % 61) - 30 + (c % 3) / 10;
              out.push({ home: `T${i}`, away: `T${j}`, homeVp, awayVp, homeImps, awayImps: -homeImps });
            }
          }
        }
        return out;
      });
    fc.assert(
      fc.property(event, keys, (list, order) => {
        const options = { byeVp: 12, tieBreaks: ['headToHead', 'impQuotient'] as const };
        const a = teamStandings(list, { ...options, tieBreaks: [...options.tieBreaks] });
        const b = teamStandings(shuffled(list, order), { ...options, tieBreaks: [...options.tieBreaks] });
        const byTeam = new Map(b.map((s) => [s.team, s]));
        expect(b.length).toBe(a.length);
        for (const s of a) {
          const t = byTeam.get(s.team);
          for (const f of ['vp', 'impsFor', 'impsAgainst', 'rank', 'rankLabel'] as const) expect(t?.[f]).toBe(s[f]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a match: the same boards in another order give the same IMPs and VPs to the last bit', () => {
    // Boards where the open room has a weighted score (Law 12C1(c)), so that board IMPs have fractions.
    const weights = [
      [0.1, 0.9],
      [0.3, 0.7],
      [0.6, 0.4],
      [0.25, 0.75],
      [1 / 3, 2 / 3],
    ];
    const match = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 })), {
        minLength: 2,
        maxLength: 16,
      })
      .map((rows): TeamBoard[] =>
        rows.map(([x, y], i) => {
          const [w1, w2] = weights[x % weights.length];
          const parts = [
            { ns: SCORES[x % SCORES.length], weight: w1 },
            { ns: SCORES[y % SCORES.length], weight: w2 },
          ];
          return {
            board: i + 1,
            open:
              x < 70
                ? { ruling: { ns: { kind: 'weighted', parts }, ew: { kind: 'weighted', parts } } }
                : { scoreNS: 420 },
            closed: { scoreNS: SCORES[(x + y) % SCORES.length] },
          };
        }),
      );
    fc.assert(
      fc.property(match, keys, (boards, order) => {
        const options = { vp: { scale: 'wbf' as const } };
        const a = scoreTeamMatch({ home: 'H', away: 'A', boards }, options);
        const b = scoreTeamMatch({ home: 'H', away: 'A', boards: shuffled(boards, order) }, options);
        for (const f of [
          'homeImps',
          'awayImps',
          'homeFor',
          'homeAgainst',
          'awayFor',
          'awayAgainst',
          'homeVp',
          'awayVp',
        ] as const) {
          expect(b[f]).toBe(a[f]);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('duplicate preferans and a teams file: totals are order-free', () => {
  it("players' totals, percentages and places: the same lines in another order give the same figures to the last bit", () => {
    // Three players at each of 3 to 6 tables meet on 2 to 6 deals, seat by seat, moving one table on from deal to
    // deal; some lines are not played (the deal's group is factored), some artificial (Ave+ / Ave−, the session
    // rule from the player's own result), some a weighted assigned score.
    const protocol = fc
      .record({
        tables: fc.integer({ min: 3, max: 6 }),
        deals: fc.integer({ min: 2, max: 6 }),
        cells: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 50, maxLength: 50 }),
      })
      .map(({ tables, deals, cells }) => {
        const lines: SeatLine[] = [];
        let k = 0;
        for (let d = 1; d <= deals; d++) {
          for (let t = 1; t <= tables; t++) {
            for (let seat = 1; seat <= 3; seat++, k++) {
              const x = cells[k % cells.length];
              const player = `p${seat}-${((t + d * seat) % tables) + 1}`;
              const line: SeatLine = { deal: d, table: t, seat: String(seat), players: [player], score: (x % 13) - 6 };
              if (x < 8) line.outcome = { kind: 'notPlayed' };
              else if (x < 14) line.outcome = { kind: 'artificial', level: x % 2 ? 'plus' : 'minus' };
              else if (x < 20) {
                delete line.score;
                line.parts = [
                  { score: (x % 7) - 3, weight: 0.3 },
                  { score: (x % 5) + 1, weight: 0.7 },
                ];
              }
              lines.push(line);
            }
          }
        }
        return lines;
      });
    fc.assert(
      fc.property(protocol, keys, (lines, order) => {
        for (const id of ['ru-preferans', 'wbf', 'ebu']) {
          const options = seatOptionsFromPreset(getPreset(id));
          const a = scoreSeats(lines, options).players;
          const b = new Map(scoreSeats(shuffled(lines, order), options).players.map((p) => [p.player, p]));
          expect(b.size).toBe(a.length);
          for (const p of a) {
            const q = b.get(p.player);
            for (const f of ['mp', 'max', 'exactPercent', 'percent', 'rank', 'rankLabel'] as const) {
              expect(q?.[f]).toBe(p[f]);
            }
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it("a teams file's net IMPs: the same matches in another order give the same totals, and equal totals share a rank", () => {
    // A and C each win three matches by 0.1, 0.2 and 0.3 IMPs (a weighted score's tenths), against B, D and E:
    // 0.6 each, whatever the order. Added match by match in the order listed, A's came to 0.6000000000000001
    // (0.1 + 0.2 first) and C's to 0.6 (0.3 + 0.2 first): A first and C second, for the same IMPs.
    const listed = [
      ['A', 'B', 0.1],
      ['C', 'E', 0.3],
      ['A', 'D', 0.2],
      ['C', 'D', 0.2],
      ['A', 'E', 0.3],
      ['C', 'B', 0.1],
    ] as const;
    const matches = (order: readonly number[]) =>
      shuffled(listed, order).map(([home, away, imps]) => ({
        ...scoreTeamMatch({ home, away, boards: [] }),
        homeImps: imps,
        awayImps: -imps,
      }));
    for (const order of [
      [0, 1, 2, 3, 4, 5],
      [5, 4, 3, 2, 1, 0],
      [2, 0, 4, 1, 5, 3],
    ]) {
      const totals = new Map(teamTotals(matches(order)).map((t) => [t.id, [t.total, t.rankLabel]]));
      expect(totals.get('A')).toEqual([0.6, '1=']);
      expect(totals.get('C')).toEqual([0.6, '1=']);
      expect(totals.get('B')).toEqual([-0.2, '3']);
      expect(totals.get('D')).toEqual([-0.4, '4']);
      expect(totals.get('E')).toEqual([-0.6, '5']);
    }
  });
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
