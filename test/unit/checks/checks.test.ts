/**
 * The checks of what the tables sent, on hand-made boards. Scores are N-S scores by Law 77 with the board's
 * vulnerability (Law 2): board 1 none vulnerable, board 2 N-S vulnerable.
 */
import { checkTableResults, type MovementSlot } from '../../../src/engine/checks';
import { contractScore, parsePlayed } from '../../../src/engine/model/contract';
import { boardVulnerability } from '../../../src/engine/model/board';
import type { TravellerEntry } from '../../../src/engine/model/types';

function line(board: number, table: number, ns: string, ew: string, contract: string, by: string, result: string) {
  const played = parsePlayed(contract, by, result);
  const e: TravellerEntry = { board, table, ns, ew, status: 'played', played };
  e.scoreNS = contractScore(played, boardVulnerability(board));
  return e;
}

const codes = (entries: TravellerEntry[], o = {}) =>
  checkTableResults(entries, o).map((i) => [i.severity, i.code, i.board, i.table]);

describe('impossible lines are errors', () => {
  it('7NT+1: 14 tricks', () => {
    const e: TravellerEntry = {
      board: 1,
      table: 3,
      status: 'played',
      played: { contract: { level: 7, strain: 'NT', risk: '' }, declarer: 'N', tricks: 14 },
    };
    const issues = checkTableResults([e]);
    expect(issues.map((i) => [i.code, i.message])).toEqual([
      ['impossible-result', 'board 1 table 3: 7NT+1 gives 14 tricks: tricks must be 0 to 13'],
    ]);
    expect(issues[0].params).toEqual({ contract: '7NT', result: '+1', tricks: 14 });
  });

  it('a pair that plays a board twice, a table twice, more results than tables', () => {
    const entries = [
      line(1, 1, '1', '2', '3NT', 'N', '='),
      line(1, 2, '3', '1', '3NT', 'N', '='),
      line(1, 2, '4', '5', '3NT', 'N', '='),
    ];
    expect(codes(entries, { tables: 2 })).toEqual([
      ['error', 'more-results-than-tables', 1, undefined],
      ['error', 'played-twice', 1, 2],
      ['error', 'table-twice', 1, 2],
    ]);
  });

  it('a score that is not what the contract scores, and a pair against itself', () => {
    const e = { ...line(2, 1, '7', '7', '4S', 'N', '='), scoreNS: 420 };
    // Board 2, N-S vulnerable: 4S= by N is 120 + 500 = 620, not 420.
    const issues = checkTableResults([e]);
    expect(issues.map((i) => i.code).sort()).toEqual(['pair-against-itself', 'score-disagrees']);
    expect(issues.find((i) => i.code === 'score-disagrees')?.params).toEqual({ score: 420, expected: 620 });
  });
});

describe('suspicious lines are warnings with a reason', () => {
  it('the only plus where the field went minus', () => {
    // Board 1: four tables 4S= by E (-420); table 5 4S-1 by E (+50).
    const entries = [1, 2, 3, 4].map((t) => line(1, t, `${t}`, `${t + 10}`, '4S', 'E', '='));
    entries.push(line(1, 5, '5', '15', '4S', 'E', '-1'));
    const issues = checkTableResults(entries);
    expect(issues.map((i) => [i.code, i.table])).toEqual([['lone-sign', 5]]);
    expect(issues[0].message).toBe('board 1 table 5: N-S 50 is the only plus score; the 4 other tables went minus');
  });

  it('a level nobody else reached', () => {
    const entries = [1, 2, 3].map((t) => line(1, t, `${t}`, `${t + 10}`, '4H', 'S', '+1'));
    entries.push(line(1, 4, '4', '14', '6H', 'S', '-1'));
    // 4H+1 by S at three tables (+450); 6H-1 by S at table 4 (-50): the only minus, and two levels above the rest.
    const issues = checkTableResults(entries);
    expect(issues.map((i) => [i.code, i.table])).toEqual([
      ['lone-sign', 4],
      ['level-nobody-reached', 4],
    ]);
    expect(issues[1].params).toEqual({ contract: '6H', level: 6, highest: 4 });
  });

  it('the same contract and tricks by the other side elsewhere: a wrong declarer or sign', () => {
    // 3NT+1 by W at three tables (-430); at table 4 the device got N as declarer (+430).
    const entries = [1, 2, 3].map((t) => line(1, t, `${t}`, `${t + 10}`, '3NT', 'W', '+1'));
    entries.push(line(1, 4, '4', '14', '3NT', 'N', '+1'));
    const issues = checkTableResults(entries).filter((i) => i.code === 'other-side-declared');
    expect(issues.map((i) => [i.table, i.params.side, i.params.tables])).toEqual([[4, 'NS', '1, 2, 3']]);
  });

  it('a board at a table the movement does not send it to', () => {
    const movement: MovementSlot[] = [{ table: 1, round: 1, ns: '1', ew: '11', boards: [1, 2] }];
    const e = { ...line(3, 1, '1', '12', '2C', 'N', '='), round: 1 };
    const issues = checkTableResults([e], { movement });
    expect(issues.map((i) => [i.code, i.message])).toEqual([
      ['not-in-movement', 'board 3 table 1 round 1: the movement does not send this board here (it sends boards 1, 2)'],
      ['pairs-not-in-movement', 'board 3 table 1 round 1: 1 v 12 played, but the movement seats 1 v 11 here'],
    ]);
  });

  it('nothing to say about an ordinary board', () => {
    const entries = [
      line(1, 1, '1', '11', '4S', 'N', '='),
      line(1, 2, '2', '12', '4S', 'N', '+1'),
      line(1, 3, '3', '13', '4S', 'N', '='),
      line(1, 4, '4', '14', '3S', 'N', '+1'),
      line(1, 5, '5', '15', '5D', 'E', '-2'),
    ];
    expect(checkTableResults(entries)).toEqual([]);
  });
});
