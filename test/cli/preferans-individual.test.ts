/**
 * The command line on duplicate-preferans protocols and bridge individuals, run in-process.
 *
 * test/fixtures/preferans/protocol.csv — two deals, three tables of three players (seats 1, 2, 3):
 *
 *   Deal 1   seat 1: p1 10, p4 6, p7 6     → p1 beats 2 = 4; p4, p7 tie each other = 1, 1     (top 4)
 *            seat 2: p2 −4, p5 2, p8 −2    → p2 0, p5 4, p8 2
 *            seat 3: p3 −6, p6 −8, p9 −4   → p3 2, p6 0, p9 4
 *   Deal 2   seat 1: p2 4, p5 −2, p8 4     → p2 2 + 1 = 3, p5 0, p8 3
 *            seat 2: p6 −1, p9 5, p3 A60   → two real results on a top of 2: p9 2, p6 0; factored to E = 3
 *                                            (Neuberg): p9 (2 + 1)·3/2 − 1 = 3.5, p6 (0 + 1)·3/2 − 1 = 0.5;
 *                                            p3 60 % of 4 = 2.4
 *            seat 3: p7 −3, p1 −3, p4 −5   → p7 3, p1 3, p4 0
 *
 *   Totals of 8: p1 4 + 3 = 7 (87.5 %), p2 0 + 3 = 3 (37.5), p3 2 + 2.4 = 4.4 (55), p4 1 + 0 = 1 (12.5),
 *   p5 4 + 0 = 4 (50), p6 0 + 0.5 = 0.5 (6.25), p7 1 + 3 = 4 (50), p8 2 + 3 = 5 (62.5), p9 4 + 3.5 = 7.5 (93.75).
 *
 * test/fixtures/individual/traveller.csv — two boards, three tables, twelve players by seat:
 *
 *   Board 1 (none vul): 4S= N +420, 4S+1 N +450, 3NT−1 S −50 → NS 2, 4, 0; EW 2, 0, 4 (top 4)
 *   Board 2 (NS vul): 2H= E −110, 3H−1 E +50, table 3 A60/40 → real results 2 of E = 3, factored:
 *            NS +50: (2 + 1)·3/2 − 1 = 3.5, NS −110: 0.5 (EW the mirror); table 3 NS 60 % of 4 = 2.4, EW 1.6
 *   Law 12C3 gives both players of table 3's sides the ruling's score, and Law 12C2(c) then each player his own
 *   result on his other board: p7 had 4 of 4 (100 % > 60) → 100 %, 4; p9 had 0 % → 2.4; p2 (50 %) and p12
 *   (100 %) are not below 40 → 1.6.
 *   Totals of 8: p7 4 + 4 = 8 (100 %), p5 4 + 3.5 = 7.5 (93.75), p12 4 + 1.6 = 5.6 (70), p3 2 + 3.5 = 5.5 (68.75),
 *   p4 2 + 3.5 = 5.5, p10 4 + 0.5 = 4.5, p2 2 + 1.6 = 3.6, p6 0 + 3.5 = 3.5, p1 2 + 0.5 = 2.5,
 *   p9 0 + 2.4 = 2.4, p8 0 + 0.5 = 0.5, p11 0 + 0.5 = 0.5.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { memoryIo } from '../../src/cli/io';
import { run } from '../../src/cli/run';
import { detectFormat, readResultsFile } from '../../src/engine/io/detect';
import { scoreIndividual } from '../../src/engine/preferans/individual';
import { scoreEvent } from '../../src/engine/scoring/session';
import { getPreset } from '../../src/engine/presets';

const FIX = path.resolve(__dirname, '../fixtures');
const PROTOCOL = path.join(FIX, 'preferans/protocol.csv');
const CHECKED = path.join(FIX, 'preferans/protocol-checked.csv');
const RUSSIAN = path.join(FIX, 'preferans/protocol-ru.csv');
const INDIVIDUAL = path.join(FIX, 'individual/traveller.csv');

function cli(argv: string[], files: Record<string, string> = {}) {
  const io = memoryIo(files);
  const code = run(argv, io);
  return { code, out: io.out, err: io.err };
}

/** The output with runs of spaces made one, so that assertions do not depend on column widths. */
const squeeze = (text: string) => text.replace(/ +/g, ' ');

const json = (argv: string[], files: Record<string, string> = {}) => JSON.parse(cli([...argv, '--json'], files).out);

describe('preferans protocol: detection', () => {
  it('a header with a seat and a player column is a preferans protocol, in English or Russian', () => {
    expect(detectFormat(readFileSync(PROTOCOL, 'utf8'), 'p.csv')).toBe('preferans-csv');
    expect(detectFormat('\uFEFFсдача;стол;место;игрок;очки\n', 'r.csv')).toBe('preferans-csv');
    expect(detectFormat('"Deal","Table","Seat","Player","Score"\n', 'q.csv')).toBe('preferans-csv');
    expect(detectFormat('board,table,ns,ew,contract,declarer,result,score_ns\n', 't.csv')).toBe('csv');
    expect(detectFormat('board,table,n,e,s,w,contract,declarer,result,score_ns\n', 'i.csv')).toBe('csv');
  });

  it('the event read is a preferans event: the players are the contestants, no traveller lines', () => {
    const r = readResultsFile(readFileSync(PROTOCOL), 'p.csv');
    expect([r.format, r.event.kind, r.event.entries.length, r.preferans?.lines.length]).toEqual([
      'preferans-csv',
      'preferans',
      0,
      18,
    ]);
    expect(r.event.contestants.map((c) => c.id)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9']);
  });
});

describe('score a preferans protocol', () => {
  it('text: each deal and seat with its top, then the ranking; ru-preferans is the default preset', () => {
    const { code, out } = cli(['score', PROTOCOL]);
    expect(code).toBe(0);
    expect(out).toContain(
      'preset ru-preferans (default), program laws (usual for the preset); matchpoints, preferans protocol',
    );
    expect(out).toMatch(/Deal 2\n {2}Seat 1 {2}\(top 4\)/);
    const flat = squeeze(out);
    expect(flat).toContain('\n 3 p3 A60 2.40 60.00\n');
    expect(flat).toContain('\n 1 p9 7.50 8 93.75 2\n');
    expect(flat).toContain('\n 5= p5 4.00 8 50.00 2\n 5= p7 4.00 8 50.00 2\n');
  });

  it('--json: per-seat matchpoints and the per-player totals', () => {
    const doc = json(['score', PROTOCOL]);
    expect(doc.kind).toBe('preferans');
    expect(doc.complete).toBe(true);
    const mp = doc.lines.map((l: { players: string[]; deal: number; mp: number }) => [l.deal, l.players[0], l.mp]);
    expect(mp.filter((x: [number]) => x[0] === 2)).toEqual([
      [2, 'p2', 3],
      [2, 'p6', 0.5],
      [2, 'p7', 3],
      [2, 'p5', 0],
      [2, 'p9', 3.5],
      [2, 'p1', 3],
      [2, 'p8', 3],
      [2, 'p3', 2.4],
      [2, 'p4', 0],
    ]);
    const players = doc.players.map((t: { player: string; mp: number; max: number; percent: number }) => [
      t.player,
      t.mp,
      t.max,
      t.percent,
    ]);
    expect(players).toEqual([
      ['p9', 7.5, 8, 93.75],
      ['p1', 7, 8, 87.5],
      ['p8', 5, 8, 62.5],
      ['p3', 4.4, 8, 55],
      ['p5', 4, 8, 50],
      ['p7', 4, 8, 50],
      ['p2', 3, 8, 37.5],
      ['p4', 1, 8, 12.5],
      ['p6', 0.5, 8, 6.25],
    ]);
  });

  it('--csv: the rows as read, in order, with mp and pct at full precision', () => {
    const { code, out } = cli(['score', PROTOCOL, '--csv']);
    expect(code).toBe(0);
    const rows = out.split('\n');
    expect(rows[0]).toBe('deal,table,seat,player,score,ruling,mp,pct');
    expect(rows.slice(10, 19)).toEqual([
      '2,1,1,p2,4,,3,75',
      '2,1,2,p6,-1,,0.5,12.5',
      '2,1,3,p7,-3,,3,75',
      '2,2,1,p5,-2,,0,0',
      '2,2,2,p9,5,,3.5,87.5',
      '2,2,3,p1,-3,,3,75',
      '2,3,1,p8,4,,3,75',
      '2,3,2,p3,,A60,2.4,60',
      '2,3,3,p4,-5,,0,0',
    ]);
    expect(rows.length).toBe(20); // header, 18 rows, and the final newline
  });

  it('a Russian header with semicolons and decimal commas; the scores are written back with a point', () => {
    // Seat 1: 2.5 beats 1.5 → p1 2, p3 0; seat 2: −0.5 beats −1 → p4 2, p2 0 (top 2).
    const { out } = cli(['score', RUSSIAN, '--csv']);
    expect(out).toBe(
      ['deal,table,seat,player,score,mp,pct', '1,1,1,p1,2.5,2,100', '1,1,2,p2,-1,0,0'].join('\n') +
        '\n' +
        ['1,2,1,p3,1.5,0,0', '1,2,2,p4,-0.5,2,100'].join('\n') +
        '\n',
    );
  });

  it('--preset acbl prints 1 matchpoint per beat; --tables fixes the expected results', () => {
    const acbl = json(['score', PROTOCOL, '--preset', 'acbl']);
    // p9: 7.5 of 8 on the 2-per-beat scale is 3.75 of 4.
    expect(acbl.players[0]).toMatchObject({ player: 'p9', mp: 3.75, max: 4 });
    // Four tables expected on every deal and seat: deal 1 seat 1 (10, 6, 6) factored from 3 results to 4:
    // p1 (4 + 1)·4/3 − 1 = 17/3 of a top of 6.
    const four = json(['score', PROTOCOL, '--tables', '4']);
    expect(four.lines[0].mp).toBeCloseTo(17 / 3, 12);
    expect(four.lines[0].top).toBe(6);
  });

  it('a provisional protocol (a result not entered yet) says so', () => {
    const text = 'deal,table,seat,player,score,ruling\n1,1,1,a,5,\n1,2,1,b,,?\n2,1,1,a,1,\n2,2,1,b,3,\n';
    const { out } = cli(['score', 'w.csv'], { 'w.csv': text });
    expect(out).toContain('the totals are provisional');
    expect(out).toContain('Seat 1  (waiting for results)');
  });

  it('bad input: exit 2 naming the file, the line and the field', () => {
    const text = 'deal,table,seat,player,score\n1,1,1,a,5\n1,1,2,b,x\n';
    const r = cli(['score', 'bad.csv'], { 'bad.csv': text });
    expect(r.code).toBe(2);
    expect(r.err).toBe("error: score 'x' is not a number (file bad.csv, line 3, field score)\n");
    const c = cli(['check', 'bad.csv'], { 'bad.csv': text });
    expect(c.code).toBe(2);
    expect(cli(['score', 'f.csv', '--form', 'imp'], { 'f.csv': text }).err).toContain('scored in matchpoints');
    expect(cli(['convert', PROTOCOL, '--to', 'pbn']).err).toContain('is a preferans protocol');
  });
});

describe('a protocol with procedural penalties in the ruling column (code §11.1В)', () => {
  // protocol.csv with p4 penalised twice: PP 25% on deal 1 (25 % of the top 4 = 1) and PP 0.5MP on deal 2.
  // p4: 1 + 0 = 1, less 1 + 0.5 → −0.5 of 8 = −6.25 %, now last (9th); p6 (0.5, 6.25 %) moves up to 8th.
  const text = readFileSync(PROTOCOL, 'utf8')
    .replace('\n1,2,1,p4,6,\n', '\n1,2,1,p4,6,PP 25%\n')
    .replace('\n2,3,3,p4,-5,\n', '\n2,3,3,p4,-5,PP 0.5MP\n');
  const files = { 'pp.csv': text };

  it('text: the seat shows its ruling cell, the ranking a Penalties column, and each penalty is said in a sentence', () => {
    const { code, out, err } = cli(['score', 'pp.csv'], files);
    expect([code, err]).toEqual([0, '']);
    const flat = squeeze(out);
    expect(flat).toContain('\n 2 p4 6 PP 25% 1.00 25.00\n');
    expect(flat).toContain('Rank Player MP Max % Deals Penalties\n');
    // As for bridge pairs, a player without a penalty has an empty cell.
    expect(flat).toContain('\n 8 p6 0.50 8 6.25 2\n 9 p4 -0.50 8 -6.25 2 1.50\n');
    expect(out).toContain(
      '\n\n  Procedural penalty: p4 PP 25% on deal 1, table 2, seat 1 = 1.00 MP (taken off the total above)\n' +
        '  Procedural penalty: p4 PP 0.5MP on deal 2, table 3, seat 3 = 0.50 MP (taken off the total above)\n',
    );
  });

  it('JSON: the line carries its penalties in the notation, the player the total taken off', () => {
    const doc = json(['score', 'pp.csv'], files);
    const line = doc.lines.find((l: { deal: number; players: string[] }) => l.deal === 1 && l.players[0] === 'p4');
    expect(line).toMatchObject({ ruling: 'PP 25%', penalties: ['PP 25%'], mp: 1 });
    expect(doc.players[8]).toMatchObject({ player: 'p4', mp: -0.5, penalties: 1.5, percent: -6.25, rank: 9 });
  });

  it('check recomputes the totals with the penalties; score --csv writes the cells back and checks clean', () => {
    const checked = readFileSync(CHECKED, 'utf8')
      .replace('1,2,1,p4,6,,1,25.00,1,12.50,8', '1,2,1,p4,6,PP 25%,1,25.00,-0.5,-6.25,9')
      .replace('1,2,3,p6,-8,,0,0.00,0.5,6.25,9', '1,2,3,p6,-8,,0,0.00,0.5,6.25,8')
      .replace('2,3,3,p4,-5,,0,0.00,,,', '2,3,3,p4,-5,PP 0.5MP,0,0.00,,,');
    expect(cli(['check', 'c.csv'], { 'c.csv': checked }).out).toBe('checked: 63 values, 0 differ\n');
    // The same file without the penalties: p4's total, percentage and rank and p6's rank differ.
    const without = checked.replace('PP 25%', '').replace('PP 0.5MP', '');
    expect(cli(['check', 'c.csv'], { 'c.csv': without }).out).toContain('checked: 63 values, 4 differ\n');
    const written = cli(['score', 'pp.csv', '--csv'], files).out;
    expect(written.split('\n')).toContain('1,2,1,p4,6,PP 25%,1,25');
    expect(cli(['check', 'w.csv'], { 'w.csv': written }).out).toBe('checked: 36 values, 0 differ\n');
  });

  it('a malformed penalty: exit 2 naming the file, the line and the field', () => {
    const r = cli(['score', 'bad.csv'], { 'bad.csv': text.replace('PP 25%', 'PP 25') });
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "error: penalty 'PP 25' is not PP <amount>% (of a top) or PP <amount>MP (file bad.csv, line 6, field ruling)\n",
    );
  });
});

describe('check a preferans protocol', () => {
  it("recomputes the file's mp, pct, total, total_pct and rank: 18 × 2 + 9 × 3 values, none differs", () => {
    const { code, out, err } = cli(['check', CHECKED]);
    expect(out).toBe('checked: 63 values, 0 differ\n');
    expect(code).toBe(0);
    expect(err).toContain('preset ru-preferans (default)');
  });

  it('a wrong figure is named with its deal, table, seat, player and line; exit 1', () => {
    const text = readFileSync(CHECKED, 'utf8')
      .replace('2,2,2,p9,5,,3.5,87.50', '2,2,2,p9,5,,3.4,87.50')
      .replace('p6,-8,,0,0.00,0.5,6.25,9', 'p6,-8,,0,0.00,0.5,6.25,8');
    const { code, out } = cli(['check', 'c.csv'], { 'c.csv': text });
    expect(code).toBe(1);
    expect(out).toBe(
      [
        'player p6, rank: file 8, ours 9  [c.csv line 7]',
        'deal 2 table 2 (seat 2, p9), mp: file 3.4, ours 3.5  [c.csv line 15]',
        'checked: 63 values, 2 differ',
        '',
      ].join('\n'),
    );
  });

  it('a score --csv output checks clean', () => {
    const written = cli(['score', PROTOCOL, '--csv']).out;
    expect(cli(['check', 'w.csv'], { 'w.csv': written }).out).toBe('checked: 36 values, 0 differ\n');
  });

  it('property: on every deal and seat the k results share k(E − 1) matchpoints, k(k − 1) when E = k', () => {
    // Neuberg: a group of k results factored to E scores Σ((M + 1)·E/k − 1) = (k(k − 1) + k)·E/k − k = k(E − 1).
    // ru-preferans factors every deal to E, the most results any deal has on that seat.
    const seat = fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 1, maxLength: 6 });
    const protocol = fc.array(fc.array(seat, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(protocol, (deals) => {
        const rows = ['deal,table,seat,player,score'];
        deals.forEach((seats, d) =>
          seats.forEach((scores, s) =>
            scores.forEach((x, t) => rows.push(`${d + 1},${t + 1},${s + 1},d${d}s${s}t${t},${x}`)),
          ),
        );
        const doc = json(['score', 'g.csv'], { 'g.csv': rows.join('\n') });
        deals.forEach((seats, d) =>
          seats.forEach((scores, s) => {
            const e = Math.max(...deals.map((other) => other[s]?.length ?? 0));
            const lines = doc.lines.filter(
              (l: { deal: number; seat: string }) => l.deal === d + 1 && l.seat === String(s + 1),
            );
            const sum = lines.reduce((a: number, l: { mp: number }) => a + l.mp, 0);
            expect(sum).toBeCloseTo(scores.length * (e - 1), 9);
          }),
        );
      }),
      { numRuns: 60 },
    );
  });
});

describe('bridge individual (CSV traveller with players by seat)', () => {
  it('text: both players of a side share its score; one ranking of the players', () => {
    const { code, out } = cli(['score', INDIVIDUAL]);
    expect(code).toBe(0);
    expect(out).toContain('preset wbf (default), program laws (usual for the preset); matchpoints, individual');
    const flat = squeeze(out);
    // Law 12C2(c) gave p9 (N) 2.4 and p7 (S) 4 of 4: the NS cells show both, in the order "p9-p7" names them.
    expect(flat).toContain('\n 3 p9-p7 p2-p12 A60/40 2.40 / 4.00 1.60 60.00 / 100.00 40.00\n');
    expect(flat).toContain('\n 1 p7 8.00 100.00 2\n 2 p5 7.50 93.75 2\n');
    expect(flat).toContain('\n 4= p3 5.50 68.75 2\n 4= p4 5.50 68.75 2\n');
  });

  it('--json totals per player, as computed by hand', () => {
    const doc = json(['score', INDIVIDUAL]);
    const t = Object.fromEntries(doc.totals.map((x: { id: string; total: number }) => [x.id, x.total]));
    expect(t).toEqual({
      p1: 2.5,
      p2: 3.6,
      p3: 5.5,
      p4: 5.5,
      p5: 7.5,
      p6: 3.5,
      p7: 8,
      p8: 0.5,
      p9: 2.4,
      p10: 4.5,
      p11: 0.5,
      p12: 5.6,
    });
    expect(doc.lines[5].players).toEqual({ N: 'p9', E: 'p2', S: 'p7', W: 'p12' });
  });

  it('the session scorer and the per-seat individual scorer agree on this event', () => {
    const r = readResultsFile(readFileSync(INDIVIDUAL), 'i.csv');
    const session = scoreEvent(r.event, getPreset('wbf'));
    // Both apply Law 12C2(c) to each player.
    const seats = scoreIndividual(r.event.entries, { expected: 'largest', sessionRule: getPreset('wbf').sessionRule });
    for (const p of seats.players) {
      expect(session.totals.find((x) => x.id === p.player)?.total).toBeCloseTo(p.mp, 12);
    }
    expect(seats.players).toHaveLength(12);
  });

  it('--csv writes the players by seat and the figure of each; the output checks clean', () => {
    const { out } = cli(['score', INDIVIDUAL, '--csv']);
    const rows = out.split('\n');
    const seats = (f: string) => ['n', 'e', 's', 'w'].map((x) => `${f}_${x}`);
    const perSeat = [...seats('mp'), ...seats('pct')];
    expect(rows[0]).toBe(
      'board,table,round,n,e,s,w,contract,declarer,lead,result,score_ns,ruling,mp_ns,mp_ew,pct_ns,pct_ew,' +
        'mp_ns_printed,mp_ew_printed,pct_ns_printed,pct_ew_printed,' +
        [...perSeat, ...perSeat.map((c) => `${c}_printed`)].join(','),
    );
    // Each player's figure is his side's where Law 12C2(c) did not part them.
    expect(rows[4]).toBe(
      '2,1,,p1,p6,p11,p4,2H,E,,=,-110,,0.5,3.5,12.5,87.5,0.50,3.50,12.50,87.50,' +
        '0.5,3.5,0.5,3.5,12.5,87.5,12.5,87.5,0.50,3.50,0.50,3.50,12.50,87.50,12.50,87.50',
    );
    // The side keeps Law 12C2(a)'s 60 % / 40 %; p9 (n) 60 % = 2.4, p7 (s) 100 % = 4, p2 and p12 40 % = 1.6.
    expect(rows[6]).toBe(
      '2,3,,p9,p2,p7,p12,,,,,,A60/40,2.4,1.6,60,40,2.40,1.60,60.00,40.00,' +
        '2.4,1.6,4,1.6,60,40,100,40,2.40,1.60,4.00,1.60,60.00,40.00,100.00,40.00',
    );
    expect(cli(['check', 'w.csv'], { 'w.csv': out }).out).toBe('checked: 24 values, 0 differ\n');
    const wrong = out.replace('2,1,,p1,p6,p11,p4,2H,E,,=,-110,,0.5,', '2,1,,p1,p6,p11,p4,2H,E,,=,-110,,0.6,');
    const c = cli(['check', 'w.csv'], { 'w.csv': wrong });
    expect(c.code).toBe(1);
    expect(c.out).toContain('board 2 table 1 (p1-p11 v p6-p4), mp_ns: file 0.6, ours 0.5  [w.csv line 5]');
  });

  it('a procedural penalty on a named player comes off that player alone, and the ranking shows it', () => {
    // Was: a note that the penalty is not deducted. The session scorer now takes penalties off the totals.
    const text = readFileSync(INDIVIDUAL, 'utf8').replace('A60/40', 'A60/40 PP EW 10% player p2');
    const { code, out, err } = cli(['score', 'pp.csv'], { 'pp.csv': text });
    expect(code).toBe(0);
    expect(err).toBe('');
    const totals = json(['score', 'pp.csv'], { 'pp.csv': text }).totals;
    const byId = (id: string) => totals.find((t: { id: string }) => t.id === id);
    // Board 2 has three results: top 2 × (3 − 1) = 4; 10 % of it = 0.4. p2: 2 on board 1 (EW against +420,
    // between +450 and −50) + 1.6 (A40 for EW on board 2) − 0.4 = 3.2 of 8 = 40 %. p12, p2's partner at that
    // table, is not at fault (Law 12C3): 4 on board 1 (EW against −50) + 1.6 = 5.6, as before.
    expect(byId('p2')).toMatchObject({ penalty: 0.4, percent: 40 });
    expect(byId('p2').total).toBeCloseTo(3.2, 12);
    expect(byId('p12').penalty).toBeUndefined();
    expect(byId('p12').total).toBeCloseTo(5.6, 12);
    expect(out).toContain('Penalties');
    expect(squeeze(out)).toContain(' 8 p2 3.20 40.00 2 0.40\n');
  });

  it.each([
    ['board,table,n,e,s,contract,declarer,result,score_ns\n', 'column w is missing'],
    ['board,table,ns,ew,n,e,s,w,contract,declarer,result,score_ns\n', "not both: column 'ns'"],
    [
      'board,table,n,e,s,w,contract,declarer,result,score_ns\n1,1,a,b,c,,4S,N,=,\n',
      'line 2, field w: the West player is missing',
    ],
    [
      'board,table,n,e,s,w,contract,declarer,result,score_ns\n1,1,a,b,a,d,4S,N,=,\n',
      "player 'a' sits both North and South",
    ],
  ])('bad individual traveller %j', (text, message) => {
    const r = cli(['score', 'bad.csv'], { 'bad.csv': text });
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });
});
