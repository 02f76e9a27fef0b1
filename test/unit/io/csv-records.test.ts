/**
 * The CSV reader splits a text without quotes line by line, and a text with quotes character by character
 * (a quoted field may span lines). Both must give the same records: a text is split as it is, and again with a
 * comment line holding a quote in front (which sends it through the character-by-character split and moves
 * every record one line down).
 */
import fc from 'fast-check';
import { splitCsv, readCsv } from '../../../src/engine/io/csv';

/** Texts of fields, separators, blank and comment lines and every kind of line end, without quotes. */
const text = fc
  .array(fc.constantFrom('a', '7', ' ', ',', ';', '\t', '#', '\n', '\r', '\r\n', 'NS', '4S'), { maxLength: 60 })
  .map((parts) => parts.join(''));

describe('CSV records, with and without quotes in the text', () => {
  it('a text splits into the same records either way (the quoted comment line moves them one line down)', () => {
    fc.assert(
      fc.property(text, fc.constantFrom(undefined, ',', ';', '\t'), (t, sep) => {
        const plain = splitCsv(t, 'p.csv', sep);
        const quoted = splitCsv(`#"\n${t}`, 'q.csv', sep);
        expect(quoted.separator).toBe(plain.separator);
        expect(quoted.records.map((r) => ({ line: r.line - 1, fields: r.fields }))).toEqual(plain.records);
      }),
      { numRuns: 500 },
    );
  });

  it('a traveller reads the same lines and places either way', () => {
    // Board 1, four tables; line 4 is blank and line 5 a comment, so the places count physical lines.
    const body =
      'board,table,ns,ew,contract,declarer,result,score_ns\r\n1,1,1,11,4S,N,=,\r\n1,2,2,12,3NT,S,+1,\n\n# note\n1,3,3,13,4S,N,-1,\r1,4,4,14,PASS,,,\n';
    const plain = readCsv(body, { file: 't.csv' });
    const quoted = readCsv(`#"\n${body}`, { file: 't.csv' });
    // 4S= not vulnerable 420; 3NT+1 430; 4S-1 −50; passed out 0.
    expect(plain.event.entries.map((e) => e.scoreNS)).toEqual([420, 430, -50, 0]);
    expect(plain.event.entries.map((e) => e.source?.line)).toEqual([2, 3, 6, 7]);
    expect(quoted.event.entries.map((e) => e.source?.line)).toEqual([3, 4, 7, 8]);
    expect(quoted.event.entries.map((e) => e.scoreNS)).toEqual([420, 430, -50, 0]);
    expect(quoted.event.contestants).toEqual(plain.event.contestants);
  });

  it('an error names the same field and line either way', () => {
    const body = 'board,table,ns,ew,contract,declarer,result,score_ns\n1,1,1,11,4S,N,=,\n1,2,2,12,4S,Q,=,\n';
    expect(() => readCsv(body, { file: 't.csv' })).toThrow(/t\.csv line 3.*declarer.*'Q'/);
    expect(() => readCsv(`#"\n${body}`, { file: 't.csv' })).toThrow(/t\.csv line 4.*declarer.*'Q'/);
  });
});
