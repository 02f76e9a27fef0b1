/**
 * The Bridgemate database in ../shared/data/bws (a Czech club's pairs session, 26 Aug 2019: section A, 8 tables,
 * 15 pairs in a Howell, 22 boards of which each was played 7 times, 156 ReceivedData rows). Every row that stands
 * is listed below with the N-S score that its contract, declarer, result and the board's vulnerability give
 * (Law 77; vulnerability by Law 2). A few worked by hand:
 *   board 1 (none vulnerable), 6H= by W: 6 x 30 = 180, game 300, small slam 500 = 980 for E-W, N-S -980;
 *   board 1, 5DX-2 by N not vulnerable: 100 + 200 = 300 for E-W, N-S -300;
 *   board 2 (N-S vulnerable), 4SX= by W not vulnerable: 4 x 30 x 2 = 240, game 300, for the insult 50 = 590, N-S -590;
 *   board 2, 4H-2 by S vulnerable: 2 x 100 = 200, N-S -200;
 *   board 3 (E-W vulnerable), 4CX+1 by W: 4 x 20 x 2 = 160, game 500, insult 50, doubled overtrick vulnerable 200
 *     = 910, N-S -910;
 *   board 7 (both vulnerable), 4NT-2 by N: 2 x 100 = 200, N-S -200;
 *   board 12 (N-S vulnerable), 4NT+1 by E not vulnerable: 130 + 300 + 30 = 460, N-S -460.
 */
import { readFileSync } from 'node:fs';
import { readResultsFile } from '../../../src/engine/io/detect';
import { BridgeInputError } from '../../../src/engine/model/types';
import { readBws, sameBwsEvent } from '../../../src/engine/io/bws';
import { planReimport } from '../../../src/engine/io/reimport';
import { scoreEvent } from '../../../src/engine/scoring/session';
import { getPreset } from '../../../src/engine/presets/index';
import { describeShared, sharedPath } from '../../shared-data';

const FILE = 'bws/club-pairs-2019-08-26.bws';
const bytes = () => readFileSync(sharedPath(FILE));

/** board, table, round, N-S pair - E-W pair, Contract (spaces removed), NS/EW, Result, N-S score. */
const EXPECTED = [
  // board 1
  '1 2 11 3-15 6H W = -980',
  '1 3 10 14-9 4H E +1 -450',
  '1 4 9 7-13 5H E -1 50',
  '1 5 8 5-4 6H E -1 50',
  '1 6 7 11-2 4H E +1 -450',
  '1 7 6 12-8 5Dx N -2 -300',
  '1 8 5 6-10 4H W +1 -450',
  // board 2
  '2 2 11 3-15 4Sx W = -590',
  '2 3 10 14-9 3S W = -140',
  '2 4 9 7-13 4H S -2 -200',
  '2 5 8 5-4 4D E = -130',
  '2 6 7 11-2 3H S = 140',
  '2 7 6 12-8 2H S +1 140',
  '2 8 5 6-10 4H S -1 -100',
  // board 3
  '3 2 1 4-15 4Cx W +1 -910',
  '3 3 11 14-10 3C W +2 -150',
  '3 4 10 8-13 4C W +1 -150',
  '3 5 9 6-5 3D E -1 100',
  '3 6 8 1-3 3NT E +1 -630',
  '3 7 7 12-9 2C W +4 -170',
  '3 8 6 7-11 3C W +2 -150',
  // board 4
  '4 2 1 4-15 2H S -1 -100',
  '4 3 11 14-10 2H N +1 140',
  '4 4 10 8-13 2S E +1 -140',
  '4 5 9 6-5 3C E -2 200',
  '4 6 8 1-3 3C W -1 100',
  '4 7 7 12-9 2S E -1 100',
  '4 8 6 7-11 2S E -1 100',
  // board 5
  '5 2 2 5-15 3H E -1 50',
  '5 3 1 14-11 1S E +1 -110',
  '5 4 11 9-13 3H E -1 50',
  '5 5 10 7-6 4H E -2 100',
  '5 6 9 2-4 3H E -1 50',
  '5 7 8 12-10 3D N +2 150',
  '5 8 7 8-1 4H W -2 100',
  // board 6
  '6 2 2 5-15 5Hx N -2 -300',
  '6 3 1 14-11 4S E = -620',
  '6 4 11 9-13 4H S +1 450',
  '6 5 10 7-6 4H S +1 450',
  '6 6 9 2-4 5C N -2 -100',
  '6 7 8 12-10 4H N = 420',
  '6 8 7 8-1 3S E +2 -200',
  // board 7
  '7 2 3 6-15 5Sx W -4 1100',
  '7 3 2 14-1 4H S +2 680',
  '7 4 1 10-13 4NT N -2 -200',
  '7 5 11 8-7 6H S = 1430',
  '7 6 10 3-5 6Hx N = 1660',
  '7 7 9 12-11 6H S = 1430',
  '7 8 8 9-2 4H N +2 680',
  // board 8
  '8 2 3 6-15 5Hx W -2 300',
  '8 3 2 14-1 4H E = -420',
  '8 4 1 10-13 3H W +2 -200',
  '8 5 11 8-7 4H E = -420',
  '8 6 10 3-5 4D W = -130',
  '8 7 9 12-11 4Sx S -2 -300',
  '8 8 8 9-2 3NT E -1 50',
  // board 9
  '9 2 4 7-15 3D E +3 -170',
  '9 3 3 14-2 3D E +3 -170',
  '9 4 2 11-13 5Sx S -3 -500',
  '9 5 1 9-8 3S S -1 -50',
  '9 6 11 4-6 4S N -1 -50',
  '9 7 10 12-1 4S N -2 -100',
  '9 8 9 10-3 2D E +2 -130',
  // board 10
  '10 2 4 7-15 3NT N +2 660',
  '10 3 3 14-2 4S S -2 -200',
  '10 4 2 11-13 3NT S +1 630',
  '10 5 1 9-8 3NT N +1 630',
  '10 6 11 4-6 3NT N +2 660',
  '10 7 10 12-1 2NT N +3 210',
  '10 8 9 10-3 3D S +1 130',
  // board 11
  '11 2 5 8-15 3NT N -1 -50',
  '11 3 4 14-3 5C S -1 -50',
  '11 4 3 1-13 3NT S -2 -100',
  '11 5 2 10-9 3NT S -3 -150',
  '11 6 1 5-7 3NT N -1 -50',
  '11 7 11 12-2 3NT N -1 -50',
  '11 8 10 11-4 3NT N -1 -50',
  // board 12
  '12 2 5 8-15 3NT E +1 -430',
  '12 3 4 14-3 3NT W +1 -430',
  '12 4 3 1-13 3NT W +1 -430',
  '12 5 2 10-9 3NT W +2 -460',
  '12 6 1 5-7 3NT W +2 -460',
  '12 7 11 12-2 3NT W +2 -460',
  '12 8 10 11-4 4NT E +1 -460',
  // board 13
  '13 2 6 9-15 3NT S +1 630',
  '13 3 5 14-4 3NT N -1 -100',
  '13 4 4 2-13 3NT N -1 -100',
  '13 5 3 11-10 3NT S +1 630',
  '13 6 2 6-8 2Dx W -2 500',
  '13 7 1 12-3 2S S = 110',
  '13 8 11 1-5 2H W -3 300',
  // board 14
  '14 2 6 9-15 3NT E +1 -430',
  '14 3 5 14-4 3NT E +1 -430',
  '14 4 4 2-13 3NT E = -400',
  '14 5 3 11-10 4S W -2 100',
  '14 6 2 6-8 3NT E +1 -430',
  '14 7 1 12-3 3NT E +1 -430',
  '14 8 11 1-5 3NT E +1 -430',
  // board 15
  '15 2 7 10-15 4H S = 620',
  '15 3 6 14-5 3NT S +1 630',
  '15 4 5 3-13 4H S -1 -100',
  '15 5 4 1-11 3NT S +2 660',
  '15 6 3 7-9 4H S = 620',
  '15 7 2 12-4 4H S +1 650',
  '15 8 1 2-6 6H N -1 -100',
  // board 16
  '16 2 7 10-15 6H W -2 200',
  '16 3 6 14-5 4H W +1 -650',
  '16 4 5 3-13 4D E = -130',
  '16 5 4 1-11 4NT W = -630',
  '16 6 3 7-9 4Cx N = 510',
  '16 7 2 12-4 4H W = -620',
  '16 8 1 2-6 4D E = -130',
  // board 17
  '17 2 8 11-15 4S E = -420',
  '17 3 7 14-6 4S E +1 -450',
  '17 4 6 4-13 2S E = -110',
  '17 5 5 2-1 2S E = -110',
  '17 6 4 8-10 4C E -2 100',
  '17 7 3 12-5 4Hx S -1 -100',
  '17 8 2 3-7 3H S +1 170',
  // board 18
  '18 2 8 11-15 3D S +2 150',
  '18 3 7 14-6 5D S -1 -100',
  '18 4 6 4-13 2D S +2 130',
  '18 5 5 2-1 2C N = 90',
  '18 6 4 8-10 2NT S = 120',
  '18 7 3 12-5 2D S +2 130',
  '18 8 2 3-7 3NT S -1 -100',
  // board 19
  '19 2 9 1-15 1NT W +2 -150',
  '19 3 8 14-7 3NT E = -600',
  '19 4 7 5-13 4S W -2 200',
  '19 5 6 3-2 3NT E -1 100',
  '19 6 5 9-11 2H E = -110',
  '19 7 4 12-6 4S W -4 400',
  '19 8 3 4-8 2S N -1 -50',
  // board 20
  '20 2 9 1-15 2S N +1 140',
  '20 3 8 14-7 2Hx W +2 -1070',
  '20 4 7 5-13 2S N +1 140',
  '20 5 6 3-2 2S N = 110',
  '20 6 5 9-11 2H W +1 -140',
  '20 7 4 12-6 4Sx N -1 -200',
  '20 8 3 4-8 4Sx N -1 -200',
  // board 21
  '21 2 10 2-15 3NT N -3 -300',
  '21 3 9 14-8 5C S -2 -200',
  '21 4 8 6-13 3NT S +1 630',
  '21 5 7 4-3 3NT N +1 630',
  '21 6 6 10-1 2NT N -1 -100',
  '21 7 5 12-7 3NT N -3 -300',
  '21 8 4 5-9 3S W -4 200',
  // board 22
  '22 2 10 2-15 4H E +1 -650',
  '22 3 9 14-8 4H E +1 -650',
  '22 4 8 6-13 5Sx N -2 -300',
  '22 5 7 4-3 4H E +1 -650',
  '22 6 6 10-1 4H E +1 -650',
  '22 7 5 12-7 5H E = -650',
  '22 8 4 5-9 4S N -1 -50',
];

describeShared('Bridgemate .bws: club pairs, 26 Aug 2019', () => {
  const read = readBws(bytes(), { file: 'club.bws' });
  const section = read.sections[0];

  it('reads one section with its session', () => {
    expect(read.sections.map((s) => s.letter)).toEqual(['A']);
    expect(read.rowCount).toBe(156);
    expect(read.lastId).toBe(8878);
    expect(read.session).toEqual({
      id: 1,
      name: 'Bridge game',
      date: '2019-04-26',
      guid: '28A937506D0F4014BC868F53FBF4F9B9',
    });
    expect(section.tables).toBe(8);
    expect(section.identity.playedOn).toBe('2019-08-26');
    expect(section.event.boards).toEqual(Array.from({ length: 22 }, (_, k) => k + 1));
  });

  it('maps every row that stands: 22 boards x 7 results, with the N-S score of contract, declarer and result', () => {
    const got = section.event.entries
      .map((e, k) => ({ e, r: section.rows[k] }))
      .sort((a, b) => a.e.board - b.e.board || (a.e.table ?? 0) - (b.e.table ?? 0))
      .map(
        ({ e, r }) =>
          `${e.board} ${e.table} ${e.round} ${e.ns}-${e.ew} ${r.contract.replace(/ /g, '')} ${r.seat} ${r.result} ${e.scoreNS}`,
      );
    expect(got).toEqual(EXPECTED);
    expect(EXPECTED).toHaveLength(154);
    expect(section.event.entries.every((e) => e.status === 'played')).toBe(true);
  });

  it('reads the contract forms, the declarer seat and the time the row was sent', () => {
    const first = section.rows.findIndex((r) => r.id === 8723);
    const e = section.event.entries[first];
    expect(e.played).toEqual({ contract: { level: 4, strain: 'NT', risk: '' }, declarer: 'N', tricks: 8 });
    expect(section.rows[first]).toMatchObject({ pairNS: 10, pairEW: 13, declarer: 10, time: '2019-08-26T19:21:40' });
    const doubled = section.event.entries.find((x) => x.board === 3 && x.table === 2);
    expect(doubled?.played).toEqual({ contract: { level: 4, strain: 'C', risk: 'X' }, declarer: 'W', tricks: 11 });
    expect(e.source).toEqual({ file: 'club.bws', row: 8723, field: 'ReceivedData' });
  });

  it('leaves the erased row out and lists it', () => {
    expect(section.erased.map((r) => [r.id, r.board, r.table, r.remarks])).toEqual([[8861, 12, 8, 'Result erased']]);
    expect(section.rows.some((r) => r.id === 8861)).toBe(false);
  });

  it('reports board 12 at table 8, sent twice, and proposes the later row', () => {
    expect(section.conflicts).toHaveLength(1);
    const c = section.conflicts[0];
    expect([c.board, c.table, c.rows.map((r) => r.id), c.proposed.id]).toEqual([12, 8, [8859, 8863], 8863]);
    expect(section.event.entries[c.line].played).toEqual({
      contract: { level: 4, strain: 'NT', risk: '' },
      declarer: 'E',
      tricks: 11,
    });
    expect(section.issues.find((i) => i.code === 'sent-twice')).toMatchObject({ board: 12, table: 8, line: c.line });
  });

  it('shows the contract the device marked suspicious', () => {
    const flagged = section.issues.filter((i) => i.code === 'device-flag');
    expect(flagged.map((i) => [i.board, i.table, i.params.row])).toEqual([[19, 8, 8754]]);
  });

  it('takes the movement from the results: RoundData has one stray row', () => {
    expect(section.movementFrom).toBe('results');
    expect(read.warnings.join()).toMatch(/RoundData lists 1 table-round/);
    // 7 tables send results in each of 11 rounds (table 1 had no device results).
    expect(section.movement).toHaveLength(77);
    expect(section.movement.find((m) => m.table === 4 && m.round === 1)).toEqual({
      table: 4,
      round: 1,
      ns: '10',
      ew: '13',
      boards: [7, 8],
    });
  });

  it('is a Howell: pairs change direction, one number is one pair', () => {
    expect(section.mitchell).toBe(false);
    expect(section.prefixedIds).toBe(false);
    expect(section.event.contestants.map((c) => c.id)).toEqual(Array.from({ length: 15 }, (_, k) => String(k + 1)));
    expect(section.event.contestants.every((c) => c.direction === undefined)).toBe(true);
  });

  it('scores the session: a top of 12 on each board (7 results)', () => {
    const score = scoreEvent(section.event, getPreset('wbf'));
    expect(score.boards.every((b) => b.top === 12)).toBe(true);
    // Board 1: 50 (tables 4 and 5) beats the five others and ties each other: 5 x 2 + 1 = 11 MP each.
    const b1 = section.event.entries.map((e, k) => (e.board === 1 && e.scoreNS === 50 ? k : -1)).filter((k) => k >= 0);
    expect(b1.map((k) => score.entries[k].mpNS)).toEqual([11, 11]);
  });

  it('reads through the one reader of result files', () => {
    const r = readResultsFile(bytes(), 'club.bws');
    expect(r.format).toBe('bws');
    expect(r.event.entries).toHaveLength(154);
    expect(r.meta).toMatchObject({ Section: 'A', GUID: '28A937506D0F4014BC868F53FBF4F9B9' });
  });

  it('growing file: the first 60 rows, then all of them, adds only the new rows', () => {
    const ids = read.sections[0].rows.map((r) => r.id);
    const sixtieth = [...ids, ...section.erased.map((r) => r.id)].sort((a, b) => a - b)[59];
    const early = readBws(bytes(), { file: 'club.bws', untilId: sixtieth }).sections[0];
    expect(early.event.entries).toHaveLength(60);
    expect(sameBwsEvent(early.identity, section.identity)).toBe(true);
    const plan = planReimport(early.event.entries, section.event.entries);
    expect(plan.counts).toEqual({ new: 94, changed: 0, unchanged: 60, conflict: 0, missing: 0 });
    const fresh = new Set(plan.lines.filter((l) => l.kind === 'new').map((l) => section.rows[l.fresh!].id));
    expect([...fresh].every((id) => id > sixtieth)).toBe(true);
  });

  it('growing file: a result sent again differently is a change, or a conflict once the director has ruled', () => {
    const before = readBws(bytes(), { file: 'club.bws', untilId: 8860 }).sections[0];
    const k = before.event.entries.findIndex((e) => e.board === 12 && e.table === 8);
    // 4NT-1 by W, E-W not vulnerable on board 12: 50 to N-S.
    expect(before.event.entries[k].scoreNS).toBe(50);
    const plan = planReimport(before.event.entries, section.event.entries);
    const line = plan.lines.find((l) => l.held === k);
    expect(line).toMatchObject({ kind: 'changed', board: 12, table: 8 });
    expect(line?.differences).toEqual(['result 4NT-1 by W, now 4NT+1 by E']);
    const ruled = before.event.entries.map((e, i) =>
      i === k
        ? {
            ...e,
            status: 'ruled' as const,
            ruling: {
              ns: { kind: 'artificial' as const, level: 'average' as const },
              ew: { kind: 'artificial' as const, level: 'average' as const },
            },
          }
        : e,
    );
    const again = planReimport(ruled, section.event.entries);
    expect(again.lines.find((l) => l.held === k)?.kind).toBe('conflict');
    expect(again.counts.conflict).toBe(1);
  });

  it('a damaged database, whichever page is lost, is refused naming the file: never a bare error of the reader', () => {
    // This .bws is a Jet 3 database (Access 97), kept in pages of 2,048 bytes. Each page in turn is zeroed: the file reads (the page held
    // nothing read), or it is refused by a BridgeInputError that names the file. A zeroed page that held a table
    // is reported with that table's name (a damaged page of any table: its rows, or its columns).
    const whole = bytes();
    const page = 2048;
    let refused = 0;
    const tables = new Set<string>();
    for (let p = 0; p * page < whole.length; p++) {
      const damaged = Buffer.from(whole);
      damaged.fill(0, p * page, (p + 1) * page);
      let error: unknown;
      try {
        readResultsFile(damaged, 'club.bws');
      } catch (e) {
        error = e;
      }
      if (error === undefined) continue;
      refused++;
      expect(error).toBeInstanceOf(BridgeInputError);
      const message = (error as Error).message;
      expect(message).toMatch(/^club\.bws: /);
      const table = /table (\w+) cannot be read/.exec(message);
      if (table) tables.add(table[1]);
    }
    // The file is 123 pages; a lost page of ReceivedData's definition, at least, refuses it.
    expect(refused).toBeGreaterThan(0);
    expect(tables).toContain('ReceivedData');
  });
});
