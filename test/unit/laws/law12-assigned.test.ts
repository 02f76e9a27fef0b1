import {
  artificialByResponsibility,
  assignedRuling,
  faultOf,
  law12Refs,
  likelyProbableRuling,
  scoreOf,
  seriousErrorSplit,
  weightedAdjustment,
  weightedRuling,
  type PossibleResult,
} from '../../../src/engine/laws/law12/assigned';
import { BridgeInputError, type Adjustment, type PlayedResult } from '../../../src/engine/model/types';

const p = (level: number, strain: string, declarer: string, tricks: number, risk = ''): PlayedResult =>
  ({ contract: { level, strain, risk }, declarer, tricks }) as PlayedResult;
const assigned = (ns: number, from?: PlayedResult): Adjustment =>
  from ? { kind: 'assigned', ns, from } : { kind: 'assigned', ns };

describe('Law 12C1(a)/(b): assigned adjusted score', () => {
  it('12C1(a)/(b): 4S= N on a board with NS vulnerable replaces the table result for both sides (NS 620)', () => {
    // 4 x 30 = 120 trick score, game bonus vulnerable 500 → 620
    const r = assignedRuling(scoreOf(p(4, 'S', 'N', 10), 'NS'), { fault: 'EW' });
    expect(r).toEqual({
      ns: assigned(620, p(4, 'S', 'N', 10)),
      ew: assigned(620, p(4, 'S', 'N', 10)),
      laws: ['12C1(a)', '12C1(b)'],
      fault: 'EW',
    });
  });

  it('12C1(a) 2007 (PZBS): the law reference is 12C1(a)', () => {
    expect(assignedRuling({ ns: -100 }, { rulebook: 2007 }).laws).toEqual(['12C1(a)']);
  });

  it('12C1(a): an East declarer gives a negative NS score (3NT= E, EW not vulnerable: -400)', () => {
    expect(scoreOf(p(3, 'NT', 'E', 9), 'NS')).toEqual({ ns: -400, from: p(3, 'NT', 'E', 9) });
  });
});

describe('Law 12C1(c): weighted assigned score', () => {
  it('12C1(c): 70 % of 3NT+1 N (430) and 30 % of 3NT= N (400) keeps both results with their weights', () => {
    const r = weightedRuling([
      { weight: 0.7, result: scoreOf(p(3, 'NT', 'N', 10), 'None') },
      { weight: 0.3, result: scoreOf(p(3, 'NT', 'N', 9), 'None') },
    ]);
    expect(r.ns).toEqual({
      kind: 'weighted',
      parts: [
        { ns: 430, weight: 0.7, from: p(3, 'NT', 'N', 10) },
        { ns: 400, weight: 0.3, from: p(3, 'NT', 'N', 9) },
      ],
    });
    expect(r.ew).toEqual(r.ns);
    expect(r.laws).toEqual(['12C1(c)']);
  });

  it('12C1(c): weights of 70 % and 20 % are refused with their total', () => {
    expect(() =>
      weightedAdjustment([
        { weight: 0.7, result: { ns: 430 } },
        { weight: 0.2, result: { ns: 400 } },
      ]),
    ).toThrow('the weights total 90 %; they must total 100 %');
  });

  it('12C1(c): a weight of 0 or above 1 is refused', () => {
    expect(() => weightedAdjustment([{ weight: 0, result: { ns: 1 } }])).toThrow(BridgeInputError);
    expect(() => weightedAdjustment([{ weight: 70, result: { ns: 1 } }])).toThrow('write 0.7 for 70 %');
  });

  it("12C1(c): a preset's limit on the number of results (EBU: 5) is enforced", () => {
    const six = [1, 2, 3, 4, 5, 6].map((i) => ({ weight: 1 / 6, result: { ns: i * 10 } }));
    expect(() => weightedAdjustment(six, 5)).toThrow('a weighted score has 6 results; at most 5 are allowed');
    expect(weightedAdjustment(six, 0).kind).toBe('weighted');
  });

  it('12C1(c): one result of 100 % is a plain assigned score with the laws of 12C1(a)/(b)', () => {
    const r = weightedRuling([{ weight: 1, result: { ns: 620 } }]);
    expect(r.ns).toEqual(assigned(620));
    expect(r.laws).toEqual(['12C1(a)', '12C1(b)']);
  });
});

describe('Law 12C1(d) / 12C2(a): artificial adjusted score by responsibility', () => {
  it('12C2(a): offenders EW directly at fault → NS average-plus, EW average-minus, fault EW', () => {
    expect(artificialByResponsibility({ ns: 'none', ew: 'directly' })).toEqual({
      ns: { kind: 'artificial', level: 'plus' },
      ew: { kind: 'artificial', level: 'minus' },
      laws: ['12C2(a)'],
      fault: 'EW',
    });
  });

  it('12C2(a): both partly at fault → average to both, fault both', () => {
    const r = artificialByResponsibility({ ns: 'partly', ew: 'partly' });
    expect([r.ns, r.ew, r.fault]).toEqual([
      { kind: 'artificial', level: 'average' },
      { kind: 'artificial', level: 'average' },
      'both',
    ]);
  });

  it('12C2(a): nobody at the table at fault (an outside agency) → average-plus to both, fault outside', () => {
    const r = artificialByResponsibility({ ns: 'none', ew: 'none' }, { outsideAgency: true });
    expect([r.ns.kind === 'artificial' && r.ns.level, r.ew.kind === 'artificial' && r.ew.level, r.fault]).toEqual([
      'plus',
      'plus',
      'outside',
    ]);
    expect(faultOf({ ns: 'none', ew: 'none' })).toBe('none');
  });

  it('12C1(d) with 12C2(b): too many possibilities at IMPs cites 12C1(d), 12C2(a) and 12C2(b)', () => {
    expect(artificialByResponsibility({ ns: 'directly', ew: 'none' }, { tooMany: true, imps: true }).laws).toEqual([
      '12C1(d)',
      '12C2(a)',
      '12C2(b)',
    ]);
  });

  it('preferans §11.2Б1: the artificial score cites the code', () => {
    expect(artificialByResponsibility({ ns: 'none', ew: 'partly' }, { rulebook: 'preferans' }).laws).toEqual([
      '§11.2Б1',
    ]);
  });

  it('12C2(a): an unknown responsibility is refused', () => {
    expect(() => artificialByResponsibility({ ns: 'none', ew: 'somewhat' as never })).toThrow(
      "responsibility of EW 'somewhat' is not none, partly or directly",
    );
  });
});

describe('Law 12C1(e) (2017) / 12C1(b) (2007): serious error or gambling action → split', () => {
  // Board with NS vulnerable. EW's infraction; without it NS make 4S= (620). After the infraction NS
  // (the non-offenders) make a serious error unrelated to it and go down in 4S-1 (-100).
  const withoutInfraction = assigned(620, p(4, 'S', 'N', 10));
  const tableResult = assigned(-100, p(4, 'S', 'N', 9));

  it('12C1(e): the offenders (EW) get 620 from their infraction alone; the non-offenders (NS) keep -100', () => {
    const r = seriousErrorSplit({ offenders: 'EW', offendersScore: withoutInfraction, nonOffendersScore: tableResult });
    expect(r).toEqual({ ns: tableResult, ew: withoutInfraction, laws: ['12C1(e)', '12C1(a)', '12C1(b)'], fault: 'EW' });
  });

  it('12C1(b) 2007 (PZBS): the same split cites 12C1(b) and 12C1(f)', () => {
    const r = seriousErrorSplit({
      offenders: 'EW',
      offendersScore: withoutInfraction,
      nonOffendersScore: tableResult,
      rulebook: 2007,
    });
    expect(r.laws).toEqual(['12C1(b)', '12C1(f)', '12C1(a)']);
  });

  it('12C1(e): NS offenders, EW non-offenders keep their table result (NS +200 is worse for EW than NS +100)', () => {
    const r = seriousErrorSplit({ offenders: 'NS', offendersScore: assigned(100), nonOffendersScore: assigned(200) });
    expect(r.ns).toEqual(assigned(100));
    expect(r.ew).toEqual(assigned(200));
  });

  it('12C1(e): a weighted score for the offenders cites 12C1(c)', () => {
    const w = weightedAdjustment([
      { weight: 0.5, result: { ns: 620 } },
      { weight: 0.5, result: { ns: -100 } },
    ]);
    expect(seriousErrorSplit({ offenders: 'EW', offendersScore: w, nonOffendersScore: assigned(-200) }).laws).toEqual([
      '12C1(e)',
      '12C1(c)',
    ]);
  });

  it('12C1(e): the non-offenders may not end better than the full redress (NS 650 > 620)', () => {
    expect(() =>
      seriousErrorSplit({ offenders: 'EW', offendersScore: withoutInfraction, nonOffendersScore: assigned(650) }),
    ).toThrow("the non-offenders' score (NS 650) is better for NS than the score from the infraction alone (NS 620)");
  });

  it('preferans has no serious-error rule', () => {
    expect(() =>
      seriousErrorSplit({
        offenders: 'EW',
        offendersScore: assigned(1),
        nonOffendersScore: assigned(0),
        rulebook: 'preferans',
      }),
    ).toThrow('has no serious-error rule');
  });
});

describe('Law 12C1(e) 2007 (PZBS option): most favourable likely / most unfavourable at all probable', () => {
  // Board with NS vulnerable, EW offended. Possible results without the infraction:
  //   4S= N 620 (likely), 4S+1 N 650 (at all probable), 4S-1 N -100 (likely), 6S= N 1430 (not probable).
  const possible: PossibleResult[] = [
    { result: scoreOf(p(4, 'S', 'N', 10), 'NS'), likelihood: 'likely' },
    { result: scoreOf(p(4, 'S', 'N', 11), 'NS'), likelihood: 'probable' },
    { result: scoreOf(p(4, 'S', 'N', 9), 'NS'), likelihood: 'likely' },
    { result: scoreOf(p(6, 'S', 'N', 12), 'NS'), likelihood: 'improbable' },
  ];

  it('12C1(e)(i)/(ii): NS (non-offenders) get 620, the best likely; EW (offenders) get 650, the worst at all probable', () => {
    const r = likelyProbableRuling({ offenders: 'EW', possible });
    expect(r.ns).toEqual(assigned(620, p(4, 'S', 'N', 10)));
    expect(r.ew).toEqual(assigned(650, p(4, 'S', 'N', 11)));
    expect(r.laws).toEqual(['12C1(e)', '12C1(f)']);
    expect(r.fault).toBe('EW');
  });

  it('12C1(e): with NS the offenders, EW get the best likely for them (-100) and NS the worst probable (-100)', () => {
    const r = likelyProbableRuling({ offenders: 'NS', possible });
    expect(r.ns).toEqual(assigned(-100, p(4, 'S', 'N', 9)));
    expect(r.ew).toEqual(r.ns);
    expect(r.laws).toEqual(['12C1(e)']);
  });

  it('preferans §11.2Б2: the same choice cites the code', () => {
    expect(likelyProbableRuling({ offenders: 'EW', possible, rulebook: 'preferans' }).laws).toEqual(['§11.2Б2']);
  });

  it('the 2017 Laws have no such option', () => {
    expect(law12Refs(2017).likelyProbable).toEqual([]);
    expect(() => likelyProbableRuling({ offenders: 'EW', possible, rulebook: 2017 })).toThrow(
      'the 2017 Laws have no likely / at-all-probable option',
    );
  });

  it('at least one result must be likely', () => {
    expect(() =>
      likelyProbableRuling({ offenders: 'EW', possible: [{ result: { ns: 620 }, likelihood: 'probable' }] }),
    ).toThrow('no possible result is marked likely');
  });
});
