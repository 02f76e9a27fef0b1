import fc from 'fast-check';
import { scoreEvent } from '../../../src/engine/scoring/session';
import { getPreset } from '../../../src/engine/presets';
import type { EventData, ProceduralPenalty, TravellerEntry } from '../../../src/engine/model/types';

/**
 * Random Mitchell sessions (t tables, b boards, NS pair k meets EW pair k; some lines Ave+/Ave−, some not
 * played) with random procedural penalties in MP or % of a top, on the ruling or on the line.
 */
const session = fc
  .record({
    tables: fc.integer({ min: 3, max: 7 }),
    boards: fc.integer({ min: 2, max: 5 }),
    seed: fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 40, maxLength: 40 }),
    kind: fc.array(fc.constantFrom('played', 'played', 'played', 'ruled', 'notPlayed'), {
      minLength: 40,
      maxLength: 40,
    }),
    penalties: fc.array(
      fc.record({
        at: fc.nat(39),
        direction: fc.constantFrom('NS', 'EW'),
        amount: fc.integer({ min: 1, max: 40 }).map((n) => n / 4),
        unit: fc.constantFrom('mp', 'pctTop'),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    preset: fc.constantFrom('wbf', 'acbl', 'abf', 'ebu', 'ffb'),
  })
  .map(({ tables, boards, seed, kind, penalties, preset }) => {
    const entries: TravellerEntry[] = [];
    let k = 0;
    for (let b = 1; b <= boards; b++) {
      for (let t = 1; t <= tables; t++, k++) {
        const base = { board: b, table: t, ns: `N${t}`, ew: `E${t}` };
        const what = t === 1 ? 'played' : kind[k % 40];
        if (what === 'ruled') {
          entries.push({
            ...base,
            status: 'ruled',
            ruling: { ns: { kind: 'artificial', level: 'plus' }, ew: { kind: 'artificial', level: 'minus' } },
          });
        } else if (what === 'notPlayed') entries.push({ ...base, status: 'notPlayed' });
        else entries.push({ ...base, status: 'played', scoreNS: seed[k % 40] * 10 + b * 10 * t });
      }
    }
    const clean: EventData = { kind: 'pairs', form: 'mp', contestants: [], entries };
    const withPenalties: EventData = { ...clean, entries: entries.map((e) => structuredClone(e)) };
    // The first penalty is in MP: it always takes something off (a % of a board's own top of 0 takes nothing).
    const list = penalties.map((p, i) => (i === 0 ? { ...p, unit: 'mp' as const } : p));
    for (const { at, ...p } of list) {
      const e = withPenalties.entries[at % entries.length];
      const pen = p as ProceduralPenalty;
      if (e.ruling) e.ruling.penalties = [...(e.ruling.penalties ?? []), pen];
      else e.penalties = [...(e.penalties ?? []), pen];
    }
    return { clean, withPenalties, preset: getPreset(preset) };
  });

function strip(ev: EventData): EventData {
  return {
    ...ev,
    entries: ev.entries.map((e) => {
      const out = structuredClone(e);
      delete out.penalties;
      if (out.ruling) delete out.ruling.penalties;
      return out;
    }),
  };
}

describe('procedural penalties (fast-check)', () => {
  it('removing every penalty gives back the totals before, exactly', () => {
    fc.assert(
      fc.property(session, ({ clean, withPenalties, preset }) => {
        expect(scoreEvent(strip(withPenalties), preset).totals).toEqual(scoreEvent(clean, preset).totals);
      }),
      { numRuns: 150 },
    );
  });

  it('a total with penalties is the total before less the penalty; boards and the other contestants stand', () => {
    fc.assert(
      fc.property(session, ({ clean, withPenalties, preset }) => {
        const before = scoreEvent(clean, preset);
        const after = scoreEvent(withPenalties, preset);
        expect(after.entries).toEqual(before.entries);
        const was = new Map(before.totals.map((t) => [t.id, t]));
        let penalised = 0;
        for (const t of after.totals) {
          const b = was.get(t.id)!;
          if (t.penalty === undefined) {
            // Only the rank may move, as penalised contestants fall behind.
            expect({ ...t, rank: 0, rankLabel: '' }).toEqual({ ...b, rank: 0, rankLabel: '' });
            continue;
          }
          penalised++;
          expect(t.penalty).toBeGreaterThan(0);
          expect(t.exactTotal).toBeCloseTo(b.exactTotal - t.penalty, 9);
          expect(t.boardsPlayed).toBe(b.boardsPlayed);
          if (b.maximum === undefined) continue;
          // The percentage is that of the total after penalties: without scaling, of the same maximum.
          if (preset.totals.fewerBoards === 'none' && preset.totals.percentFrom === 'exact') {
            expect(t.exactPercent!).toBeCloseTo(b.exactPercent! - (100 * t.penalty) / b.maximum, 9);
          } else if (preset.totals.percentFrom === 'exact') {
            expect(t.exactPercent!).toBeLessThan(b.exactPercent!);
          } else {
            // From the total as rounded for printing (FFB: 0.1 MP): a penalty smaller than the unit may round away.
            expect(t.exactPercent!).toBeLessThanOrEqual(b.exactPercent!);
          }
        }
        expect(penalised).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });
});
