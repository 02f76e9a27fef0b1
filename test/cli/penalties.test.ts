/**
 * `score` with line marks in the ruling column: procedural penalties come off the totals and show in a column
 * of their own; lines not played or cancelled say so; team matches print their penalties.
 */
import { memoryIo } from '../../src/cli/io';
import { run } from '../../src/cli/run';
import { scoreRead, scoreText } from '../../src/cli/score';
import { getPreset } from '../../src/engine/presets';
import { emptyValues, type ReadResult } from '../../src/engine/io/check';
import { parseRuling } from '../../src/engine/rulings/notation';

// Board 1 (none vulnerable): +420 (1v4), +450 (2v5), −50 (3v6) → NS 2, 4, 0 of 4. Board 2: +100 (1v4), +50
// (2v5), and 3v6 ruled A+/A-: the two real results are factored from A = 2 to E = 3 (Neuberg,
// F = (M + 1)·3/2 − 1): +100 → NS 3.5, EW 0.5; +50 → NS 0.5, EW 3.5.
const CSV = `board,table,ns,ew,contract,declarer,result,score_ns,ruling
1,1,1,4,4S,N,=,,
1,2,2,5,4S,N,+1,,PP EW 25%
1,3,3,6,4S,N,-1,,
2,1,1,4,,,,100,
2,2,2,5,,,,50,
2,3,3,6,,,,-50,A+/A- PP NS 1MP
`;

const squeeze = (text: string) => text.replace(/ +/g, ' ');

describe('score with procedural penalties', () => {
  it('text: a Penalties column in the ranking, no note on stderr; the line shows its penalty', () => {
    const io = memoryIo({ 'r.csv': CSV });
    expect(run(['score', 'r.csv'], io)).toBe(0);
    expect(io.err).toBe('');
    const out = squeeze(io.out);
    expect(out).toContain(' 2 2 5 4S+1 N PP EW 25% 450 4.00 0.00 100.00 0.00\n');
    expect(out).toContain('Rank Pair Dir MP % Boards Penalties Names\n');
    // Pair 5: board 1 EW 0 + board 2 EW 3.5 = 3.5, less 25 % of 4 = 1 → 2.5 of 8 = 31.25 %.
    expect(out).toContain(' 5 EW 2.50 31.25 2 1.00\n');
    // Pair 3 on board 2: A+ for NS, and under Law 12C2(c) its own 0 % on board 1 is not above 60 %: 60 % of 4
    // = 2.4; 0 + 2.4 − 1 (PP NS 1MP) = 1.4 of 8 = 17.5 %.
    expect(out).toContain(' 3 NS 1.40 17.50 2 1.00\n');
    // Pair 2 (4 + 0.5 = 4.5 of 8) is not penalised: an empty cell.
    expect(out).toContain(' 2 2 NS 4.50 56.25 2\n');
  });

  it('JSON: the totals carry the penalty; the line its penalties in the notation', () => {
    const io = memoryIo({ 'r.csv': CSV });
    expect(run(['score', 'r.csv', '--json'], io)).toBe(0);
    const doc = JSON.parse(io.out);
    expect(doc.lines[1].penalties).toEqual(['PP EW 25%']);
    const t5 = doc.totals.find((t: { id: string }) => t.id === '5');
    expect(t5).toMatchObject({ total: 2.5, penalty: 1, percent: 31.25 });
  });

  it('lines not played and cancelled say so', () => {
    const io = memoryIo({ 'r.csv': `${CSV}3,1,1,4,,,,100,\n3,2,2,5,,,,50,CANCELLED\n3,3,3,6,,,,,NP L15B\n` });
    expect(run(['score', 'r.csv'], io)).toBe(0);
    const out = squeeze(io.out);
    expect(out).toContain(' 2 2 5 cancelled 50\n');
    expect(out).toContain(' 3 3 6 not played\n');
  });

  it('a team match prints its penalties in IMPs and VPs', () => {
    // Open room: home NS. Board 1 +420 both rooms (0); board 2 open +100, closed −100: +200 → 5 IMP to home.
    // The open room's EW (away) has PP EW 3IMP: away −5 − 3 = −8. The closed room's EW (home) PP EW 1VP.
    const read: ReadResult = {
      format: 'csv',
      file: 't.csv',
      event: {
        kind: 'teams',
        form: 'imp',
        contestants: [{ id: 'H' }, { id: 'A' }],
        entries: [
          {
            board: 1,
            table: 1,
            ns: 'H',
            ew: 'A',
            scoreNS: 420,
            status: 'played',
            penalties: [{ direction: 'EW', amount: 3, unit: 'imp' }],
          },
          { board: 1, table: 2, ns: 'A', ew: 'H', scoreNS: 420, status: 'played' },
          { board: 2, table: 1, ns: 'H', ew: 'A', scoreNS: 100, status: 'played' },
          {
            board: 2,
            table: 2,
            ns: 'A',
            ew: 'H',
            scoreNS: -100,
            status: 'ruled',
            ruling: parseRuling('NS -100 PP EW 1VP'),
          },
        ],
      },
      values: emptyValues(),
      meta: {},
      boardInfo: {},
      warnings: [],
    };
    const s = scoreRead(read, getPreset('wbf'));
    expect(s.matches?.[0]).toMatchObject({ homeImps: 5, awayImps: -8, awayPenalty: 3, homeVpPenalty: 1 });
    const text = scoreText(s, 'preset wbf');
    expect(text).toContain('  IMPs: H 5, A -8 (2 boards)\n');
    expect(text).toContain('  Procedural penalty: A 3 IMP (taken off its IMPs above)\n');
    expect(text).toContain('  Procedural penalty: H 1 VP (taken off its VPs for the match)\n');
  });
});
