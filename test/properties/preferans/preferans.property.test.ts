import fc from 'fast-check';
import { preferansCsv, scorePreferans } from '../../../src/cli/preferans';
import { readResultsFile } from '../../../src/engine/io/detect';
import { scoreSeats, type SeatLine } from '../../../src/engine/preferans';
import { readPreferansCsv, readPreferansProtocol } from '../../../src/engine/io/preferans-csv';
import { getPreset } from '../../../src/engine/presets';
import { readProtocols } from '../../../src/workbook/tables/preferans-protocols';
import { scoreProtocols } from '../../../src/workbook/tables/preferans-scoring';
import type { Cell } from '../../../src/workbook/tables/schema';
import { DEFAULT_SETTINGS } from '../../../src/workbook/tables/settings';

/** A protocol: for each deal, each table has `seats` seats with a small integer score each. */
const protocol = fc
  .record({
    deals: fc.integer({ min: 1, max: 4 }),
    tables: fc.integer({ min: 1, max: 7 }),
    seats: fc.integer({ min: 3, max: 4 }),
  })
  .chain(({ deals, tables, seats }) =>
    fc
      .array(fc.integer({ min: -6, max: 6 }), { minLength: deals * tables * seats, maxLength: deals * tables * seats })
      .map((scores) => {
        const lines: SeatLine[] = [];
        let k = 0;
        for (let d = 1; d <= deals; d++)
          for (let t = 1; t <= tables; t++)
            for (let s = 1; s <= seats; s++)
              // Each line has its own player.
              lines.push({ deal: d, table: t, seat: String(s), players: [`p${t}-${s}-${d}`], score: scores[k++] * 2 });
        return { lines, deals, tables, seats };
      }),
  );

describe('preferans properties', () => {
  it('per-seat matchpoints of a protocol sum to k(k − 1) for k players on that seat', () => {
    fc.assert(
      fc.property(protocol, ({ lines, tables }) => {
        const r = scoreSeats(lines);
        const sums = new Map<string, number>();
        lines.forEach((l, i) => {
          const key = `${l.deal}/${l.seat}`;
          sums.set(key, (sums.get(key) ?? 0) + (r.lines[i].mp as number));
        });
        for (const s of sums.values()) expect(s).toBe(tables * (tables - 1));
      }),
    );
  });

  it('with some results missing, factored groups keep the average: A(E − 1)', () => {
    fc.assert(
      fc.property(protocol, fc.array(fc.boolean(), { minLength: 200, maxLength: 200 }), ({ lines, tables }, drop) => {
        const kept = lines.map((l, i) => (drop[i] ? { ...l, outcome: { kind: 'notPlayed' as const } } : l));
        const r = scoreSeats(kept, { expected: tables });
        const sums = new Map<string, { sum: number; a: number }>();
        kept.forEach((l, i) => {
          if (l.outcome) return;
          const key = `${l.deal}/${l.seat}`;
          const s = sums.get(key) ?? { sum: 0, a: 0 };
          s.sum += r.lines[i].mp as number;
          s.a++;
          sums.set(key, s);
        });
        for (const { sum, a } of sums.values()) expect(sum).toBeCloseTo(a * (tables - 1), 9);
        for (const p of r.players) {
          if (p.percent === undefined) continue;
          expect(p.percent).toBeGreaterThanOrEqual(0);
          expect(p.percent).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('the CSV reader gives back what was written', () => {
    fc.assert(
      fc.property(protocol, ({ lines }) => {
        const text = [
          'deal,table,seat,player,score',
          ...lines.map((l) => `${l.deal},${l.table},${l.seat},${l.players[0]},${l.score}`),
        ].join('\n');
        const back = readPreferansCsv(text, 'p.csv');
        expect(back.map((l) => [l.deal, l.table, l.seat, l.players, l.score])).toEqual(
          lines.map((l) => [l.deal, String(l.table), l.seat, l.players, l.score]),
        );
        expect(scoreSeats(back).players.map((p) => p.mp)).toEqual(scoreSeats(lines).players.map((p) => p.mp));
      }),
    );
  });

  it('§11.1В: with penalties in the ruling cells, the CSV path and the workbook path give the same totals; score --csv reads back the same', () => {
    // A ruling cell: the score stands or an artificial score the preset allows, then up to two penalties.
    const cell = fc
      .record({
        ruling: fc.constantFrom('', 'A+', 'A', 'A-', 'A65', 'NP', '?'),
        pens: fc.array(
          fc.record({ amount: fc.integer({ min: 1, max: 200 }), unit: fc.constantFrom('%', 'MP', ' %', ' mp') }),
          { maxLength: 2 },
        ),
      })
      .map(({ ruling, pens }) =>
        [ruling, ...pens.map((p) => `PP ${p.amount / 2}${p.unit}`)].filter((x) => x !== '').join(' '),
      );
    fc.assert(
      fc.property(protocol, fc.array(cell, { minLength: 112, maxLength: 112 }), ({ lines }, cells) => {
        const ruling = (i: number) => cells[i] ?? '';
        const text = [
          'deal,table,seat,player,score,ruling',
          ...lines.map((l, i) => `${l.deal},${l.table},${l.seat},${l.players[0]},${l.score},${ruling(i)}`),
        ].join('\n');
        const rows: Cell[][] = lines.map((l, i) => [
          l.deal,
          String(l.table),
          l.seat,
          l.players[0],
          l.score as number,
          '',
          ruling(i),
        ]);
        const ru = getPreset('ru-preferans');
        const cli = scorePreferans(readResultsFile(text, 'p.csv'), ru);
        const read = readProtocols(
          rows,
          { deal: 0, table: 1, seat: 2, player: 3, score: 4, form: 5, ruling: 6 },
          { firstRow: 2 },
        );
        expect(read.problems).toEqual([]);
        const wb = scoreProtocols(read, { ...DEFAULT_SETTINGS, kind: 'preferans', preset: 'ru-preferans' }).result!;
        const totals = (r: typeof wb) => r.players.map((t) => [t.player, t.mp, t.percent, t.penalties, t.rankLabel]);
        expect(totals(cli.result)).toEqual(totals(wb));
        const back = readPreferansProtocol(preferansCsv(cli), 'p.csv');
        const first = readPreferansProtocol(text, 'p.csv');
        expect(back.lines).toEqual(first.lines);
        expect(back.penalties).toEqual(first.penalties);
      }),
    );
  });
});
