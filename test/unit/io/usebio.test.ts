import { readUsebio, usebioEventType } from '../../../src/engine/io/usebio';
import { inputErrorOf } from './helpers';

/** A small Compscore-style file; `lines` are board 1's traveller lines (the first starts on line 20). */
function doc(lines: string, eventType = 'MP_PAIRS'): string {
  return `<?xml version="1.0"?>
<USEBIO Version="1.2">
<EVENT EVENT_TYPE="${eventType}">
  <EVENT_DESCRIPTION>Club &amp; friends</EVENT_DESCRIPTION>
  <PROGRAM_NAME>Compscore3</PROGRAM_NAME>
  <PARTICIPANTS EVENT_TYPE="${eventType}">
    <PAIR>
      <PAIR_NUMBER>1</PAIR_NUMBER>
      <TOTAL_SCORE>3.50</TOTAL_SCORE>
      <PERCENTAGE>58.33</PERCENTAGE>
      <PLACE>1=</PLACE>
      <PLAYER><PLAYER_NAME>ANN</PLAYER_NAME></PLAYER>
      <PLAYER><PLAYER_NAME>BOB</PLAYER_NAME></PLAYER>
    </PAIR>
    <PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR>
  </PARTICIPANTS>
  <BOARD>
    <BOARD_NUMBER>1</BOARD_NUMBER>
    <BOARD_AVERAGE>420</BOARD_AVERAGE>
${lines}
  </BOARD>
</EVENT>
</USEBIO>
`;
}

const LINE = (score: string, extra = '') => `    <TRAVELLER_LINE>
      <NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>
      <EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>
      <CONTRACT>4S</CONTRACT>
      <PLAYED_BY>N</PLAYED_BY>
      <TRICKS>10</TRICKS>
      <SCORE>${score}</SCORE>${extra}
      <NS_MATCH_POINTS>2.5</NS_MATCH_POINTS>
    </TRAVELLER_LINE>`;

describe('readUsebio', () => {
  it('reads event, pairs, a traveller line and the printed figures with their lines', () => {
    const r = readUsebio(doc(LINE('420')), { file: 'u.xml' });
    expect(r.event).toMatchObject({ kind: 'pairs', form: 'mp', title: 'Club & friends', program: 'Compscore3' });
    expect(r.event.contestants).toEqual([{ id: '1', names: ['ANN', 'BOB'] }, { id: '2' }]);
    expect(r.event.entries).toEqual([
      {
        board: 1,
        ns: '1',
        ew: '2',
        status: 'played',
        scoreNS: 420,
        played: { contract: { level: 4, strain: 'S', risk: '' }, declarer: 'N', tricks: 10 },
        source: { file: 'u.xml', line: 20 },
      },
    ]);
    expect(r.values.entries[0].scoreNS).toMatchObject({ value: 420, source: { line: 26, field: 'SCORE' } });
    expect(r.values.entries[0].mpNS).toMatchObject({ value: 2.5, decimals: 1, source: { line: 27 } });
    expect(r.values.totals[0]).toMatchObject({
      id: '1',
      total: { value: 3.5, decimals: 2, text: '3.50', source: { line: 9, field: 'TOTAL_SCORE' } },
      percent: { value: 58.33 },
      rank: { value: 1, text: '1=' },
    });
    expect(r.values.boards).toEqual([
      { board: 1, datum: expect.objectContaining({ value: 420, source: expect.objectContaining({ line: 19 }) }) },
    ]);
  });

  it('reads artificial codes in SCORE with the ruling notation (A5050, A60/40)', () => {
    const r = readUsebio(doc(LINE('A5050').replace(/<CONTRACT>.*<\/TRICKS>/s, '')), { file: 'u.xml' });
    expect(r.event.entries[0].status).toBe('ruled');
    expect(r.event.entries[0].ruling).toEqual({
      ns: { kind: 'artificial', level: 'average', percent: 50 },
      ew: { kind: 'artificial', level: 'average', percent: 50 },
    });
    const r2 = readUsebio(doc(LINE('A60/40')), { file: 'u.xml' });
    expect(r2.event.entries[0].ruling?.ns).toEqual({ kind: 'artificial', level: 'plus', percent: 60 });
  });

  it('maps event types to kind and form', () => {
    expect(usebioEventType('MP_PAIRS')).toEqual({ kind: 'pairs', form: 'mp' });
    expect(usebioEventType('BUTLER_PAIRS')).toEqual({ kind: 'pairs', form: 'butler' });
    expect(usebioEventType('CROSS_IMP')).toEqual({ kind: 'pairs', form: 'cross-imp' });
    expect(usebioEventType('NOTSUP')).toBeUndefined();
  });

  describe('bad input names file, line and field', () => {
    const cases: Array<[string, string, RegExp]> = [
      [
        'XML that is not well formed',
        doc(LINE('420')).replace('</BOARD>', '</BORD>'),
        /^u\.xml line 29: the XML is not well formed: Expected closing tag 'BOARD'/,
      ],
      [
        'an event type this reader does not score',
        doc(LINE('420'), 'NOTSUP'),
        /^u\.xml line 3, field EVENT_TYPE: event type 'NOTSUP'/,
      ],
      [
        'a bad contract',
        doc(LINE('420').replace('4S', '4Z')),
        /^u\.xml line 23, field CONTRACT: contract '4Z' is not a contract/,
      ],
      [
        'a missing declarer',
        doc(LINE('420').replace('<PLAYED_BY>N</PLAYED_BY>', '')),
        /^u\.xml line 20, field PLAYED_BY: declarer is missing/,
      ],
      [
        'bad tricks',
        doc(LINE('420').replace('<TRICKS>10', '<TRICKS>ten')),
        /^u\.xml line 25, field TRICKS: result 'ten'/,
      ],
      ['a bad score', doc(LINE('4x0')), /^u\.xml line 26, field SCORE: '4x0' is not a score/],
      ['a bad artificial code', doc(LINE('A+-')), /^u\.xml line 26, field SCORE: ruling 'A\+-'/],
      [
        'a bad place',
        doc(LINE('420')).replace('<PLACE>1=</PLACE>', '<PLACE>first</PLACE>'),
        /^u\.xml line 11, field PLACE: 'first' is not a place/,
      ],
      [
        'a bad board number',
        doc(LINE('420')).replace('<BOARD_NUMBER>1<', '<BOARD_NUMBER>0<'),
        /^u\.xml line 18, field BOARD_NUMBER: '0' is not a board number/,
      ],
      [
        'a pair listed twice',
        doc(LINE('420')).replace('<PAIR_NUMBER>2<', '<PAIR_NUMBER>1<'),
        /^u\.xml line 15, field PAIR_NUMBER: pair 1 is listed twice/,
      ],
      ['no USEBIO root', '<?xml version="1.0"?>\n<RESULTS/>\n', /^u\.xml line 1: this is not a USEBIO file/],
    ];
    it.each(cases)('%s', (_name, text, re) => {
      const e = inputErrorOf(() => readUsebio(text, { file: 'u.xml' }));
      expect(e.message).toMatch(re);
      expect(e.source).toMatchObject({ file: 'u.xml', line: expect.any(Number) });
    });
  });
});
