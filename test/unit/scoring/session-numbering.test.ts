/**
 * The session scorer keeps the numbering of the last listed field (and the pairs it found at each table) for
 * the next score of the same field. What it keeps must never show: an event scored right after another with
 * the same contestants gets exactly the figures it gets after an unrelated event, whatever the seating, and a
 * list changed in place between two scores is numbered anew.
 */
import fc from 'fast-check';
import { scoreEvent } from '../../../src/engine/scoring/session';
import { getPreset } from '../../../src/engine/presets';
import type { Contestant, EventData, TravellerEntry } from '../../../src/engine/model/types';

const ebu = getPreset('ebu');

/** Pairs 1..2t (NS 1..t, EW t+1..2t), listed once and shared by the events built on them. */
function field(tables: number): Contestant[] {
  const out: Contestant[] = [];
  for (let t = 1; t <= tables; t++) out.push({ id: `${t}`, direction: 'NS' });
  for (let t = 1; t <= tables; t++) out.push({ id: `${tables + t}`, direction: 'EW' });
  return out;
}

/**
 * Every board at every table; at table t on board b the NS pair is nsAt(b, t) and the EW pair ewAt(b, t)
 * (each a permutation of the tables per board), scores from `score`.
 */
function event(
  contestants: Contestant[],
  boards: number,
  nsAt: (b: number, t: number) => number,
  ewAt: (b: number, t: number) => number,
  score: (b: number, t: number) => number,
): EventData {
  const tables = contestants.length / 2;
  const entries: TravellerEntry[] = [];
  for (let b = 1; b <= boards; b++) {
    for (let t = 1; t <= tables; t++) {
      entries.push({
        board: b,
        table: t,
        ns: `${nsAt(b, t)}`,
        ew: `${tables + ewAt(b, t)}`,
        status: 'played',
        scoreNS: score(b, t),
      });
    }
  }
  return { kind: 'pairs', form: 'mp', contestants, entries, expectedResults: tables };
}

/** Each pair at its own table on every board. */
const own = (_: number, t: number) => t;
/** The tables in the other order. */
const reversed = (tables: number) => (_: number, t: number) => tables + 1 - t;

/** An event with a field of its own: scoring it leaves nothing of another field kept. */
const unrelated = event(field(2), 1, own, own, (_, t) => 10 * t);

describe('the numbering kept from one score to the next', () => {
  it('gives an event scored after another of the same field the figures it gets on its own (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 64, maxLength: 64 }),
        fc.integer({ min: 0, max: 5 }),
        (tables, boards, draws, shift) => {
          const contestants = field(tables);
          const score = (b: number, t: number) => 10 * draws[(b * 7 + t) % draws.length] - 5000;
          // First event: pairs at their own tables. Second: the same pairs, moved round by `shift` tables, and
          // EW pairs moving one more table each board, so that the pairs kept for a table are not its pairs.
          const first = event(contestants, boards, own, own, score);
          const rot = (t: number, k: number) => ((t - 1 + k) % tables) + 1;
          const second = event(
            contestants,
            boards,
            (_, t) => rot(t, shift),
            (b, t) => rot(t, shift + b),
            (b, t) => score(b + 1, t),
          );
          scoreEvent(unrelated, ebu);
          const alone = scoreEvent(second, ebu);
          scoreEvent(first, ebu);
          const after = scoreEvent(second, ebu);
          expect(after).toEqual(alone);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives an event without a list of contestants, scored after a listed field, its own numbering', () => {
    const contestants = field(3);
    const listed = event(contestants, 2, own, own, (b, t) => 10 * b * t);
    // The same seating with no list: the pairs are numbered as the lines name them, table 1's pairs 3 and 6
    // first. The pairs kept for each table by the listed field's numbering must not be taken for these.
    const unlisted = event(field(3), 2, reversed(3), reversed(3), (b, t) => 10 * b * t);
    unlisted.contestants = [];
    scoreEvent(unrelated, ebu);
    const alone = scoreEvent(unlisted, ebu);
    expect(alone.totals.map((t) => t.id)).toEqual(['3', '6', '2', '5', '1', '4']);
    scoreEvent(listed, ebu);
    expect(scoreEvent(unlisted, ebu)).toEqual(alone);
  });

  it('numbers a list changed in place anew: a renamed pair, a pair moved to the other direction', () => {
    const contestants = field(2);
    // Board 1, two tables: NS 1 v EW 3 +100, NS 2 v EW 4 +50. Top 2: NS 1 and EW 4 get 2, NS 2 and EW 3 get 0.
    const e = event(contestants, 1, own, own, (_, t) => (t === 1 ? 100 : 50));
    const before = scoreEvent(e, ebu);
    expect(before.totals.map((t) => [t.id, t.total, t.rank])).toEqual([
      ['1', 2, 1],
      ['2', 0, 2],
      ['3', 0, 2],
      ['4', 2, 1],
    ]);
    // Pair 4 renamed 9 in the list: the line that still names 4 is refused, naming it.
    contestants[3] = { id: '9', direction: 'EW' };
    expect(() => scoreEvent(e, ebu)).toThrow(/'4' is not a contestant/);
    // The line renamed too: pair 9 gets pair 4's figures.
    e.entries[1].ew = '9';
    expect(scoreEvent(e, ebu).totals.map((t) => [t.id, t.total])).toEqual([
      ['1', 2],
      ['2', 0],
      ['3', 0],
      ['9', 2],
    ]);
    // Pair 3 listed as NS: one field of three NS pairs and one of a single EW pair, ranked apart.
    contestants[2] = { id: '3', direction: 'NS' };
    const moved = scoreEvent(e, ebu).totals.map((t) => [t.id, t.direction, t.rank]);
    expect(moved).toEqual([
      ['1', 'NS', 1],
      ['2', 'NS', 2],
      ['3', 'NS', 2],
      ['9', 'EW', 1],
    ]);
  });
});
