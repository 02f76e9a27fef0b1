/**
 * A sit-out against the phantom pair (model/phantom.ts) under JFR Pary's rule (presets/programs/jfr-pary.ts:
 * the real pair gets 60 % on that board, the board is played one time fewer for the others, and the 60 % counts
 * in the real pair's session percentage), its CSV spelling, and the Law 12C2(a) Ave+ of presets without the rule.
 */
import { readCsv } from '../../../src/engine/io/csv';
import { writeCsv } from '../../../src/engine/io/writers/csv';
import { PHANTOM_PAIR, phantomOpponentOf } from '../../../src/engine/model/phantom';
import type { EventData, TravellerEntry } from '../../../src/engine/model/types';
import { getPreset } from '../../../src/engine/presets';
import { scoreBoard } from '../../../src/engine/scoring/board';
import { scoreEvent, type SessionTotal } from '../../../src/engine/scoring/session';
import { inputErrorOf } from '../io/helpers';
import { TRAVELLER_FIELDS } from '../../../src/engine/model/traveller-columns';

const byId = (totals: SessionTotal[]) => Object.fromEntries(totals.map((t) => [t.id, t]));

// NS 1–4, EW 11–13 and the phantom pair. Board 1: 1 v 11 +420, 2 v 12 +400, 3 v 13 +170, 4 v PHANTOM.
// Board 2: 1 v PHANTOM, 2 v 13 −100, 3 v 11 +100, 4 v 12 −200.
const HEADER = TRAVELLER_FIELDS.join(',');
const CSV = `${HEADER}
1,1,1,1,11,4S,N,,=,420,
1,2,1,2,12,3NT,S,,=,400,
1,3,1,3,13,2S,N,,+2,170,
1,4,1,4,PHANTOM,,,,,,
2,1,2,1,PHANTOM,,,,,,
2,2,2,2,13,2H,S,,-1,-100,
2,3,2,3,11,3S,E,,-2,100,
2,4,2,4,12,3S,N,,-2,-200,
`;

describe('a sit-out against the phantom pair', () => {
  const read = () => readCsv(CSV, { file: 'phantom.csv' });

  it('the CSV says PHANTOM in the pair column; the phantom pair is no contestant; the round trip keeps it', () => {
    const { event } = read();
    const line = event.entries[3];
    expect(line).toMatchObject({ board: 1, ns: '4', ew: PHANTOM_PAIR, status: 'notPlayed' });
    expect(line.scoreNS).toBeUndefined();
    expect(phantomOpponentOf(line)).toBe('NS');
    expect(phantomOpponentOf(event.entries[4])).toBe('NS');
    expect(event.contestants.map((c) => c.id).sort()).toEqual(['1', '11', '12', '13', '2', '3', '4']);
    expect(writeCsv(event)).toBe(CSV);
    // Any case is read as the reserved id.
    expect(readCsv(CSV.replace('4,PHANTOM', '4,phantom')).event.entries[3].ew).toBe(PHANTOM_PAIR);
  });

  it('a contract or a score on a phantom line is refused with its line and field', () => {
    const bad = CSV.replace('1,4,1,4,PHANTOM,,,,,,', '1,4,1,4,PHANTOM,NP,,,,,');
    const err = inputErrorOf(() => readCsv(bad, { file: 'phantom.csv' }));
    expect(err.message).toMatch(/phantom pair/);
    expect(err.source).toMatchObject({ file: 'phantom.csv', line: 5, field: 'contract' });
    const scored = CSV.replace('2,1,2,1,PHANTOM,,,,,,', '2,1,2,1,PHANTOM,,,,,50,');
    expect(inputErrorOf(() => readCsv(scored)).source).toMatchObject({ line: 6, field: 'score_ns' });
  });

  it('JFR Pary: 60 % to the real pair, the board one time fewer for the others, the 60 % in its percentage', () => {
    const preset = getPreset('pzbs', 'jfr-pary');
    const { event } = read();
    const s = scoreEvent(event, preset);
    // Three real results a board: E = 3, top 2·(3 − 1) = 4, nothing factored.
    expect(s.expected).toBe(3);
    expect(s.boards.map((b) => b.top)).toEqual([4, 4]);
    // Board 1: NS 1 / 2 / 3 score 4 / 2 / 0; NS 4 gets 60 % of 4 = 2.4.
    expect(s.entries.slice(0, 4).map((e) => e.mpNS)).toEqual([4, 2, 0, 2.4]);
    expect(s.entries[3].pctNS).toBe(60);
    expect(s.entries[3].mpEW).toBeUndefined();
    // Board 2 (−100, +100, −200): NS 3 / 2 / 4 score 4 / 2 / 0, EW 11 / 13 / 12 score 0 / 2 / 4; NS 1 gets 2.4.
    expect(s.entries.slice(4).map((e) => e.mpNS)).toEqual([2.4, 2, 4, 0]);
    const t = byId(s.totals);
    // NS 1: 4 + 2.4 = 6.4 of 8 = 80 %; NS 4: 2.4 + 0 = 2.4 of 8 = 30 %; both played 2 boards.
    expect(t['1']).toMatchObject({ boardsPlayed: 2, maximum: 8 });
    expect(t['1'].exactTotal).toBeCloseTo(6.4, 10);
    expect(t['1'].exactPercent).toBeCloseTo(80, 10);
    expect(t['4'].exactPercent).toBeCloseTo(30, 10);
    // EW 12: 2 + 4 = 6 of 8 = 75 %; EW 11: 0 of 8.
    expect(t['12'].exactPercent).toBeCloseTo(75, 10);
    expect(t['11'].exactTotal).toBe(0);
    expect(t[PHANTOM_PAIR]).toBeUndefined();
  });

  it('on one board: the phantom line is not one of the tables, the real side is kind phantom', () => {
    const { event } = read();
    const b = scoreBoard(
      event.entries.filter((e) => e.board === 1),
      { board: 1 },
      getPreset('pzbs', 'jfr-pary'),
    );
    expect(b.tables).toBe(3);
    expect(b.artificial).toBe(false);
    expect(b.entries[3]).toMatchObject({ kindNS: 'phantom', mpNS: 2.4, pctNS: 60 });
  });

  it('without a phantom rule the real pair gets an artificial Ave+ (Law 12C2(a)): 60 % of the top', () => {
    const lines: TravellerEntry[] = [
      { board: 1, table: 1, ns: '1', ew: '11', scoreNS: 420, status: 'played' },
      { board: 1, table: 2, ns: '2', ew: '12', scoreNS: 400, status: 'played' },
      { board: 1, table: 3, ns: '3', ew: PHANTOM_PAIR, status: 'notPlayed' },
    ];
    const b = scoreBoard(lines, { board: 1 }, getPreset('wbf'));
    expect(b.entries[2]).toMatchObject({ kindNS: 'artificial', pctNS: 60 });
    expect(b.entries[2].mpEW).toBeUndefined();
    const ev: EventData = { kind: 'pairs', form: 'mp', contestants: [], entries: lines };
    expect(Object.keys(byId(scoreEvent(ev, getPreset('wbf')).totals))).not.toContain(PHANTOM_PAIR);
  });

  it('a phantom line with a score is refused by the scorer', () => {
    const line: TravellerEntry = { board: 1, table: 1, ns: '1', ew: PHANTOM_PAIR, scoreNS: 100, status: 'played' };
    const other: TravellerEntry = { board: 1, table: 2, ns: '2', ew: '12', scoreNS: 100, status: 'played' };
    expect(() => scoreBoard([other, line], { board: 1 }, getPreset('pzbs'))).toThrow(/phantom pair/);
  });
});
