import fc from 'fast-check';
import { parseLineMark, printLineMark, type LineMark } from '../../../src/engine/rulings/line-mark';
import type { Adjustment, ProceduralPenalty, Ruling } from '../../../src/engine/model/types';

const penalty: fc.Arbitrary<ProceduralPenalty> = fc.record(
  {
    direction: fc.constantFrom('NS', 'EW'),
    amount: fc.integer({ min: 1, max: 200 }).map((n) => n / 4),
    unit: fc.constantFrom('mp', 'pctTop', 'imp', 'vp'),
    player: fc.stringMatching(/^[A-Za-z0-9]{1,6}$/),
  },
  { requiredKeys: ['direction', 'amount', 'unit'] },
) as fc.Arbitrary<ProceduralPenalty>;

const suffixes = {
  penalties: fc.array(penalty, { minLength: 1, maxLength: 2 }),
  laws: fc.array(fc.constantFrom('12C1(c)', '15B1', '16B', '86B2(a)', '87A', '87B', '90', '§10Б', '§11.3В'), {
    minLength: 1,
    maxLength: 3,
  }),
  fault: fc.constantFrom('NS', 'EW', 'both', 'none', 'outside'),
  note: fc.string({ maxLength: 20 }),
};

const level = fc.constantFrom('plus', 'average', 'minus') as fc.Arbitrary<'plus' | 'average' | 'minus'>;
const adjustment: fc.Arbitrary<Adjustment> = fc.oneof(
  level.map((l) => ({ kind: 'artificial', level: l }) as Adjustment),
  fc.integer({ min: -760, max: 760 }).map((n) => ({ kind: 'assigned', ns: n * 10 || 0 }) as Adjustment),
);
const ruling: fc.Arbitrary<Ruling> = fc
  .record({ ns: adjustment, ew: adjustment, ...suffixes }, { requiredKeys: ['ns', 'ew'] })
  .filter((r) => (r.ns.kind === 'artificial') === (r.ew.kind === 'artificial')) as fc.Arbitrary<Ruling>;

const label = fc.oneof(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,5}$/), fc.constantFrom('Б', 'B2', 'x'));

/** Marks that are not rulings: a status or a form (or neither) with any suffixes. */
const other: fc.Arbitrary<LineMark> = fc
  .record(
    {
      status: fc.constantFrom('notPlayed', 'cancelled') as fc.Arbitrary<'notPlayed' | 'cancelled'>,
      form: label,
      ...suffixes,
    },
    { requiredKeys: [] },
  )
  .map((m) => {
    const out = { ...m } as LineMark;
    if (out.status !== undefined && out.form !== undefined) delete out.form;
    return out;
  });

const mark: fc.Arbitrary<LineMark> = fc.oneof(
  { weight: 1, arbitrary: ruling.map((r) => ({ ruling: r })) },
  { weight: 3, arbitrary: other },
);

/** The mark written the way a scorer might: other spellings of NP / CANCELLED / FORM and extra spaces. */
function written(m: LineMark, pick: number): string {
  const printed = printLineMark(m);
  if (m.ruling) return `  ${printed}`;
  const np = ['NP', 'np', 'not played', 'NOT  PLAYED', 'NotPlayed'][pick % 5];
  const canc = ['CANCELLED', 'canc', 'Canceled', 'cancelled'][pick % 4];
  const form = ['FORM', 'form', 'Form'][pick % 3];
  if (m.status === 'notPlayed') return printed.replace(/^NP/, `${np} `);
  if (m.status === 'cancelled') return printed.replace(/^CANCELLED/, `${canc}  `);
  if (m.form !== undefined) return printed.replace(/^FORM /, `${form}   `);
  return ` ${printed} `;
}

describe('line mark round trip (fast-check)', () => {
  it('parse(print(m)) gives m back', () => {
    fc.assert(
      fc.property(mark, (m) => {
        expect(parseLineMark(printLineMark(m), { board: 1 })).toEqual(m);
      }),
      { numRuns: 500 },
    );
  });

  it('print(parse(x)) is the canonical text, whatever the spelling and spacing of x', () => {
    fc.assert(
      fc.property(mark, fc.nat(59), (m, pick) => {
        const text = written(m, pick);
        expect(printLineMark(parseLineMark(text, { board: 1 }))).toBe(printLineMark(m));
      }),
      { numRuns: 500 },
    );
  });
});
