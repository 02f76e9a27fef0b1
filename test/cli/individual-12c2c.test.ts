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
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/**
 * Both sides of one artificial line parted by Law 12C2(c) (seed 000 12C2(c): a non-offender above 60 % of the
 * session, an offender below 40 %, gets his own percentage on the other boards; seed 000 12C3: both players of a
 * side get the side's adjusted score, each a contestant of his own). Three tables a board, top 4 (E = 3):
 *   Board 1: table 1 X (N), P (S) Ave+ (60 %), Y (E), Z (W) Ave− (40 %); tables 2 and 3 +100 and +50, two real
 *            results factored to E = 3 (Neuberg): (2 + 1)·3/2 − 1 = 3.5 and (0 + 1)·3/2 − 1 = 0.5.
 *   Board 2: X v Y +200 (NS 4, EW 0), P v Z +100 (2, 2), table 3 +50 (0, 4).
 *   Board 3: X v Z +100 and table 3 +100 tie (NS 3, EW 1), P v Y −50 (NS 0, EW 4).
 *   Own results on boards 2–3 (of 8): X 4 + 3 = 7 (87.5 %), P 2 + 0 = 2 (25 %), Y 0 + 4 = 4 (50 %),
 *   Z 2 + 1 = 3 (37.5 %).
 *   Board 1: X 87.5 > 60 → 87.5 % = 3.5 of 4; P 25 is not above 60 → 60 % = 2.4; Y 50 is not below 40 → 40 % =
 *   1.6; Z 37.5 < 40 → 37.5 % = 1.5. The line's sides keep Law 12C2(a)'s 60 % (2.4) and 40 % (1.6).
 *   Totals of 12: X 3.5 + 4 + 3 = 10.5 (87.5 %), Y 1.6 + 0 + 4 = 5.6 (46.67 %), Z 1.5 + 2 + 1 = 4.5 (37.5 %),
 *   P 2.4 + 2 + 0 = 4.4 (36.67 %).
 */
/** The event (test/fixtures/individual/parted.csv). */
const PARTED = readFileSync(path.resolve(__dirname, '../fixtures/individual/parted.csv'), 'utf8');

function scoreParted(extra: string[] = []) {
  const io = memoryIo({ 'parted.csv': PARTED });
  const code = run(['score', 'parted.csv', '--preset', 'wbf', ...extra], io);
  return { code, out: io.out, err: io.err };
}

describe('bridgescore score: each player of an individual side prints his own Law 12C2(c) figure', () => {
  it("the traveller text shows both players' figures in the side's cell, in the order the side names them", () => {
    const { code, out, err } = scoreParted();
    expect(err).toBe('');
    expect(code).toBe(0);
    const flat = out.replace(/ +/g, ' ');
    expect(flat).toContain(
      '\nBoard 1 (top 4)\n Table NS EW Result Score MP NS MP EW % NS % EW\n' +
        ' 1 X-P Y-Z A+/A- 3.50 / 2.40 1.60 / 1.50 87.50 / 60.00 40.00 / 37.50\n' +
        ' 2 a1-c1 b1-d1 100 3.50 0.50 87.50 12.50\n' +
        ' 3 a2-c2 b2-d2 50 0.50 3.50 12.50 87.50\n',
    );
    // The lines where the players of each side share a figure print one figure a cell.
    expect(flat).toContain('\n 1 X-q1 Y-r1 200 4.00 0.00 100.00 0.00\n');
    // Each player's figure is the one his total counts.
    expect(flat).toMatch(/ X 10\.50 87\.50 3\n/);
    expect(flat).toMatch(/ Y 5\.60 46\.67 3\n/);
    expect(flat).toMatch(/ Z 4\.50 37\.50 3\n/);
    expect(flat).toMatch(/ P 4\.40 36\.67 3\n/);
  });

  it("--csv keeps the side's figure in mp_ns, … and gives each player's in mp_n, mp_e, mp_s, mp_w, …", () => {
    const { code, out } = scoreParted(['--csv']);
    expect(code).toBe(0);
    const rows = out.split('\n');
    const head = rows[0].split(',');
    const at = (name: string) => head.indexOf(name);
    const line = rows[1].split(',');
    const cells = (names: string[]) => names.map((n) => line[at(n)]);
    expect(cells(['mp_ns', 'mp_ew', 'pct_ns', 'pct_ew'])).toEqual(['2.4', '1.6', '60', '40']);
    expect(cells(['mp_n', 'mp_e', 'mp_s', 'mp_w'])).toEqual(['3.5', '1.6', '2.4', '1.5']);
    expect(cells(['pct_n', 'pct_e', 'pct_s', 'pct_w'])).toEqual(['87.5', '40', '60', '37.5']);
    expect(cells(['mp_n_printed', 'mp_e_printed', 'mp_s_printed', 'mp_w_printed'])).toEqual([
      '3.50',
      '1.60',
      '2.40',
      '1.50',
    ]);
    expect(cells(['pct_n_printed', 'pct_e_printed', 'pct_s_printed', 'pct_w_printed'])).toEqual([
      '87.50',
      '40.00',
      '60.00',
      '37.50',
    ]);
    // Board 2 table 1 (X v Y +200): each player has his side's figure.
    const second = rows[4].split(',');
    expect(['mp_n', 'mp_e', 'mp_s', 'mp_w'].map((n) => second[at(n)])).toEqual(['4', '0', '4', '0']);
    // The side's columns read back by check agree with the engine.
    const io = memoryIo({ 'w.csv': out });
    expect(run(['check', 'w.csv', '--preset', 'wbf'], io)).toBe(0);
    expect(io.out).toBe('checked: 36 values, 0 differ\n');
  });

  it('--json gives the parted players their own figures by seat', () => {
    const { out } = scoreParted(['--json']);
    const doc = JSON.parse(out) as { lines: Array<{ seats?: Record<string, Record<string, unknown>> }> };
    expect(doc.lines[0].seats).toEqual({
      N: { mp: 3.5, mpPrinted: '3.50', pct: 87.5, pctPrinted: '87.50' },
      E: { mp: 1.6, mpPrinted: '1.60', pct: 40, pctPrinted: '40.00' },
      S: { mp: 2.4, mpPrinted: '2.40', pct: 60, pctPrinted: '60.00' },
      W: { mp: 1.5, mpPrinted: '1.50', pct: 37.5, pctPrinted: '37.50' },
    });
    expect(doc.lines[1].seats).toBeUndefined();
  });

  it("IMPs: the side's cell shows each player's own IMP average", () => {
    // Cross-IMPs, two tables a board. Board 1: X (N) and P (S) Ave+ (+3 IMPs). Board 2: X NS +600 against +100:
    // 500 → 11 IMPs. Board 3: P NS +140 against +100: 40 → 1 IMP. X's average 11 > 3 → 11; P's 1 → 3.
    const csv = [
      'board,table,n,e,s,w,contract,declarer,result,score_ns,ruling',
      '1,1,X,e1,P,w1,,,,,A+/A-',
      '1,2,a1,b1,c1,d1,,,,100,',
      '2,1,X,e2,q2,w2,,,,600,',
      '2,2,a2,b2,c2,d2,,,,100,',
      '3,1,q3,e3,P,w3,,,,140,',
      '3,2,a3,b3,c3,d3,,,,100,',
    ].join('\n');
    const io = memoryIo({ 'imp.csv': csv });
    expect(run(['score', 'imp.csv', '--preset', 'wbf', '--form', 'cross-imp'], io)).toBe(0);
    expect(io.out.replace(/ +/g, ' ')).toContain('\n 1 X-P e1-w1 A+/A- 11.00 / 3.00 -3.00\n');
  });
});
