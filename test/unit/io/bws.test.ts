/**
 * The .bws reader on hand-made tables (the rows a Bridgemate database holds, as mdb-reader gives them): a
 * two-winner section with the same numbers N-S and E-W, its RoundData, players' names, a hand record, passed-out,
 * not-played and unreadable lines, two sections; and files that are not a .bws.
 */
import { readBws, readBwsTables, sameBwsEvent, type BwsTables } from '../../../src/engine/io/bws';
import { readResultsFile } from '../../../src/engine/io/detect';
import { inputErrorOf } from './helpers';

const t = (h: number, m: number) => new Date(Date.UTC(1899, 11, 30, h, m, 0));
const day = new Date(Date.UTC(2024, 2, 5));

let nextId = 100;
function row(o: Record<string, unknown>): Record<string, unknown> {
  return {
    ID: nextId++,
    Section: 1,
    Round: 1,
    PairNS: 1,
    PairEW: 1,
    Declarer: 0,
    'NS/EW': 'N',
    Contract: '',
    Result: '',
    LeadCard: '',
    Remarks: '',
    DateLog: day,
    TimeLog: t(19, 30),
    Erased: false,
    SuspiciousContract: 0,
    ...o,
  };
}

/** Two tables, Mitchell numbered 1-2 both ways; round 1: 1 v 1 at table 1 (boards 1-2), 2 v 2 at table 2 (3-4). */
function mitchell(): BwsTables {
  nextId = 100;
  return {
    Session: [{ ID: 3, Name: 'Tuesday pairs', Date: day, GUID: 'ABC' }],
    Section: [{ ID: 1, Letter: 'A', Tables: 2, Winners: 2, Session: 3 }],
    RoundData: [
      { Section: 1, Table: 1, Round: 1, NSPair: 1, EWPair: 1, LowBoard: 1, HighBoard: 2 },
      { Section: 1, Table: 2, Round: 1, NSPair: 2, EWPair: 2, LowBoard: 3, HighBoard: 4 },
      { Section: 1, Table: 1, Round: 2, NSPair: 1, EWPair: 2, LowBoard: 3, HighBoard: 4 },
      { Section: 1, Table: 2, Round: 2, NSPair: 2, EWPair: 1, LowBoard: 1, HighBoard: 2 },
    ],
    ReceivedData: [
      row({ Table: 1, Board: 1, Contract: '1 S x', 'NS/EW': 'N', Result: '=', Declarer: 1 }),
      row({ Table: 1, Board: 2, Contract: 'PASS', 'NS/EW': '', Result: '' }),
      row({ Table: 2, Board: 3, PairNS: 2, PairEW: 2, Contract: '2 H xx', 'NS/EW': 'W', Result: '-1' }),
      row({ Table: 2, Board: 4, PairNS: 2, PairEW: 2, Contract: '', Remarks: 'Not played' }),
      row({
        Table: 1,
        Round: 2,
        Board: 3,
        PairNS: 1,
        PairEW: 2,
        Contract: '3 NT',
        'NS/EW': '',
        Declarer: 2,
        Result: '+1',
      }),
      row({ Table: 1, Round: 2, Board: 4, PairNS: 1, PairEW: 2, Contract: '7 NT', 'NS/EW': 'S', Result: '+1' }),
    ],
    PlayerNumbers: [
      { Section: 1, Table: 1, Direction: 'N', Number: '501', Name: 'Anna' },
      { Section: 1, Table: 1, Direction: 'S', Number: '502', Name: '' },
      { Section: 1, Table: 1, Direction: 'E', Number: '503', Name: 'Ewa' },
    ],
    PlayerNames: [{ ID: 502, Name: 'Bartek', strID: '502' }],
    HandRecord: [
      {
        Section: 1,
        Board: 1,
        NorthSpades: 'AKQJ',
        NorthHearts: 'AKQ',
        NorthDiamonds: 'AKQ',
        NorthClubs: 'AKQ',
        EastSpades: 'T987',
        EastHearts: 'JT9',
        EastDiamonds: 'JT9',
        EastClubs: 'JT9',
        SouthSpades: '6543',
        SouthHearts: '876',
        SouthDiamonds: '876',
        SouthClubs: '876',
        WestSpades: '2',
        WestHearts: '5432',
        WestDiamonds: '5432',
        WestClubs: '5432',
      },
    ],
  };
}

describe('readBwsTables: a two-winner section', () => {
  const read = readBwsTables(mitchell(), { file: 'm.bws' });
  const s = read.sections[0];
  const at = (board: number, table: number) => s.event.entries.find((e) => e.board === board && e.table === table)!;

  it('keeps N-S and E-W numbers apart and gives each pair its direction', () => {
    expect(s.mitchell).toBe(true);
    expect(s.prefixedIds).toBe(true);
    expect(at(1, 1)).toMatchObject({ ns: 'NS 1', ew: 'EW 1' });
    expect(s.event.contestants.map((c) => [c.id, c.direction])).toEqual([
      ['EW 1', 'EW'],
      ['EW 2', 'EW'],
      ['NS 1', 'NS'],
      ['NS 2', 'NS'],
    ]);
  });

  it('reads doubled, redoubled and passed-out contracts, and the not-played line', () => {
    // Board 1 (none vulnerable) 1SX= by N: 2 x 30 = 60, part score 50, insult 50 = 160.
    expect(at(1, 1)).toMatchObject({ status: 'played', scoreNS: 160 });
    expect(at(2, 1)).toMatchObject({ status: 'played', played: { contract: 'PASS' }, scoreNS: 0 });
    // Board 3 (E-W vulnerable) 2HXX-1 by W: redoubled vulnerable one down 400 to N-S.
    expect(at(3, 2)).toMatchObject({ played: { declarer: 'W', tricks: 7 }, scoreNS: 400 });
    expect(at(4, 2)).toMatchObject({ status: 'notPlayed' });
    expect(at(4, 2).played).toBeUndefined();
  });

  it('takes the declaring side from the pair number when NS/EW is empty', () => {
    // Board 3, 3NT+1 by pair 2 sitting E-W (E-W vulnerable): 100 + 500 + 30 = 630 to E-W.
    expect(at(3, 1)).toMatchObject({ played: { declarer: 'E', tricks: 10 }, scoreNS: -630 });
  });

  it('keeps an impossible result as a waiting line with an error', () => {
    expect(at(4, 1)).toMatchObject({ status: 'pending' });
    const issue = s.issues.find((i) => i.code === 'impossible-result');
    expect(issue).toMatchObject({ severity: 'error', board: 4, table: 1, params: { row: 105 } });
    expect(issue?.message).toMatch(/7NT\+1 gives 14 tricks/);
  });

  it('uses RoundData as the movement', () => {
    expect(s.movementFrom).toBe('RoundData');
    expect(s.movement).toContainEqual({ table: 2, round: 2, ns: 'NS 2', ew: 'EW 1', boards: [1, 2] });
  });

  it('names the players by their seats, from PlayerNumbers and PlayerNames', () => {
    const names = new Map(s.event.contestants.map((c) => [c.id, c.names]));
    expect(names.get('NS 1')).toEqual(['Anna', 'Bartek']);
    expect(names.get('EW 1')).toEqual(['Ewa']);
  });

  it('gives the deal of the hand record as a PBN deal', () => {
    expect(s.boardInfo[1]).toEqual({
      dealer: 'N',
      vulnerable: 'None',
      deal: 'N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432',
    });
  });

  it('stops at a row id', () => {
    const early = readBwsTables(mitchell(), { file: 'm.bws', untilId: 102 });
    expect(early.sections[0].event.entries).toHaveLength(3);
    expect(early.lastId).toBe(102);
    expect(sameBwsEvent(early.sections[0].identity, s.identity)).toBe(true);
    expect(sameBwsEvent(s.identity, { ...s.identity, playedOn: '2024-03-12' })).toBe(false);
    expect(sameBwsEvent(s.identity, { ...s.identity, section: 'B' })).toBe(false);
  });
});

describe('readBwsTables: older files and several sections', () => {
  it('reads a file without Section, RoundData or SuspiciousContract, and keeps two sections apart', () => {
    nextId = 1;
    const rows = [
      row({ Section: 1, Table: 1, Board: 1, PairNS: 1, PairEW: 2, Contract: '3 NT', Result: '=' }),
      row({ Section: 2, Table: 1, Board: 1, PairNS: 1, PairEW: 2, Contract: '4 S', Result: '-1', 'NS/EW': 'E' }),
    ].map((r) => {
      const { SuspiciousContract: _s, Erased: _e, ...rest } = r;
      return rest;
    });
    const read = readBwsTables({ ReceivedData: rows }, { file: 'old.bws' });
    expect(read.sections.map((s) => [s.letter, s.event.entries.length])).toEqual([
      ['1', 1],
      ['2', 1],
    ]);
    // Board 1 (none vulnerable): 3NT= by N 400; 4S-1 by E 50 to N-S.
    expect(read.sections.map((s) => s.event.entries[0].scoreNS)).toEqual([400, 50]);
    expect(read.sections[0].movementFrom).toBe('results');
  });

  it('says which column is missing', () => {
    const e = inputErrorOf(() =>
      readBwsTables({ ReceivedData: [{ ID: 1, Table: 1, Board: 1, Result: '=' }] }, { file: 'x.bws' }),
    );
    expect(e.message).toBe('x.bws, field contract: the ReceivedData table has no contract column');
  });

  it('names the row and field of a board number that is not one', () => {
    const e = inputErrorOf(() =>
      readBwsTables(
        { ReceivedData: [row({ ID: 7, Table: 1, Board: 'x', Contract: '1 S', Result: '=' })] },
        { file: 'x.bws' },
      ),
    );
    expect(e.message).toBe("x.bws row 7, field ReceivedData.Board: 'x' is not a board number");
  });
});

describe('readBws: files that are not a .bws', () => {
  it('rejects a text file named .bws, naming the file', () => {
    const bytes = new TextEncoder().encode('board,table\n1,1\n');
    expect(inputErrorOf(() => readBws(bytes, { file: 'night.bws' })).message).toBe(
      'night.bws: is not a Bridgemate .bws file (an Access database starts with "Standard Jet DB")',
    );
    expect(inputErrorOf(() => readResultsFile(bytes, 'night.bws')).message).toMatch(/^night\.bws: is not a Bridgemate/);
  });

  it('says a cut-off database cannot be read, naming the file', () => {
    const bytes = new Uint8Array(2048);
    bytes.set(new TextEncoder().encode('Standard Jet DB'), 4);
    expect(inputErrorOf(() => readBws(bytes, { file: 'cut.bws' })).message).toMatch(
      /^cut\.bws: the database cannot be read \(the file may be truncated or damaged\)/,
    );
  });
});
