/**
 * The director's flow: the questions in the order the Laws ask them.
 *
 * 1. Procedure (Laws 9–11; preferans §11.1): who drew attention (9A1–9A4), to his own side's infraction (9A5,
 *    9B1(d)), whether the director was called at once (9B1(a)), whether a non-offender acted before the call
 *    (11A) or before the rectification was explained (9B2) — the right to rectification may then be lost, or
 *    the director lets it go on; if it is lost, only a side that gained through further action by an opponent
 *    unaware of the Law is adjusted —, a rectification the players made themselves (10A, 10B), a premature
 *    correction (9C), the options the Laws give a side (10C). Procedure steps carry their usual answer
 *    (usualAnswers). In preferans: a spectator of the non-offenders (§11.1Б1, the right to a penalty) or of the
 *    offenders (§11.1Б2, their right to put the irregularity right).
 * 2. What happened: rectified without a score change; damage to redress (Law 12); no result possible (12C2);
 *    a wrong rectification (12A3); unauthorised information (16B); misinformation (21, 75); a revoke (64);
 *    wrong number of cards (13); wrong board (15); fouled board (87); in team play non-comparable results
 *    (86B); in preferans §11.3–§11.6 and §10.
 * 3. Outcome: the adjusted score's details (12C1(c) weighting is not offered where the authority elects 2007
 *    12C1(e); preferans §11.2Б2 has no plain assigned score), then a procedural penalty (90; 12C3 in
 *    individual events).
 *
 * Preferans tables have seats, not sides: there the answers name seats by their protocol labels (the seats at
 * fault, each seat's responsibility for §11.2Б1, each seat's score for §11.2Б2, the seats whose result stands
 * under §11.3В, the seat penalised under §11.1В); decide() checks them against the table's seats (ctx.seats).
 */
import type { Condition, Flow, FlowAnswerOption, FlowStep, NextRule } from './types';

const ans = (answer: string, ...values: string[]): Condition => ({ answer, in: values });
const on = (step: string): Condition => ({ onPath: step });
const not = (c: Condition): Condition => ({ not: c });
const all = (...c: Condition[]): Condition => ({ all: c });
const PREF: Condition = { option: 'preferans', is: true };
const BRIDGE: Condition = { option: 'preferans', is: false };
const TEAMS: Condition = { event: ['teams'] };
const INDIVIDUAL: Condition = { event: ['individual'] };
/** The authority elects 2007 Law 12C1(e) (PZBS). */
/** The damage of a non-offending side is redressed with a Law 12 score (12C1(e) may apply). */
const REDRESS: Condition = ans(
  'what',
  'damage',
  'incorrectRectification',
  'unauthorisedInfo',
  'misinformation',
  'revoke',
);
const ELECTS_E: Condition = all({ option: 'offersLikelyProbable', is: true }, { edition: [2007] });

const go = (to: string | null, cond?: Condition): NextRule => (cond ? { if: cond, to } : { to });

const YES_NO: FlowAnswerOption[] = [
  { id: 'yes', text: 'a.yes' },
  { id: 'no', text: 'a.no' },
];
const SIDES: FlowAnswerOption[] = [
  { id: 'NS', text: 'a.side.NS' },
  { id: 'EW', text: 'a.side.EW' },
];
const RESPONSIBILITY: FlowAnswerOption[] = [
  { id: 'none', text: 'a.resp.none' },
  { id: 'partly', text: 'a.resp.partly' },
  { id: 'directly', text: 'a.resp.directly' },
];

type StepDef = Omit<FlowStep, 'id'>;

const STEPS: Record<string, StepDef> = {
  // ---------------------------------------------------------------- 1. Procedure (Laws 9–11, §11.1)
  attention: {
    stage: 'procedure',
    law: '9A',
    lawPreferans: '§11.1A',
    input: 'choice',
    usual: 'player',
    options: [
      { id: 'player', law: '9A1', lawPreferans: '§11.1A' },
      { id: 'playerPlay', law: '9A2', when: BRIDGE },
      { id: 'prevented', law: '9A3', when: BRIDGE },
      { id: 'dummy', law: '9A4', when: BRIDGE },
      { id: 'director', law: '81C3' },
      { id: 'spectator', lawPreferans: '§11.1Б', when: PREF },
    ],
    next: [
      go('dummyTiming', ans('attention', 'dummy')),
      go('spectatorSide', ans('attention', 'spectator')),
      go('what', PREF),
      go('ownSide', ans('attention', 'player', 'playerPlay')),
      go('calledAtOnce'),
    ],
  },
  ownSide: {
    stage: 'procedure',
    law: '9A5',
    input: 'choice',
    usual: 'no',
    options: [
      { id: 'yes', text: 'a.yes', law: '9B1(d)' },
      { id: 'no', text: 'a.no' },
    ],
    next: [go('calledAtOnce')],
  },
  dummyTiming: {
    stage: 'procedure',
    law: '9A4',
    input: 'choice',
    usual: 'afterPlay',
    options: [{ id: 'afterPlay' }, { id: 'duringPlay' }],
    next: [go('calledAtOnce')],
  },
  spectatorSide: {
    stage: 'procedure',
    law: '§11.1Б',
    input: 'choice',
    options: [
      { id: 'nonOffenders', lawPreferans: '§11.1Б1' },
      { id: 'offenders', lawPreferans: '§11.1Б2' },
    ],
    next: [go('spectatorRightLost', ans('spectatorSide', 'nonOffenders')), go('spectatorCorrectionLost')],
  },
  // §11.1Б1: the non-offenders' spectator spoke first: their right to a penalty may be lost.
  spectatorRightLost: {
    stage: 'procedure',
    law: '§11.1Б1',
    input: 'choice',
    options: YES_NO,
    next: [go('penalty', ans('spectatorRightLost', 'yes')), go('what')],
  },
  // §11.1Б2: the offenders' spectator spoke first: the offenders' right to put the irregularity right may be
  // lost. Losing it never helps them: the ruling goes on.
  spectatorCorrectionLost: {
    stage: 'procedure',
    law: '§11.1Б2',
    input: 'choice',
    options: YES_NO,
    next: [go('what')],
  },
  calledAtOnce: {
    stage: 'procedure',
    law: '9B1(a)',
    input: 'choice',
    usual: 'yes',
    options: YES_NO,
    next: [go('actedBeforeExplained', ans('calledAtOnce', 'yes')), go('actedBeforeCall')],
  },
  actedBeforeCall: {
    stage: 'procedure',
    law: '11A',
    input: 'choice',
    usual: 'no',
    options: YES_NO,
    next: [go('l11RightLost', ans('actedBeforeCall', 'yes')), go('actedBeforeExplained')],
  },
  actedBeforeExplained: {
    stage: 'procedure',
    law: '9B2',
    input: 'choice',
    usual: 'no',
    options: YES_NO,
    next: [go('l11RightLost', ans('actedBeforeExplained', 'yes')), go('playersRectified')],
  },
  // 11A: the right to rectification may be lost; the director may let the rectification go on.
  l11RightLost: {
    stage: 'procedure',
    law: '11A',
    input: 'choice',
    options: [{ id: 'lost' }, { id: 'kept' }],
    next: [go('gainedSide', ans('l11RightLost', 'lost')), go('playersRectified')],
  },
  gainedSide: {
    stage: 'procedure',
    law: '11A',
    input: 'choice',
    options: [...SIDES, { id: 'none', text: 'a.gainedSide.none' }],
    next: [go('penalty', ans('gainedSide', 'none')), go('l11Unaware')],
  },
  l11Unaware: {
    stage: 'procedure',
    law: '11A',
    input: 'choice',
    options: YES_NO,
    next: [go('l11Offenders', ans('l11Unaware', 'yes')), go('penalty')],
  },
  l11Offenders: { stage: 'procedure', law: '11A', input: 'choice', options: SIDES, next: [go('l11TableResult')] },
  l11TableResult: { stage: 'procedure', law: '11A', input: 'result', next: [go('l11WithoutAdvantage')] },
  l11WithoutAdvantage: { stage: 'outcome', law: '11A', input: 'result', next: [go('penalty')] },
  // 10A: only the director rectifies; 10B: a rectification the players made (or waived) stands or is cancelled.
  playersRectified: {
    stage: 'procedure',
    law: '10A',
    input: 'choice',
    usual: 'no',
    options: YES_NO,
    next: [go('playersRectifiedStand', ans('playersRectified', 'yes')), go('premature')],
  },
  playersRectifiedStand: {
    stage: 'procedure',
    law: '10B',
    input: 'choice',
    options: [{ id: 'stand' }, { id: 'cancel' }],
    next: [go('penalty', ans('playersRectifiedStand', 'stand')), go('premature')],
  },
  premature: {
    stage: 'procedure',
    law: '9C',
    input: 'choice',
    usual: 'no',
    options: YES_NO,
    next: [go('choiceOffered')],
  },
  choiceOffered: {
    stage: 'procedure',
    law: '10C1',
    input: 'choice',
    usual: 'no',
    options: YES_NO,
    next: [go('optionsExplained', ans('choiceOffered', 'yes')), go('what')],
  },
  optionsExplained: {
    stage: 'procedure',
    law: '10C1',
    input: 'choice',
    usual: 'yes',
    options: YES_NO,
    next: [go('choseAlone')],
  },
  choseAlone: { stage: 'procedure', law: '10C2', input: 'choice', usual: 'yes', options: YES_NO, next: [go('what')] },

  // ---------------------------------------------------------------- 2. What happened
  what: {
    stage: 'what',
    law: '12A',
    lawPreferans: '§11.2A',
    input: 'choice',
    options: [
      { id: 'rectified' },
      { id: 'damage', law: '12B1', lawPreferans: '§11.2Б2' },
      { id: 'noResult', law: '12A2', lawPreferans: '§11.2Б1' },
      { id: 'incorrectRectification', law: '12A3', lawPreferans: '§11.2A' },
      { id: 'unauthorisedInfo', law: '16B', when: BRIDGE },
      { id: 'misinformation', law: '21B', when: BRIDGE },
      { id: 'revoke', law: '64', when: BRIDGE },
      { id: 'wrongCards', law: '13', when: BRIDGE },
      { id: 'wrongBoard', law: '15', when: all(BRIDGE, not(TEAMS)) },
      { id: 'wrongBoard', law: '86B', when: all(BRIDGE, TEAMS), text: 'a.what.wrongBoard' },
      { id: 'fouled', law: '87', when: all(BRIDGE, not(TEAMS)) },
      { id: 'fouled', law: '86B2', when: all(BRIDGE, TEAMS), text: 'a.what.fouled' },
      { id: 'nonComparable', law: '86B', when: all(BRIDGE, TEAMS) },
      { id: 's11_3', lawPreferans: '§11.3', when: PREF },
      { id: 's11_4', lawPreferans: '§11.4', when: PREF },
      { id: 's11_5', lawPreferans: '§11.5', when: PREF },
      { id: 's11_6', lawPreferans: '§11.6', when: PREF },
      { id: 's10', lawPreferans: '§10', when: PREF },
    ],
    next: [
      go('penalty', ans('what', 'rectified')),
      go('offenderSeats', all(PREF, ans('what', 'damage'))),
      go('offenders', ans('what', 'damage', 'unauthorisedInfo', 'misinformation', 'revoke')),
      go('incorrectBy', ans('what', 'incorrectRectification')),
      go('teamsResults', all(TEAMS, ans('what', 'noResult', 'wrongBoard', 'fouled', 'nonComparable'))),
      go('seatResponsibility', all(PREF, ans('what', 'noResult'))),
      go('nsResponsibility', ans('what', 'noResult')),
      go('l13Stage', ans('what', 'wrongCards')),
      go('l15Kind', ans('what', 'wrongBoard')),
      go('formGroup', ans('what', 'fouled', 's10')),
      go('s113Called', ans('what', 's11_3')),
      go('s114Stage', ans('what', 's11_4')),
      go('s115Kind', ans('what', 's11_5')),
      go('s116PlayedBefore', ans('what', 's11_6')),
      go('penalty'),
    ],
  },

  // 12A3: a rectification was applied wrongly; a director's error makes both sides non-offending (82C).
  incorrectBy: {
    stage: 'what',
    law: '12A3',
    lawPreferans: '§11.2A',
    input: 'choice',
    options: [
      { id: 'director', law: '82C' },
      { id: 'players', law: '10B' },
    ],
    next: [
      go('offenderSeats', all(PREF, ans('incorrectBy', 'players'))),
      go('offenders', ans('incorrectBy', 'players')),
      go('method'),
    ],
  },

  // Law 12 (preferans §11.2): the adjusted score
  offenders: {
    stage: 'what',
    law: '12B1',
    lawPreferans: '§11.2Б2',
    input: 'choice',
    options: SIDES,
    next: [
      go('l16Available', ans('what', 'unauthorisedInfo')),
      go('l21Kind', ans('what', 'misinformation')),
      go('l64Established', ans('what', 'revoke')),
      go('method'),
    ],
  },

  // Preferans §11.2Б2: the seats at fault (a three-handed table has seats, not sides)
  offenderSeats: { stage: 'what', law: '§11.2Б2', input: 'seats', next: [go('method')] },

  // Law 16B: unauthorised information from partner
  l16Available: {
    stage: 'what',
    law: '16B1(a)',
    input: 'choice',
    options: YES_NO,
    next: [go('l16Suggested', ans('l16Available', 'yes')), go('penalty')],
  },
  l16Suggested: {
    stage: 'what',
    law: '16B1(a)',
    input: 'choice',
    options: YES_NO,
    next: [go('l16LogicalAlternative', ans('l16Suggested', 'yes')), go('penalty')],
  },
  l16LogicalAlternative: {
    stage: 'what',
    law: '16B1(b)',
    input: 'choice',
    options: YES_NO,
    next: [go('l16Damaged', ans('l16LogicalAlternative', 'yes')), go('penalty')],
  },
  l16Damaged: {
    stage: 'what',
    law: '16B3',
    input: 'choice',
    options: YES_NO,
    next: [go('method', ans('l16Damaged', 'yes')), go('penalty')],
  },

  // Laws 21 and 75: misinformation
  l21Kind: {
    stage: 'what',
    law: '75',
    input: 'choice',
    options: [
      { id: 'misexplanation', law: '75B' },
      { id: 'misbid', law: '75C' },
      { id: 'ownMisunderstanding', law: '21A' },
    ],
    next: [go('l21CallChanged', ans('l21Kind', 'misexplanation')), go('penalty')],
  },
  l21CallChanged: { stage: 'what', law: '21B1(a)', input: 'choice', options: YES_NO, next: [go('l21Damaged')] },
  l21Damaged: {
    stage: 'what',
    law: '21B3',
    input: 'choice',
    options: YES_NO,
    next: [go('method', ans('l21Damaged', 'yes')), go('penalty')],
  },

  // Law 64: an established revoke
  l64Established: {
    stage: 'what',
    law: '63',
    input: 'choice',
    options: [
      { id: 'yes', text: 'a.yes', law: '63A' },
      { id: 'no', text: 'a.no', law: '62' },
    ],
    next: [go('l64Exception', ans('l64Established', 'yes')), go('penalty')],
  },
  l64Exception: {
    stage: 'what',
    law: '64B',
    input: 'choice',
    options: [
      { id: 'none', law: '64A' },
      { id: 'secondRevoke', law: '64B2' },
      { id: 'facedCard', law: '64B3' },
      { id: 'afterNextCall', law: '64B4' },
      { id: 'afterRound', law: '64B5' },
      { id: 'bothSides', law: '64B6' },
      { id: 'twelfthTrick', law: '64B7' },
    ],
    next: [go('l64WonRevokeTrick', ans('l64Exception', 'none')), go('l64StillDamaged')],
  },
  l64WonRevokeTrick: {
    stage: 'what',
    law: '64A',
    input: 'choice',
    options: [
      { id: 'yes', text: 'a.yes', law: '64A1' },
      { id: 'no', text: 'a.no', law: '64A2' },
    ],
    next: [go('l64TricksFrom')],
  },
  l64TricksFrom: { stage: 'what', law: '64A', input: 'number', next: [go('l64TableResult')] },
  l64TableResult: { stage: 'what', law: '64A', input: 'result', next: [go('l64StillDamaged')] },
  l64StillDamaged: {
    stage: 'what',
    law: '64C',
    input: 'choice',
    options: YES_NO,
    next: [go('method', ans('l64StillDamaged', 'yes')), go('penalty')],
  },
  method: {
    stage: 'outcome',
    law: '12C1',
    lawPreferans: '§11.2Б',
    input: 'choice',
    options: [
      // §11.2Б2 knows only the most favourable / least favourable form: no plain assigned score in preferans.
      { id: 'assigned', law: '12C1(b)', law2007: '12C1(a)', when: BRIDGE },
      // 2007 12C1(e) applies "instead of (c)": an authority that elects it does not weight.
      { id: 'weighted', law: '12C1(c)', when: all(BRIDGE, { option: 'allowsWeighting', is: true }, not(ELECTS_E)) },
      {
        id: 'likelyProbable',
        law: '12C1(e)',
        lawPreferans: '§11.2Б2',
        textPreferans: 'a.method.likelyProbablePref',
        when: all({ any: [PREF, ELECTS_E] }, { any: [on('offenders'), on('offenderSeats')] }),
      },
      { id: 'artificial', law: '12C1(d)', lawPreferans: '§11.2Б1', when: not(ans('otherTableFavourable', 'yes')) },
    ],
    next: [
      go('assignedResult', ans('method', 'assigned')),
      go('weightedResults', ans('method', 'weighted')),
      go('seatScores', all(PREF, ans('method', 'likelyProbable'))),
      go('likelyResults', ans('method', 'likelyProbable')),
      go('penalty', { any: [on('offenders'), on('offenderSeats')] }),
      go('seatResponsibility', PREF),
      go('nsResponsibility'),
    ],
  },
  assignedResult: {
    stage: 'outcome',
    law: '12C1(b)',
    law2007: '12C1(a)',
    lawPreferans: '§11.2Б2',
    input: 'result',
    next: [go('seriousError', all(BRIDGE, REDRESS)), go('penalty')],
  },
  weightedResults: {
    stage: 'outcome',
    law: '12C1(c)',
    input: 'weighted',
    next: [go('seriousError', all(BRIDGE, REDRESS)), go('penalty')],
  },
  likelyResults: {
    stage: 'outcome',
    law: '12C1(e)',
    lawPreferans: '§11.2Б2',
    textPreferans: 'q.likelyResultsPref',
    input: 'likely',
    next: [go('seriousError', all(BRIDGE, REDRESS)), go('penalty')],
  },
  // §11.2Б2 per seat: the most favourable result the non-offending seats could have had, the least favourable
  // for the seats at fault, each on its own scale.
  seatScores: { stage: 'outcome', law: '§11.2Б2', input: 'seatScores', next: [go('penalty')] },
  // The conditions differ by edition: 2017 12C1(e) a gambling action the side hoped to recoup through
  // rectification; 2007 12C1(b) a wild or gambling action.
  seriousError: {
    stage: 'outcome',
    law: '12C1(e)',
    law2007: '12C1(b)',
    text2007: 'q.seriousError2007',
    input: 'choice',
    options: YES_NO,
    next: [go('nonOffendersScore', ans('seriousError', 'yes')), go('penalty')],
  },
  nonOffendersScore: {
    stage: 'outcome',
    law: '12C1(e)(ii)',
    law2007: '12C1(b)',
    input: 'result',
    next: [go('penalty')],
  },
  nsResponsibility: {
    stage: 'outcome',
    law: '12C2(a)',
    lawPreferans: '§11.2Б1',
    input: 'choice',
    options: RESPONSIBILITY,
    next: [go('ewResponsibility')],
  },
  ewResponsibility: {
    stage: 'outcome',
    law: '12C2(a)',
    lawPreferans: '§11.2Б1',
    input: 'choice',
    options: RESPONSIBILITY,
    next: [go('l15CorrectLater', all(ans('l15AlreadyPlayed', 'yes'), not(on('l15CorrectLater')))), go('penalty')],
  },

  // Preferans §11.2Б1: each seat's responsibility gives its artificial score (40 / 50 / 60 %)
  seatResponsibility: { stage: 'outcome', law: '§11.2Б1', input: 'seatResponsibility', next: [go('penalty')] },

  // Law 13: incorrect number of cards
  l13Stage: {
    stage: 'what',
    law: '13',
    input: 'choice',
    options: [
      { id: 'beforeCall', law: '13A' },
      { id: 'duringPlay', law: '13B' },
      { id: 'surplusCard', law: '13C' },
      { id: 'afterPlay', law: '13D' },
    ],
    next: [
      go('l13SawCards', ans('l13Stage', 'beforeCall')),
      go('l13Correctable', ans('l13Stage', 'duringPlay')),
      go('l13QuittedTrick', ans('l13Stage', 'surplusCard')),
      go('teamsResults', TEAMS),
      go('method'),
    ],
  },
  l13SawCards: {
    stage: 'what',
    law: '13A',
    input: 'choice',
    options: [
      { id: 'no', text: 'a.no', law: '13A1' },
      { id: 'yes', text: 'a.yes', law: '13A2' },
    ],
    next: [go('l13AInfoAffected', ans('l13SawCards', 'yes')), go('penalty')],
  },
  l13AInfoAffected: {
    stage: 'what',
    law: '13A2',
    input: 'choice',
    options: YES_NO,
    next: [go('method', ans('l13AInfoAffected', 'yes')), go('penalty')],
  },
  l13Correctable: {
    stage: 'what',
    law: '13B',
    input: 'choice',
    options: [
      { id: 'yes', text: 'a.yes', law: '13B1' },
      { id: 'no', text: 'a.no', law: '13B2' },
    ],
    next: [go('l13BInfoAffected', ans('l13Correctable', 'yes')), go('method')],
  },
  l13BInfoAffected: {
    stage: 'what',
    law: '13B1',
    input: 'choice',
    options: YES_NO,
    next: [go('method', ans('l13BInfoAffected', 'yes')), go('penalty')],
  },
  l13QuittedTrick: {
    stage: 'what',
    law: '13C',
    input: 'choice',
    options: YES_NO,
    next: [go('method', ans('l13QuittedTrick', 'yes')), go('penalty')],
  },

  // Law 15: wrong board
  l15Kind: {
    stage: 'what',
    law: '15',
    input: 'choice',
    options: [
      { id: 'call', law: '15A' },
      { id: 'played', law: '15B' },
    ],
    next: [go('l15PartnerCalled', ans('l15Kind', 'call')), go('l15AlreadyPlayed')],
  },
  l15PartnerCalled: {
    stage: 'what',
    law: '15A',
    input: 'choice',
    options: YES_NO,
    next: [go('method', ans('l15PartnerCalled', 'yes')), go('l15LaterCall')],
  },
  l15LaterCall: {
    stage: 'what',
    law: '15A',
    input: 'choice',
    options: [{ id: 'notYet' }, { id: 'same' }, { id: 'different' }],
    next: [go('method', ans('l15LaterCall', 'different')), go('penalty')],
  },
  l15AlreadyPlayed: {
    stage: 'what',
    law: '15B',
    input: 'choice',
    options: [
      { id: 'yes', text: 'a.yes', law: '15B1' },
      { id: 'no', text: 'a.no', law: '15B2' },
    ],
    next: [go('nsResponsibility', ans('l15AlreadyPlayed', 'yes')), go('l15CorrectLater')],
  },
  l15CorrectLater: {
    stage: 'outcome',
    law: '15B2',
    input: 'choice',
    options: [
      { id: 'yes', text: 'a.yes', law: '15B2' },
      { id: 'no', text: 'a.no', law: '15B3' },
    ],
    next: [go('nsResponsibility', all(ans('l15CorrectLater', 'no'), not(on('nsResponsibility')))), go('penalty')],
  },

  // Law 87 / preferans §10: fouled board
  formGroup: {
    stage: 'what',
    law: '87B',
    lawPreferans: '§10Б',
    input: 'choice',
    options: [{ id: 'correct' }, { id: 'changed' }],
    next: [go('formLabel', ans('formGroup', 'changed')), go('penalty')],
  },
  formLabel: { stage: 'outcome', law: '87B', lawPreferans: '§10Б', input: 'text', next: [go('penalty')] },

  // Law 86B: team play
  teamsResults: {
    stage: 'what',
    law: '86B',
    input: 'choice',
    options: [
      { id: 'one', law: '86B1' },
      { id: 'several', law: '86B2' },
    ],
    next: [go('otherTableFavourable', ans('teamsResults', 'one')), go('teamsFault')],
  },
  otherTableFavourable: {
    stage: 'what',
    law: '86B1',
    input: 'choice',
    options: YES_NO,
    next: [go('method', ans('otherTableFavourable', 'yes')), go('nsResponsibility')],
  },
  teamsFault: {
    stage: 'what',
    law: '86B2',
    input: 'choice',
    options: [
      { id: 'none', law: '86B2(a)' },
      { id: 'NS', law: '86B2(b)' },
      { id: 'EW', law: '86B2(b)' },
      { id: 'both', law: '86B2(c)' },
    ],
    next: [
      go('teamsNoFault', ans('teamsFault', 'none')),
      go('teamsHasAssigned', ans('teamsFault', 'NS', 'EW')),
      go('nsResponsibility'),
    ],
  },
  teamsNoFault: {
    stage: 'outcome',
    law: '86B2(a)',
    input: 'choice',
    options: [{ id: 'substitute' }, { id: 'cancel' }, { id: 'artificial', law: '12C2(b)' }],
    next: [go('matchResultKnown', ans('teamsNoFault', 'substitute')), go('penalty')],
  },
  matchResultKnown: { stage: 'outcome', law: '86A', input: 'choice', options: YES_NO, next: [go('penalty')] },
  teamsHasAssigned: {
    stage: 'outcome',
    law: '86B2(b)',
    input: 'choice',
    options: YES_NO,
    next: [go('teamsAssignedResult', ans('teamsHasAssigned', 'yes')), go('penalty')],
  },
  teamsAssignedResult: { stage: 'outcome', law: '86B2(b)', input: 'result', next: [go('teamsAssignedImps')] },
  teamsAssignedImps: { stage: 'outcome', law: '86B2(b)', input: 'number', next: [go('penalty')] },

  // Preferans §11.3: wrong number of cards in a pocket
  s113Called: {
    stage: 'what',
    law: '§11.3',
    input: 'choice',
    options: YES_NO,
    next: [go('seatResponsibility', ans('s113Called', 'yes')), go('s113Stage')],
  },
  s113Stage: {
    stage: 'what',
    law: '§11.3',
    input: 'choice',
    options: [
      { id: 'beforePlay', lawPreferans: '§11.3A' },
      { id: 'afterPlay', lawPreferans: '§11.3В' },
    ],
    next: [go('s113SawCards', ans('s113Stage', 'beforePlay')), go('s113KeepNos')],
  },
  s113SawCards: {
    stage: 'what',
    law: '§11.3Б',
    input: 'choice',
    options: YES_NO,
    next: [go('s113Significant', ans('s113SawCards', 'yes')), go('s113Fix')],
  },
  s113Fix: {
    stage: 'outcome',
    law: '§11.3A',
    input: 'choice',
    options: [
      { id: 'records', lawPreferans: '§11.3A1' },
      { id: 'previousPlayers', lawPreferans: '§11.3A2' },
      { id: 'redeal', lawPreferans: '§11.3A3' },
    ],
    next: [go('penalty')],
  },
  s113Significant: {
    stage: 'what',
    law: '§11.3Б',
    input: 'choice',
    options: [
      { id: 'no', text: 'a.no', lawPreferans: '§11.3Б1' },
      { id: 'yes', text: 'a.yes', lawPreferans: '§11.3Б2' },
    ],
    next: [go('seatResponsibility', ans('s113Significant', 'yes')), go('s113Consent')],
  },
  s113Consent: {
    stage: 'what',
    law: '§11.3Б1',
    input: 'choice',
    options: YES_NO,
    next: [go('penalty', ans('s113Consent', 'yes')), go('seatResponsibility')],
  },
  s113KeepNos: {
    stage: 'what',
    law: '§11.3В',
    input: 'choice',
    options: YES_NO,
    next: [go('s113Offenders', ans('s113KeepNos', 'yes')), go('seatResponsibility')],
  },
  s113Offenders: { stage: 'what', law: '§11.3В', input: 'seats', next: [go('s113Keep')] },
  // The non-offending seats whose result stands; the other non-offending seats get average-plus.
  s113Keep: { stage: 'outcome', law: '§11.3В', input: 'seats', next: [go('penalty')] },

  // Preferans §11.4: missing card
  s114Stage: {
    stage: 'what',
    law: '§11.4',
    input: 'choice',
    options: [
      { id: 'beforePlay', lawPreferans: '§11.4A' },
      { id: 'duringPlay', lawPreferans: '§11.4Б' },
    ],
    next: [go('s114FoundBefore', ans('s114Stage', 'beforePlay')), go('s114FoundDuring')],
  },
  s114FoundBefore: {
    stage: 'what',
    law: '§11.4A',
    input: 'choice',
    options: [
      { id: 'found', lawPreferans: '§11.4A1' },
      { id: 'notFound', lawPreferans: '§11.4A2' },
    ],
    next: [go('penalty')],
  },
  s114FoundDuring: {
    stage: 'what',
    law: '§11.4Б',
    input: 'choice',
    options: [
      { id: 'amongPlayed', lawPreferans: '§11.4Б1' },
      { id: 'elsewhere', lawPreferans: '§11.4Б1' },
      { id: 'notFound', lawPreferans: '§11.4Б2' },
    ],
    next: [go('formLabel', ans('s114FoundDuring', 'amongPlayed')), go('penalty')],
  },

  // Preferans §11.5: defective trick
  s115Kind: {
    stage: 'what',
    law: '§11.5',
    input: 'choice',
    options: [
      { id: 'tooMany', lawPreferans: '§11.5А' },
      { id: 'tooFew', lawPreferans: '§11.5Б' },
    ],
    next: [go('s115HoldsSuit', ans('s115Kind', 'tooMany')), go('penalty')],
  },
  s115HoldsSuit: {
    stage: 'what',
    law: '§11.5А',
    input: 'choice',
    options: [
      { id: 'yes', text: 'a.yes', lawPreferans: '§11.5А1' },
      { id: 'no', text: 'a.no', lawPreferans: '§11.5А2' },
    ],
    next: [go('penalty')],
  },

  // Preferans §11.6: wrong deal played
  s116PlayedBefore: {
    stage: 'what',
    law: '§11.6',
    input: 'choice',
    options: [
      { id: 'no', text: 'a.no', lawPreferans: '§11.6A1' },
      { id: 'yes', text: 'a.yes', lawPreferans: '§11.2Б1' },
    ],
    next: [go('seatResponsibility', ans('s116PlayedBefore', 'yes')), go('s116PlayLater')],
  },
  s116PlayLater: { stage: 'outcome', law: '§11.6A2', input: 'choice', options: YES_NO, next: [go('penalty')] },

  // ---------------------------------------------------------------- 3. Procedural penalty
  penalty: {
    stage: 'outcome',
    law: '90',
    lawPreferans: '§11.1В',
    input: 'choice',
    options: YES_NO,
    next: [go('penaltySeat', all(PREF, ans('penalty', 'yes'))), go('penaltySide', ans('penalty', 'yes')), go(null)],
  },
  // §11.1В: the penalty is charged to one seat's player.
  penaltySeat: { stage: 'outcome', law: '§11.1В', input: 'seat', next: [go('penaltyAmount')] },
  penaltySide: {
    stage: 'outcome',
    law: '90',
    lawPreferans: '§11.1В',
    input: 'choice',
    options: SIDES,
    next: [go('penaltyAmount')],
  },
  penaltyAmount: { stage: 'outcome', law: '90', lawPreferans: '§11.1В', input: 'number', next: [go('penaltyUnit')] },
  penaltyUnit: {
    stage: 'outcome',
    law: '90',
    lawPreferans: '§11.1В',
    input: 'choice',
    options: [{ id: 'pctTop' }, { id: 'mp' }, { id: 'imp', when: BRIDGE }, { id: 'vp', when: BRIDGE }],
    next: [go('penaltyPlayer', INDIVIDUAL), go(null)],
  },
  penaltyPlayer: {
    stage: 'outcome',
    law: '12C3',
    input: 'choice',
    options: [
      { id: 'N', text: 'a.seat.N', when: ans('penaltySide', 'NS') },
      { id: 'E', text: 'a.seat.E', when: ans('penaltySide', 'EW') },
      { id: 'S', text: 'a.seat.S', when: ans('penaltySide', 'NS') },
      { id: 'W', text: 'a.seat.W', when: ans('penaltySide', 'EW') },
    ],
    next: [go(null)],
  },
};

/** The director's flow. */
export const DIRECTOR_FLOW: Flow = {
  id: 'director',
  start: 'attention',
  steps: Object.fromEntries(Object.entries(STEPS).map(([id, s]) => [id, { id, ...s }])),
};
