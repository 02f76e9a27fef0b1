import { CONTRACT_SCORE, DEALER, IMP, VULNERABILITY } from '../../../src/functions/functions';
import { excelErrorOf, installOfficeGlobals, setDisplayLanguage } from './office-globals';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installOfficeGlobals('en-US');
});
afterEach(() => uninstall());

describe('BRIDGE.CONTRACT_SCORE', () => {
  it.each([
    // 4S = on board 1 (nobody vulnerable): 4×30 + 300 game = 420.
    ['4S', 'N', 1, 10, 420],
    // Board 2, NS vulnerable: 120 + 500 = 620.
    ['4S', 'N', 2, 10, 620],
    // 3NT by East on board 3 (EW vulnerable): 40 + 2×30 + 500 = 600 to EW.
    ['3NT', 'E', 3, 9, -600],
    // 4SX two down vulnerable (board 2, NS): 200 + 300 = 500 to EW.
    ['4SX', 'N', 2, 8, -500],
    // 1NT+1 by South, nobody vulnerable: 40 + 30 + 50 part score = 120; result written relative as text.
    ['1NT', 'S', 'None', '+1', 120],
    // A negative number is undertricks: 4H −2 not vulnerable = 2×50 to EW.
    ['4H', 'N', 'None', -2, -100],
    // 7NTXX by West, all vulnerable: (40+6×30)×4 = 880 + 500 + 1500 + 100 = 2980 to EW.
    ['7NTXX', 'W', 'Both', 13, -2980],
    // Board 17 repeats board 1; 2♠= by E non-vulnerable: 60 + 50 = 110 to EW.
    ['2♠', 'E', 17, '=', -110],
    // Text numbers as typed into text-formatted cells.
    ['4S', 'N', '2', '10', 620],
    // TRUE = the declarer's side is vulnerable: 3NT= vulnerable = 600.
    ['3NT', 'S', true, 9, 600],
    // Vulnerability words of other languages: "Alle" (nl) = both, "OW" = EW.
    ['3NT', 'E', 'Alle', 9, -600],
    ['3NT', 'E', 'OW', 9, -600],
  ])('%s by %s, vulnerability %p, result %p → %p', (contract, declarer, vul, result, expected) => {
    expect(CONTRACT_SCORE(contract, declarer, vul, result)).toBe(expected);
  });

  it('scores a passed-out board 0 whatever the other cells say', () => {
    expect(CONTRACT_SCORE('PASS', null, 5, null)).toBe(0);
    expect(CONTRACT_SCORE('pass', '', 5, '')).toBe(0);
  });

  it('accepts ranges of one cell as Excel passes them', () => {
    expect(CONTRACT_SCORE([['4S']], [['N']], [[1]], [[10]])).toBe(420);
  });

  it('leaves an empty traveller row empty instead of scoring it 0', () => {
    expect(CONTRACT_SCORE(null, null, 1, null)).toBe('');
    expect(CONTRACT_SCORE('', '', 1, '')).toBe('');
  });

  it('gives #VALUE! naming a contract that is not one', () => {
    const e = excelErrorOf(() => CONTRACT_SCORE('4Z', 'N', 1, 10));
    expect(e.code).toBe('#VALUE!');
    expect(e.message).toContain("'4Z' (contract) is not a contract");
  });

  it('gives #VALUE! for an impossible result and a bad seat', () => {
    expect(excelErrorOf(() => CONTRACT_SCORE('4S', 'N', 1, 14)).message).toContain("'14' (result)");
    expect(excelErrorOf(() => CONTRACT_SCORE('4S', 'N', 1, '+4')).code).toBe('#VALUE!');
    expect(excelErrorOf(() => CONTRACT_SCORE('4S', 'Q', 1, 10)).message).toContain("'Q' (declarer) is not a seat");
    expect(excelErrorOf(() => CONTRACT_SCORE('4S', 'N', 'Some', 10)).message).toContain("'Some'");
    expect(excelErrorOf(() => CONTRACT_SCORE('4S', 'N', 0, 10)).message).toContain("'0'");
  });

  it('gives #N/A when part of an entered row is still missing', () => {
    const e = excelErrorOf(() => CONTRACT_SCORE('4S', 'N', 1, null));
    expect(e.code).toBe('#N/A');
    expect(e.message).toContain('result');
    expect(excelErrorOf(() => CONTRACT_SCORE('4S', null, 1, 10)).code).toBe('#N/A');
    expect(excelErrorOf(() => CONTRACT_SCORE('4S', 'N', null, 10)).code).toBe('#N/A');
    expect(excelErrorOf(() => CONTRACT_SCORE(null, 'N', 1, 10)).code).toBe('#N/A');
  });

  it('writes its messages in the display language', () => {
    setDisplayLanguage('pl-PL');
    expect(excelErrorOf(() => CONTRACT_SCORE('4Z', 'N', 1, 10)).message).toBe(
      '„4Z” (contract) nie jest kontraktem (4S, 3NTX, 6H XX lub PASS)',
    );
    setDisplayLanguage('fr-FR');
    expect(excelErrorOf(() => CONTRACT_SCORE('4Z', 'N', 1, 10)).message).toMatch(/^« 4Z » \(contract\) n'est pas/);
    setDisplayLanguage('ru-RU');
    expect(excelErrorOf(() => CONTRACT_SCORE('4Z', 'N', 1, 10)).message).toMatch(/^«4Z» \(contract\) — не контракт/);
    setDisplayLanguage('nl-NL');
    expect(excelErrorOf(() => CONTRACT_SCORE('4Z', 'N', 1, 10)).message).toMatch(/is geen contract/);
    setDisplayLanguage('de-DE');
    expect(excelErrorOf(() => CONTRACT_SCORE('4Z', 'N', 1, 10)).message).toMatch(/is not a contract/);
  });
});

describe('BRIDGE.DEALER and BRIDGE.VULNERABILITY', () => {
  // Law 2: dealers rotate N, E, S, W; vulnerabilities follow the 16-board cycle.
  const vul = [
    'None',
    'NS',
    'EW',
    'Both',
    'NS',
    'EW',
    'Both',
    'None',
    'EW',
    'Both',
    'None',
    'NS',
    'Both',
    'None',
    'NS',
    'EW',
  ];
  it.each(vul.map((v, i) => [i + 1, 'NESW'[i % 4], v]))('board %d: dealer %s, vulnerability %s', (board, d, v) => {
    expect(DEALER(board)).toBe(d);
    expect(VULNERABILITY(board)).toBe(v);
    expect(DEALER(board + 16)).toBe(d);
    expect(VULNERABILITY(String(board + 32))).toBe(v);
  });

  it('rejects what is not a board number', () => {
    for (const bad of [0, -3, 2.5, 'abc', true]) {
      const e = excelErrorOf(() => DEALER(bad));
      expect(e.code).toBe('#VALUE!');
      expect(e.message).toContain('is not a board number');
    }
    expect(excelErrorOf(() => VULNERABILITY(null)).code).toBe('#N/A');
  });
});

describe('BRIDGE.IMP', () => {
  it.each([
    [0, undefined, 0],
    [10, undefined, 0],
    [20, undefined, 1],
    [200, undefined, 5], // 170–210
    [-200, undefined, -5],
    [4000, undefined, 24],
    [650, 620, 1], // 30 points
    [-100, 620, -12], // 720 points: 600–740
    ['1430', '650', 13], // numbers typed as text: 780 → 13
  ])('IMP(%p, %p) = %p', (d, other, expected) => {
    expect(IMP(d, other)).toBe(expected);
  });

  it('rejects text that is not a number', () => {
    expect(excelErrorOf(() => IMP('abc')).message).toContain("'abc' (difference) is not a number");
    expect(excelErrorOf(() => IMP(null)).code).toBe('#N/A');
  });
});
