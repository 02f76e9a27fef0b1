import {
  contractScore,
  declarerScore,
  formatContract,
  parseContract,
  parsePlayed,
  parseSeat,
  parseTricks,
} from '../../../src/engine/model/contract';
import { boardDealer, boardVulnerability, isVulnerable } from '../../../src/engine/model/board';
import { BridgeInputError, type Contract } from '../../../src/engine/model/types';

const c = (text: string) => parseContract(text) as Contract;

describe('parseContract', () => {
  it.each([
    ['4S', { level: 4, strain: 'S', risk: '' }],
    ['4SX', { level: 4, strain: 'S', risk: 'X' }],
    ['4♠XX', { level: 4, strain: 'S', risk: 'XX' }],
    ['4s x', { level: 4, strain: 'S', risk: 'X' }],
    ['4♠️x', { level: 4, strain: 'S', risk: 'X' }],
    ['3NT', { level: 3, strain: 'NT', risk: '' }],
    ['3nt', { level: 3, strain: 'NT', risk: '' }],
    ['3N', { level: 3, strain: 'NT', risk: '' }],
    ['3NX', { level: 3, strain: 'NT', risk: 'X' }],
    ['3SA', { level: 3, strain: 'NT', risk: '' }],
    ['3 SA XX', { level: 3, strain: 'NT', risk: 'XX' }],
    ['2BA', { level: 2, strain: 'NT', risk: '' }],
    ['1♣', { level: 1, strain: 'C', risk: '' }],
    ['7♦*', { level: 7, strain: 'D', risk: 'X' }],
    ['6♥**', { level: 6, strain: 'H', risk: 'XX' }],
    ['2h', { level: 2, strain: 'H', risk: '' }],
    ['5CXX', { level: 5, strain: 'C', risk: 'XX' }],
  ])('reads %s', (text, expected) => {
    expect(parseContract(text)).toEqual(expected);
  });

  it.each(['PASS', 'pass', 'P', 'AP', 'All Pass', '-', 'PO'])('reads %s as a pass-out', (text) => {
    expect(parseContract(text)).toBe('PASS');
  });

  it.each(['4Z', '8S', '0NT', '', '4', 'S4', '4SXXX', '4SD', '44S'])('rejects %s naming it', (text) => {
    expect(() => parseContract(text)).toThrow(BridgeInputError);
    expect(() => parseContract(text)).toThrow(`contract '${text}'`);
  });

  it('names the exact message and place for 4Z', () => {
    expect(() => parseContract('4Z', { file: 'r.csv', line: 7, field: 'contract' })).toThrow(
      "contract '4Z' is not a contract (file r.csv, line 7, field contract)",
    );
  });

  it('says why level 8 is wrong', () => {
    expect(() => parseContract('8S')).toThrow('level 8 is not 1 to 7');
  });

  it('prints contracts back', () => {
    expect(formatContract(c('4♠xx'))).toBe('4SXX');
    expect(formatContract('PASS')).toBe('PASS');
  });
});

describe('parseTricks', () => {
  const four = c('4S');
  it.each([
    ['10', 10],
    [10, 10],
    ['=', 10],
    ['m', 10],
    ['+1', 11],
    ['=+1', 11],
    ['+3', 13],
    ['-2', 8],
    ['\u22122', 8],
    ['- 10', 0],
    ['0', 0],
  ] as const)('%s on 4S is %d tricks', (r, tricks) => {
    expect(parseTricks(r, four)).toBe(tricks);
  });

  it('reads a negative number as undertricks only when asked', () => {
    expect(() => parseTricks(-2, four)).toThrow(BridgeInputError);
    expect(parseTricks(-2, four, undefined, { negativeNumberIsRelative: true })).toBe(8);
  });

  it('rejects impossible results', () => {
    expect(() => parseTricks('+4', four)).toThrow("result '+4' for 4S gives 14 tricks");
    expect(() => parseTricks('-11', four)).toThrow('gives -1 tricks');
    expect(() => parseTricks(14, c('7NT'))).toThrow(BridgeInputError);
    expect(() => parseTricks('x', four)).toThrow("result 'x'");
    expect(() => parseTricks('', four)).toThrow('result is missing for 4S');
  });

  it('a passed-out board has no tricks', () => {
    expect(parseTricks('', 'PASS')).toBeUndefined();
    expect(parseTricks('-', 'PASS')).toBeUndefined();
    expect(() => parseTricks('10', 'PASS')).toThrow('passed-out');
  });
});

describe('declarerScore: the test vectors of the Law 77 summary (declarer side)', () => {
  // [contract, tricks, vulnerable, score]
  const vectors: Array<[string, number, boolean, number]> = [
    ['1NT', 7, false, 90], // 40 + 50 part-score
    ['3NT', 9, false, 400], // 100 + 300
    ['3NT', 10, true, 630], // 100 + 500 + 30
    ['4S', 10, true, 620], // 120 + 500
    ['2HX', 8, false, 470], // 120 + 300 + 50
    ['2HX', 8, true, 670], // 120 + 500 + 50
    ['1CXX', 7, false, 230], // 80 + 50 + 100
    ['1CXX', 8, true, 630], // 80 + 50 + 100 + 400
    ['6NT', 12, true, 1440], // 190 + 500 + 750
    ['7NTXX', 13, true, 2980], // 880 + 500 + 1500 + 100
    ['3NTX', 12, false, 850], // 200 + 300 + 50 + 3*100
    ['4HXX', 11, true, 1480], // 480 + 500 + 100 + 400
    ['4SX', 7, false, -500],
    ['4SX', 7, true, -800],
    ['7CX', 0, false, -3500], // 100 + 200 + 200 + 10*300
    ['7CX', 0, true, -3800], // 200 + 12*300
    ['7CXX', 0, false, -7000],
  ];
  it.each(vectors)('%s with %d tricks, vulnerable %s = %d', (text, tricks, vul, score) => {
    expect(declarerScore(c(text), tricks, vul)).toBe(score);
  });

  it('undertrick table of §4.2, every row and column', () => {
    const rows: Array<[number, number, number, number, number, number, number]> = [
      [1, 50, 100, 100, 200, 200, 400],
      [2, 100, 200, 300, 500, 600, 1000],
      [3, 150, 300, 500, 800, 1000, 1600],
      [4, 200, 400, 800, 1100, 1600, 2200],
      [5, 250, 500, 1100, 1400, 2200, 2800],
    ];
    for (const [down, nvU, vU, nvX, vX, nvXX, vXX] of rows) {
      const tricks = 13 - down;
      expect(declarerScore(c('7S'), tricks, false)).toBe(-nvU);
      expect(declarerScore(c('7S'), tricks, true)).toBe(-vU);
      expect(declarerScore(c('7SX'), tricks, false)).toBe(-nvX);
      expect(declarerScore(c('7SX'), tricks, true)).toBe(-vX);
      expect(declarerScore(c('7SXX'), tricks, false)).toBe(-nvXX);
      expect(declarerScore(c('7SXX'), tricks, true)).toBe(-vXX);
    }
  });

  it('rejects 7NT making 14 tricks and negative tricks', () => {
    expect(() => declarerScore(c('7NT'), 14, false)).toThrow('7NT with 14 tricks');
    expect(() => declarerScore(c('1C'), -1, false)).toThrow(BridgeInputError);
    expect(() => declarerScore(c('1C'), 7.5, false)).toThrow(BridgeInputError);
  });
});

describe('contractScore gives the NS score', () => {
  it('flips the sign for an EW declarer', () => {
    expect(contractScore({ contract: c('4S'), declarer: 'N', tricks: 10 }, true)).toBe(620);
    expect(contractScore({ contract: c('4S'), declarer: 'E', tricks: 10 }, true)).toBe(-620);
    expect(contractScore({ contract: c('4S'), declarer: 'W', tricks: 8 }, false)).toBe(100);
  });
  it('takes the vulnerability of the board for the declarer side', () => {
    // Board 2: NS vulnerable. 4S= by N is vulnerable (620), by E not (420 to EW).
    expect(contractScore({ contract: c('4S'), declarer: 'N', tricks: 10 }, boardVulnerability(2))).toBe(620);
    expect(contractScore({ contract: c('4S'), declarer: 'E', tricks: 10 }, boardVulnerability(2))).toBe(-420);
  });
  it('a pass-out is 0 (not -0)', () => {
    expect(Object.is(contractScore({ contract: 'PASS' }, 'Both'), 0)).toBe(true);
  });
  it('names a missing declarer, missing tricks and a bad vulnerability', () => {
    expect(() => contractScore({ contract: c('3NT'), tricks: 9 }, false)).toThrow(
      'declarer is missing for contract 3NT',
    );
    expect(() => contractScore({ contract: c('3NT'), declarer: 'N' }, false)).toThrow('tricks are missing');
    expect(() =>
      contractScore({ contract: { level: 8, strain: 'S', risk: '' } as never, declarer: 'N', tricks: 9 }, false),
    ).toThrow(BridgeInputError);
    expect(() => contractScore({ contract: c('3NT'), declarer: 'N', tricks: 9 }, 'All' as never)).toThrow(
      "vulnerability 'All'",
    );
  });
});

describe('parsePlayed and parseSeat', () => {
  it('reads a traveller line', () => {
    expect(parsePlayed('4♥X', 's', '-1')).toEqual({
      contract: { level: 4, strain: 'H', risk: 'X' },
      declarer: 'S',
      tricks: 9,
    });
    expect(parsePlayed('pass', '', '')).toEqual({ contract: 'PASS' });
  });
  it('names what is missing', () => {
    expect(() => parsePlayed('4H', '', '=')).toThrow('declarer is missing for contract 4H');
    expect(() => parseSeat('Q')).toThrow("declarer 'Q'");
    expect(parseSeat('west')).toBe('W');
  });
});

describe('board conditions (Law 2)', () => {
  const table: Array<[number, string, string]> = [
    [1, 'N', 'None'],
    [2, 'E', 'NS'],
    [3, 'S', 'EW'],
    [4, 'W', 'Both'],
    [5, 'N', 'NS'],
    [6, 'E', 'EW'],
    [7, 'S', 'Both'],
    [8, 'W', 'None'],
    [9, 'N', 'EW'],
    [10, 'E', 'Both'],
    [11, 'S', 'None'],
    [12, 'W', 'NS'],
    [13, 'N', 'Both'],
    [14, 'E', 'None'],
    [15, 'S', 'NS'],
    [16, 'W', 'EW'],
  ];
  it.each(table)('board %d: dealer %s, vulnerable %s, and the same 16, 32, 48 boards later', (b, dealer, vul) => {
    for (const k of [0, 16, 32, 48]) {
      expect(boardDealer(b + k)).toBe(dealer);
      expect(boardVulnerability(b + k)).toBe(vul);
    }
  });
  it('isVulnerable', () => {
    expect(isVulnerable('NS', 'S')).toBe(true);
    expect(isVulnerable('NS', 'E')).toBe(false);
    expect(isVulnerable('EW', 'EW')).toBe(true);
    expect(isVulnerable('Both', 'W')).toBe(true);
    expect(isVulnerable('None', 'N')).toBe(false);
  });
  it('rejects board 0', () => {
    expect(() => boardDealer(0)).toThrow("board '0'");
    expect(() => boardVulnerability(2.5)).toThrow(BridgeInputError);
  });
});
