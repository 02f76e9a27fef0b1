/**
 * The director's flows read against the seeds (../shared/seeds: the NBB Laws 9–12 text, the PZBS and FFB
 * Law 12, the duplicate-preferans code §10–§11). Each test names the section it follows; the Laws outside the
 * seeds (16, 21/75, 64) are named by number.
 */
import {
  DIRECTOR_FLOW,
  decide,
  describeDecision,
  describeRecord,
  flowText,
  nextStep,
  offeredOptions,
  questionText,
  revokeTransfer,
  scoreSeats,
  sessionRulePercent,
  severalBoardsPercent,
  usualAnswers,
  walk,
  checkArtificialFigure,
  normaliseLaw,
  preferansSection,
  printRuling,
  getPreset,
  type Answers,
  type FlowOptions,
  type SeatLine,
} from '../../../src/engine';

const WBF: FlowOptions = {
  eventKind: 'pairs',
  form: 'mp',
  lawsEdition: 2017,
  allowsWeighting: true,
  maxWeightedParts: 0,
  offersLikelyProbable: false,
  preferans: false,
};
const PZBS: FlowOptions = { ...WBF, lawsEdition: 2007, offersLikelyProbable: true };
const PREF: FlowOptions = {
  ...WBF,
  eventKind: 'preferans',
  allowsWeighting: false,
  offersLikelyProbable: true,
  preferans: true,
};
const usual = (o: FlowOptions = WBF, a: Answers = {}) => usualAnswers(DIRECTOR_FLOW, a, o);
const offered = (id: string, o: FlowOptions, a: Answers) => {
  const w = walk(DIRECTOR_FLOW, a, o);
  return offeredOptions(DIRECTOR_FLOW.steps[id], o, w.answers, w.path).map((x) => x.id);
};

describe('NBB seed, Laws 9 and 10: the procedure', () => {
  it('9A2, 9A3 and 9A5 are asked; the usual answers take the director straight to "what happened"', () => {
    expect(offered('attention', WBF, {})).toEqual(['player', 'playerPlay', 'prevented', 'dummy', 'director']);
    const a = usual();
    expect(a).toEqual({
      attention: 'player',
      ownSide: 'no',
      calledAtOnce: 'yes',
      actedBeforeExplained: 'no',
      playersRectified: 'no',
      premature: 'no',
      choiceOffered: 'no',
    });
    expect(nextStep(DIRECTOR_FLOW, a, WBF)?.id).toBe('what');
  });

  it("9A5 / 9B1(d): drawing attention to one's own side's infraction is noted and cited", () => {
    const d = decide({ ...usual(), ownSide: 'yes', what: 'rectified', penalty: 'no' }, WBF);
    expect(d.notes).toContain('ownSideDrew');
    expect(d.laws).toEqual(['9A5', '9B1(d)']);
  });

  it('9B2: a non-offender acting before the rectification was explained leads to 11A', () => {
    expect(nextStep(DIRECTOR_FLOW, { ...usual(), actedBeforeExplained: 'yes' }, WBF)?.id).toBe('l11RightLost');
    const d = decide(
      { ...usual(), actedBeforeExplained: 'yes', l11RightLost: 'lost', gainedSide: 'none', penalty: 'no' },
      WBF,
    );
    expect(d).toMatchObject({ complete: true, outcome: 'rectificationLost', laws: ['11A', '11B', '9B2'] });
  });

  it('9C: a premature correction by the offender is noted (26B lead restrictions)', () => {
    const d = decide({ ...usual(), premature: 'yes', what: 'rectified', penalty: 'no' }, WBF);
    expect(d.notes).toContain('prematureCorrection');
    expect(d.laws).toContain('9C');
  });

  it('10A/10B: a rectification the players made without the director stands or is cancelled by him', () => {
    const stand = decide({ ...usual(), playersRectified: 'yes', playersRectifiedStand: 'stand', penalty: 'no' }, WBF);
    expect(stand).toMatchObject({
      outcome: 'scoreStands',
      laws: ['10A', '10B'],
      notes: ['playersRectificationStands'],
    });
    const cancel = decide(
      { ...usual(), playersRectified: 'yes', playersRectifiedStand: 'cancel', what: 'rectified', penalty: 'no' },
      WBF,
    );
    expect(cancel.notes).toContain('playersRectificationCancelled');
  });

  it('10C4: the note keeps its references to 16C2, 27 and 72C in every language', () => {
    for (const lang of ['en', 'pl', 'nl', 'fr', 'ru'] as const) {
      const t = flowText(lang, 'n.offendersMayChoose');
      for (const law of ['16C2', '27', '72C', '10C4']) expect(t).toContain(law);
    }
  });
});

describe('NBB seed, 11A: "kan verloren gaan"', () => {
  const acted = { ...usual(), calledAtOnce: 'no', actedBeforeCall: 'yes' };
  delete (acted as Record<string, unknown>).actedBeforeExplained;

  it('the director may let the rectification stand: the ruling goes on as usual', () => {
    expect(offered('l11RightLost', WBF, acted)).toEqual(['lost', 'kept']);
    const a = {
      ...acted,
      l11RightLost: 'kept',
      actedBeforeExplained: 'no',
      playersRectified: 'no',
      premature: 'no',
      choiceOffered: 'no',
    };
    expect(nextStep(DIRECTOR_FLOW, a, WBF)?.id).toBe('what');
    expect(decide({ ...a, what: 'rectified', penalty: 'no' }, WBF).notes).toContain('rectificationKept');
  });

  it('"een tegenstander die niet op de hoogte was": only then is the side that gained adjusted', () => {
    const lost = { ...acted, l11RightLost: 'lost', gainedSide: 'NS' };
    const aware = decide({ ...lost, l11Unaware: 'no', penalty: 'no' }, WBF);
    expect(aware).toMatchObject({ outcome: 'rectificationLost', laws: ['11A', '11B'] });
    const unaware = decide(
      {
        ...lost,
        l11Unaware: 'yes',
        l11Offenders: 'NS',
        l11TableResult: '4S= N',
        l11WithoutAdvantage: '4S-1 N',
        penalty: 'no',
      },
      WBF,
      { board: 1 },
    );
    expect(unaware.outcome).toBe('oneSided');
    expect(printRuling(unaware.ruling!)).toBe('NS: 4S-1 N | EW: 4S= N L11A fault NS');
  });
});

describe('Law 12 against the seeds', () => {
  it('12A3 ("onjuiste rechtzetting"): a director\'s error makes both sides non-offending (82C)', () => {
    expect(offered('what', WBF, usual())).toContain('incorrectRectification');
    const d = decide(
      {
        ...usual(),
        what: 'incorrectRectification',
        incorrectBy: 'director',
        method: 'artificial',
        nsResponsibility: 'none',
        ewResponsibility: 'none',
        penalty: 'no',
      },
      WBF,
    );
    expect(d.laws.slice(0, 2)).toEqual(['12A3', '82C']);
    expect([d.ruling?.ns, d.ruling?.ew]).toEqual([
      { kind: 'artificial', level: 'plus' },
      { kind: 'artificial', level: 'plus' },
    ]);
  });

  it('12C1(e) 2017 asks about recouping through rectification; the 2007 12C1(b) about a "nieobliczalna" action', () => {
    const step = DIRECTOR_FLOW.steps.seriousError;
    expect(questionText(step, WBF)).toBe('q.seriousError');
    expect(questionText(step, PZBS)).toBe('q.seriousError2007');
    // NBB: "waarbij ze erop rekent dat die … door een rechtzetting hersteld zou kunnen worden"
    expect(flowText('nl', 'q.seriousError')).toMatch(/rechtzetting goedgemaakt/);
    // FFB: "dont il aurait pu … espérer l'annulation par l'arbitrage"
    expect(flowText('fr', 'q.seriousError')).toMatch(/arbitrage/);
    // PZBS 2007: "nieobliczalnej lub hazardowej akcji"
    expect(flowText('pl', 'q.seriousError2007')).toMatch(/nieobliczaln/);
    expect(flowText('en', 'q.seriousError2007')).not.toMatch(/recoup/);
  });

  it('PZBS 2007 12C1(e) "zamiast (c)": an authority electing (e) offers no weighting', () => {
    const a = { ...usual(PZBS), what: 'damage', offenders: 'EW' };
    expect(offered('method', PZBS, a)).toEqual(['assigned', 'likelyProbable', 'artificial']);
    expect(offered('method', WBF, a)).toEqual(['assigned', 'weighted', 'artificial']);
  });

  it('12C2(a) "ten minste 60 %" / "najwyżej 40 %": A55/45 is neither average-plus nor average-minus', () => {
    const wbf = getPreset('wbf').artificial;
    expect(() => checkArtificialFigure('plus', 55, wbf)).toThrow('not average-plus (at least 60 %)');
    expect(() => checkArtificialFigure('minus', 45, wbf)).toThrow('not average-minus (at most 40 %)');
    expect(() => checkArtificialFigure('plus', 65, wbf)).not.toThrow();
    expect(() => checkArtificialFigure('minus', 35, wbf)).not.toThrow();
  });

  it('preferans §11.2Б1 "40 % от макса": A35 is refused, in the law and in per-seat scoring', () => {
    const ru = getPreset('ru-preferans');
    expect(() => checkArtificialFigure('minus', 35, ru.artificial)).toThrow('not average-minus (40 %)');
    const lines: SeatLine[] = [1, 2, 3].map((t) => ({ deal: 1, table: t, seat: '1', players: [`p${t}`], score: t }));
    lines[0] = { ...lines[0], score: undefined, outcome: { kind: 'artificial', level: 'minus', percent: 35 } };
    expect(() => scoreSeats(lines, { artificialLimits: ru.artificial.limits })).toThrow('35 % is not average-minus');
  });

  it('12C2(c) in an individual: each player is a contestant of his own', () => {
    // The figures: 63.4 % on the other boards → 63.4 % of a top of 10 = 6.34 instead of 6.00.
    const opts = getPreset('wbf').sessionRule;
    expect((sessionRulePercent('plus', 60, 63.4, opts) / 100) * 10).toBeCloseTo(6.34, 10);
    // Deal 1, six results on seat NS (top 10): 100, 50, 50, 30, 20, 10 → x and y (partners) tie for 7 MP.
    // Deal 3: y alone, last of six → 0. Deal 2: the side x–y gets average-plus (60 % = 6 of 10).
    // x: own 7/10 = 70 % > 60 → 7 on deal 2; y: own (7 + 0)/20 = 35 % → keeps 6.
    const seat = (deal: number, players: string[], score?: number): SeatLine => ({ deal, seat: 'NS', players, score });
    const lines: SeatLine[] = [
      seat(1, ['x', 'y'], 50),
      ...[100, 50, 30, 20, 10].map((s, i) => seat(1, [`a${i}`], s)),
      { ...seat(2, ['x', 'y']), outcome: { kind: 'artificial', level: 'plus' } },
      ...[1, 2, 3, 4, 5].map((s, i) => seat(2, [`b${i}`], s)),
      seat(3, ['y'], 0),
    ];
    lines.push(...[1, 2, 3, 4, 5].map((s, i) => seat(3, [`c${i}`], s)));
    const r = scoreSeats(lines, { sessionRule: opts });
    const p = Object.fromEntries(r.players.map((t) => [t.player, t]));
    expect(p.x.mp).toBeCloseTo(14, 10);
    expect(p.y.mp).toBeCloseTo(13, 10);
    const without = Object.fromEntries(scoreSeats(lines).players.map((t) => [t.player, t]));
    expect(without.x.mp).toBeCloseTo(13, 10);
  });

  it('12C2(d): an authority may give other figures on the later boards a contestant cannot play', () => {
    const base = getPreset('wbf').artificial;
    expect(severalBoardsPercent('plus', 3, base)).toBe(60);
    const elected = { ...base, severalBoards: { fromBoard: 2, percent: { plus: 55, average: 50, minus: 45 } } };
    expect([1, 2, 3].map((n) => severalBoardsPercent('plus', n, elected))).toEqual([60, 55, 55]);
  });
});

describe('preferans code §11 (seed 004)', () => {
  it('§11.1Б2 "право исправить нарушение может быть потеряно": the ruling goes on, nothing helps the offenders', () => {
    const a = { attention: 'spectator', spectatorSide: 'offenders', spectatorCorrectionLost: 'yes' };
    expect(nextStep(DIRECTOR_FLOW, a, PREF)?.id).toBe('what');
    const d = decide(
      { ...a, what: 'noResult', seatResponsibility: { '1': 'directly', '2': 'none', '3': 'none' }, penalty: 'no' },
      PREF,
      { seats: ['1', '2', '3'] },
    );
    expect(d.outcome).toBe('artificial');
    expect(d.laws).toContain('§11.1Б2');
    expect(d.notes).toContain('offendersCannotCorrect');
  });

  it('§11.1Б1 "право на наказание": the non-offenders\' right to a penalty is lost, the score stands', () => {
    const d = decide(
      { attention: 'spectator', spectatorSide: 'nonOffenders', spectatorRightLost: 'yes', penalty: 'no' },
      PREF,
    );
    expect(d).toMatchObject({ outcome: 'rectificationLost', laws: ['§11.1Б1', '§11.1В'] });
    expect(flowText('ru', 'q.spectatorRightLost')).toMatch(/право на наказание/);
    expect(flowText('ru', 'q.spectatorCorrectionLost')).toMatch(/право исправить нарушение/);
  });

  it('§11.2Б2 knows only the most favourable / least favourable result: no plain assigned score', () => {
    expect(offered('method', PREF, { attention: 'player', what: 'damage', offenderSeats: '2' })).toEqual([
      'likelyProbable',
      'artificial',
    ]);
  });

  it("sections in the code's letters (§11.3В); cells with the old Latin letters still read", () => {
    expect(preferansSection('§11.3C')).toBe('§11.3В');
    expect(preferansSection('§11.3В')).toBe('§11.3В');
    expect(preferansSection('§11.1B2')).toBe('§11.1Б2');
    expect(preferansSection('§11.4B1a')).toBe('§11.4Б1а');
    // The seed writes a Latin "A." in §11.1–§11.4 and §11.6, a Cyrillic "А." in §10 and §11.5.
    expect(preferansSection('§11.1А')).toBe('§11.1A');
    expect(preferansSection('§10A')).toBe('§10А');
    expect(preferansSection('§11.5A1')).toBe('§11.5А1');
    expect(normaliseLaw('§11.3C')).toBe('§11.3В');
    const d = decide(
      {
        attention: 'player',
        what: 's11_3',
        s113Called: 'no',
        s113Stage: 'afterPlay',
        s113KeepNos: 'yes',
        s113Offenders: '2',
        s113Keep: '3',
        penalty: 'no',
      },
      PREF,
      { seats: ['1', '2', '3'] },
    );
    expect(d.laws).toEqual(['§11.3В', '§11.2Б1']);
    expect(d.seats).toEqual([
      { seat: '1', kind: 'artificial', level: 'plus' },
      { seat: '2', kind: 'artificial', level: 'minus' },
      { seat: '3', kind: 'kept' },
    ]);
  });
});

describe('Laws outside the seeds: 16, 21/75, 64', () => {
  const to = (what: string) => ({ ...usual(), what, offenders: 'EW' });

  it('Law 16B: no logical alternative → the score stands; one chosen with damage → Law 12 with 16B1(a), 16B3', () => {
    const none = decide(
      {
        ...to('unauthorisedInfo'),
        l16Available: 'yes',
        l16Suggested: 'yes',
        l16LogicalAlternative: 'no',
        penalty: 'no',
      },
      WBF,
    );
    expect(none).toMatchObject({ outcome: 'scoreStands', laws: ['16B1(a)', '16B1(b)'] });
    const adj = decide(
      {
        ...to('unauthorisedInfo'),
        l16Available: 'yes',
        l16Suggested: 'yes',
        l16LogicalAlternative: 'yes',
        l16Damaged: 'yes',
        method: 'assigned',
        assignedResult: '4S= N',
        seriousError: 'no',
        penalty: 'no',
      },
      WBF,
      { board: 1 },
    );
    expect(adj.outcome).toBe('assigned');
    expect(adj.laws).toEqual(['16B1(a)', '16B3', '12C1(a)', '12C1(b)']);
    expect(adj.ruling?.ns).toMatchObject({ kind: 'assigned', ns: 420 });
  });

  it('Laws 21/75: a misbid (75C) leaves the score; a wrong explanation that damaged → Law 12', () => {
    expect(decide({ ...to('misinformation'), l21Kind: 'misbid', penalty: 'no' }, WBF)).toMatchObject({
      outcome: 'scoreStands',
      laws: ['75C'],
    });
    const d = decide(
      {
        ...to('misinformation'),
        l21Kind: 'misexplanation',
        l21CallChanged: 'no',
        l21Damaged: 'yes',
        method: 'weighted',
        weightedResults: [
          { weight: 0.6, result: '4S= N' },
          { weight: 0.4, result: '4S-1 N' },
        ],
        seriousError: 'no',
        penalty: 'no',
      },
      WBF,
      { board: 1 },
    );
    expect(d.outcome).toBe('weighted');
    expect(d.laws.slice(0, 2)).toEqual(['21B3', '75B']);
  });

  it('Law 64A: 2 tricks when the offender won the revoke trick and his side won another; 1 otherwise; 64B1 none', () => {
    expect(revokeTransfer(true, 3)).toBe(2);
    expect(revokeTransfer(true, 1)).toBe(1);
    expect(revokeTransfer(false, 2)).toBe(1);
    expect(revokeTransfer(false, 0)).toBe(0);
    expect(() => revokeTransfer(true, 0)).toThrow('64A1');
  });

  it('Law 64: EW (defenders) revoked, won it and one more: 4S by North made exactly becomes +2 (board 1: 480)', () => {
    const a = {
      ...to('revoke'),
      l64Established: 'yes',
      l64Exception: 'none',
      l64WonRevokeTrick: 'yes',
      l64TricksFrom: 2,
      l64TableResult: '4S= N',
      l64StillDamaged: 'no',
      penalty: 'no',
    };
    const d = decide(a, WBF, { board: 1 });
    // 4S with 12 tricks, not vulnerable: 120 + 300 + 60 = 480.
    expect(d).toMatchObject({ complete: true, outcome: 'trickTransfer', laws: ['64A1'] });
    expect(d.ruling?.ns).toMatchObject({ kind: 'assigned', ns: 480 });
    expect(describeDecision(d, 'en')).toBe('Assigned score: 4♠ by North, 2 over; at fault: East–West — Law 64A1');
    // 64C: still damaged → the Law 12 score replaces the transfer.
    const c = decide(
      { ...a, l64StillDamaged: 'yes', method: 'assigned', assignedResult: '6S= N', seriousError: 'no' },
      WBF,
      {
        board: 1,
      },
    );
    expect(c.laws.slice(0, 2)).toEqual(['64A1', '64C']);
    expect(c.ruling?.ns).toMatchObject({ kind: 'assigned', ns: 980 });
    // 64B exceptions: no transfer, 64C still asked.
    const b = decide(
      { ...to('revoke'), l64Established: 'yes', l64Exception: 'afterRound', l64StillDamaged: 'no', penalty: 'no' },
      WBF,
    );
    expect(b).toMatchObject({ outcome: 'scoreStands', laws: ['64B5'] });
  });
});

describe('records in sentences', () => {
  const a: Answers = {
    ...usual(),
    what: 'damage',
    offenders: 'EW',
    method: 'weighted',
    weightedResults: [
      { weight: 0.6, result: '4S= N' },
      { weight: 0.4, result: '4S-1 N' },
    ],
    seriousError: 'no',
    penalty: 'yes',
    penaltySide: 'EW',
    penaltyAmount: 25,
    penaltyUnit: 'pctTop',
  };
  const d = decide(a, WBF, { board: 1 });

  it('the ruling reads as a sentence built from the flow texts', () => {
    expect(describeDecision(d, 'en')).toBe(
      'Weighted score: 60 % of 4♠ by North, made; 40 % of 4♠ by North, 1 down; ' +
        'procedural penalty of 25 per cent of a top to East–West; at fault: East–West — Law 12C1(c)',
    );
    expect(describeDecision(d, 'pl')).toMatch(/^Ważony wynik rozjemczy: 60 % z 4♠ z ręki Północ, ugrane/);
  });

  it('answers are question → answer, in the order asked', () => {
    const r = describeRecord(d, a, WBF, 'en', { board: 1 });
    expect(r.answers[0]).toEqual({
      step: 'attention',
      question: 'Who drew attention to the irregularity?',
      answer: 'A player, during the auction',
    });
    expect(r.answers.find((q) => q.step === 'offenders')?.answer).toBe('East–West');
  });

  it('no notation token (L12C1c, fault EW, key=value, A+) in en, pl or ru', () => {
    const cases: [Answers, FlowOptions][] = [
      [a, WBF],
      [{ ...usual(), what: 'noResult', nsResponsibility: 'partly', ewResponsibility: 'none', penalty: 'no' }, WBF],
      [{ ...usual(), what: 'fouled', formGroup: 'changed', formLabel: 'B', penalty: 'no' }, WBF],
      [
        {
          attention: 'player',
          what: 's11_3',
          s113Called: 'no',
          s113Stage: 'afterPlay',
          s113KeepNos: 'yes',
          s113Offenders: '2',
          s113Keep: '3',
          penalty: 'no',
        },
        PREF,
      ],
    ];
    for (const [answers, o] of cases) {
      const dec = decide(answers, o, { board: 1, seats: ['1', '2', '3'] });
      expect(dec.complete).toBe(true);
      for (const lang of ['en', 'pl', 'ru'] as const) {
        const text = describeRecord(dec, answers, o, lang, { board: 1 }).text;
        expect(text).not.toMatch(/\bL\d{1,2}[A-H]\d?[a-h]?\b/);
        expect(text).not.toMatch(/\bfault (NS|EW|both|none)\b/);
        expect(text).not.toMatch(/\w=\w/);
        expect(text).not.toMatch(/\bA[+=-](\s|$)/);
        expect(text).not.toMatch(/\b(NS|EW):/);
      }
    }
  });
});
