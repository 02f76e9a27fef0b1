/** The command line refuses impossible numbers, names folders and missing files, never overwrites its input. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memoryIo } from '../../src/cli/io';
import { run } from '../../src/cli/run';
import { table } from '../../src/cli/text';

const HEADER = 'board,table,ns,ew,contract,declarer,result,score_ns';

/** Board 1 played at 8 tables: pairs 1–8 N-S against 11–18 E-W, 4S by N making 8 to 13 tricks in turn. */
function eightTables(): string {
  const rows = [HEADER];
  for (let t = 1; t <= 8; t++)
    rows.push(`1,${t},${t},${t + 10},4S,N,${t - 3 >= 0 ? `+${Math.min(t - 3, 3)}` : t - 3},`);
  return rows.join('\n') + '\n';
}

describe('cli: impossible numbers', () => {
  it('score --tables 4 with 8 results on a board exits 2 naming the board and the line (it printed 108 %)', () => {
    const io = memoryIo({ 'r.csv': eightTables() });
    expect(run(['score', 'r.csv', '--tables', '4'], io)).toBe(2);
    // The fifth result (table 5, file line 6) is one more than 4 tables hold.
    expect(io.err).toBe('error: r.csv line 6: board 1 has 8 results but the event has 4 tables\n');
    expect(io.out).toBe('');
    expect(run(['score', 'r.csv', '--tables', '8'], memoryIo({ 'r.csv': eightTables() }))).toBe(0);
  });

  it.each(['0', '-2', 'NaN', '2.5'])('--tables %s is not a number of tables', (n) => {
    const io = memoryIo({ 'r.csv': eightTables() });
    expect(run(['score', 'r.csv', '--tables', n], io)).toBe(2);
    expect(io.err).toContain(`--tables '${n}' is not a number of tables`);
  });

  it('a procedural penalty above 100 % of a top exits 2 naming the line and the amount', () => {
    const io = memoryIo({ 'p.csv': `${HEADER},ruling\n1,1,1,2,4S,N,=,,PP NS 5000%\n1,2,3,4,4S,N,+1,,\n` });
    expect(run(['score', 'p.csv'], io)).toBe(2);
    expect(io.err).toMatch(
      /^error: p\.csv line 2, field ruling: .*procedural penalty '5000%' is more than 100 % of a top/,
    );
  });

  it('a score that disagrees with its contract is a warning naming the place; the line is not scored', () => {
    const io = memoryIo({ 'c.csv': `${HEADER}\n1,1,1,2,3H,E,-1,123\n1,2,3,4,4S,N,=,\n` });
    expect(run(['score', 'c.csv', '--json'], io)).toBe(0);
    expect(io.err).toContain(
      "warning: c.csv line 2, field score_ns: score '123' does not agree with the contract: 3H-1 by E on board 1 scores 50 for NS",
    );
    const doc = JSON.parse(io.out);
    expect(doc.lines[0]).toMatchObject({ status: 'pending', scoreNS: 123, contract: '3H' });
    expect(doc.lines[0].mpNS).toBeUndefined();
  });
});

describe('cli: files', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'trust-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a folder given as FILE is named as a folder', () => {
    const io = memoryIo();
    expect(run(['check', dir], io)).toBe(2);
    expect(io.err).toBe(`error: ${dir}: cannot read it: it is a folder, not a file\n`);
  });

  it('convert -o refuses to overwrite its input, under another spelling of the path too', () => {
    const file = path.join(dir, 'r.csv');
    writeFileSync(file, eightTables());
    for (const out of [file, path.join(dir, '.', 'r.csv')]) {
      const io = memoryIo();
      expect(run(['convert', file, '--to', 'csv', '-o', out], io)).toBe(2);
      expect(io.err).toBe(`error: ${out}: the output '${out}' is the input file; give another name\n`);
      expect(io.written).toEqual({});
    }
    const io = memoryIo();
    expect(run(['convert', file, '--to', 'csv', '-o', path.join(dir, 'out.csv')], io)).toBe(0);
    expect(Object.keys(io.written)).toEqual([path.join(dir, 'out.csv')]);
  });

  it('convert --to csv guards a pair name that a spreadsheet would run as a formula', () => {
    const io = memoryIo({ 'n.csv': `${HEADER}\n1,1,"=HYPERLINK(""http://x"",""y"")",@2,4S,N,+1,\n` });
    expect(run(['convert', 'n.csv', '--to', 'csv'], io)).toBe(0);
    expect(io.out.split('\n')[1]).toBe(`1,1,,"'=HYPERLINK(""http://x"",""y"")",'@2,4S,N,,+1,450,`);
  });
});

describe('cli: text tables', () => {
  it('pads and trims lines with a 40 KB name in them (no trailing spaces, the name whole)', () => {
    const name = 'N'.repeat(40_000);
    const out = table(
      [{ header: 'Pair' }, { header: 'MP', align: 'right' }],
      [
        [name, 3],
        ['2', 1],
      ],
    );
    const lines = out.split('\n');
    // The MP column is as wide as its header (2): ' 3'.
    expect(lines[1]).toBe(`  ${name}   3`);
    // The short line is padded to the name's width between its cells, and nothing after its last cell.
    expect(lines[2]).toBe(`  2${' '.repeat(40_000 - 1)}   1`);
    expect(lines.every((l) => l === l.trimEnd())).toBe(true);
    // A last column of text is not padded at the end of the line.
    expect(
      table(
        [{ header: 'MP' }, { header: 'Pair' }],
        [
          [1, name],
          [2, 'x'],
        ],
      ).split('\n')[2],
    ).toBe('  2   x');
  });
});
