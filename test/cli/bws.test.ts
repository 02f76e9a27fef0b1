/** The command line on the shared Bridgemate .bws (22 boards x 7 results that stand, one row erased). */
import { readFileSync } from 'node:fs';
import { memoryIo } from '../../src/cli/io';
import { run } from '../../src/cli/run';
import { readCsv } from '../../src/engine/io/csv';
import { readResultsFile } from '../../src/engine/io/detect';
import { describeShared, sharedPath } from '../shared-data';

describeShared('cli on a .bws', () => {
  const BWS = sharedPath('bws/club-pairs-2019-08-26.bws');

  it('score prints the boards and the ranking, and on stderr what was read and the warnings', () => {
    const io = memoryIo();
    expect(run(['score', BWS], io)).toBe(0);
    expect(io.out).toMatch(/^Bridge game, section A\n/);
    expect(io.out).toMatch(/\nRanking\n/);
    expect(io.err).toMatch(
      /156 rows; section A: 154 results on 22 boards, 0 not played, 0 waiting, 1 erased, 1 sent twice/,
    );
    expect(io.err).toMatch(/row 8861 \(board 12 table 8\) was erased: left out/);
    expect(io.err).toMatch(/warning: .* board 12 table 8 was sent 2 times \(rows 8859, 8863/);
  });

  it('score --csv prints one traveller row per result that stands', () => {
    const io = memoryIo();
    expect(run(['score', BWS, '--csv'], io)).toBe(0);
    const csv = readCsv(io.out, { file: 'out.csv' });
    expect(csv.event.entries).toHaveLength(154);
    // Board 7 table 4: 4NT-2 by N, both vulnerable: -200.
    // The exact figures, then the printed ones (WBF: 2 decimals).
    expect(io.out.split('\n')[1]).toBe('7,4,1,10,13,4NT,N,,-2,-200,,0,12,0,100,0.00,12.00,0.00,100.00');
  });

  it('score --json gives the lines as data', () => {
    const io = memoryIo();
    expect(run(['score', BWS, '--json'], io)).toBe(0);
    const doc = JSON.parse(io.out);
    expect(doc.format).toBe('bws');
    expect(doc.lines).toHaveLength(154);
  });

  it('convert writes files the readers read back with the same lines', () => {
    for (const to of ['usebio', 'pbn', 'csv']) {
      const io = memoryIo();
      expect(run(['convert', BWS, '--to', to, '-o', `out.${to}`], io)).toBe(0);
      const text = io.written[`out.${to}`] as string;
      const back = readResultsFile(Buffer.from(text, 'utf8'), `out.${to}`);
      expect(back.event.entries.filter((e) => e.status === 'played')).toHaveLength(154);
    }
  });

  it('check says there is nothing to compare', () => {
    const io = memoryIo();
    expect(run(['check', BWS], io)).toBe(0);
    expect(io.err).toMatch(/no computed figures: nothing to compare/);
    expect(io.out).toBe('checked: 0 values, 0 differ\n');
  });

  it('a cut-off .bws exits 2 with a message naming the file', () => {
    const io = memoryIo({ 'cut.bws': readFileSync(BWS).subarray(0, 100000) });
    expect(run(['score', 'cut.bws'], io)).toBe(2);
    expect(io.err).toMatch(/^error: cut\.bws: the database cannot be read \(the file may be truncated or damaged\)/);
  });
});
