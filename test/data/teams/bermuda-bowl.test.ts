/**
 * 2015 Bermuda Bowl, Sweden v Poland, one 16-board set (shared/data/pbn/bermuda-bowl-2015-swe-pol-seg.pbn):
 * 32 [Board] records, open and closed room. Sweden (the PBN's HomeTeam) sat NS in the open room. Only the
 * tags needed here are read: Board, Room, Vulnerable, Declarer, Contract, Result, Score.
 *
 * Every room's "Score" tag is checked against the Law 77 score of its contract; the IMPs then come from the
 * engine's match scorer. By hand (open NS − closed NS, from Sweden's side):
 *   1: 50 − 100 = −50 → −2      2: 620 − 620 = 0        3: −150 − (−170) = 20 → +1   4: 100 − (−140) = 240 → +6
 *   5: −420 − 50 = −470 → −10   6: −100 − (−110) = 10 → 0   7: 650 − (−620) = 1270 → +15  8: 100 − 300 = −200 → −5
 *   9: 0                      10: 0                     11: 110 − (−50) = 160 → +4   12: −490 − 50 = −540 → −11
 *  13: 0                      14: 980 − 420 = 560 → +11  15: 0                       16: −100 − 450 = −550 → −11
 * Sweden 1 + 6 + 15 + 4 + 11 = 37, Poland 2 + 10 + 5 + 11 + 11 = 39.
 * A press report of the final says Poland led by two IMPs after the first set (with a 10.5 IMP carry-over it
 * is not clear whether that figure includes it), so the published set score was not confirmed here.
 */
import * as fs from 'fs';
import * as path from 'path';
import { contractScore, parseContract, parseTricks } from '../../../src/engine/model/contract';
import type { Seat, Vulnerability } from '../../../src/engine/model/types';
import { scoreTeamMatch, type TeamBoard } from '../../../src/engine/teams';
import { wbfVpPair } from '../../../src/engine/scoring/vp';
import { describeWhen } from '../../shared-data';

const file = path.resolve(__dirname, '../../..', '../shared/data/pbn/bermuda-bowl-2015-swe-pol-seg.pbn');
const present = fs.existsSync(file);
if (!present) console.warn(`skipped: ${file} is absent (the shared folder is not beside the repo)`);
const describeData = describeWhen(present, file);

/** Splits a PBN file into records of tags (a record starts at each [Event] or [Board] after a blank line). */
function records(text: string): Array<Record<string, string>> {
  const out: Array<Record<string, string>> = [];
  let cur: Record<string, string> | undefined;
  for (const line of text.split(/\r?\n/)) {
    const m = /^\[(\w+)\s+"(.*)"\]\s*$/.exec(line);
    if (!m) continue;
    const [, tag, value] = m;
    if (tag === 'Event' || !cur) {
      cur = {};
      out.push(cur);
    }
    cur[tag] = value;
  }
  return out;
}

const VUL: Record<string, Vulnerability> = { None: 'None', NS: 'NS', EW: 'EW', All: 'Both', Both: 'Both' };

describeData('Bermuda Bowl 2015, Sweden v Poland, 16 boards', () => {
  const recs = present ? records(fs.readFileSync(file, 'latin1')) : [];
  const header = recs[0] ?? {};

  it('has 32 board records, one per room per board', () => {
    expect(recs.length).toBe(32);
    expect(recs.filter((r) => r.Room === 'Open').length).toBe(16);
    expect(recs.filter((r) => r.Room === 'Closed').length).toBe(16);
    expect([header.HomeTeam, header.VisitTeam]).toEqual(['SWEDEN', 'POLAND']);
  });

  const boards = new Map<number, TeamBoard>();
  for (const r of recs) {
    const board = Number(r.Board);
    const vul = VUL[r.Vulnerable];
    const contract = parseContract(r.Contract);
    const played = {
      contract,
      declarer: r.Declarer as Seat,
      tricks: parseTricks(r.Result, contract),
    };
    const scoreNS = Number(/^NS\s+(-?\d+)$/.exec(r.Score)?.[1]);
    const b = boards.get(board) ?? { board, vulnerability: vul };
    b[r.Room === 'Open' ? 'open' : 'closed'] = {
      played,
      scoreNS,
      source: { file: 'bermuda-bowl-2015-swe-pol-seg.pbn' },
    };
    boards.set(board, b);
  }

  it('every Score tag is the Law 77 score of its contract', () => {
    for (const b of boards.values()) {
      for (const room of [b.open!, b.closed!]) {
        expect([b.board, contractScore(room.played!, b.vulnerability!)]).toEqual([b.board, room.scoreNS]);
      }
    }
  });

  it('per-board IMPs and the match total', () => {
    const m = scoreTeamMatch({ home: 'SWEDEN', away: 'POLAND', boards: [...boards.values()] });
    expect(m.boards.map((b) => b.home)).toEqual([-2, 0, 1, 6, -10, 0, 15, -5, 0, 0, 4, -11, 0, 11, 0, -11]);
    expect([m.homeFor, m.awayFor]).toEqual([37, 39]);
    expect(m.homeImps).toBe(-2);
    expect(m.complete).toBe(true);
    // On the WBF 2013 scale for 16 boards a 2-IMP margin is 10.61–9.39.
    expect(wbfVpPair(m.awayImps, 16)).toEqual([10.61, 9.39]);
  });
});
