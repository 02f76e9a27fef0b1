import fc from 'fast-check';
import {
  DIRECTOR_FLOW,
  decide,
  offeredOptions,
  walk,
  type AnswerValue,
  type FlowOptions,
} from '../../../src/engine/rulings/flows';
import { parseRuling, printRuling } from '../../../src/engine/rulings/notation';

const BASE: FlowOptions = {
  eventKind: 'pairs',
  form: 'mp',
  lawsEdition: 2017,
  allowsWeighting: true,
  maxWeightedParts: 5,
  offersLikelyProbable: false,
  preferans: false,
};
const PRESETS: FlowOptions[] = [
  BASE,
  { ...BASE, lawsEdition: 2007, offersLikelyProbable: true },
  { ...BASE, eventKind: 'teams', form: 'imp' },
  { ...BASE, eventKind: 'individual' },
  { ...BASE, eventKind: 'preferans', preferans: true, allowsWeighting: false, offersLikelyProbable: true },
];
const PLAYERS = { N: 'n1', E: 'e1', S: 's1', W: 'w1' };
/** A three-handed preferans table: its seats by their protocol labels. */
const SEATS = ['1', '2', '3'];
const RESP = ['none', 'partly', 'directly'] as const;
const RESULTS = ['4S= N', '4S-1 N', '3NT+1 E', 'NS 620', 'NS -100', 'PASS', '2HX-2 W'];

/** Answers a whole path, choosing with the given seeds. */
function answerAll(options: FlowOptions, seeds: number[]): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (let i = 0; i < 60; i++) {
    const w = walk(DIRECTOR_FLOW, answers, options);
    if (w.current === null) break;
    const step = DIRECTOR_FLOW.steps[w.current];
    const seed = seeds[i % seeds.length];
    const result = RESULTS[seed % RESULTS.length];
    switch (step.input) {
      case 'choice': {
        const offered = offeredOptions(step, options, w.answers, w.path);
        answers[step.id] = offered[seed % offered.length].id;
        break;
      }
      case 'result':
        answers[step.id] = result;
        break;
      case 'weighted':
        answers[step.id] = [
          { weight: 0.6, result },
          { weight: 0.4, result: RESULTS[(seed + 1) % RESULTS.length] },
        ];
        break;
      case 'likely':
        answers[step.id] = [
          { likelihood: 'likely', result },
          { likelihood: 'probable', result: RESULTS[(seed + 3) % RESULTS.length] },
        ];
        break;
      case 'number':
        answers[step.id] = 1 + (seed % 6);
        break;
      case 'text':
        answers[step.id] = 'B';
        break;
      case 'seat':
        answers[step.id] = SEATS[seed % SEATS.length];
        break;
      case 'seats':
        answers[step.id] = SEATS.filter((_, k) => k === seed % SEATS.length || (seed >> (k + 2)) % 2 === 1).join(', ');
        break;
      case 'seatResponsibility':
        answers[step.id] = Object.fromEntries(SEATS.map((x, k) => [x, RESP[(seed + k) % RESP.length]]));
        break;
      case 'seatScores':
        answers[step.id] = Object.fromEntries(SEATS.map((x, k) => [x, ((seed + 3 * k) % 21) - 10]));
        break;
    }
  }
  return answers;
}

const scenario = fc.record({
  preset: fc.integer({ min: 0, max: PRESETS.length - 1 }),
  board: fc.integer({ min: 1, max: 16 }),
  seeds: fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 40 }),
});

describe('director flow (fast-check)', () => {
  it('a fully answered path either decides (complete, with nothing missing) or names its problems; a decided ruling round-trips through the notation', () => {
    fc.assert(
      fc.property(scenario, ({ preset, board, seeds }) => {
        const options = PRESETS[preset];
        const answers = answerAll(options, seeds);
        const d = decide(answers, options, { board, players: PLAYERS, seats: SEATS });
        expect(d.complete).toBe(d.missing.length === 0);
        expect(d.complete).toBe(d.problems.length === 0);
        if (!d.complete) {
          expect(d.ruling).toBeUndefined();
          expect(d.statusChange).toBeUndefined();
          expect(d.missing.every((m) => m.startsWith('problem:'))).toBe(true);
          return;
        }
        expect(d.outcome).toBeDefined();
        if (d.ruling) {
          expect(parseRuling(printRuling(d.ruling), { board })).toEqual(d.ruling);
          expect(d.ruling.laws?.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('leaving out any answer on the path makes the decision incomplete and names that question', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), ({ preset, board, seeds }, pick) => {
        const options = PRESETS[preset];
        const answers = answerAll(options, seeds);
        const { path } = walk(DIRECTOR_FLOW, answers, options);
        const dropped = path[pick % path.length];
        const rest = { ...answers };
        delete rest[dropped];
        const d = decide(rest, options, { board, players: PLAYERS, seats: SEATS });
        expect(d.complete).toBe(false);
        expect(d.ruling).toBeUndefined();
        expect(d.missing[0]).toBe(dropped);
      }),
      { numRuns: 300 },
    );
  });

  it('weights that do not total 100 % never give an appliable ruling', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 1, max: 99 }), { minLength: 2, maxLength: 4 })
          .filter((ws) => ws.reduce((a, b) => a + b, 0) !== 100),
        (ws) => {
          const d = decide(
            {
              attention: 'player',
              calledAtOnce: 'yes',
              ownSide: 'no',
              actedBeforeExplained: 'no',
              playersRectified: 'no',
              premature: 'no',
              choiceOffered: 'no',
              what: 'damage',
              offenders: 'EW',
              method: 'weighted',
              weightedResults: ws.map((w, i) => ({ weight: w / 100, result: `NS ${i * 10}` })),
              seriousError: 'no',
              penalty: 'no',
            },
            BASE,
          );
          expect(d.complete).toBe(false);
          expect(d.problems[0].id).toBe('weightsTotal');
          expect(d.problems[0].params?.total).toBeCloseTo(
            ws.reduce((a, b) => a + b, 0),
            9,
          );
        },
      ),
    );
  });
});
