/** The dd command, and check and convert with the double-dummy figures, run in-process (worker in the same thread). */
import { memoryIo } from '../../src/cli/io';
import { run } from '../../src/cli/run';

// Each hand holds one whole suit (N spades, E hearts, S diamonds, W clubs): a declarer in his own or his
// partner's suit ruffs the lead and takes 13; in no trump the opening leader runs his suit, declarer takes 0.
const DEAL = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
const PBN = `[Event "dd"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "${DEAL}"]
`;
// 7♠ by N (or S), none vulnerable: 7 × 30 + 300 + 1000 = 1510.
const OPTIMUM = `[OptimumScore "NS 1510"]
[OptimumContract "7S N 13"]
[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]
W  S  0
W  H 13
W  D  0
W  C 13
W NT  0
N  S 13
N  H  0
N  D 13
N  C  0
N NT  0
E  S  0
E  H 13
E  D  0
E  C 13
E NT  0
S  S 13
S  H  0
S  D 13
S  C  0
S NT  0
`;

describe('cli dd', () => {
  it('prints board,declarer,strain,tricks with --csv', async () => {
    const io = memoryIo({ 'd.pbn': PBN });
    expect(await run(['dd', 'd.pbn', '--csv'], io)).toBe(0);
    const lines = io.out.trim().split('\n');
    expect(lines[0]).toBe('board,declarer,strain,tricks');
    expect(lines).toHaveLength(21);
    expect(lines.slice(1, 6)).toEqual(['1,N,C,0', '1,N,D,13', '1,N,H,0', '1,N,S,13', '1,N,NT,0']);
  });

  it('prints the table and the par with --json', async () => {
    const io = memoryIo({ 'd.pbn': PBN });
    expect(await run(['dd', 'd.pbn', '--json'], io)).toBe(0);
    const [b] = JSON.parse(io.out);
    expect(b).toMatchObject({ board: 1, dealer: 'N', vulnerability: 'None', table: { E: { H: 13, NT: 0 } } });
    expect(b.par.score).toBe(1510);
    expect(b.par.contracts[0]).toMatchObject({ contract: '7S', declarers: ['N', 'S'], tricks: 13, text: '7S N 13' });
  });

  it('says when a file has no deal', async () => {
    const io = memoryIo({ 'n.pbn': '[Event "x"]\n[Board "1"]\n' });
    expect(await run(['dd', 'n.pbn'], io)).toBe(1);
    expect(io.err).toMatch(/no board has a deal/);
  });

  it('rejects a time limit that is not a number of seconds', async () => {
    const io = memoryIo({ 'd.pbn': PBN });
    expect(await run(['dd', 'd.pbn', '--time-limit', 'soon'], io)).toBe(2);
    expect(io.err).toMatch(/--time-limit 'soon' is not a number of seconds/);
  });

  it('check --dd solves the deals, compares the Optimum tags and lists a changed one', async () => {
    const good = memoryIo({ 'o.pbn': PBN + OPTIMUM });
    expect(await run(['check', 'o.pbn', '--dd'], good)).toBe(0);
    // 20 tricks of the table + OptimumScore + OptimumContract.
    expect(good.out).toMatch(/checked: 22 values, 0 differ/);
    const bad = memoryIo({ 'o.pbn': PBN + OPTIMUM.replace('N  D 13', 'N  D 12') });
    expect(await run(['check', 'o.pbn', '--dd'], bad)).toBe(1);
    expect(bad.out).toMatch(/OptimumResultTable N D/);
    expect(bad.out).toMatch(/checked: 22 values, 1 differ/);
  });

  it('check without --dd compares OptimumScore and OptimumContract with the par of the file’s own table', () => {
    const good = memoryIo({ 'o.pbn': PBN + OPTIMUM });
    // No deal is solved: the answer is not a promise.
    expect(run(['check', 'o.pbn'], good)).toBe(0);
    expect(good.out).toBe('checked: 2 values, 0 differ\n');
    expect(good.err).toMatch(/not checked: OptimumResultTable of 1 board \(20 values\): .*--dd solves the deals/);
    // The par of the table is 7S by N or S, 1510 (above): a file claiming 1500 and 6S differs on both.
    const bad = memoryIo({
      'o.pbn': PBN + OPTIMUM.replace('NS 1510', 'NS 1500').replace('"7S N 13"', '"6S N 13"'),
    });
    expect(run(['check', 'o.pbn'], bad)).toBe(1);
    expect(bad.out).toMatch(/OptimumScore: file NS 1500, ours NS 1510/);
    expect(bad.out).toMatch(/OptimumContract: file 6S N 13, ours 7S N 13 or 7S S 13/);
    expect(bad.out).toMatch(/checked: 2 values, 2 differ/);
    // A changed trick that leaves the par as it is goes unseen without --dd (the table is the file's own).
    const table = memoryIo({ 'o.pbn': PBN + OPTIMUM.replace('N  D 13', 'N  D 12') });
    expect(run(['check', 'o.pbn'], table)).toBe(0);
  });

  it('check gives the time limit with --dd only', () => {
    const io = memoryIo({ 'o.pbn': PBN + OPTIMUM });
    expect(run(['check', 'o.pbn', '--time-limit', '5'], io)).toBe(2);
    expect(io.err).toMatch(/--time-limit applies with --dd/);
  });

  it('convert --dd writes the Optimum tags into the PBN', async () => {
    const io = memoryIo({ 'd.pbn': PBN });
    expect(await run(['convert', 'd.pbn', '--to', 'pbn', '--dd'], io)).toBe(0);
    expect(io.out).toContain('[OptimumScore "NS 1510"]');
    expect(io.out).toContain('[OptimumContract "7S N 13"]');
    expect(io.out).toContain('N  S 13');
  });
});
