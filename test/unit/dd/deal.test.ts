import { formatDeal, parseDeal } from '../../../src/engine/dd/deal';

const BOARD1 = 'N:94.T72.T6.AQT763 AQT875.J6.Q74.94 K62.Q943.AK985.J J3.AK85.J32.K852';

describe('parseDeal', () => {
  it('reads the hands clockwise from the first seat, suits S H D C, ace = bit 12', () => {
    const d = parseDeal(BOARD1);
    expect(d.cards).toBe(13);
    // North's spades 9 and 4: bits 7 and 2.
    expect(d.masks[0]).toBe((1 << 7) | (1 << 2));
    // East's spades A Q T 8 7 5: bits 12, 10, 8, 6, 5, 3.
    expect(d.masks[4]).toBe((1 << 12) | (1 << 10) | (1 << 8) | (1 << 6) | (1 << 5) | (1 << 3));
    expect(formatDeal(d)).toBe(BOARD1);
  });

  it('starts from the seat the string names', () => {
    const west = 'W:J3.AK85.J32.K852 94.T72.T6.AQT763 AQT875.J6.Q74.94 K62.Q943.AK985.J';
    expect(formatDeal(parseDeal(west))).toBe(BOARD1);
  });

  it('reads an ending with voids written empty or as -', () => {
    const d = parseDeal('N:A.-.. K... Q... J...');
    expect(d.cards).toBe(1);
    expect(formatDeal(d)).toBe('N:A... K... Q... J...');
  });

  it.each([
    ['AKQ.. ... ... ...', /does not start with a seat/],
    ['N:AKQJT98765432... ... ...', /has 3 hands, not 4/],
    ['N:A... A... K... Q...', /SA is in the hand of N and again in E/],
    ['N:AX... K... Q... J...', /'X' in the hand of N is not a rank/],
    ['N:A10... K... Q... J...', /write the ten as T/],
    ['N:AK... Q... J... T...', /the hands hold N 2, E 1, S 1, W 1 cards/],
    ['N:A... - Q... J...', /the hand of E is not given/],
    ['N:A.. K... Q... J...', /hand of N 'A..' has 3 suits, not 4/],
  ])('rejects %s', (text, re) => {
    expect(() => parseDeal(text)).toThrow(re);
  });
});
