/**
 * No wrong or lost result from a file: numbers that cannot be what they say are refused naming the value and
 * the place; a score that disagrees with its contract is flagged and left unscored by every reader alike;
 * free-text cells survive a spreadsheet; XML, encoding and folder problems name file, line and field.
 */
import fc from 'fast-check';
import {
  decodeText,
  exportEvent,
  ioMessage,
  parseRuling,
  ioProblem,
  isReachableScore,
  readCsv,
  readPbn,
  readResultsFile,
  readUsebio,
  reachableScores,
  scoreContractConflict,
  scoreEvent,
  getPreset,
  writeCsv,
  FLOW_LANGUAGES,
  type EventData,
} from '../../../src/engine';
import { ioEn } from '../../../src/engine/i18n/io.en';
import { ioFr } from '../../../src/engine/i18n/io.fr';
import { ioNl } from '../../../src/engine/i18n/io.nl';
import { ioPl } from '../../../src/engine/i18n/io.pl';
import { ioRu } from '../../../src/engine/i18n/io.ru';
import { guardCell, unguardCell } from '../../../src/engine/io/fields';
import { inputErrorOf } from './helpers';
import { TRAVELLER_FIELDS } from '../../../src/engine/model/traveller-columns';

const HEADER = TRAVELLER_FIELDS.join(',');

describe('the table of reachable scores (Law 77)', () => {
  it('holds the scores contracts make and nothing else', () => {
    // 4S= nv 420, 3NT= v 600, 7NTXX= v 2980 (the largest make), 7NTXX-13 v: 400 + 12 × 600 = 7600 to EW.
    for (const s of [0, 50, -50, 420, -420, 600, 2980, -7600, 7600, 110, 90, 1440])
      expect(isReachableScore(s)).toBe(true);
    // 425, 1e15, a fraction, 10 (no contract scores 10): refused.
    for (const s of [425, 1e15, 420.5, 10, 7610, Number.NaN]) expect(isReachableScore(s)).toBe(false);
    const all = [...reachableScores()];
    expect(Math.max(...all)).toBe(7600);
    expect(all.every((s) => s % 10 === 0)).toBe(true);
  });

  it('scoreContractConflict: undefined when they agree, both figures when not', () => {
    const played = { contract: { level: 3, strain: 'H', risk: '' }, declarer: 'E', tricks: 8 } as const;
    // 3H-1 by E, board 1 (None): EW go down 1 undoubled nv → NS +50.
    expect(scoreContractConflict(played, 50, 'None')).toBeUndefined();
    expect(scoreContractConflict(played, 123, 'None')).toEqual({ typed: 123, computed: 50, contract: '3H-1 by E' });
  });
});

describe('scores in the readers', () => {
  it.each([
    ['425', /results\.csv line 2, field score_ns: '425' is not a score any contract can make \(Law 77\)/],
    ['1e15', /results\.csv line 2, field score_ns: '1e15' is not a score/],
    [
      '1.000',
      /results\.csv line 2, field score_ns: '1\.000' can be read two ways: 1 \(decimal separator\) or 1000 \(thousands separator\)/,
    ],
    ['1,000', /results\.csv line 2, field score_ns: '1,000' can be read two ways: 1 \(decimal separator\) or 1000/],
    ['420.5', /results\.csv line 2, field score_ns: '420\.5' is not a whole number of points/],
  ])('CSV refuses score %s naming the value and the place', (score, re) => {
    const e = inputErrorOf(() => readCsv(`${HEADER}\n1,1,1,1,2,,,,,"${score}",\n`, { file: 'results.csv' }));
    expect(e.message).toMatch(re);
    expect(e.source).toEqual({ file: 'results.csv', line: 2, field: 'score_ns' });
    expect(e.value).toBe(score);
  });

  it('PBN refuses an unreachable Score_NS, naming file, line and column', () => {
    const pbn = `[Event "x"]\n[Board "1"]\n[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Score_NS\\6R"]\n 1  2   425\n`;
    const e = inputErrorOf(() => readPbn(pbn, { file: 'f.pbn' }));
    expect(e.message).toBe("f.pbn line 4, field Score_NS: '425' is not a score any contract can make (Law 77)");
  });

  it('USEBIO refuses an ambiguous SCORE, naming file, line and element', () => {
    const xml = usebio('<SCORE>1.000</SCORE>');
    const e = inputErrorOf(() => readUsebio(xml, { file: 'u.xml' }));
    expect(e.message).toMatch(/^u\.xml line 9, field SCORE: '1\.000' can be read two ways/);
  });
});

/** A one-board USEBIO file whose one traveller line (from line 6) has 4S by N, 10 tricks, and `score`. */
function usebio(score: string): string {
  return `<?xml version="1.0"?>
<USEBIO Version="1.2">
<EVENT EVENT_TYPE="MP_PAIRS">
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>
<CONTRACT>4S</CONTRACT>
<PLAYED_BY>N</PLAYED_BY>
<TRICKS>10</TRICKS>
${score}
</TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><SCORE>-50</SCORE></TRAVELLER_LINE>
</BOARD>
</EVENT>
</USEBIO>
`;
}

describe('one rule for a score that disagrees with its contract, in every reader', () => {
  // Board 1 (None): 4S= by N scores 420; the file says 450. The other table: −50.
  const csv = `${HEADER}\n1,1,1,1,2,4S,N,,=,450,\n1,2,1,3,4,,,,,-50,\n`;
  const pbn = `[Event "x"]\n[Board "1"]\n[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R"]\n 1  2 4S   N 10   450\n 3  4 -    - -    -50\n`;
  const xml = usebio('<SCORE>450</SCORE>');
  const reads = [
    ['CSV', () => readCsv(csv, { file: 'r.csv' }), { file: 'r.csv', line: 2, field: 'score_ns' }],
    ['PBN', () => readPbn(pbn, { file: 'r.pbn' }), { file: 'r.pbn', line: 4, field: 'Score_NS' }],
    ['USEBIO', () => readUsebio(xml, { file: 'r.xml' }), { file: 'r.xml', line: 9, field: 'SCORE' }],
  ] as const;

  it.each(reads)('%s keeps both, flags the line and scores it as neither', (_name, read, place) => {
    const r = read();
    const line = r.event.entries[0];
    expect(line.status).toBe('pending');
    expect(line.scoreNS).toBe(450);
    expect(line.played).toEqual({ contract: { level: 4, strain: 'S', risk: '' }, declarer: 'N', tricks: 10 });
    expect(line.conflict).toEqual({ typed: 450, computed: 420, contract: '4S= by N' });
    expect(r.flagged).toHaveLength(1);
    const err = r.flagged![0];
    expect(err.code).toBe('scoreConflict');
    expect(err.source).toEqual(place);
    expect(err.message).toMatch(/'450' does not agree with the contract: 4S= by N on board 1 scores 420 for NS/);
    expect(r.warnings).toContain(err.message);
    // Scored as neither: the board has one result, the other table's −50, alone (top 0, 50 %).
    const s = scoreEvent(r.event, getPreset('wbf'));
    expect(s.entries[0].mpNS).toBeUndefined();
    expect(s.entries[1].pctNS).toBe(50);
  });

  it('beside a contract, a typed score no contract makes (123 for 3H-1 by E) is a disagreement, not lost', () => {
    const r = readCsv(`${HEADER}\n1,1,1,1,2,3H,E,,-1,123,\n`, { file: 'r.csv' });
    // 3H-1 by E, board 1 (None): +50 for NS.
    expect(r.event.entries[0]).toMatchObject({
      status: 'pending',
      scoreNS: 123,
      conflict: { typed: 123, computed: 50 },
    });
  });

  it('the flagged line reads in the five languages, place first', () => {
    const err = readCsv(csv, { file: 'r.csv' }).flagged![0];
    expect(ioMessage(err, 'pl-PL')).toBe(
      'r.csv, wiersz 2, pole score_ns: wynik „450” nie zgadza się z kontraktem: 4S= by N w rozdaniu 1 daje NS 420; oba zapisy zostają, a wiersz nie jest liczony, dopóki jeden z nich nie zostanie poprawiony',
    );
    expect(ioMessage(err, 'fr')).toMatch(
      /^r\.csv ligne 2, champ score_ns: la marque « 450 » ne correspond pas au contrat/,
    );
    expect(ioProblem(err, 'nl')).toMatchObject({
      code: 'scoreConflict',
      file: 'r.csv',
      line: 2,
      field: 'score_ns',
      value: '450',
    });
  });
});

describe('the texts of input problems', () => {
  it('has every key in the five languages, with the same placeholders', () => {
    const placeholders = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const texts of [ioPl, ioNl, ioFr, ioRu]) {
      expect(Object.keys(texts).sort()).toEqual(Object.keys(ioEn).sort());
      for (const [k, v] of Object.entries(ioEn))
        expect(placeholders(texts[k as keyof typeof ioEn])).toEqual(placeholders(v));
    }
    expect(FLOW_LANGUAGES).toEqual(['en', 'pl', 'nl', 'fr', 'ru']);
  });

  it('an uncoded reader error keeps its English text after a translated place', () => {
    const e = inputErrorOf(() => readCsv(`${HEADER}\n1,1,1,1,2,4Z,N,,=,,\n`, { file: 'r.csv' }));
    expect(e.code).toBeUndefined();
    expect(ioMessage(e, 'ru')).toMatch(/^r\.csv, строка 2, поле contract: /);
  });
});

describe('free-text cells and spreadsheet formulas (OWASP)', () => {
  it.each(['=HYPERLINK("http://x","y")', '+SUM(A1)', '-2+3', '@cmd', '\tx', "'=x", "''"])(
    'guards %j and gives it back',
    (t) => {
      expect(guardCell(t).startsWith("'")).toBe(true);
      expect(unguardCell(guardCell(t))).toBe(t);
    },
  );

  it('leaves other text as it is, a name with an apostrophe too', () => {
    for (const t of ["'t Hooft", 'Smith', "O'Brien", "'", '12']) expect(guardCell(t)).toBe(t);
  });

  it('any text survives guard and unguard (property)', () => {
    fc.assert(fc.property(fc.string(), (t) => unguardCell(guardCell(t)) === t));
  });

  it('convert --to csv escapes names and ids, keeps notation columns, and the round trip holds', () => {
    const event: EventData = {
      kind: 'pairs',
      form: 'mp',
      contestants: [{ id: '=HYPERLINK("http://evil","x")' }, { id: '@2' }, { id: '+3' }, { id: '4' }],
      entries: [
        {
          board: 1,
          table: 1,
          ns: '=HYPERLINK("http://evil","x")',
          ew: '@2',
          status: 'played',
          scoreNS: 420,
          played: { contract: { level: 4, strain: 'S', risk: '' }, declarer: 'N', tricks: 11 },
        },
        {
          board: 1,
          table: 2,
          ns: '+3',
          ew: '4',
          status: 'ruled',
          ruling: {
            ns: { kind: 'artificial', level: 'plus', imps: 3 },
            ew: { kind: 'artificial', level: 'minus', imps: -3 },
          },
        },
      ],
    };
    const text = writeCsv(event);
    const rows = text.split('\n');
    expect(rows[1]).toBe(`1,1,,"'=HYPERLINK(""http://evil"",""x"")",'@2,4S,N,,+1,420,`);
    // The ruling column keeps its notation: +3/-3 IMP is not a formula here.
    expect(rows[2]).toBe("1,2,,'+3,4,,,,,,+3/-3 IMP");
    const back = readCsv(text, { file: 'x.csv' }).event;
    expect(back.entries.map((e) => [e.ns, e.ew])).toEqual([
      ['=HYPERLINK("http://evil","x")', '@2'],
      ['+3', '4'],
    ]);
    expect(writeCsv(back)).toBe(text);
  });
});

describe('a fixed percentage through every format', () => {
  it.each(['pbn', 'usebio', 'csv'] as const)(
    '55%%/45%% stays a fixed percentage written as %s and read back',
    (format) => {
      const event: EventData = {
        kind: 'pairs',
        form: 'mp',
        contestants: [
          { id: '1', direction: 'NS' },
          { id: '3', direction: 'NS' },
          { id: '2', direction: 'EW' },
          { id: '4', direction: 'EW' },
        ],
        entries: [
          { board: 1, table: 1, ns: '1', ew: '2', status: 'ruled', ruling: parseRuling('55%/45%') },
          { board: 1, table: 2, ns: '3', ew: '4', status: 'played', scoreNS: 420 },
        ],
      };
      const out = exportEvent(event, { format, preset: getPreset('wbf') });
      const back = readResultsFile(out.text, `x.${format === 'usebio' ? 'xml' : format}`);
      expect(back.event.entries[0].ruling).toEqual(parseRuling('55%/45%'));
      // Scored as written: 55 % and 45 % of the top, whatever the session (no 12C2(c)).
      expect(scoreEvent(back.event, getPreset('wbf')).entries[0]).toMatchObject({ pctNS: 55, pctEW: 45 });
    },
  );
});

describe('encodings, binary files and XML', () => {
  const csv = `${HEADER}\n1,1,1,Ann,Bob,4S,N,,=,420,\n`;

  it("reads Excel's Unicode Text (UTF-16 with a byte order mark) and UTF-16 without one", () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv, 'utf16le')]);
    const r = readResultsFile(new Uint8Array(le), 'unicode.txt');
    expect(r.encoding).toBe('utf-16le');
    expect(r.event.entries[0]).toMatchObject({ ns: 'Ann', ew: 'Bob', scoreNS: 420 });
    const be = Buffer.from(csv, 'utf16le').swap16();
    expect(decodeText(new Uint8Array(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).text).toBe(csv);
    expect(decodeText(new Uint8Array(Buffer.from(csv, 'utf16le')))).toEqual({ text: csv, encoding: 'utf-16le' });
  });

  it('names a workbook given instead of a text file', () => {
    const e = inputErrorOf(() => readResultsFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'results.xlsx'));
    expect(e.message).toBe('results.xlsx: the file is not text (XLSX or ZIP); save it as CSV, PBN or USEBIO XML');
  });

  it('a USEBIO file cut short names the file, its last line and the element left open', () => {
    const xml = usebio('<SCORE>420</SCORE>');
    const cut = xml.slice(0, xml.indexOf('<TRICKS>'));
    const e = inputErrorOf(() => readUsebio(cut, { file: 'cut.xml' }));
    expect(e.code).toBe('truncated');
    expect(e.message).toBe(
      'cut.xml line 8, field TRAVELLER_LINE: the file ends before <TRAVELLER_LINE> is closed: it looks cut short',
    );
  });

  it('XML nested too deeply names the line where it goes too deep', () => {
    const xml = `<?xml version="1.0"?>\n<USEBIO>\n${'<A>\n'.repeat(120)}${'</A>'.repeat(120)}</USEBIO>\n`;
    const e = inputErrorOf(() => readUsebio(xml, { file: 'deep.xml' }));
    expect(e.code).toBe('xmlTooDeep');
    // <USEBIO> is depth 1 on line 2, the 100th <A> depth 101 on line 102.
    expect(e.message).toMatch(
      /^deep\.xml line 102, field A: the XML nests its elements more deeply than a results file does \(Maximum nested tags exceeded\)/,
    );
  });

  it('a CSV without its columns says which, in any language', () => {
    const e = inputErrorOf(() => readCsv('board,ns,ew\n1,1,2\n', { file: 'r.csv' }));
    expect(e.code).toBe('missingColumn');
    expect(e.message).toMatch(/^r\.csv line 1, field contract: the header has no column 'contract', 'declarer'/);
    expect(ioMessage(e, 'nl')).toMatch(/^r\.csv regel 1, veld contract: de kopregel heeft geen kolom 'contract'/);
  });
});

describe('big input in linear time', () => {
  it('reads many boards and tables (the board list is a set, not a search per row)', () => {
    const rows = [HEADER];
    for (let b = 1; b <= 400; b++)
      for (let t = 1; t <= 10; t++) rows.push(`${b},${t},1,${t},${t + 10},,,,,${t % 2 ? 420 : -50},`);
    const r = readCsv(rows.join('\n'), { file: 'big.csv' });
    expect(r.event.entries).toHaveLength(4000);
    expect(r.event.boards).toHaveLength(400);
    expect(r.event.boards?.[399]).toBe(400);
  });
});
