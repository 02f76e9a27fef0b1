import { fouledBoard } from '../../../src/engine/laws/law87/decision';
import {
  DIRECTOR_FLOW,
  decide,
  flowOptionsFor,
  lawLabel,
  nextStep,
  offeredOptions,
  walk,
  type Answers,
  type FlowOptions,
} from '../../../src/engine/rulings/flows';
import { printRuling } from '../../../src/engine/rulings/notation';
import { getPreset } from '../../../src/engine/presets';

const WBF_PAIRS: FlowOptions = {
  eventKind: 'pairs',
  form: 'mp',
  lawsEdition: 2017,
  allowsWeighting: true,
  maxWeightedParts: 0,
  offersLikelyProbable: false,
  preferans: false,
};
const EBU_PAIRS: FlowOptions = { ...WBF_PAIRS, maxWeightedParts: 5 };
const PZBS_PAIRS: FlowOptions = { ...WBF_PAIRS, lawsEdition: 2007, offersLikelyProbable: true };
const TEAMS: FlowOptions = { ...WBF_PAIRS, eventKind: 'teams', form: 'imp' };
const INDIVIDUAL: FlowOptions = { ...WBF_PAIRS, eventKind: 'individual' };
const PREFERANS: FlowOptions = {
  ...WBF_PAIRS,
  eventKind: 'preferans',
  allowsWeighting: false,
  offersLikelyProbable: true,
  preferans: true,
};

const step = (id: string) => DIRECTOR_FLOW.steps[id];
const offered = (id: string, options: FlowOptions, answers: Answers = {}) => {
  const w = walk(DIRECTOR_FLOW, answers, options);
  return offeredOptions(step(id), options, w.answers as Record<string, string>, w.path).map((o) => o.id);
};

/** The usual procedure: a player drew attention, the director was called at once, no choice involved. */
const ordinary: Answers = {
  attention: 'player',
  ownSide: 'no',
  calledAtOnce: 'yes',
  actedBeforeExplained: 'no',
  playersRectified: 'no',
  premature: 'no',
  choiceOffered: 'no',
};

describe('the flow as data', () => {
  it('every next rule points to a step of the flow, and every step can be reached', () => {
    const ids = new Set(Object.keys(DIRECTOR_FLOW.steps));
    const reached = new Set<string>([DIRECTOR_FLOW.start]);
    for (const s of Object.values(DIRECTOR_FLOW.steps)) {
      for (const r of s.next) {
        if (r.to !== null) {
          expect(ids.has(r.to)).toBe(true);
          reached.add(r.to);
        }
      }
      expect(s.law).toMatch(/^(\d|§)/);
      if (s.input === 'choice') expect(s.options?.length).toBeGreaterThan(1);
      // the last rule of every step has no condition, so a step always has a next step
      expect(s.next[s.next.length - 1].if).toBeUndefined();
    }
    expect([...ids].filter((id) => !reached.has(id))).toEqual([]);
  });

  it('the questions follow the Laws: attention (9A), called at once (9B1(a)), acted before the call (11A)', () => {
    expect(nextStep(DIRECTOR_FLOW, {}, WBF_PAIRS)?.id).toBe('attention');
    expect(nextStep(DIRECTOR_FLOW, { attention: 'player' }, WBF_PAIRS)?.id).toBe('ownSide');
    expect(nextStep(DIRECTOR_FLOW, { attention: 'player', ownSide: 'no' }, WBF_PAIRS)?.id).toBe('calledAtOnce');
    expect(nextStep(DIRECTOR_FLOW, { attention: 'player', ownSide: 'no', calledAtOnce: 'no' }, WBF_PAIRS)?.id).toBe(
      'actedBeforeCall',
    );
    expect(nextStep(DIRECTOR_FLOW, { attention: 'dummy' }, WBF_PAIRS)?.id).toBe('dummyTiming');
    expect(nextStep(DIRECTOR_FLOW, ordinary, WBF_PAIRS)?.id).toBe('what');
    expect(['attention', 'calledAtOnce', 'actedBeforeCall', 'choiceOffered'].map((id) => step(id).law)).toEqual([
      '9A',
      '9B1(a)',
      '11A',
      '10C1',
    ]);
  });

  it('who drew attention: dummy in bridge (9A4), a spectator in preferans (§11.1Б)', () => {
    expect(offered('attention', WBF_PAIRS)).toEqual(['player', 'playerPlay', 'prevented', 'dummy', 'director']);
    expect(offered('attention', PREFERANS)).toEqual(['player', 'director', 'spectator']);
    expect(nextStep(DIRECTOR_FLOW, { attention: 'player' }, PREFERANS)?.id).toBe('what');
    expect(nextStep(DIRECTOR_FLOW, { attention: 'spectator' }, PREFERANS)?.id).toBe('spectatorSide');
  });

  it('what happened: Laws 13, 15, 87 for pairs; 86B for teams; §10–§11.6 for preferans', () => {
    expect(offered('what', WBF_PAIRS)).toEqual([
      'rectified',
      'damage',
      'noResult',
      'incorrectRectification',
      'unauthorisedInfo',
      'misinformation',
      'revoke',
      'wrongCards',
      'wrongBoard',
      'fouled',
    ]);
    expect(offered('what', TEAMS)).toEqual([
      'rectified',
      'damage',
      'noResult',
      'incorrectRectification',
      'unauthorisedInfo',
      'misinformation',
      'revoke',
      'wrongCards',
      'wrongBoard',
      'fouled',
      'nonComparable',
    ]);
    expect(offered('what', PREFERANS)).toEqual([
      'rectified',
      'damage',
      'noResult',
      'incorrectRectification',
      's11_3',
      's11_4',
      's11_5',
      's11_6',
      's10',
    ]);
  });

  it('how to adjust: weighting per preset, the likely / at-all-probable form for pzbs and ru-preferans only', () => {
    const damage = { ...ordinary, what: 'damage', offenders: 'EW' };
    expect(offered('method', WBF_PAIRS, damage)).toEqual(['assigned', 'weighted', 'artificial']);
    // PZBS 2007 12C1(e): the authority may apply it "zamiast (c)" (instead of weighting): no weighting offered.
    expect(offered('method', PZBS_PAIRS, damage)).toEqual(['assigned', 'likelyProbable', 'artificial']);
    expect(offered('method', { ...WBF_PAIRS, offersLikelyProbable: true }, damage)).toEqual([
      'assigned',
      'weighted',
      'artificial',
    ]);
    expect(offered('method', { ...WBF_PAIRS, allowsWeighting: false }, damage)).toEqual(['assigned', 'artificial']);
    // §11.2Б2 knows only the most favourable / least favourable result: no plain assigned score.
    expect(offered('method', PREFERANS, { attention: 'player', what: 'damage', offenders: 'EW' })).toEqual([
      'likelyProbable',
      'artificial',
    ]);
    // Without an offending side (Law 13, 15) the likely / at-all-probable form is not offered.
    expect(offered('method', PZBS_PAIRS, { ...ordinary, what: 'wrongCards', l13Stage: 'afterPlay' })).toEqual([
      'assigned',
      'artificial',
    ]);
  });

  it('the law beside a step follows the text in force: 12C1(e) in 2017, 12C1(b) in 2007, §11.1В in preferans', () => {
    expect(lawLabel(step('seriousError'), WBF_PAIRS)).toBe('12C1(e)');
    expect(lawLabel(step('seriousError'), PZBS_PAIRS)).toBe('12C1(b)');
    expect(lawLabel(step('penalty'), WBF_PAIRS)).toBe('90');
    expect(lawLabel(step('penalty'), PREFERANS)).toBe('§11.1В');
    expect(lawLabel(step('method').options![2], PREFERANS)).toBe('§11.2Б2');
    expect(lawLabel(step('spectatorCorrectionLost'), PREFERANS)).toBe('§11.1Б2');
  });

  it('answers off the current path are ignored when the director changes an earlier answer', () => {
    const answers = {
      ...ordinary,
      what: 'damage',
      offenders: 'EW',
      method: 'assigned',
      assignedResult: 'NS 620',
      l13Stage: 'afterPlay',
    };
    const w = walk(DIRECTOR_FLOW, { ...answers, what: 'wrongCards' }, WBF_PAIRS);
    expect(w.path).toEqual([
      'attention',
      'ownSide',
      'calledAtOnce',
      'actedBeforeExplained',
      'playersRectified',
      'premature',
      'choiceOffered',
      'what',
      'l13Stage',
      'method',
      'assignedResult',
      'penalty',
    ]);
    expect(w.answers.offenders).toBeUndefined();
    expect(w.current).toBe('penalty');
  });
});

describe('decide: Law 12', () => {
  it('12C1(c): the worked example, 70 % 3NT+1 N / 30 % 3NT= N on board 1 (430 / 400)', () => {
    const d = decide(
      {
        ...ordinary,
        what: 'damage',
        offenders: 'EW',
        method: 'weighted',
        weightedResults: [
          { weight: 0.7, result: '3NT+1 N' },
          { weight: 0.3, result: '3NT= N' },
        ],
        seriousError: 'no',
        penalty: 'no',
      },
      WBF_PAIRS,
      { board: 1 },
    );
    expect(d.complete).toBe(true);
    expect(d.missing).toEqual([]);
    expect(d.outcome).toBe('weighted');
    expect(printRuling(d.ruling!)).toBe('70% 3NT+1 N; 30% 3NT= N L12C1c fault EW');
  });

  it('12C1(c): weights of 60 % and 30 % block the ruling and say the total (90 %)', () => {
    const d = decide(
      {
        ...ordinary,
        what: 'damage',
        offenders: 'EW',
        method: 'weighted',
        weightedResults: [
          { weight: 0.6, result: 'NS 430' },
          { weight: 0.3, result: 'NS 400' },
        ],
        seriousError: 'no',
        penalty: 'no',
      },
      WBF_PAIRS,
    );
    expect(d.complete).toBe(false);
    expect(d.ruling).toBeUndefined();
    expect(d.missing).toEqual(['problem:weightsTotal']);
    expect(d.problems).toEqual([{ id: 'weightsTotal', step: 'weightedResults', params: { total: 90 } }]);
  });

  it('12C1(c): more results than the preset allows (EBU: 5) block the ruling', () => {
    const six = [1, 2, 3, 4, 5, 6].map((i) => ({ weight: 1 / 6, result: `NS ${i * 10}` }));
    const d = decide(
      {
        ...ordinary,
        what: 'damage',
        offenders: 'EW',
        method: 'weighted',
        weightedResults: six,
        seriousError: 'no',
        penalty: 'no',
      },
      EBU_PAIRS,
    );
    expect(d.problems[0]).toEqual({ id: 'tooManyParts', step: 'weightedResults', params: { count: 6, max: 5 } });
  });

  it('an incomplete ruling names the first question still open and cannot be applied', () => {
    const d = decide({ ...ordinary, what: 'damage', offenders: 'EW', method: 'assigned' }, WBF_PAIRS);
    expect(d).toMatchObject({ complete: false, missing: ['assignedResult'], laws: [], notes: [] });
    expect(d.ruling).toBeUndefined();
  });

  it('12C1(e) 2017: serious error by NS → NS keep their table result (-100), EW get 620 from the infraction alone', () => {
    const d = decide(
      {
        ...ordinary,
        what: 'damage',
        offenders: 'EW',
        method: 'assigned',
        assignedResult: '4S= N',
        seriousError: 'yes',
        nonOffendersScore: '4S-1 N',
        penalty: 'no',
      },
      WBF_PAIRS,
      { board: 2 },
    );
    expect(d.outcome).toBe('split');
    expect(printRuling(d.ruling!)).toBe('NS: 4S-1 N | EW: 4S= N L12C1e L12C1a L12C1b fault EW');
  });

  it('12C1(e): a non-offenders score better than full redress is a contradiction', () => {
    const d = decide(
      {
        ...ordinary,
        what: 'damage',
        offenders: 'EW',
        method: 'assigned',
        assignedResult: '4S= N',
        seriousError: 'yes',
        nonOffendersScore: '4S+1 N',
        penalty: 'no',
      },
      WBF_PAIRS,
      { board: 2 },
    );
    expect(d.problems).toEqual([
      { id: 'nonOffendersBetter', step: 'nonOffendersScore', params: { given: 650, redress: 620 } },
    ]);
  });

  it('12C1(e) 2007 (pzbs): NS get the best likely (620), EW the worst at all probable (650)', () => {
    const d = decide(
      {
        ...ordinary,
        what: 'damage',
        offenders: 'EW',
        method: 'likelyProbable',
        likelyResults: [
          { likelihood: 'likely', result: '4S= N' },
          { likelihood: 'probable', result: '4S+1 N' },
          { likelihood: 'likely', result: '4S-1 N' },
          { likelihood: 'improbable', result: '6S= N' },
        ],
        seriousError: 'no',
        penalty: 'no',
      },
      PZBS_PAIRS,
      { board: 2 },
    );
    expect(d.outcome).toBe('likelyProbable');
    expect(printRuling(d.ruling!)).toBe('NS: 4S= N | EW: 4S+1 N L12C1e L12C1f fault EW');
  });

  it('12C1(e) 2007: no result marked likely blocks the ruling; the option is refused under wbf', () => {
    const answers = {
      ...ordinary,
      what: 'damage',
      offenders: 'EW',
      method: 'likelyProbable',
      likelyResults: [{ likelihood: 'probable' as const, result: 'NS 620' }],
      seriousError: 'no',
      penalty: 'no',
    };
    expect(decide(answers, PZBS_PAIRS).problems[0].id).toBe('noLikelyResult');
    const wbf = decide(answers, WBF_PAIRS);
    expect(wbf.complete).toBe(false);
    expect(wbf.missing).toEqual(['method', 'problem:optionNotOffered']);
  });

  it('12C1(d)/12C2(a): too many possibilities → EW (offenders) average-minus, NS average-plus', () => {
    const d = decide({ ...ordinary, what: 'damage', offenders: 'EW', method: 'artificial', penalty: 'no' }, WBF_PAIRS);
    expect(printRuling(d.ruling!)).toBe('A+/A- L12C1d L12C2a fault EW');
  });

  it('12A2/12C2(a)/(b): no result possible at IMPs, NS partly at fault, EW not at all', () => {
    const d = decide(
      { ...ordinary, what: 'noResult', nsResponsibility: 'partly', ewResponsibility: 'none', penalty: 'no' },
      { ...WBF_PAIRS, form: 'imp' },
    );
    expect(printRuling(d.ruling!)).toBe('A=/A+ L12A2 L12C2a L12C2b fault NS');
  });

  it('a procedural penalty joins the ruling; on a score that stands it is kept apart', () => {
    const withPenalty = { penalty: 'yes', penaltySide: 'EW', penaltyAmount: 25, penaltyUnit: 'pctTop' };
    const d = decide({ ...ordinary, what: 'damage', offenders: 'EW', method: 'artificial', ...withPenalty }, WBF_PAIRS);
    expect(printRuling(d.ruling!)).toBe('A+/A- PP EW 25% L12C1d L12C2a fault EW');
    const stands = decide({ ...ordinary, what: 'rectified', ...withPenalty }, WBF_PAIRS);
    expect(stands).toMatchObject({
      complete: true,
      outcome: 'scoreStands',
      penalties: [{ direction: 'EW', amount: 25, unit: 'pctTop' }],
    });
    expect(stands.ruling).toBeUndefined();
    expect(decide({ ...ordinary, what: 'rectified', ...withPenalty, penaltyAmount: 0 }, WBF_PAIRS).problems[0].id).toBe(
      'penaltyAmount',
    );
  });
});

describe('decide: procedure (Laws 9–11)', () => {
  it('11A: EW acted before the call and NS (offenders) gained → only NS adjusted to 4S-1 N; EW keep 4S= N', () => {
    const d = decide(
      {
        attention: 'player',
        ownSide: 'no',
        calledAtOnce: 'no',
        actedBeforeCall: 'yes',
        l11RightLost: 'lost',
        gainedSide: 'NS',
        l11Unaware: 'yes',
        l11Offenders: 'NS',
        l11TableResult: '4S= N',
        l11WithoutAdvantage: '4S-1 N',
        penalty: 'no',
      },
      WBF_PAIRS,
      { board: 1 },
    );
    expect(d.outcome).toBe('oneSided');
    expect(printRuling(d.ruling!)).toBe('NS: 4S-1 N | EW: 4S= N L11A fault NS');
  });

  it('11A: a "without advantage" score that is not worse for the side that gained is refused', () => {
    const d = decide(
      {
        attention: 'player',
        ownSide: 'no',
        calledAtOnce: 'no',
        actedBeforeCall: 'yes',
        l11RightLost: 'lost',
        gainedSide: 'NS',
        l11Unaware: 'yes',
        l11Offenders: 'NS',
        l11TableResult: 'NS 420',
        l11WithoutAdvantage: 'NS 450',
        penalty: 'no',
      },
      WBF_PAIRS,
    );
    expect(d.problems).toEqual([
      { id: 'noAdvantageRemoved', step: 'l11WithoutAdvantage', params: { side: 'NS', table: 420, given: 450 } },
    ]);
  });

  it('11A/11B: nobody gained → rectification lost, score stands, penalty still possible', () => {
    const d = decide(
      {
        attention: 'player',
        ownSide: 'no',
        calledAtOnce: 'no',
        actedBeforeCall: 'yes',
        l11RightLost: 'lost',
        gainedSide: 'none',
        penalty: 'no',
      },
      WBF_PAIRS,
    );
    expect(d).toMatchObject({
      complete: true,
      outcome: 'rectificationLost',
      laws: ['11A', '11B'],
      notes: ['penaltyStillPossible'],
    });
  });

  it('10C: the options must be explained before the ruling can be applied; the notes say what 10C requires', () => {
    const base = {
      ...ordinary,
      choiceOffered: 'yes',
      choseAlone: 'yes',
      what: 'rectified',
      penalty: 'no',
    };
    expect(decide({ ...base, optionsExplained: 'no' }, WBF_PAIRS).missing).toEqual(['problem:optionsNotExplained']);
    const ok = decide({ ...base, optionsExplained: 'yes' }, WBF_PAIRS);
    expect(ok.complete).toBe(true);
    expect(ok.notes).toEqual(['explainOptions', 'chooseAlone', 'nonOffendersBestOption', 'offendersMayChoose']);
    expect(decide({ ...base, optionsExplained: 'yes', choseAlone: 'no' }, WBF_PAIRS).notes).toContain(
      'partnerConsulted',
    );
  });

  it('9A4: dummy drawing attention during the play is noted', () => {
    const d = decide(
      {
        attention: 'dummy',
        dummyTiming: 'duringPlay',
        calledAtOnce: 'yes',
        actedBeforeExplained: 'no',
        playersRectified: 'no',
        premature: 'no',
        choiceOffered: 'no',
        what: 'rectified',
        penalty: 'no',
      },
      WBF_PAIRS,
    );
    expect(d.notes).toEqual(['dummyOutOfTurn']);
  });

  it("preferans §11.1Б: the non-offenders' spectator spoke first and the right is lost", () => {
    const d = decide(
      { attention: 'spectator', spectatorSide: 'nonOffenders', spectatorRightLost: 'yes', penalty: 'no' },
      PREFERANS,
    );
    expect(d).toMatchObject({ complete: true, outcome: 'rectificationLost', laws: ['§11.1Б1', '§11.1В'] });
  });
});

describe('decide: Laws 13, 15, 86B, 87', () => {
  it('13A1: nobody saw a card → play normally', () => {
    const d = decide(
      { ...ordinary, what: 'wrongCards', l13Stage: 'beforeCall', l13SawCards: 'no', penalty: 'no' },
      WBF_PAIRS,
    );
    expect(d).toMatchObject({ complete: true, outcome: 'playNormally', laws: ['13A1'] });
  });

  it('13D: found after play → cancelled; artificial scores, NS directly at fault', () => {
    const d = decide(
      {
        ...ordinary,
        what: 'wrongCards',
        l13Stage: 'afterPlay',
        method: 'artificial',
        nsResponsibility: 'directly',
        ewResponsibility: 'none',
        penalty: 'no',
      },
      WBF_PAIRS,
    );
    expect(d.statusChange).toEqual({ status: 'cancelled' });
    expect(printRuling(d.ruling!)).toBe('A-/A+ L13D L12C1d L12C2a fault NS');
  });

  it('13D in team play goes to Law 86B', () => {
    const d = decide(
      {
        ...ordinary,
        what: 'wrongCards',
        l13Stage: 'afterPlay',
        teamsResults: 'one',
        otherTableFavourable: 'no',
        nsResponsibility: 'none',
        ewResponsibility: 'directly',
        penalty: 'no',
      },
      TEAMS,
    );
    expect(d.notes.slice(0, 2)).toEqual(['teamsUse86B', 'penaltyPossible']);
    expect(printRuling(d.ruling!)).toBe('A+/A- L86B1 L12C2a L12C2b fault EW');
    expect(d.laws[0]).toBe('13D');
  });

  it('15B1/15B3: one of the four had already played the board → cancelled, average-plus to both, correct board later', () => {
    const d = decide(
      {
        ...ordinary,
        what: 'wrongBoard',
        l15Kind: 'played',
        l15AlreadyPlayed: 'yes',
        nsResponsibility: 'none',
        ewResponsibility: 'none',
        l15CorrectLater: 'yes',
        penalty: 'no',
      },
      WBF_PAIRS,
    );
    expect(d.path.slice(-4)).toEqual(['nsResponsibility', 'ewResponsibility', 'l15CorrectLater', 'penalty']);
    expect(d.outcome).toBe('cancelled');
    expect(d.statusChange).toEqual({ status: 'cancelled' });
    expect(printRuling(d.ruling!)).toBe('A+/A+ L15B1 L15B3 L12C2a fault none');
  });

  it('15B2/15B3: none had played it → score stands; the correct board, not replayed, gets an artificial score', () => {
    const d = decide(
      {
        ...ordinary,
        what: 'wrongBoard',
        l15Kind: 'played',
        l15AlreadyPlayed: 'no',
        l15CorrectLater: 'no',
        nsResponsibility: 'partly',
        ewResponsibility: 'partly',
        penalty: 'no',
      },
      WBF_PAIRS,
    );
    expect(d.outcome).toBe('scoreStands');
    expect(d.ruling).toBeUndefined();
    expect(d.related?.[0].target).toBe('correctBoard');
    expect(printRuling(d.related![0].ruling!)).toBe('A=/A= L15B3 L12C2a fault both');
  });

  it('15A: partner has not called, the later call was different → adjusted (assigned NS 620)', () => {
    const d = decide(
      {
        ...ordinary,
        what: 'wrongBoard',
        l15Kind: 'call',
        l15PartnerCalled: 'no',
        l15LaterCall: 'different',
        method: 'assigned',
        assignedResult: 'NS 620',
        penalty: 'no',
      },
      WBF_PAIRS,
    );
    expect(printRuling(d.ruling!)).toBe('NS 620 L15A L12C1a L12C1b');
  });

  it('87: a result in a changed form joins the group of that form; a missing label stays open', () => {
    const d = decide({ ...ordinary, what: 'fouled', formGroup: 'changed', formLabel: 'B', penalty: 'no' }, WBF_PAIRS);
    expect(d).toMatchObject({
      complete: true,
      outcome: 'formGroup',
      statusChange: { form: 'B' },
      laws: ['87A', '87B'],
    });
    expect(
      decide({ ...ordinary, what: 'fouled', formGroup: 'correct', penalty: 'no' }, WBF_PAIRS).statusChange,
    ).toEqual({ form: '' });
    expect(decide({ ...ordinary, what: 'fouled', formGroup: 'changed', formLabel: ' ' }, WBF_PAIRS).missing).toEqual([
      'formLabel',
    ]);
  });

  it('87 in team play: the fouled board goes to 86B2', () => {
    const d = decide(
      {
        ...ordinary,
        what: 'fouled',
        teamsResults: 'several',
        teamsFault: 'none',
        teamsNoFault: 'cancel',
        penalty: 'no',
      },
      TEAMS,
    );
    expect(d).toMatchObject({ outcome: 'cancelled', statusChange: { status: 'cancelled' }, notes: ['teamsUse86B'] });
  });

  it('86B2(b): EW team at fault, the assigned score gives NS 4 IMPs (> 3) → the assigned score', () => {
    const d = decide(
      {
        ...ordinary,
        what: 'nonComparable',
        teamsResults: 'several',
        teamsFault: 'EW',
        teamsHasAssigned: 'yes',
        teamsAssignedResult: 'NS 620',
        teamsAssignedImps: 4,
        penalty: 'no',
      },
      TEAMS,
    );
    expect(printRuling(d.ruling!)).toBe('NS 620 L86B2b L12C1a L12C1b fault EW');
    const low = decide(
      {
        ...ordinary,
        what: 'nonComparable',
        teamsResults: 'several',
        teamsFault: 'EW',
        teamsHasAssigned: 'yes',
        teamsAssignedResult: 'NS 620',
        teamsAssignedImps: '2',
        penalty: 'no',
      },
      TEAMS,
    );
    expect(printRuling(low.ruling!)).toBe('A+/A- L86B2b L12C2a L12C2b fault EW');
  });

  it('86B2(c): both teams at fault with one "in no way at fault" is a contradiction', () => {
    const d = decide(
      {
        ...ordinary,
        what: 'nonComparable',
        teamsResults: 'several',
        teamsFault: 'both',
        nsResponsibility: 'none',
        ewResponsibility: 'directly',
        penalty: 'no',
      },
      TEAMS,
    );
    expect(d.problems[0].id).toBe('bothMustBeAtFault');
  });

  it('87B fouledBoard: a fouled board in team play is refused', () => {
    expect(() => fouledBoard({ rulebook: 2017, form: 'B', event: 'teams' })).toThrow('Law 86B2');
  });
});

describe('decide: preferans sections and individual events', () => {
  it('§11.3В: found after play, seat 1 offended; seat 2 keeps its result, seat 3 gets average-plus', () => {
    const d = decide(
      {
        attention: 'player',
        what: 's11_3',
        s113Called: 'no',
        s113Stage: 'afterPlay',
        s113KeepNos: 'yes',
        s113Offenders: '1',
        s113Keep: '2',
        penalty: 'no',
      },
      PREFERANS,
      { seats: ['1', '2', '3'] },
    );
    expect(d.outcome).toBe('split');
    expect(d.ruling).toBeUndefined();
    expect(d.seats).toEqual([
      { seat: '1', kind: 'artificial', level: 'minus' },
      { seat: '2', kind: 'kept' },
      { seat: '3', kind: 'artificial', level: 'plus' },
    ]);
  });

  it('§11.4Б1 → §10: the missing card found among the played cards; the result joins form group B', () => {
    const d = decide(
      {
        attention: 'player',
        what: 's11_4',
        s114Stage: 'duringPlay',
        s114FoundDuring: 'amongPlayed',
        formLabel: 'B',
        penalty: 'no',
      },
      PREFERANS,
    );
    expect(d).toMatchObject({ outcome: 'formGroup', statusChange: { form: 'B' }, laws: ['§11.4Б1', '§10Б'] });
  });

  it('§11.5А2 and §11.6A1', () => {
    expect(
      decide({ attention: 'player', what: 's11_5', s115Kind: 'tooMany', s115HoldsSuit: 'no', penalty: 'no' }, PREFERANS)
        .notes,
    ).toEqual(['deemedRevoke']);
    expect(
      decide(
        { attention: 'player', what: 's11_6', s116PlayedBefore: 'no', s116PlayLater: 'yes', penalty: 'no' },
        PREFERANS,
      ).laws,
    ).toEqual(['§11.6A1', '§11.6A2']);
  });

  it('§11.2Б2 in preferans: each seat gets the score the director finds, the code cited', () => {
    const d = decide(
      {
        attention: 'player',
        what: 'damage',
        offenderSeats: '3',
        method: 'likelyProbable',
        seatScores: { '1': 12, '2': 8, '3': -20 },
        penalty: 'no',
      },
      PREFERANS,
      { seats: ['1', '2', '3'] },
    );
    expect(d).toMatchObject({ complete: true, outcome: 'assigned', laws: ['§11.2Б2'] });
    expect(d.seats).toEqual([
      { seat: '1', kind: 'assigned', score: 12 },
      { seat: '2', kind: 'assigned', score: 8 },
      { seat: '3', kind: 'assigned', score: -20 },
    ]);
  });

  it('12C3: in an individual event the penalty names the player at fault; both partners share the score', () => {
    const answers = {
      ...ordinary,
      what: 'damage',
      offenders: 'NS',
      method: 'artificial',
      penalty: 'yes',
      penaltySide: 'NS',
      penaltyAmount: 10,
      penaltyUnit: 'pctTop',
      penaltyPlayer: 'S',
    };
    const d = decide(answers, INDIVIDUAL, { players: { N: '7', E: '8', S: '9', W: '10' } });
    expect(printRuling(d.ruling!)).toBe('A-/A+ PP NS 10% player 9 L12C1d L12C2a L12C3 fault NS');
    expect(d.notes).toEqual(['sameScoreBothPlayers', 'penaltyOnlyCulprit']);
    expect(decide(answers, INDIVIDUAL).problems[0]).toMatchObject({ id: 'playersUnknown', params: { seat: 'S' } });
    // Only the players of the penalised side are offered.
    expect(offered('penaltyPlayer', INDIVIDUAL, answers)).toEqual(['N', 'S']);
    expect(
      decide({ ...answers, penaltyPlayer: 'E' }, INDIVIDUAL, { players: { N: '7', E: '8', S: '9', W: '10' } })
        .problems[0].id,
    ).toBe('optionNotOffered');
  });

  it('a contract given as text without the board cannot be scored: the result is reported, not guessed', () => {
    const d = decide(
      {
        ...ordinary,
        what: 'damage',
        offenders: 'EW',
        method: 'assigned',
        assignedResult: '4S= N',
        seriousError: 'no',
        penalty: 'no',
      },
      WBF_PAIRS,
    );
    expect(d.problems[0]).toMatchObject({ id: 'badResult', step: 'assignedResult', params: { answer: '4S= N' } });
    expect(d.problems[0].detail).toContain("needs the board's vulnerability");
  });
});

describe('flow options from a preset', () => {
  it('follows the preset fields: PZBS asks the 2007 Law 12 with its 12C1(e) option', () => {
    const pzbs = flowOptionsFor(getPreset('pzbs'), { kind: 'pairs', form: 'mp' });
    expect(pzbs).toMatchObject({
      lawsEdition: 2007,
      offersLikelyProbable: true,
      preferans: false,
      allowsWeighting: true,
    });
    const ebu = flowOptionsFor(getPreset('ebu'), { kind: 'teams', form: 'imp' });
    expect(ebu).toMatchObject({ lawsEdition: 2017, offersLikelyProbable: false, maxWeightedParts: 5, avePlusImps: 3 });
  });

  it('asks the preferans code under the ru-preferans preset, whatever the event says', () => {
    const ru = flowOptionsFor(getPreset('ru-preferans'), { kind: 'individual', form: 'mp' });
    expect(ru).toMatchObject({ preferans: true, eventKind: 'preferans', allowsWeighting: false });
  });
});
