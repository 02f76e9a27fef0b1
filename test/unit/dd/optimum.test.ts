/** The PBN Optimum tags: written as Magic Contest writes them, read back, and compared. */
import { checkOptimum, readPbnOptimum } from '../../../src/engine/io/optimum';
import { optimumTags } from '../../../src/engine/io/writers/pbn-optimum';
import { parOf } from '../../../src/engine/dd/par';
import { emptyTable } from '../../../src/engine/dd/table';

function sample() {
  const table = emptyTable();
  table.N = { C: 8, D: 8, H: 9, S: 5, NT: 6 };
  table.S = { C: 8, D: 8, H: 9, S: 5, NT: 6 };
  table.E = { C: 4, D: 5, H: 4, S: 7, NT: 6 };
  table.W = { C: 4, D: 5, H: 4, S: 7, NT: 6 };
  // Dealer N, none vulnerable: 3♥ by N making 9 = 90 + 50 = 140. EW take 7 tricks in spades: 1♠ makes but is
  // outbid, and 3♠ doubled two down would cost them 300, more than 140.
  return { table, par: parOf(table, 'N', 'None') };
}

describe('PBN Optimum tags', () => {
  it('writes the score, the contract and the 20 values, declarers W N E S, strains S H D C NT', () => {
    const lines = optimumTags(sample());
    expect(lines.slice(0, 3)).toEqual([
      '[OptimumScore "NS 140"]',
      '[OptimumContract "3H N 9"]',
      '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]',
    ]);
    expect(lines.slice(3, 9)).toEqual(['W  S  7', 'W  H  4', 'W  D  5', 'W  C  4', 'W NT  6', 'N  S  5']);
    expect(lines).toHaveLength(23);
    expect(optimumTags(undefined)).toEqual([]);
  });

  it('reads them back with their lines and finds a changed value', () => {
    const dd = sample();
    const text = ['[Event ""]', '[Board "1"]', '[Deal ""]', ...optimumTags(dd), ''].join('\n');
    const carried = readPbnOptimum(text, 'x.pbn');
    expect(carried).toHaveLength(1);
    expect(carried[0].table).toHaveLength(20);
    expect(carried[0].score).toMatchObject({ ns: 140, source: { line: 4 } });
    const same = checkOptimum(carried, new Map([[1, dd]]));
    expect([same.checked, same.differences]).toEqual([22, []]);
    const changed = structuredClone(dd);
    changed.table.W.S = 8;
    const diff = checkOptimum(carried, new Map([[1, changed]]));
    expect(diff.differences).toEqual([
      expect.objectContaining({
        board: 1,
        field: 'OptimumResultTable W S',
        file: '7',
        ours: '8',
        source: expect.objectContaining({ line: 7 }),
      }),
    ]);
    const missing = checkOptimum(carried, new Map(), new Map([[1, 'too slow']]));
    expect(missing.notChecked).toEqual([expect.objectContaining({ values: 22, reason: 'too slow' })]);
  });

  it('rejects a strain that is not one, naming the line', () => {
    const text = '[Board "1"]\n[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\nW  X  7\n';
    expect(() => readPbnOptimum(text, 'x.pbn')).toThrow(/x\.pbn line 3: Denomination: 'X' is not a strain/);
  });
});
