/**
 * Magic Contest's double-dummy figures in the shared FFB file (28 deals: 560 table values, OptimumScore and
 * OptimumContract each) reproduced by the engine's solver and par. Each board is solved in full (no time limit).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseDeal } from '../../../src/engine/dd/analysis';
import { formatParContract } from '../../../src/engine/dd/par';
import { readPbn } from '../../../src/engine/io/pbn';
import { checkOptimum, readPbnOptimum } from '../../../src/engine/io/optimum';
import { describeWhen } from '../../shared-data';

const FILE = path.resolve(__dirname, '../../../../shared/data/pbn/ffb-national-final-2022-session5.pbn');
const present = existsSync(FILE);
if (!present && process.env.CI === 'true') throw new Error(`shared data file ${FILE} is missing`);
if (!present) console.warn(`shared data file ${FILE} is absent: the double-dummy data test is skipped`);
const maybe = describeWhen(present, FILE);

maybe('FFB national final 2022, session 5: OptimumResultTable, OptimumScore, OptimumContract', () => {
  const bytes = present ? readFileSync(FILE) : Buffer.alloc(0);
  const read = present ? readPbn(bytes, { file: 'ffb.pbn' }) : undefined;
  const carried = present ? readPbnOptimum(bytes, 'ffb.pbn') : [];

  it('carries 28 boards with 20 values, a score and a contract each', () => {
    expect(carried).toHaveLength(28);
    expect(carried.reduce((n, c) => n + c.table.length, 0)).toBe(560);
    expect(carried.every((c) => c.score && c.contract)).toBe(true);
  });

  it.each(Array.from({ length: 28 }, (_, i) => i + 1))(
    'board %i: every value, the par score and the printed par contract',
    (board) => {
      const info = read!.boardInfo[board];
      const c = carried.find((x) => x.board === board)!;
      const a = analyseDeal(info.deal!, { board, dealer: info.dealer, vulnerability: info.vulnerable });
      const result = checkOptimum([c], new Map([[board, a]]));
      expect([result.checked, result.differences]).toEqual([22, []]);
      // The contract Magic Contest prints is our first (highest) par contract with its first declarer.
      expect(formatParContract(a.par!.contracts[0])).toBe(c.contract!.text);
    },
    1_800_000,
  );
});
