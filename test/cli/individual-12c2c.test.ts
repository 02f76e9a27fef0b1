/**
 * `bridgescore score` on a bridge individual with an Ave+/Ave− ruling: Law 12C2(c) per player (Law 12C3 gives
 * both players of a side the same adjusted score; 12C2(c) — PZBS seed 000, NBB seed 002, FFB seed 003 — gives
 * each contestant, here each player, his own result on the other boards).
 *
 * Three tables a board (E = 3, top 4):
 *   Board 1: table 1 X (N) and P (S) Ave+, e1 and w1 Ave−; the other tables' +100 and +50.
 *   Board 2: X NS +200 (4), P NS +100 (2), +50 (0).
 *   Board 3: X NS +100 and P NS +100 tie, −50: X 2 + 1 = 3, P 3.
 *   Own results on the other boards: X (4 + 3) / 8 = 87.5 % > 60 → 3.5 of 4 on board 1;
 *   P (2 + 3) / 8 = 62.5 % > 60 → 2.5. The side's line keeps Law 12C2(a)'s 60 % (2.4).
 *   Totals of 12: X 3.5 + 4 + 3 = 10.5 (87.5 %), P 2.5 + 2 + 3 = 7.5 (62.5 %); e1 and w1, who play no other
 *   board, 40 % of 4 = 1.6 (40 %).
 */
import { memoryIo } from '../../src/cli/io';
import { run } from '../../src/cli/run';

const CSV = [
  'board,table,n,e,s,w,contract,declarer,result,score_ns,ruling',
  '1,1,X,e1,P,w1,,,,,A+/A-',
  '1,2,a1,b1,c1,d1,,,,100,',
  '1,3,a2,b2,c2,d2,,,,50,',
  '2,1,X,e2,q2,w2,,,,200,',
  '2,2,P,e3,q3,w3,,,,100,',
  '2,3,a3,b3,c3,d3,,,,50,',
  '3,1,X,e4,q4,w4,,,,100,',
  '3,2,P,e5,q5,w5,,,,100,',
  '3,3,a4,b4,c4,d4,,,,-50,',
].join('\n');

function score(extra: string[] = []) {
  const io = memoryIo({ 'ind.csv': CSV });
  const code = run(['score', 'ind.csv', '--preset', 'wbf', ...extra], io);
  return { code, out: io.out, err: io.err };
}

describe('bridgescore score: Law 12C2(c) in an individual', () => {
  it('each player of the Ave+ side gets his own percentage in his total', () => {
    const { code, out, err } = score(['--json']);
    expect(err).toBe('');
    expect(code).toBe(0);
    const doc = JSON.parse(out) as { totals: Array<{ id: string; exactTotal: number; exactPercent: number }> };
    const t = Object.fromEntries(doc.totals.map((x) => [x.id, x]));
    expect(t['X'].exactTotal).toBeCloseTo(10.5, 9);
    expect(t['X'].exactPercent).toBeCloseTo(87.5, 9);
    expect(t['P'].exactTotal).toBeCloseTo(7.5, 9);
    expect(t['P'].exactPercent).toBeCloseTo(62.5, 9);
    expect(t['e1'].exactTotal).toBeCloseTo(1.6, 9);
    expect(t['w1'].exactPercent).toBeCloseTo(40, 9);
  });

  it('the text ranking puts X first at 87.5 % and P at 62.5 %', () => {
    const { code, out } = score();
    expect(code).toBe(0);
    const squeezed = out.replace(/ +/g, ' ');
    expect(squeezed).toMatch(/\bX 10\.5\d* 87\.5/);
    expect(squeezed).toMatch(/\bP 7\.5\d* 62\.5/);
  });
});
