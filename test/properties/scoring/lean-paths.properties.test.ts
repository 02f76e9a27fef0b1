/**
 * The lean paths of the matchpoint scorers (a board of plain results scored from its scores alone, a session's
 * plain boards read on the pass that numbers the contestants, the totals added up in one loop) against the
 * general path the same events take with the lean paths off (withGeneralPaths()): every figure of the session
 * (boards, lines, totals, ranks) must be the same, and an event one path refuses the other refuses with the same
 * message. Events have many ties, lines not played or pending, boards played fewer times than E (Neuberg, missing
 * results as ties, small groups), weighted, assigned (split) and artificial scores, fouled boards, phantom pairs
 * and pairs that move from table to table; every preset with every program. The IMP forms (Butler, cross-IMPs)
 * have a lean path too: a board of plain results IMPed from its scores alone.
 */
import fc from 'fast-check';
import { scoreBoard, withGeneralPaths } from '../../../src/engine/scoring/board';
import { scoreEvent, type SessionScore } from '../../../src/engine/scoring/session';
import { getPreset, PRESET_IDS, PROGRAM_IDS } from '../../../src/engine/presets';
import type { Preset } from '../../../src/engine/presets/types';
import type { ArtificialLevel, EventData, Ruling, TravellerEntry } from '../../../src/engine/model/types';

/** What a table did on a board. */
type Line =
  | { score: number; form?: string }
  | { np: true }
  | { pending: true }
  | { weighted: [number, number, number] }
  | { assigned: [number, number] }
  | { artificial: [ArtificialLevel, ArtificialLevel] }
  | { phantom: 'NS' | 'EW' };

const level = fc.constantFrom<ArtificialLevel>('plus', 'average', 'minus');
/** Multiples of 10 in a narrow band (ties are common), now and then a score that is not whole. */
const score = fc.oneof(
  { weight: 10, arbitrary: fc.integer({ min: -6, max: 6 }).map((k) => k * 10) },
  { weight: 1, arbitrary: fc.constantFrom(0.5, -12.25, 425) },
);
/**
 * A table's line: `rulings` draws weighted, assigned and artificial scores and phantom pairs too; `others` false
 * leaves out the lines of another form, not played, pending or against the phantom pair.
 */
const lineArb = (rulings: boolean, others = true): fc.Arbitrary<Line> =>
  fc.oneof(
    { weight: 24, arbitrary: score.map((s) => ({ score: s })) },
    {
      weight: others ? 1 : 0,
      arbitrary: fc.tuple(score, fc.constantFrom('A', 'B')).map(([s, form]) => ({ score: s, form })),
    },
    { weight: others ? 1 : 0, arbitrary: fc.constant({ np: true as const }) },
    { weight: others ? 1 : 0, arbitrary: fc.constant({ pending: true as const }) },
    {
      weight: rulings ? 2 : 0,
      arbitrary: fc.tuple(score, score, fc.constantFrom(0.5, 0.7, 0.25)).map((w) => ({ weighted: w })),
    },
    { weight: rulings ? 2 : 0, arbitrary: fc.tuple(score, score).map((a) => ({ assigned: a })) },
    { weight: rulings ? 2 : 0, arbitrary: fc.tuple(level, level).map((a) => ({ artificial: a })) },
    {
      weight: rulings && others ? 1 : 0,
      arbitrary: fc.constantFrom<'NS' | 'EW'>('NS', 'EW').map((p) => ({ phantom: p })),
    },
  );

function ruling(line: Line): Ruling | undefined {
  if ('weighted' in line) {
    const [a, b, w] = line.weighted;
    const parts = [
      { ns: a, weight: w },
      { ns: b, weight: 1 - w },
    ];
    return { ns: { kind: 'weighted', parts }, ew: { kind: 'weighted', parts }, laws: ['12C1(c)'], fault: 'EW' };
  }
  if ('assigned' in line) {
    const [ns, ew] = line.assigned;
    return { ns: { kind: 'assigned', ns }, ew: { kind: 'assigned', ns: ew }, laws: ['12C1(b)'], fault: 'EW' };
  }
  if ('artificial' in line) {
    const [ns, ew] = line.artificial;
    return { ns: { kind: 'artificial', level: ns }, ew: { kind: 'artificial', level: ew }, laws: ['12C2(a)'] };
  }
  return undefined;
}

/** Line t of board b; `shift` moves the EW pairs that many tables from board to board (0: a fixed pairing). */
function entry(b: number, t: number, tables: number, shift: number, line: Line): TravellerEntry {
  const ew = 1 + ((t - 1 + shift * (b - 1)) % tables);
  const e: TravellerEntry = { board: b, table: t, ns: `${t}`, ew: `${tables + ew}`, status: 'played' };
  if ('score' in line) {
    e.scoreNS = line.score;
    if (line.form !== undefined) e.form = line.form;
  } else if ('np' in line) e.status = 'notPlayed';
  else if ('pending' in line) e.status = 'pending';
  else if ('phantom' in line) {
    if (line.phantom === 'NS') e.ns = 'PHANTOM';
    else e.ew = 'phantom';
  } else {
    e.status = 'ruled';
    e.ruling = ruling(line);
  }
  return e;
}

const presets: Preset[] = PRESET_IDS.flatMap((id) => PROGRAM_IDS.map((program) => getPreset(id, program)));
// A profile no program has yet: totals of factored figures (a board played fewer times counts at the field's top)
// kept as they are, not as percentages, so that a plain board's field values differ from its matchpoints.
const compscore = getPreset('wbf', 'compscore');
presets.push({ ...compscore, neuberg: { ...compscore.neuberg, keptAsPercent: undefined } });
// Another: a board played fewer times kept on its own smaller top (no Neuberg, no missing results as ties) and
// the totals its matchpoints as they are, so that the boards of one session have different tops.
const scorebridge = getPreset('wbf', 'scorebridge');
presets.push({ ...scorebridge, neuberg: { ...scorebridge.neuberg, fewerResults: 'own-top' } });

/** A session's figures, or the message it is refused with. */
function outcome(fn: () => unknown): unknown {
  try {
    return { score: fn() };
  } catch (e) {
    return { refused: (e as Error).message };
  }
}

const eventArb = (rulings: boolean, others = true) =>
  fc
    .record({
      tables: fc.integer({ min: 1, max: 9 }),
      boards: fc.integer({ min: 1, max: 5 }),
      shift: fc.integer({ min: 0, max: 2 }),
      extraE: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      preset: fc.integer({ min: 0, max: presets.length - 1 }),
      listed: fc.boolean(),
    })
    .chain((p) =>
      fc.record({
        p: fc.constant(p),
        // Each board's lines, some tables left out (a board played fewer times).
        lines: fc.array(
          fc.array(fc.option(lineArb(rulings, others), { nil: undefined, freq: 8 }), {
            minLength: p.tables,
            maxLength: p.tables,
          }),
          { minLength: p.boards, maxLength: p.boards },
        ),
      }),
    )
    .map(({ p, lines }) => {
      const entries: TravellerEntry[] = [];
      lines.forEach((board, k) =>
        board.forEach((l, t) => {
          if (l !== undefined) entries.push(entry(k + 1, t + 1, p.tables, p.shift, l));
        }),
      );
      const contestants = p.listed
        ? Array.from({ length: 2 * p.tables }, (_, c) => ({
            id: `${c + 1}`,
            direction: c < p.tables ? ('NS' as const) : ('EW' as const),
          }))
        : [];
      const event: EventData = { kind: 'pairs', form: 'mp', contestants, entries };
      if (p.extraE !== undefined) event.expectedResults = p.tables + p.extraE;
      return { event, preset: presets[p.preset] };
    });

/** One board of these lines (table t at line t), E up to 3 more than the lines: the same outcome both ways. */
function sameBoardBothWays(lines: fc.Arbitrary<Line[]>, numRuns: number): void {
  fc.assert(
    fc.property(
      lines,
      fc.integer({ min: 0, max: 3 }),
      fc.integer({ min: 0, max: presets.length - 1 }),
      (l, extra, p) => {
        const entries = l.map((x, t) => entry(1, t + 1, l.length, 0, x));
        const ctx = { board: 1, expected: l.length + extra };
        const lean = outcome(() => scoreBoard(entries, ctx, presets[p]));
        const general = outcome(() => withGeneralPaths(() => scoreBoard(entries, ctx, presets[p])));
        expect(lean).toEqual(general);
      },
    ),
    { numRuns },
  );
}

describe('lean and general matchpoint paths', () => {
  it('a session of plain results: the same figures both ways', () => {
    fc.assert(
      fc.property(eventArb(false), ({ event, preset }) => {
        const lean = outcome(() => scoreEvent(event, preset));
        const general = outcome(() => withGeneralPaths(() => scoreEvent(event, preset)));
        expect(lean).toEqual(general);
      }),
      { numRuns: 400 },
    );
  });

  it('a session whose every line is a plain result (each board added up as soon as it is scored): the same figures both ways', () => {
    // Boards played fewer times than E go the general way where the preset takes small groups: the early totals
    // then take a board of the general path among the plain ones.
    fc.assert(
      fc.property(eventArb(false, false), ({ event, preset }) => {
        const lean = outcome(() => scoreEvent(event, preset));
        const general = outcome(() => withGeneralPaths(() => scoreEvent(event, preset)));
        expect(lean).toEqual(general);
      }),
      { numRuns: 400 },
    );
  });

  it("the lines in another order (a board's lines apart): each line's figures and the totals as in board order", () => {
    // Lines listed board by board are grouped as they stand; in any other order they are gathered by board.
    const shuffled = eventArb(true).chain(({ event, preset }) =>
      fc
        .shuffledSubarray(
          event.entries.map((_, i) => i),
          { minLength: event.entries.length, maxLength: event.entries.length },
        )
        .map((order) => ({ event, preset, order })),
    );
    fc.assert(
      fc.property(shuffled, ({ event, preset, order }) => {
        const inBoardOrder = outcome(() => scoreEvent(event, preset));
        const moved = outcome(() => scoreEvent({ ...event, entries: order.map((i) => event.entries[i]) }, preset));
        if ('refused' in (inBoardOrder as object)) {
          expect('refused' in (moved as object)).toBe(true);
          return;
        }
        const a = (inBoardOrder as { score: SessionScore }).score;
        const b = (moved as { score: SessionScore }).score;
        order.forEach((i, k) => expect(b.entries[k]).toEqual(a.entries[i]));
        // Contestants not listed are numbered as their lines are found: the totals are compared by id.
        const byId = (t: SessionScore['totals']) => [...t].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
        expect(byId(b.totals)).toEqual(byId(a.totals));
        expect(b.boards.map((x) => x.top)).toEqual(a.boards.map((x) => x.top));
      }),
      { numRuns: 300 },
    );
  });

  it('a session with rulings, phantom pairs and fouled boards: the same figures both ways', () => {
    fc.assert(
      fc.property(eventArb(true), ({ event, preset }) => {
        const lean = outcome(() => scoreEvent(event, preset));
        const general = outcome(() => withGeneralPaths(() => scoreEvent(event, preset)));
        expect(lean).toEqual(general);
      }),
      { numRuns: 400 },
    );
  });

  it('a session of plain results with weighted, assigned and artificial scores: the same figures both ways', () => {
    fc.assert(
      fc.property(eventArb(true, false), ({ event, preset }) => {
        const lean = outcome(() => scoreEvent(event, preset));
        const general = outcome(() => withGeneralPaths(() => scoreEvent(event, preset)));
        expect(lean).toEqual(general);
      }),
      { numRuns: 400 },
    );
  });

  it.each(['butler', 'cross-imp'] as const)(
    'a %s session, plain boards and boards with rulings: the same figures both ways',
    (form) => {
      fc.assert(
        fc.property(fc.oneof(eventArb(false), eventArb(true), eventArb(true, false)), ({ event, preset }) => {
          const imp: EventData = { ...event, form };
          const lean = outcome(() => scoreEvent(imp, preset));
          const general = outcome(() => withGeneralPaths(() => scoreEvent(imp, preset)));
          expect(lean).toEqual(general);
        }),
        { numRuns: 300 },
      );
    },
  );

  it('one board of plain results and weighted, assigned and artificial scores: the same figures both ways', () => {
    sameBoardBothWays(fc.array(lineArb(true, false), { minLength: 1, maxLength: 20 }), 300);
  });

  it('one board with more ruled scores than the ruled path sorts by insertion: the same figures both ways', () => {
    // 40 to 120 lines, about half of them weighted or assigned scores (a weighted score adds two): well over
    // the 32 ruled scores up to which the ruled path sorts them by insertion.
    const mostlyRuled = fc.oneof(
      { weight: 2, arbitrary: score.map((s): Line => ({ score: s })) },
      {
        weight: 1,
        arbitrary: fc.tuple(score, score, fc.constantFrom(0.5, 0.7, 0.25)).map((w): Line => ({ weighted: w })),
      },
      { weight: 1, arbitrary: fc.tuple(score, score).map((a): Line => ({ assigned: a })) },
      { weight: 1, arbitrary: fc.tuple(level, level).map((a): Line => ({ artificial: a })) },
    );
    sameBoardBothWays(fc.array(mostlyRuled, { minLength: 40, maxLength: 120 }), 150);
  });

  it('one board of plain results: the same figures both ways', () => {
    fc.assert(
      fc.property(
        fc.array(score, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: presets.length - 1 }),
        (scores, extra, p) => {
          const entries = scores.map((s, t) => entry(1, t + 1, scores.length, 0, { score: s }));
          const ctx = { board: 1, expected: scores.length + extra };
          const lean = outcome(() => scoreBoard(entries, ctx, presets[p]));
          const general = outcome(() => withGeneralPaths(() => scoreBoard(entries, ctx, presets[p])));
          expect(lean).toEqual(general);
        },
      ),
      { numRuns: 300 },
    );
  });
});
