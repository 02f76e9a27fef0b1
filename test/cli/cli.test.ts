/** The command line, run in-process with an in-memory io. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { memoryIo } from '../../src/cli/io';
import { run } from '../../src/cli/run';
import { readCsv } from '../../src/engine/io/csv';
import { TRAVELLER_FIELDS } from '../../src/engine/model/traveller-columns';
import { itWhen } from '../shared-data';

const DATA = path.resolve(__dirname, '../../../shared/data');
const present = existsSync(DATA);
if (!present) console.warn(`shared data folder ${DATA} is absent: CLI tests on the shared files are skipped`);
const withData = itWhen(present, DATA);

// Board 1 (None vulnerable), three tables: +420, +450, -50 → NS MP 2, 4, 0 (top 4), 50 %, 100 %, 0 %.
const CSV = `board,table,ns,ew,contract,declarer,result,score_ns
1,1,1,2,4S,N,=,
1,2,3,4,4S,N,+1,450
1,3,5,6,4S,N,-1,
`;

describe('cli', () => {
  it('prints usage with --help and exits 0', () => {
    const io = memoryIo();
    expect(run(['--help'], io)).toBe(0);
    expect(io.out).toMatch(/^usage:/);
  });

  it.each([
    [[], /no command given/],
    [['frobnicate', 'x'], /unknown command 'frobnicate'/],
    [['score'], /score needs a FILE/],
    [['score', 'a', 'b'], /score takes one FILE, not 2/],
    [['score', 'r.csv', '--bogus'], /unknown option '--bogus'/],
    [['score', 'r.csv', '--json', '--csv'], /give --json or --csv, not both/],
    [['check', 'r.csv', '--json'], /option --json does not apply to check/],
    [['score', 'r.csv', '--form', 'rubber'], /--form 'rubber' is not one of mp, imp, butler, cross-imp/],
    [['score', 'r.csv', '--preset', 'moon'], /preset/],
    [['score', 'r.csv', '--tables', 'x'], /--tables 'x' is not a number of tables/],
    [['score', 'r.csv', '--preset'], /option --preset needs a value/],
    [['convert', 'r.csv'], /convert needs --to/],
  ])('exits 2 on bad arguments %j', (argv, re) => {
    const io = memoryIo({ 'r.csv': CSV });
    expect(run(argv, io)).toBe(2);
    expect(io.err).toMatch(re);
    expect(io.out).toBe('');
  });

  it('exits 2 naming the file when it does not exist', () => {
    const io = memoryIo();
    expect(run(['check', '/nonexistent/results.csv'], io)).toBe(2);
    expect(io.err).toBe('error: /nonexistent/results.csv: cannot read it: there is no such file\n');
  });

  it('exits 2 naming file, line and field when the file cannot be read', () => {
    const io = memoryIo({ 'bad.csv': `${CSV}1,4,7,8,4Z,N,=,\n` });
    expect(run(['check', 'bad.csv'], io)).toBe(2);
    expect(io.err).toBe("error: bad.csv line 5, field contract: contract '4Z' is not a contract\n");
  });

  it('scores a CSV traveller as text', () => {
    const io = memoryIo({ 'r.csv': CSV });
    expect(run(['score', 'r.csv'], io)).toBe(0);
    expect(io.out).toContain('preset wbf (default)');
    expect(io.out).toContain('Board 1  (top 4)');
    expect(io.out).toMatch(/1 +2 +4S= N +420 +2\.00 +2\.00 +50\.00 +50\.00/);
    expect(io.out).toMatch(/Ranking/);
  });

  it('--csv prints the rows as read, in order, with mp_ns, mp_ew, pct_ns, pct_ew at full precision and as printed', () => {
    const io = memoryIo({ 'r.csv': CSV });
    expect(run(['score', 'r.csv', '--csv'], io)).toBe(0);
    // WBF prints board matchpoints and percentages with 2 decimals.
    expect(io.out).toBe(
      [
        `${TRAVELLER_FIELDS.join(',')},mp_ns,mp_ew,pct_ns,pct_ew,` +
          'mp_ns_printed,mp_ew_printed,pct_ns_printed,pct_ew_printed',
        '1,1,,1,2,4S,N,,=,420,,2,2,50,50,2.00,2.00,50.00,50.00',
        '1,2,,3,4,4S,N,,+1,450,,4,0,100,0,4.00,0.00,100.00,0.00',
        '1,3,,5,6,4S,N,,-1,-50,,0,4,0,100,0.00,4.00,0.00,100.00',
        '',
      ].join('\n'),
    );
  });

  it('--csv output reads back and checks clean; a changed figure makes check exit 1', () => {
    const io = memoryIo({ 'r.csv': CSV });
    run(['score', 'r.csv', '--csv'], io);
    const scored = io.out;
    expect(readCsv(scored, { file: 's.csv' }).values.entries[1].mpNS?.value).toBe(4);
    const ok = memoryIo({ 's.csv': scored });
    expect(run(['check', 's.csv'], ok)).toBe(0);
    expect(ok.out).toBe('checked: 12 values, 0 differ\n'); // 3 lines × 4 figures
    const bad = memoryIo({
      's.csv': scored.replace('1,2,,3,4,4S,N,,+1,450,,4,0,100,0', '1,2,,3,4,4S,N,,+1,450,,3,1,100,0'),
    });
    expect(run(['check', 's.csv'], bad)).toBe(1);
    expect(bad.out.split('\n')).toEqual([
      'board 1 table 2 (3 v 4), mp_ns: file 3, ours 4  [s.csv line 3]',
      'board 1 table 2 (3 v 4), mp_ew: file 1, ours 0  [s.csv line 3]',
      'checked: 12 values, 2 differ',
      '',
    ]);
  });

  it('--json gives a JSON document with lines, boards and totals', () => {
    const io = memoryIo({ 'r.csv': CSV });
    expect(run(['score', 'r.csv', '--json'], io)).toBe(0);
    const doc = JSON.parse(io.out);
    expect(doc).toMatchObject({ preset: 'wbf', kind: 'pairs', form: 'mp' });
    expect(doc.lines[1]).toMatchObject({
      board: 1,
      table: 2,
      contract: '4S',
      tricks: 11,
      scoreNS: 450,
      mpNS: 4,
      pctNS: 100,
    });
    expect(doc.boards).toEqual([{ board: 1, top: 4 }]);
    expect(doc.totals).toHaveLength(6);
  });

  it('--form and --tables reach the scorer (cross-IMPs; E = 4 tables)', () => {
    const io = memoryIo({ 'r.csv': CSV });
    expect(run(['score', 'r.csv', '--csv', '--form', 'cross-imp'], io)).toBe(0);
    expect(io.out.split('\n')[0]).toMatch(/,imp_ns,imp_ew,imp_ns_printed,imp_ew_printed$/);
    const four = memoryIo({ 'r.csv': CSV });
    expect(run(['score', 'r.csv', '--json', '--tables', '4'], four)).toBe(0);
    // Neuberg to E = 4 (WBF factors every board): sole top M = 4 of 4 → (4 + 1)·4/3 − 1 = 5.667 on top 6
    expect(JSON.parse(four.out).lines[1].mpNS).toBeCloseTo(17 / 3, 10);
  });

  it('convert --to csv writes the traveller (to -o OUT)', () => {
    const io = memoryIo({ 'r.csv': CSV });
    expect(run(['convert', 'r.csv', '--to', 'csv', '-o', 'out.csv'], io)).toBe(0);
    expect(String(io.written['out.csv']).startsWith(`${TRAVELLER_FIELDS.join(',')}\n1,1,,1,2,4S,N,,=,420,\n`)).toBe(
      true,
    );
  });

  it.each(['pbn', 'usebio'])('convert --to %s writes a file that reads back and checks clean', (to) => {
    const io = memoryIo({ 'r.csv': CSV });
    expect(run(['convert', 'r.csv', '--to', to, '-o', `out.${to}`], io)).toBe(0);
    const written = String(io.written[`out.${to}`]);
    expect(written).toContain('bridge-scorer-excel (preset wbf)');
    const again = memoryIo({ [`out.${to}`]: written });
    expect(run(['check', `out.${to}`], again)).toBe(0);
    expect(again.out).toMatch(/checked: \d+ values, 0 differ\n$/);
    expect(again.err).toContain('preset wbf (file written by bridge-scorer-excel (preset wbf))');
  });

  it('convert --to html prints a page', () => {
    const io = memoryIo({ 'r.csv': CSV });
    expect(run(['convert', 'r.csv', '--to', 'html'], io)).toBe(0);
    expect(io.out).toMatch(/^<!DOCTYPE html>/);
    expect(io.out).toContain('<h2>Board 1</h2>');
  });

  withData('check exits 0 on every shared file that carries computed values', async () => {
    for (const rel of [
      'pbn/ffb-national-final-2022-session5.pbn',
      'pbn/bermuda-bowl-2015-swe-pol-seg.pbn',
      'usebio/mp_pairs_howell.xml',
      'usebio/mp_pairs_mitchell_04.xml',
      'usebio/butler_howell.xml',
    ]) {
      const io = memoryIo();
      // Without --dd the Optimum par claims are checked against the file's own table; the data test of the
      // double-dummy solver checks the tables themselves.
      const code = await run(['check', path.join(DATA, rel)], io);
      expect([rel, io.out.split('\n').slice(-2)[0], code]).toEqual([
        rel,
        expect.stringMatching(/^checked: \d+ values, 0 differ$/),
        0,
      ]);
    }
  });

  withData('check exits 1 and lists the difference on a changed USEBIO total', () => {
    const text = readFileSync(path.join(DATA, 'usebio/mp_pairs_howell.xml'), 'utf8').replace(
      '<TOTAL_SCORE>162.60</TOTAL_SCORE>',
      '<TOTAL_SCORE>162.70</TOTAL_SCORE>',
    );
    const io = memoryIo({ 'h.xml': text });
    expect(run(['check', 'h.xml'], io)).toBe(1);
    expect(io.out).toBe(
      'pair 6, TOTAL_SCORE: file 162.70, ours 162.60  [h.xml line 128]\nchecked: 518 values, 1 differ\n',
    );
  });

  withData('check --preset overrides the program’s preset', () => {
    const io = memoryIo();
    run(['check', path.join(DATA, 'usebio/mp_pairs_howell.xml'), '--preset', 'ebu'], io);
    expect(io.err).toContain('preset ebu (--preset)');
  });

  withData('score prints the team match of the Bermuda Bowl file', () => {
    const io = memoryIo();
    expect(run(['score', path.join(DATA, 'pbn/bermuda-bowl-2015-swe-pol-seg.pbn')], io)).toBe(0);
    expect(io.out).toContain('SWEDEN v POLAND');
    // board 7: open +650, closed -620 → 1270 → 15 IMPs to Sweden
    expect(io.out).toMatch(/\n +7 +650 +-620 +1270 +15 +-15\n/);
  });
});
