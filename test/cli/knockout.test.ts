/** `score --teams [--knockout]`: a teams CSV traveller, and Law 12C4 averaging of a non-balancing ruling. */
import { memoryIo } from '../../src/cli/io';
import { run } from '../../src/cli/run';

// Board 1 (none vulnerable). Open room: A NS v B EW, the director gave A (NS) 420 and B (EW) −450 (NS 450):
// a ruling that does not balance. Closed room: B NS v A EW, 4S= N, 420.
//   From A's score: 420 − 420 = 0 IMPs for A. From B's: B's NS in the closed room 420 − 450 = −30 → −1 for B.
//   Separately: A 0, B −1. Law 12C4: each gets the average of its own and the negated other, (0 + 1)/2 = 0.5.
const CSV = `board,table,ns,ew,contract,declarer,result,score_ns,ruling
1,1,A,B,4S,N,=,420,NS: NS 420 | EW: NS 450
1,2,B,A,4S,N,=,420,
`;

function score(...flags: string[]) {
  const io = memoryIo({ 'ko.csv': CSV });
  const code = run(['score', 'ko.csv', '--json', ...flags], io);
  return { code, io };
}

describe('score --teams --knockout (Law 12C4)', () => {
  it('without --knockout each side keeps its own IMPs: A 0, B −1', () => {
    const { code, io } = score('--teams');
    expect(code).toBe(0);
    const m = JSON.parse(io.out).matches[0];
    expect([m.homeImps, m.awayImps]).toEqual([0, -1]);
    expect(m.boards[0].laws ?? []).not.toContain('12C4');
  });

  it('with --knockout the board is averaged (12C4): A +0.5, B −0.5, and the match balances', () => {
    const { code, io } = score('--teams', '--knockout');
    expect(code).toBe(0);
    const m = JSON.parse(io.out).matches[0];
    expect([m.homeImps, m.awayImps]).toEqual([0.5, -0.5]);
    expect(m.boards[0]).toMatchObject({ home: 0.5, away: -0.5, balanced: true, laws: ['12C4'] });
  });

  it('--knockout without --teams is refused', () => {
    const io = memoryIo({ 'ko.csv': CSV });
    expect(run(['score', 'ko.csv', '--knockout'], io)).toBe(2);
    expect(io.err).toMatch(/--knockout applies to team matches/);
  });
});
