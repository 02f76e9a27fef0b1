import fc from 'fast-check';
import { readCsv, splitCsv } from '../../../src/engine/io/csv';
import { writeCsv } from '../../../src/engine/io/writers/csv';
import { readPbn } from '../../../src/engine/io/pbn';
import type { Contract, EventData, TravellerEntry } from '../../../src/engine/model/types';
import { reachableScores } from '../../../src/engine/model/reachable';
import { inputErrorOf } from './helpers';
import { TRAVELLER_FIELDS } from '../../../src/engine/model/traveller-columns';

const HEADER = TRAVELLER_FIELDS.join(',');

describe('splitCsv', () => {
  it('handles quotes, doubled quotes, separators and line breaks inside quotes, and counts lines', () => {
    const { records } = splitCsv('a,b\n"x, y","say ""hi"""\n\n"two\nlines",z\r\nlast,1\n', 'f.csv');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 4, fields: ['two\nlines', 'z'] },
      { line: 6, fields: ['last', '1'] },
    ]);
  });

  it('takes the separator from the header row (semicolon, tab)', () => {
    expect(splitCsv('board;ns\n1;2\n', 'f').separator).toBe(';');
    expect(splitCsv('board\tns\n1\t2\n', 'f').separator).toBe('\t');
  });

  it('skips # comment lines', () => {
    expect(splitCsv('# made by hand\na,b\n', 'f').records).toEqual([{ line: 2, fields: ['a', 'b'] }]);
  });
});

describe('readCsv', () => {
  it('reads contract+declarer+result, score only, both, pass-out, not played, pending and a ruling', () => {
    const r = readCsv(
      [
        HEADER,
        '1,1,1,1,2,4S,N,HA,=,,', // board 1 None: 4S= N = +420
        '1,2,1,3,4,,,,,-50,', // score only
        '1,3,1,5,6,3NT,E,,+1,-430,', // both, agreeing: 3NT+1 E NV = 430 to EW
        '1,4,1,7,8,PASS,,,,,',
        '1,5,1,9,10,NP,,,,,',
        '1,6,1,11,12,,,,,,', // pending
        '1,7,1,13,14,,,,,,A+/A-',
        '2,1,2,1,2,4H,S,,10,,NS: 4H= S | EW: 4H+1 S', // board 2 NS vul: 4H= S = +620
      ].join('\n'),
      { file: 'r.csv' },
    );
    expect(r.event.entries.map((e) => [e.table, e.status, e.scoreNS])).toEqual([
      [1, 'played', 420],
      [2, 'played', -50],
      [3, 'played', -430],
      [4, 'played', 0],
      [5, 'notPlayed', undefined],
      [6, 'pending', undefined],
      [7, 'ruled', undefined],
      [1, 'ruled', 620],
    ]);
    expect(r.event.entries[0]).toMatchObject({
      round: 1,
      ns: '1',
      ew: '2',
      lead: 'HA',
      source: { file: 'r.csv', line: 2 },
    });
    expect(r.event.entries[6].ruling).toEqual({
      ns: { kind: 'artificial', level: 'plus' },
      ew: { kind: 'artificial', level: 'minus' },
    });
    // split ruling on board 2 (NS vulnerable): 4H= S = 620 for NS's side, 4H+1 S = 650 for EW's side
    expect(r.event.entries[7].ruling?.ns).toMatchObject({ kind: 'assigned', ns: 620 });
    expect(r.event.entries[7].ruling?.ew).toMatchObject({ kind: 'assigned', ns: 650 });
    expect(r.event.contestants.map((c) => c.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      '13',
      '14',
    ]);
    expect(r.event.boards).toEqual([1, 2]);
  });

  it('accepts columns in any order and case, aliases, a semicolon separator, and the printed mp columns', () => {
    const r = readCsv('NS;EW;Board;Contract;By;Result;Score;mp_ns;mp_ew\n1;2;3;1NT;S;7;;1.5;0.5\n', { file: 'x.csv' });
    // board 3 EW vul, 1NT= S not vulnerable = +90
    expect(r.event.entries[0]).toMatchObject({ board: 3, scoreNS: 90, status: 'played' });
    expect(r.values.entries[0].mpNS).toMatchObject({
      value: 1.5,
      decimals: 1,
      source: { file: 'x.csv', line: 2, field: 'mp_ns' },
    });
  });

  it('reads the form column and the scoring form option', () => {
    const r = readCsv(`${HEADER},form\n5,1,1,1,2,4S,N,,=,,,B\n`, { file: 'f.csv', form: 'butler' });
    expect(r.event.form).toBe('butler');
    expect(r.event.entries[0].form).toBe('B');
  });

  describe('bad input names file, line and field', () => {
    const cases: Array<[string, string, RegExp]> = [
      ['an empty file', '', /^results\.csv line 1: the file is empty/],
      [
        'a missing required column',
        'board,ns,ew,contract,declarer,result\n',
        /^results\.csv line 1, field score_ns: the header has no column 'score_ns'/,
      ],
      ['a column named twice', `${HEADER},board\n`, /^results\.csv line 1, field board: column 'board' appears twice/],
      [
        'a contract that is not a contract',
        `${HEADER}\n1,1,1,1,2,4S,N,,=,,\n1,2,1,3,4,4S,N,,=,,\n1,3,1,5,6,4S,N,,=,,\n1,4,1,7,8,4S,N,,=,,\n1,5,1,9,10,4S,N,,=,,\n1,6,1,11,12,4Z,N,,=,,\n`,
        /^results\.csv line 7, field contract: contract '4Z' is not a contract/,
      ],
      [
        'a board that is not a number',
        `${HEADER}\nx,1,1,1,2,4S,N,,=,,\n`,
        /^results\.csv line 2, field board: 'x' is not a board number/,
      ],
      [
        'a missing board',
        `${HEADER}\n,1,1,1,2,4S,N,,=,,\n`,
        /^results\.csv line 2, field board: the board number is missing/,
      ],
      [
        'a missing declarer',
        `${HEADER}\n1,1,1,1,2,4S,,,=,,\n`,
        /^results\.csv line 2, field declarer: the declarer of 4S is missing/,
      ],
      [
        'a bad declarer',
        `${HEADER}\n1,1,1,1,2,4S,Q,,=,,\n`,
        /^results\.csv line 2, field declarer: declarer 'Q' is not a seat/,
      ],
      [
        'a missing result',
        `${HEADER}\n1,1,1,1,2,4S,N,,,,\n`,
        /^results\.csv line 2, field result: the result of 4S is missing/,
      ],
      [
        'an impossible result',
        `${HEADER}\n1,1,1,1,2,4S,N,,+4,,\n`,
        /^results\.csv line 2, field result: result '\+4' for 4S gives 14 tricks/,
      ],
      [
        'a score that is not a number',
        `${HEADER}\n1,1,1,1,2,,,,,4x0,\n`,
        /^results\.csv line 2, field score_ns: '4x0' is not a score/,
      ],
      [
        'a score that is not whole',
        `${HEADER}\n1,1,1,1,2,,,,,42.5,\n`,
        /^results\.csv line 2, field score_ns: '42.5' is not a whole number/,
      ],
      [
        'a result without a contract',
        `${HEADER}\n1,1,1,1,2,,,,=,420,\n`,
        /^results\.csv line 2, field contract: result '=' is given but no contract/,
      ],
      [
        'a declarer without a contract',
        `${HEADER}\n1,1,1,1,2,,N,,,420,\n`,
        /^results\.csv line 2, field contract: declarer 'N' is given but no contract/,
      ],
      [
        'a declarer on a pass-out',
        `${HEADER}\n1,1,1,1,2,PASS,N,,,,\n`,
        /^results\.csv line 2, field declarer: a passed-out board has no declarer/,
      ],
      [
        'a score on a board not played',
        `${HEADER}\n1,1,1,1,2,NP,,,,0,\n`,
        /^results\.csv line 2, field score_ns: '0' is given but the contract says not played/,
      ],
      [
        'a table twice on a board',
        `${HEADER}\n1,3,1,1,2,4S,N,,=,,\n2,3,1,1,2,4S,N,,=,,\n1,3,2,3,4,4S,N,,=,,\n`,
        /^results\.csv line 4, field table: table 3 appears twice on board 1 \(lines 2 and 4\)/,
      ],
      [
        'a bad table number',
        `${HEADER}\n1,t1,1,1,2,4S,N,,=,,\n`,
        /^results\.csv line 2, field table: 't1' is not a table number/,
      ],
      ['a bad ruling', `${HEADER}\n1,1,1,1,2,,,,,,A++\n`, /^results\.csv line 2, field ruling: ruling 'A\+\+'/],
      [
        'a row longer than the header',
        `${HEADER}\n1,1,1,1,2,4S,N,,=,,,extra\n`,
        /^results\.csv line 2: the row has 12 fields but the header names 11 columns/,
      ],
      ['an unclosed quote', `${HEADER}\n1,1,1,"1,2,4S,N,,=,,\n`, /^results\.csv line 2: a quoted field is not closed/],
    ];
    it.each(cases)('%s', (_name, text, re) => {
      const e = inputErrorOf(() => readCsv(text, { file: 'results.csv' }));
      expect(e.message).toMatch(re);
      expect(e.source).toMatchObject({ file: 'results.csv', line: expect.any(Number) });
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Round trips: read → write → read gives the same travellers and rulings.

function essentials(e: TravellerEntry) {
  const { source: _source, ...rest } = e;
  return rest;
}

function roundTrip(event: EventData): EventData {
  return readCsv(writeCsv(event), { file: 'rt.csv', form: event.form }).event;
}

describe('CSV round trip', () => {
  it('keeps every traveller line of a PBN file with an artificial line (read → write → read)', () => {
    const pbn = `[Board "1"]\n[ScoreTable "Table\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\6R;Score_EW\\6R"]\n 1  1  2 4SX  N  9 DA  - "100"\n 2  3  4 Pass - -  -  "0" -\n 3  5  6 -    - -  -  "A+" "A-"\n`;
    const first = readPbn(pbn, { file: 'p.pbn' }).event;
    const again = roundTrip(first);
    expect(again.entries.map(essentials)).toEqual(first.entries.map(essentials));
  });

  const seat = fc.constantFrom('N' as const, 'E' as const, 'S' as const, 'W' as const);
  const contract: fc.Arbitrary<Contract> = fc.record({
    level: fc.integer({ min: 1, max: 7 }) as fc.Arbitrary<Contract['level']>,
    strain: fc.constantFrom('C' as const, 'D' as const, 'H' as const, 'S' as const, 'NT' as const),
    risk: fc.constantFrom('' as const, 'X' as const, 'XX' as const),
  });
  const line = fc.oneof(
    fc.record({
      kind: fc.constant('played' as const),
      contract,
      declarer: seat,
      tricks: fc.integer({ min: 0, max: 13 }),
    }),
    fc.record({ kind: fc.constant('pass' as const) }),
    // Only scores some contract makes (Law 77): the reader refuses any other.
    fc.record({ kind: fc.constant('score' as const), score: fc.constantFrom(...reachableScores()) }),
    fc.record({ kind: fc.constant('np' as const) }),
    fc.record({ kind: fc.constant('pending' as const) }),
    fc.record({
      kind: fc.constant('ruled' as const),
      ruling: fc.constantFrom(
        'A+/A-',
        'A=/A=',
        'A60/40',
        'A+/A+',
        '+3/-3 IMP',
        'NS 620',
        '70% NS 420; 30% NS 450',
        'NS: A+ | EW: A=',
      ),
    }),
  );
  const csvEvent = fc.array(
    fc.tuple(fc.integer({ min: 1, max: 32 }), line, fc.option(fc.constantFrom('HA', 'S2', 'C10'))),
    {
      maxLength: 25,
    },
  );

  it('gives back the same lines for any traveller written as CSV (property)', () => {
    fc.assert(
      fc.property(csvEvent, (rows) => {
        const tables = new Map<number, number>();
        const body = rows.map(([board, l, lead]) => {
          const table = (tables.get(board) ?? 0) + 1;
          tables.set(board, table);
          const c = [board, table, 1, `${table}`, `${table + 50}`];
          const leadText = lead ?? '';
          switch (l.kind) {
            case 'played': {
              const diff = l.tricks - (l.contract.level + 6);
              const res = diff === 0 ? '=' : diff > 0 ? `+${diff}` : String(diff);
              return [
                ...c,
                `${l.contract.level}${l.contract.strain}${l.contract.risk}`,
                l.declarer,
                leadText,
                res,
                '',
                '',
              ];
            }
            case 'pass':
              return [...c, 'PASS', '', leadText, '', '', ''];
            case 'score':
              return [...c, '', '', leadText, '', String(l.score), ''];
            case 'np':
              return [...c, 'NP', '', '', '', '', ''];
            case 'pending':
              return [...c, '', '', '', '', '', ''];
            case 'ruled':
              return [...c, '', '', '', '', '', `"${l.ruling}"`];
          }
        });
        const text = [HEADER, ...body.map((r) => r.join(','))].join('\n');
        const first = readCsv(text, { file: 'a.csv' }).event;
        const again = roundTrip(first);
        expect(again.entries.map(essentials)).toEqual(first.entries.map(essentials));
        // and writing again gives the same text
        expect(writeCsv(again)).toBe(writeCsv(first));
      }),
      { numRuns: 200 },
    );
  });
});
