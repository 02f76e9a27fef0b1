/**
 * Expected values from the tests of the bridge-scorer library (shared/data/vectors/bridge-scorer_tests.json).
 * Its scores are from the declarer's side: scoreNS = score for N/S declarers, −score for E/W.
 */
import * as fs from 'fs';
import * as path from 'path';
import { declarerScore } from '../../../src/engine/model/contract';
import type { Contract, Strain, Risk } from '../../../src/engine/model/types';
import { imps } from '../../../src/engine/scoring/imps';
import { crossImps } from '../../../src/engine/scoring/cross-imps';
import { butlerDatum, butlerImps } from '../../../src/engine/scoring/butler';
import { describeWhen } from '../../shared-data';

const file = path.resolve(__dirname, '../../..', '../shared/data/vectors/bridge-scorer_tests.json');
const present = fs.existsSync(file);
const d = present ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
const describeData = describeWhen(present, file);
if (!present) console.warn(`skipped: ${file} is absent (the shared folder is not beside the repo)`);

interface Game {
  declarer: string | null;
  score: number;
}
const ns = (g: Game) => (g.declarer === 'E' || g.declarer === 'W' ? -g.score : g.score);

interface ContractCase {
  level: number;
  denom?: Strain;
  risk?: Risk;
  vul?: boolean;
  made?: number;
  undertricks?: number;
  total_tricks?: number;
  passed_out?: boolean;
  score: number;
}

describeData('bridge-scorer vectors', () => {
  it('contract scores (declarer side)', () => {
    const cases: ContractCase[] = d.contract_scores.cases;
    expect(cases.length).toBe(26);
    let checked = 0;
    for (const k of cases) {
      if (k.passed_out) {
        expect(k.score).toBe(0);
        continue;
      }
      const contract: Contract = { level: k.level as Contract['level'], strain: k.denom!, risk: k.risk ?? '' };
      // "made" is tricks over book; "undertricks" counts down from the contract; "total_tricks" is tricks.
      const tricks =
        k.made !== undefined ? 6 + k.made : k.undertricks !== undefined ? 6 + k.level - k.undertricks : k.total_tricks!;
      expect([k, declarerScore(contract, tricks, !!k.vul)]).toEqual([k, k.score]);
      checked++;
    }
    expect(checked).toBe(25);
  });

  it('IMP table', () => {
    const pairs: Array<[number, number]> = d.imps.score_difference_to_imps;
    expect(pairs.length).toBe(13);
    for (const [diff, expected] of pairs) expect([diff, imps(diff)]).toEqual([diff, expected]);
  });

  it('cross-IMPs (average over n−1)', () => {
    const x = d.imps.cross_imps;
    const scores = (x.games as Game[]).map(ns);
    expect(crossImps(scores).map((v) => v.toFixed(2))).toEqual(x.expected_imps_ns_2dp);
  });

  it('Butler datums and IMPs (drop one high and one low from 4 results up)', () => {
    const [small, six] = d.imps.butler;
    expect(butlerDatum((small.games as Game[]).map(ns))).toBe(small.expected_datum_ns);
    // NS: -650 -170 -1440 100 -170 -200; drop 100 and -1440; mean of the rest -297.5 → -300.
    const r = butlerImps((six.games as Game[]).map(ns), { drop: 'scaled' });
    expect(r.datum).toBe(six.expected_datum_ns);
    expect(r.imps).toEqual(six.expected_imps_ns);
    expect(butlerImps((six.games as Game[]).map(ns), { drop: 'highLow' })).toEqual(r);
  });
});
