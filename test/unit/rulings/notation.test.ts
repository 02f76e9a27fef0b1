import { normaliseLaw, parseResult, parseRuling, printRuling, printWeight } from '../../../src/engine/rulings/notation';
import { BridgeInputError, type Adjustment, type Ruling } from '../../../src/engine/model/types';

// Board 1: nobody vulnerable. Board 2: NS vulnerable.
const B1 = { board: 1 };
const B2 = { board: 2 };
const c = (level: number, strain: string, risk = '') => ({ level, strain, risk });
const art = (
  level: 'plus' | 'average' | 'minus',
  extra: { percent?: number; imps?: number; fixed?: boolean } = {},
): Adjustment => ({
  kind: 'artificial',
  level,
  ...extra,
});

describe('notation: artificial adjusted scores (Law 12C2)', () => {
  it.each([
    ['A60/40', art('plus', { percent: 60 }), art('minus', { percent: 40 })],
    ['A6040', art('plus', { percent: 60 }), art('minus', { percent: 40 })],
    ['A5050', art('average', { percent: 50 }), art('average', { percent: 50 })],
    ['A6060', art('plus', { percent: 60 }), art('plus', { percent: 60 })],
    ['A6050', art('plus', { percent: 60 }), art('average', { percent: 50 })],
    ['A60', art('plus', { percent: 60 }), art('minus', { percent: 40 })],
    ['A62.5', art('plus', { percent: 62.5 }), art('minus', { percent: 37.5 })],
    // Written as percentages: a fixed percentage of the top that no session rule touches.
    ['60%/40%', art('plus', { percent: 60, fixed: true }), art('minus', { percent: 40, fixed: true })],
    ['60/40%', art('plus', { percent: 60, fixed: true }), art('minus', { percent: 40, fixed: true })],
    ['60%', art('plus', { percent: 60, fixed: true }), art('minus', { percent: 40, fixed: true })],
    ['55%/45%', art('plus', { percent: 55, fixed: true }), art('minus', { percent: 45, fixed: true })],
    ['A+', art('plus'), art('minus')],
    ['A-', art('minus'), art('plus')],
    ['A=', art('average'), art('average')],
    ['A', art('average'), art('average')],
    ['A+/A+', art('plus'), art('plus')],
    ['A+/A=', art('plus'), art('average')],
    ['AVG+/AVG-', art('plus'), art('minus')],
    ['avg+ / avg-', art('plus'), art('minus')],
    ['AVE+', art('plus'), art('minus')],
    ['AV-', art('minus'), art('plus')],
    ['G+', art('plus'), art('minus')],
    ['G-/G+', art('minus'), art('plus')],
    ['M+', art('plus'), art('minus')],
    ['Ś+/Ś-', art('plus'), art('minus')],
    ['С-', art('minus'), art('plus')],
    ['+3/-3 IMP', art('plus', { imps: 3 }), art('minus', { imps: -3 })],
    ['+3 IMP', art('plus', { imps: 3 }), art('minus', { imps: -3 })],
    ['+3/+3 IMPs', art('plus', { imps: 3 }), art('plus', { imps: 3 })],
    ['-2 imp', art('minus', { imps: -2 }), art('plus', { imps: 2 })],
    ['0/0 IMP', art('average', { imps: 0 }), art('average', { imps: 0 })],
  ])('reads %s', (text, ns, ew) => {
    expect(parseRuling(text)).toEqual({ ns, ew });
  });

  it.each([
    ['A6040', 'A60/40'],
    ['A5050', 'A50/50'],
    ['60%', '60%/40%'],
    ['55%/45%', '55%/45%'],
    ['NS: 70% | EW: A-', 'NS: 70% | EW: A-'],
    ['A+', 'A+/A-'],
    ['AVE+', 'A+/A-'],
    ['A', 'A=/A='],
    ['G-/G+', 'A-/A+'],
    ['+3 IMP', '+3/-3 IMP'],
    ['0/0 IMP', '0/0 IMP'],
    ['NS: A60 | EW: A-', 'NS: A60 | EW: A-'],
    ['NS: A+ | EW: A-', 'A+/A-'],
    ['NS: +3 IMP | EW: A=', 'NS: +3 IMP | EW: A='],
  ])('prints %s as %s', (text, printed) => {
    expect(printRuling(parseRuling(text))).toBe(printed);
  });
});

describe('notation: assigned adjusted scores (Law 12C1(a))', () => {
  it.each([
    // 4S= N not vulnerable: 120 + 300 = 420
    ['4S= N', B1, 420, { contract: c(4, 'S'), declarer: 'N', tricks: 10 }],
    // vulnerable: 120 + 500 = 620
    ['4S= N', B2, 620, { contract: c(4, 'S'), declarer: 'N', tricks: 10 }],
    ['4s n =', B2, 620, { contract: c(4, 'S'), declarer: 'N', tricks: 10 }],
    ['4S=N', B2, 620, { contract: c(4, 'S'), declarer: 'N', tricks: 10 }],
    // 3NTX-2 by East, EW not vulnerable on board 1: 100 + 200 = 300 to NS
    ['3NTX-2 E', B1, 300, { contract: c(3, 'NT', 'X'), declarer: 'E', tricks: 7 }],
    // 6NT with 12 tricks, not vulnerable: 190 + 300 + 500 = 990
    ['6NT 12 N', B1, 990, { contract: c(6, 'NT'), declarer: 'N', tricks: 12 }],
    // 2H+1 by West, board 2 (EW not vulnerable): 90 + 50 = 140 to EW
    ['2H+1 W', B2, -140, { contract: c(2, 'H'), declarer: 'W', tricks: 9 }],
  ])('reads %s on %o as NS %d', (text, ctx, ns, from) => {
    const r = parseRuling(text, ctx);
    expect(r.ns).toEqual({ kind: 'assigned', ns, from });
    expect(r.ew).toEqual(r.ns);
  });

  it('reads a passed-out board as 0 for both sides without a vulnerability', () => {
    expect(parseRuling('PASS')).toEqual({
      ns: { kind: 'assigned', ns: 0, from: { contract: 'PASS' } },
      ew: { kind: 'assigned', ns: 0, from: { contract: 'PASS' } },
    });
  });

  it.each([
    ['NS 620', 620],
    ['620', 620],
    ['+620', 620],
    ['-100', -100],
    ['NS -100', -100],
    ['EW 100', -100],
    ['ew 420', -420],
  ])('reads the plain score %s as NS %d', (text, ns) => {
    expect(parseRuling(text)).toEqual({ ns: { kind: 'assigned', ns }, ew: { kind: 'assigned', ns } });
  });

  it.each([
    ['4S N =', B1, '4S= N'],
    ['3ntx-2 e', B1, '3NTX-2 E'],
    ['6NT 12 N', B1, '6NT= N'],
    ['EW 100', {}, 'NS -100'],
    ['620', {}, 'NS 620'],
    ['pass', {}, 'PASS'],
  ])('prints %s as %s', (text, ctx, printed) => {
    expect(printRuling(parseRuling(text, ctx))).toBe(printed);
  });

  it('parseResult reads one result', () => {
    // 4H+1 by South, board 1: 120 + 300 + 30 = 450
    expect(parseResult('4H+1 S', B1)).toEqual({ ns: 450, from: { contract: c(4, 'H'), declarer: 'S', tricks: 11 } });
    expect(parseResult('NS -200')).toEqual({ ns: -200 });
  });
});

describe('notation: weighted assigned scores (Law 12C1(c))', () => {
  // 3NT+1 N = 430, 3NT= N = 400 (board 1, not vulnerable): the domain notes' worked example.
  const expected: Adjustment = {
    kind: 'weighted',
    parts: [
      { ns: 430, weight: 0.7, from: { contract: c(3, 'NT'), declarer: 'N', tricks: 10 } },
      { ns: 400, weight: 0.3, from: { contract: c(3, 'NT'), declarer: 'N', tricks: 9 } },
    ],
  } as Adjustment;

  it.each(['70% 3NT+1 N; 30% 3NT= N', '0.7 3NT+1 N; 0.3 3NT= N', '70 % 3NT+1 N ;30% 3NT= N', '.7 3N+1 N; .3 3N= N'])(
    'reads %s',
    (text) => {
      const r = parseRuling(text, B1);
      expect(r.ns).toEqual(expected);
      expect(r.ew).toEqual(expected);
      expect(printRuling(r)).toBe('70% 3NT+1 N; 30% 3NT= N');
    },
  );

  it('reads fractions such as 2/3 and prints them back as fractions', () => {
    // 4S= N 420, 4S-1 N -50 on board 1
    const r = parseRuling('2/3 4S= N; 1/3 4S-1 N', B1);
    expect(r.ns).toEqual({
      kind: 'weighted',
      parts: [
        { ns: 420, weight: 2 / 3, from: { contract: c(4, 'S'), declarer: 'N', tricks: 10 } },
        { ns: -50, weight: 1 / 3, from: { contract: c(4, 'S'), declarer: 'N', tricks: 9 } },
      ],
    });
    expect(printRuling(r)).toBe('2/3 4S= N; 1/3 4S-1 N');
  });

  it('reads weighted plain scores', () => {
    const r = parseRuling('50% NS 620; 25% 650; 25% EW 100');
    expect(r.ns).toEqual({
      kind: 'weighted',
      parts: [
        { ns: 620, weight: 0.5 },
        { ns: 650, weight: 0.25 },
        { ns: -100, weight: 0.25 },
      ],
    });
    expect(printRuling(r)).toBe('50% NS 620; 25% NS 650; 25% NS -100');
  });

  it('reads one part of 100 % as a plain assigned score', () => {
    expect(parseRuling('100% 4S= N', B1).ns).toEqual({
      kind: 'assigned',
      ns: 420,
      from: { contract: c(4, 'S'), declarer: 'N', tricks: 10 },
    });
  });

  it.each([
    [0.7, '70%'],
    [0.25, '25%'],
    [0.125, '12.5%'],
    [1 / 3, '1/3'],
    [2 / 7, '2/7'],
    [0.123456789, '12.3456789%'],
    [0.1 + 0.2, '0.30000000000000004'],
  ])('prints weight %d as %s', (w, text) => {
    expect(printWeight(w)).toBe(text);
  });
});

describe('notation: split (non-balancing) rulings', () => {
  it('reads NS: 4S= N | EW: 4S+1 N (board 1: 420 and 450)', () => {
    const r = parseRuling('NS: 4S= N | EW: 4S+1 N', B1);
    expect(r.ns).toEqual({ kind: 'assigned', ns: 420, from: { contract: c(4, 'S'), declarer: 'N', tricks: 10 } });
    expect(r.ew).toEqual({ kind: 'assigned', ns: 450, from: { contract: c(4, 'S'), declarer: 'N', tricks: 11 } });
    expect(printRuling(r)).toBe('NS: 4S= N | EW: 4S+1 N');
  });

  it('reads the sides in either order and each as assigned, weighted or artificial', () => {
    const r = parseRuling('EW: 70% 4S= N; 30% 4S-1 N | NS: A+', B1);
    expect(r.ns).toEqual(art('plus'));
    expect(r.ew).toEqual({
      kind: 'weighted',
      parts: [
        { ns: 420, weight: 0.7, from: { contract: c(4, 'S'), declarer: 'N', tricks: 10 } },
        { ns: -50, weight: 0.3, from: { contract: c(4, 'S'), declarer: 'N', tricks: 9 } },
      ],
    });
    expect(printRuling(r)).toBe('NS: A+ | EW: 70% 4S= N; 30% 4S-1 N');
  });

  it('one figure inside a side is that side alone: NS: A60 | EW: A55', () => {
    const r = parseRuling('NS: A60 | EW: A55');
    expect(r).toEqual({ ns: art('plus', { percent: 60 }), ew: art('plus', { percent: 55 }) });
    expect(printRuling(r)).toBe('A60/55');
  });

  it('prints identical sides in the short form', () => {
    expect(printRuling(parseRuling('NS: 4S= N | EW: 4S= N', B1))).toBe('4S= N');
  });
});

describe('notation: suffixes', () => {
  it('reads procedural penalties, laws, fault and a note', () => {
    const r = parseRuling('A60 PP NS 1VP PP EW 3 IMP player 17 L12C1c,16B §11.3c fault both "slow ""play""  here"');
    expect(r).toEqual({
      ns: art('plus', { percent: 60 }),
      ew: art('minus', { percent: 40 }),
      penalties: [
        { direction: 'NS', amount: 1, unit: 'vp' },
        { direction: 'EW', amount: 3, unit: 'imp', player: '17' },
      ],
      laws: ['12C1(c)', '16B', '§11.3В'],
      fault: 'both',
      note: 'slow "play"  here',
    });
    expect(printRuling(r)).toBe(
      'A60/40 PP NS 1VP PP EW 3IMP player 17 L12C1c L16B §11.3В fault both "slow ""play""  here"',
    );
  });

  it('reads PP EW 25% (percent of a top) and PP NS 2 MP', () => {
    expect(parseRuling('A+ PP EW 25% PP NS 2 MP').penalties).toEqual([
      { direction: 'EW', amount: 25, unit: 'pctTop' },
      { direction: 'NS', amount: 2, unit: 'mp' },
    ]);
  });

  it.each([
    ['L12C1c', '12C1(c)'],
    ['L12C1(c)', '12C1(c)'],
    ['l12c1e(ii)', '12C1(e)(ii)'],
    ['L12C1EII', '12C1(e)(ii)'],
    ['L86B2b', '86B2(b)'],
    ['L9A4', '9A4'],
    ['Law16B', '16B'],
    ['L87', '87'],
    ['§11.4Б1а', '§11.4Б1а'],
    ['§10', '§10'],
  ])('law %s is %s', (token, law) => {
    expect(normaliseLaw(token)).toBe(law);
  });

  it('prints laws in the short form and reads them back', () => {
    const r: Ruling = { ns: art('plus'), ew: art('minus'), laws: ['12C1(e)(ii)', '86B2(b)', '§11.4Б1а'] };
    expect(printRuling(r)).toBe('A+/A- L12C1eii L86B2b §11.4Б1а');
    expect(parseRuling(printRuling(r))).toEqual(r);
  });
});

describe('notation: malformed rulings say what is wrong and how to write it', () => {
  const message = (text: string, ctx = {}): string => {
    try {
      parseRuling(text, ctx);
    } catch (e) {
      expect(e).toBeInstanceOf(BridgeInputError);
      return (e as Error).message;
    }
    throw new Error(`'${text}' was accepted`);
  };

  it('weights that do not total 100 % give the total', () => {
    const m = message('70% 3NT+1 N; 20% 3NT= N', B1);
    expect(m).toContain('the weights total 90 %');
    expect(m).toContain("they must total 100 %, e.g. '70% 3NT+1 N; 30% 3NT= N'");
  });

  it('weights above 100 % give the total too', () => {
    expect(message('70% 4S= N; 40% 4S-1 N', B1)).toContain('the weights total 110 %');
  });

  it('an unknown side', () => {
    expect(message('NE: 4S= N | EW: 4S+1 N', B1)).toBe(
      "ruling 'NE: 4S= N | EW: 4S+1 N': 'NE' is not a side; write 'NS:' or 'EW:', e.g. 'NS: 4S= N | EW: 4S+1 N'",
    );
  });

  it('a side given twice, or missing', () => {
    expect(message('NS: A+ | NS: A-')).toContain('side NS is given twice');
    expect(message('NS: 4S= N', B1)).toContain('a split ruling needs both sides and EW is missing');
  });

  it('a contract that is not one', () => {
    const m = message('4Z= N', B1);
    expect(m).toContain("contract '4Z' is not a contract");
    expect(m).toContain("e.g. '4S= N' or '3NTX-2 E'");
    expect(message('8S= N', B1)).toContain('level 8 is not 1 to 7');
  });

  it('a declarer missing', () => {
    expect(message('4S=', B1)).toBe(
      "ruling '4S=': the declarer of 4S is missing; add the declarer's seat (N, E, S or W), e.g. '4S= N'",
    );
  });

  it('a result missing', () => {
    expect(message('4S N', B1)).toContain("the result of 4S is missing; write '=', '+1', '-2'");
  });

  it('impossible tricks', () => {
    expect(message('4S+8 N', B1)).toContain('tricks must be 0 to 13');
  });

  it('a contract without a board says how to give the vulnerability, and where the text came from', () => {
    expect(message('4S= N', { source: { file: 'x.csv', line: 3 } })).toBe(
      "ruling '4S= N': '4S= N' needs the board's vulnerability to be scored; give the board number or the " +
        "vulnerability, or write the score instead, e.g. 'NS 620' (file x.csv, line 3)",
    );
  });

  it('figures without a unit', () => {
    expect(message('60/40')).toContain("'60/40' has no unit; write 'A60/40' or '60%/40%' for percentages");
    expect(message('+3/-3')).toContain("'+3/-3 IMP' for IMPs");
  });

  it('a percentage above 100', () => {
    expect(message('A120')).toContain('percentage 120 is not between 0 and 100');
  });

  it('two scores inside one side', () => {
    expect(message('NS: A+/A- | EW: A-')).toContain('gives two scores inside one side of a split ruling');
  });

  it('a weight without a result, a part without a weight', () => {
    expect(message('70% 4S= N; 30%', B1)).toContain("part '30%' has a weight but no result");
    expect(message('70% 4S= N; 4S-1 N', B1)).toContain("part '4S-1 N' of the weighted score has no weight");
  });

  it('procedural penalties: side, amount and unit', () => {
    expect(message('A+ PP XY 25%')).toContain("'XY' is not a side for a procedural penalty");
    expect(message('A+ PP EW 25')).toContain("has no unit (%, MP, IMP or VP); write e.g. 'PP EW 25%'");
    expect(message('A+ PP NS -1VP')).toContain("procedural penalty '-1VP' is not a positive amount");
    expect(message('A+ PP')).toContain('the procedural penalty has no side');
  });

  it('laws, fault and notes', () => {
    expect(message('A+ L12C1z')).toContain("'L12C1z' is not a law reference; write e.g. 'L12C1c'");
    expect(message('A+ L999')).toContain("'L999' is not a law reference");
    expect(message('A+ fault who')).toContain("'who' is not who was at fault");
    expect(message('A+ "open')).toContain('the note is not closed or is not last');
    expect(message('NS: A+ L12 | EW: A-')).toContain("put 'PP …', 'L…' and 'fault …' after the whole score");
  });

  it('empty text and unknown words', () => {
    expect(message('')).toBe(
      "ruling '': the ruling is empty; e.g. 'A60/40', '4S= N', '70% 3NT+1 N; 30% 3NT= N' or 'NS: 4S= N | EW: 4S+1 N'",
    );
    expect(message('xyz')).toContain("'xyz' is not a ruling");
    expect(message('A+ slow play')).toContain("'slow play' after 'A+' is not understood; after the score write only");
    expect(message('NS 62.5')).toContain("score '62.5' is not a whole number of points");
  });

  it('printing refuses a ruling the notation cannot hold', () => {
    expect(() => printRuling({ ns: art('minus', { percent: 60 }), ew: art('minus') })).toThrow(
      'an artificial minus score cannot be 60 %',
    );
    expect(() =>
      printRuling({
        ns: { kind: 'weighted', parts: [{ ns: 1, weight: 0.5 }] },
        ew: { kind: 'weighted', parts: [{ ns: 1, weight: 0.5 }] },
      }),
    ).toThrow('the weights total 50 %, not 100 %');
    expect(() => printRuling({ ns: art('plus'), ew: art('minus'), laws: ['Law of gravity'] })).toThrow(
      "law 'Law of gravity' cannot be written",
    );
  });
});
