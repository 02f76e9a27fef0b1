/**
 * Not played and a passed-out board are spelled in one place (src/engine/model/marks.ts). Every spelling that
 * read as not played before still does, in every reader; the dash keeps its meaning in each kind of field
 * (a pass in a contract field, nothing scored in a score field); PASS stays a pass; writers print NP and PASS.
 */
import { readCsv } from '../../../src/engine/io/csv';
import { readPreferansRuling } from '../../../src/engine/io/preferans-row';
import { readUsebio } from '../../../src/engine/io/usebio';
import { writeCsv } from '../../../src/engine/io/writers/csv';
import { formatContract, parseContract } from '../../../src/engine/model/contract';
import {
  NOT_PLAYED,
  PASSED_OUT,
  isNotPlayedText,
  isPassedOutText,
  notPlayedSpellings,
} from '../../../src/engine/model/marks';
import { parseLineMark, printLineMark } from '../../../src/engine/rulings/line-mark';
import { readTraveller } from '../../../src/functions/traveller';
import { boardRows } from '../../../src/workbook/tables/templates';
import { readTravellers } from '../../../src/workbook/tables/travellers';
import { DEFAULT_SETTINGS } from '../../../src/workbook/tables/settings';
import { TRAVELLER_COLUMNS } from '../../../src/workbook/tables/schema';
import { positions } from '../../../src/workbook/tables/snapshot';
import { TRAVELLER_FIELDS } from '../../../src/engine/model/traveller-columns';

describe('the spellings, by kind of field', () => {
  test('not played: NP, N/P and NOT PLAYED in any case and spacing, in every field', () => {
    for (const field of ['contract', 'score', 'mark', 'preferans'] as const) {
      for (const t of ['NP', 'np', 'N/P', 'NOT PLAYED', 'Not played', 'notplayed', ' NOT  PLAYED ']) {
        expect([field, t, isNotPlayedText(t, field)]).toEqual([field, t, true]);
      }
    }
  });

  test('a dash is a pass in a contract field and not played in a score field', () => {
    for (const dash of ['-', '--', '\u2013', '\u2014']) {
      expect(isPassedOutText(dash, 'contract')).toBe(true);
      expect(isNotPlayedText(dash, 'contract')).toBe(false);
      expect(isNotPlayedText(dash, 'score')).toBe(true);
      expect(isPassedOutText(dash, 'score')).toBe(false);
      expect(isNotPlayedText(dash, 'mark')).toBe(false);
    }
  });

  test('PASS and the other pass words stay a pass in contract and score fields, never not played', () => {
    for (const t of ['PASS', 'pass', 'P', 'AP', 'ALL PASS', 'PO', 'PASSE', 'PAS', 'PASSED OUT']) {
      expect(isPassedOutText(t, 'contract')).toBe(true);
      expect(isPassedOutText(t, 'score')).toBe(true);
      expect(isNotPlayedText(t, 'contract') || isNotPlayedText(t, 'score')).toBe(false);
    }
    expect(parseContract('PASS')).toBe('PASS');
    expect(parseContract('-')).toBe('PASS');
    expect(parseContract('All Pass')).toBe('PASS');
  });

  test("a preferans protocol's cross is not played there only", () => {
    expect(isNotPlayedText('X', 'preferans')).toBe(true);
    expect(isNotPlayedText('X', 'contract')).toBe(false);
    expect(readPreferansRuling('x', { file: 'p.csv', line: 2 })).toEqual({ kind: 'notPlayed' });
    expect(readPreferansRuling('NP', { file: 'p.csv', line: 2 })).toEqual({ kind: 'notPlayed' });
  });

  test('the written spellings are NP and PASS', () => {
    expect(NOT_PLAYED).toBe('NP');
    expect(PASSED_OUT).toBe('PASS');
    expect(formatContract('PASS')).toBe('PASS');
    expect(printLineMark({ status: 'notPlayed' })).toBe('NP');
    expect(notPlayedSpellings('score')).toEqual(expect.arrayContaining(['NP', '-', 'NOT PLAYED']));
    expect(notPlayedSpellings('mark')).not.toContain('-');
  });
});

describe('every reader asks the same module', () => {
  test('line marks: NP, NOT PLAYED (one word or two) and N/P, with suffixes', () => {
    for (const t of ['NP', 'np L15B', 'NOT PLAYED', 'notplayed', 'N/P']) {
      expect([t, parseLineMark(t).status]).toEqual([t, 'notPlayed']);
    }
    // A dash there is a contract: the assigned score of a pass-out, never not played.
    expect(parseLineMark('-').ruling?.ns).toMatchObject({ kind: 'assigned', ns: 0, from: { contract: 'PASS' } });
  });

  const HEADER = TRAVELLER_FIELDS.join(',');
  test('CSV: NP or NOT PLAYED in the contract is not played, a dash there is a pass (score 0); NP is written', () => {
    const r = readCsv(
      [
        HEADER,
        '1,1,1,1,2,NP,,,,,',
        '1,2,1,3,4,NOT PLAYED,,,,,',
        '1,3,1,5,6,notplayed,,,,,',
        '1,4,1,7,8,-,,,,,',
        '1,5,1,9,10,PASS,,,,,',
      ].join('\n'),
      { file: 'r.csv' },
    );
    expect(r.event.entries.map((e) => [e.status, e.scoreNS])).toEqual([
      ['notPlayed', undefined],
      ['notPlayed', undefined],
      ['notPlayed', undefined],
      ['played', 0],
      ['played', 0],
    ]);
    const lines = writeCsv(r.event).split(/\r?\n/);
    expect(lines[1].split(',')[5]).toBe('NP');
    expect(lines[4].split(',')[5]).toBe('PASS');
  });

  test('USEBIO: SCORE NP or NOT PLAYED is not played', () => {
    const doc = (score: string) => `<?xml version="1.0"?>
<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS EVENT_TYPE="MP_PAIRS">
<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR></PARTICIPANTS>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>
<EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>${score}</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>`;
    for (const s of ['NP', 'NOT PLAYED', 'NotPlayed']) {
      expect([s, readUsebio(doc(s), { file: 'u.xml' }).event.entries[0].status]).toEqual([s, 'notPlayed']);
    }
  });

  test("the BRIDGE functions' score ranges: a dash, NP, N/P, NOT PLAYED are not played; PASS scores 0", () => {
    const t = readTraveller([['-'], ['NP'], ['N/P'], ['not played'], ['\u2013'], ['PASS'], ['-50']], undefined);
    expect(t.lines.map((l) => l.entry?.scoreNS ?? l.entry?.status ?? 'left out')).toEqual([
      'left out',
      'left out',
      'left out',
      'left out',
      'left out',
      0,
      -50,
    ]);
  });

  test('the Travellers table: not played in the score cell or the contract, a dash contract is a pass', () => {
    const header = [...TRAVELLER_COLUMNS];
    const pos = positions(header);
    const row = (cells: Record<string, string | number>) => header.map((h) => cells[h] ?? '');
    const read = readTravellers(
      [
        row({ board: 1, table: 1, ns: '1', ew: '2', score_ns: '-' }),
        row({ board: 1, table: 2, ns: '3', ew: '4', score_ns: 'NP' }),
        row({ board: 1, table: 3, ns: '5', ew: '6', contract: 'NP' }),
        row({ board: 1, table: 4, ns: '7', ew: '8', contract: '-' }),
        row({ board: 1, table: 5, ns: '9', ew: '10', ruling: 'NP' }),
        row({ board: 1, table: 6, ns: '11', ew: '12', contract: 'NP', score_ns: 420 }),
      ],
      pos,
      DEFAULT_SETTINGS,
      2,
    );
    expect(read.event.entries.map((e) => [e.table, e.status, e.scoreNS])).toEqual([
      [1, 'notPlayed', undefined],
      [2, 'notPlayed', undefined],
      [3, 'notPlayed', undefined],
      [4, 'played', 0],
      [5, 'notPlayed', undefined],
      [6, 'pending', undefined],
    ]);
    expect(read.problems.map((p) => [p.row, p.field])).toEqual([[7, 'contract']]);
  });

  test("the Boards sheet's count of results takes off every score-field spelling of not played", () => {
    const formula = String(boardRows(1)[1][3]);
    for (const s of notPlayedSpellings('score')) expect(formula).toContain(`Travellers[score_ns],"${s}")`);
  });
});
