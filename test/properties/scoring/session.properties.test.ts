import fc from 'fast-check';
import { rank, scoreEvent, type SessionTotal } from '../../../src/engine/scoring/session';
import { getPreset } from '../../../src/engine/presets';
import type { EventData, TravellerEntry } from '../../../src/engine/model/types';

const wbf = getPreset('wbf');

/**
 * Random Mitchell sessions: t tables, b boards, NS pair k always meets EW pair k; on some lines the director
 * gives Ave+ to NS and Ave− to EW.
 */
const session = fc
  .record({
    tables: fc.integer({ min: 3, max: 8 }),
    boards: fc.integer({ min: 2, max: 6 }),
    seed: fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 48, maxLength: 48 }),
    artificial: fc.array(fc.boolean(), { minLength: 48, maxLength: 48 }),
  })
  .map(({ tables, boards, seed, artificial }): EventData => {
    const entries: TravellerEntry[] = [];
    let k = 0;
    for (let b = 1; b <= boards; b++) {
      for (let t = 1; t <= tables; t++, k++) {
        const base = { board: b, table: t, ns: `N${t}`, ew: `E${t}` };
        if (artificial[k % 48] && k % 5 === 0) {
          entries.push({
            ...base,
            status: 'ruled',
            ruling: { ns: { kind: 'artificial', level: 'plus' }, ew: { kind: 'artificial', level: 'minus' } },
          });
        } else entries.push({ ...base, status: 'played', scoreNS: seed[k % 48] * 10 + b * 10 * t });
      }
    }
    return { kind: 'pairs', form: 'mp', contestants: [], entries };
  });

describe('session properties', () => {
  it('Law 12C2(c): Ave+ never below 60 %, Ave− never above 40 %, and equal to the own result when it applies', () => {
    fc.assert(
      fc.property(session, (ev) => {
        const s = scoreEvent(ev, wbf);
        const own = new Map(s.totals.map((t) => [t.id, t.ownResult]));
        ev.entries.forEach((e, i) => {
          if (e.status !== 'ruled') return;
          const x = s.entries[i];
          expect(x.pctNS!).toBeGreaterThanOrEqual(60 - 1e-9);
          expect(x.pctEW!).toBeLessThanOrEqual(40 + 1e-9);
          const nsOwn = own.get(e.ns!);
          if (nsOwn !== undefined && nsOwn > 60) expect(x.pctNS!).toBeCloseTo(nsOwn, 9);
          const ewOwn = own.get(e.ew!);
          if (ewOwn !== undefined && ewOwn < 40) expect(x.pctEW!).toBeCloseTo(ewOwn, 9);
        });
      }),
    );
  });

  it('percentages are of the maximum available and lie in 0..100', () => {
    fc.assert(
      fc.property(session, (ev) => {
        const s = scoreEvent(ev, wbf);
        for (const t of s.totals) {
          expect(t.exactPercent!).toBeGreaterThanOrEqual(-1e-9);
          expect(t.exactPercent!).toBeLessThanOrEqual(100 + 1e-9);
          expect(t.exactPercent!).toBeCloseTo((100 * t.exactTotal) / t.maximum!, 9);
        }
      }),
    );
  });
});

describe('rank properties', () => {
  // Figures with many ties, 0 and −0, infinities; two fields, some contestants without a board.
  const figure = fc.oneof(
    fc.integer({ min: -5, max: 5 }).map((x) => x / 2),
    fc.constantFrom(0, -0, Infinity, -Infinity, 50.01, 49.99),
    fc.double({ noNaN: true }),
  );
  const field = fc.array(fc.record({ total: figure, ns: fc.boolean(), played: fc.integer({ min: 0, max: 3 }) }), {
    maxLength: 60,
  });

  // Whole hundredths, as percentages to 0.01 and whole totals are: counted by value when their span is a few
  // times the field's size, sorted when it is wider.
  const hundredths = fc.oneof(
    fc.integer({ min: -300, max: 300 }).map((x) => x / 100),
    fc.integer({ min: 4000, max: 6000 }).map((x) => x / 100),
    fc.integer({ min: -2e6, max: 2e6 }),
  );
  const fieldOf = (f: fc.Arbitrary<number>) =>
    fc.array(fc.record({ total: f, ns: fc.boolean(), played: fc.integer({ min: 0, max: 3 }) }), { maxLength: 60 });

  it.each([
    ['any figures', field],
    ['whole hundredths', fieldOf(hundredths)],
  ])('rank is 1 + the figures above in the field, a tie runs to the figures at least as high (%s)', (_, field) => {
    fc.assert(
      fc.property(
        field,
        fc.constantFrom('direction', 'single'),
        fc.constantFrom('equals', 'range'),
        (xs, fields, tie) => {
          const totals: SessionTotal[] = xs.map((x, i) => ({
            id: String(i),
            direction: x.ns ? 'NS' : 'EW',
            total: x.total,
            exactTotal: x.total,
            boardsPlayed: x.played,
            rank: 0,
            rankLabel: '',
          }));
          rank(totals, 'total', fields as 'direction' | 'single', tie as 'equals' | 'range');
          totals.forEach((t, i) => {
            if (t.boardsPlayed === 0) {
              expect([t.rank, t.rankLabel]).toEqual([0, '']);
              return;
            }
            // The same field: the same direction, or every contestant with a board.
            const others = totals.filter(
              (o) => o.boardsPlayed > 0 && (fields === 'single' || o.direction === t.direction),
            );
            const first = 1 + others.filter((o) => o.total > xs[i].total).length;
            const last = others.filter((o) => o.total >= xs[i].total).length;
            expect(t.rank).toBe(first);
            expect(t.rankLabel).toBe(last === first ? `${first}` : tie === 'equals' ? `${first}=` : `${first}-${last}`);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
