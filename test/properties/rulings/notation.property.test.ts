import fc from 'fast-check';
import { parseRuling, printRuling } from '../../../src/engine/rulings/notation';
import { contractScore } from '../../../src/engine/model/contract';
import { boardVulnerability } from '../../../src/engine/model/board';
import type {
  Adjustment,
  Contract,
  PlayedResult,
  ProceduralPenalty,
  Ruling,
  Seat,
} from '../../../src/engine/model/types';

const BOARDS = fc.integer({ min: 1, max: 32 });

const contract: fc.Arbitrary<Contract> = fc.record({
  level: fc.constantFrom(1, 2, 3, 4, 5, 6, 7),
  strain: fc.constantFrom('C', 'D', 'H', 'S', 'NT'),
  risk: fc.constantFrom('', 'X', 'XX'),
}) as fc.Arbitrary<Contract>;

const played: fc.Arbitrary<PlayedResult> = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.record({
      contract,
      declarer: fc.constantFrom<Seat>('N', 'E', 'S', 'W'),
      tricks: fc.integer({ min: 0, max: 13 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant<PlayedResult>({ contract: 'PASS' }) },
);

/** A result: a contract scored on the board, or a plain NS score. */
const result = (board: number) =>
  fc.oneof(
    played.map((p) => ({ ns: contractScore(p, boardVulnerability(board)) || 0, from: p })),
    fc.integer({ min: -760, max: 760 }).map((n) => ({ ns: n * 10 || 0 })),
  );

const artificial: fc.Arbitrary<Adjustment> = fc.oneof(
  fc.constantFrom('plus', 'average', 'minus').map((level) => ({ kind: 'artificial', level }) as Adjustment),
  fc.integer({ min: 0, max: 1000 }).map((t) => {
    const percent = t / 10;
    return {
      kind: 'artificial',
      level: percent > 50 ? 'plus' : percent < 50 ? 'minus' : 'average',
      percent,
    } as Adjustment;
  }),
  fc.integer({ min: -24, max: 24 }).map(
    (imps) =>
      ({
        kind: 'artificial',
        level: imps > 0 ? 'plus' : imps < 0 ? 'minus' : 'average',
        imps: imps || 0,
      }) as Adjustment,
  ),
);

/** Weights: 2..5 whole percentages that total 100. */
const weights = fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 4 }).map((cuts) => {
  const sorted = [...cuts].sort((a, b) => a - b);
  const bounds = [0, ...sorted, 100];
  return bounds.slice(1).map((b, i) => (b - bounds[i]) / 100);
});

const adjustment = (board: number): fc.Arbitrary<Adjustment> =>
  fc.oneof(
    artificial,
    result(board).map((r) => ({ kind: 'assigned', ...r }) as Adjustment),
    weights.chain((ws) =>
      fc
        .tuple(...ws.map(() => result(board)))
        .map((rs) => ({ kind: 'weighted', parts: rs.map((r, i) => ({ ...r, weight: ws[i] })) }) as Adjustment),
    ),
  );

const penalty: fc.Arbitrary<ProceduralPenalty> = fc.record(
  {
    direction: fc.constantFrom('NS', 'EW'),
    amount: fc.integer({ min: 1, max: 200 }).map((n) => n / 4),
    unit: fc.constantFrom('mp', 'pctTop', 'imp', 'vp'),
    player: fc.stringMatching(/^[A-Za-z0-9]{1,6}$/),
  },
  { requiredKeys: ['direction', 'amount', 'unit'] },
) as fc.Arbitrary<ProceduralPenalty>;

const ruling = (board: number): fc.Arbitrary<Ruling> =>
  fc
    .record(
      {
        ns: adjustment(board),
        ew: adjustment(board),
        balanced: fc.boolean(),
        laws: fc.array(
          fc.constantFrom('12C1(c)', '12C1(e)', '12C2(a)', '16B', '86B2(b)', '11A', '§11.3В', '§10Б', '12C1(e)(ii)'),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
        fault: fc.constantFrom('NS', 'EW', 'both', 'none', 'outside'),
        penalties: fc.array(penalty, { minLength: 1, maxLength: 2 }),
        note: fc.string({ maxLength: 20 }),
      },
      { requiredKeys: ['ns', 'ew', 'balanced'] },
    )
    .map(({ balanced, ...r }) => {
      const out = { ...r } as Ruling;
      if (balanced && r.ns.kind !== 'artificial') out.ew = structuredClone(r.ns);
      return out;
    });

describe('ruling notation round trip (fast-check)', () => {
  it('parse(print(r)) gives r back', () => {
    fc.assert(
      fc.property(
        BOARDS.chain((board) => fc.tuple(fc.constant(board), ruling(board))),
        ([board, r]) => {
          const text = printRuling(r);
          expect(parseRuling(text, { board })).toEqual(r);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('parse → print → parse gives the same ruling, and printing is stable', () => {
    fc.assert(
      fc.property(
        BOARDS.chain((board) => fc.tuple(fc.constant(board), ruling(board))),
        ([board, r]) => {
          const once = parseRuling(printRuling(r), { board });
          const text = printRuling(once);
          expect(parseRuling(text, { board })).toEqual(once);
          expect(printRuling(parseRuling(text, { board }))).toBe(text);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a weighted score whose weights do not total 100 % is always refused with its total', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 1, max: 99 }), { minLength: 2, maxLength: 5 })
          .filter((ws) => ws.reduce((s, w) => s + w, 0) !== 100),
        (ws) => {
          const text = ws.map((w, i) => `${w}% NS ${i * 10}`).join('; ');
          const total = ws.reduce((s, w) => s + w, 0);
          expect(() => parseRuling(text)).toThrow(`the weights total ${total} %`);
        },
      ),
    );
  });
});
