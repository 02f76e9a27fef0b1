import { lexPbn, parseColumns, readPbn, readTable, splitRow, formFromScoring } from '../../../src/engine/io/pbn';
import { inputErrorOf } from './helpers';

const HEAD = `% PBN 2.1
% <META  name=Generator  content="Magic Contest France">
% <META  name=ScoringType content="MatchPoints;MP1">
[Event "Club pairs"]
`;

const SCORE_SPEC =
  'Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R;MP_NS\\4R;MP_EW\\4R;Percentage_NS\\3R;Percentage_EW\\3R';

/** A one-board file with the given ScoreTable rows from line 9 on (board 1: None vulnerable). */
function board1(rows: string[], extra = ''): string {
  return `${HEAD}[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n${extra}[ScoreTable "${SCORE_SPEC}"]\n${rows.join('\n')}\n`;
}

describe('lexPbn', () => {
  it('reads META lines, the version, tags, sections, commentary and comments', () => {
    const doc = lexPbn(
      `% PBN 2.1\n% <META name=Generator content="X 1">\n[Event "E \\"quoted\\""] ; a comment\n[Board "3"]\n{ multi\nline } [Dealer "S"]\n[Auction "S"]\n1S Pass\n2S Pass\n\n[Board "4"]\n`,
      'f.pbn',
    );
    expect(doc.version).toBe('2.1');
    expect(doc.meta.Generator).toEqual({ value: 'X 1', line: 2 });
    expect(doc.games).toHaveLength(2);
    const g = doc.games[0];
    expect(g.tags.map((t) => [t.name, t.value, t.line])).toEqual([
      ['Event', 'E "quoted"', 3],
      ['Board', '3', 4],
      ['Dealer', 'S', 6],
      ['Auction', 'S', 7],
    ]);
    expect(g.tags[3].section.map((s) => [s.line, s.text.trim()])).toEqual([
      [8, '1S Pass'],
      [9, '2S Pass'],
    ]);
    expect(doc.games[1].line).toBe(11);
  });

  it('keeps backslashes of column specs (only \\" and \\\\ are escapes)', () => {
    const doc = lexPbn('[ScoreTable "MP_NS\\4R;Names\\51L"]\n', 'f.pbn');
    expect(doc.games[0].tags[0].value).toBe('MP_NS\\4R;Names\\51L');
  });

  it('names the line of a malformed tag', () => {
    const e = inputErrorOf(() => lexPbn('[Event "x"]\n[Board 3]\n', 'bad.pbn'));
    expect(e.message).toBe(`bad.pbn line 2, field tag: '[Board 3]' is not a tag pair such as [Board "1"]`);
    expect(e.source).toEqual({ file: 'bad.pbn', line: 2, field: 'tag' });
  });

  it('names the line of an unclosed string in a section', () => {
    const e = inputErrorOf(() => lexPbn('[Board "1"]\n[Note "x"]\n"open string\n', 'q.pbn'));
    expect(e.message).toMatch(/^q\.pbn line 3: a quoted string is not closed/);
  });

  it('names the line where unclosed commentary starts', () => {
    const e = inputErrorOf(() => lexPbn('[Board "1"]\n{ never\nclosed\n', 'c.pbn'));
    expect(e.message).toBe('c.pbn line 2: commentary opened with { is never closed');
  });

  it('names text that stands outside any tag', () => {
    const e = inputErrorOf(() => lexPbn('stray words\n', 's.pbn'));
    expect(e.message).toBe(`s.pbn line 1: 'stray words' stands outside any tag`);
  });
});

describe('tables', () => {
  it('parses column specs with width, alignment and sort order', () => {
    expect(parseColumns('+Rank\\2R;Names\\51L;Score', { file: 'f' })).toEqual([
      { name: 'Rank', sort: '+', width: 2, align: 'R' },
      { name: 'Names', width: 51, align: 'L' },
      { name: 'Score' },
    ]);
  });

  it('rejects a bad column spec naming line and table', () => {
    const e = inputErrorOf(() => parseColumns('MP NS\\4R', { file: 'f.pbn', line: 9, field: 'ScoreTable' }));
    expect(e.message).toMatch(/^f\.pbn line 9, field ScoreTable: 'MP NS\\4R' is not a column/);
  });

  it('splits rows on spaces, keeps quoted strings whole and reads - as empty', () => {
    expect(splitRow(' 1 44 "N-S" 718.9 "Jean - Marc"  -  "-"', { file: 'f' })).toEqual([
      '1',
      '44',
      'N-S',
      '718.9',
      'Jean - Marc',
      null,
      '-',
    ]);
  });

  it('rejects a row with the wrong number of values', () => {
    const doc = lexPbn('[Board "1"]\n[ScoreTable "Table\\2R;MP_NS\\4R"]\n 1 2.0\n 2\n', 't.pbn');
    const e = inputErrorOf(() => readTable(doc.games[0].tags[1], 't.pbn'));
    expect(e.message).toBe(
      `t.pbn line 4, field ScoreTable: the ScoreTable row has 1 values but the table has 2 columns`,
    );
  });
});

describe('readPbn', () => {
  it('reads a ScoreTable traveller with printed figures and an artificial line', () => {
    const r = readPbn(
      board1([
        ' 1  1  1  2 4S   N 10 "420"  -   4.0 0.0 100  0',
        ' 2  1  3  4 4SX  N  9   -  "100" 1.0 3.0  25 75',
        ' 3  1  5  6 -    -  -  "A+" "A-" 2.4 1.6  60 40',
      ]),
      { file: 'c.pbn' },
    );
    expect(r.event).toMatchObject({ kind: 'pairs', form: 'mp', program: 'Magic Contest France', title: 'Club pairs' });
    expect(r.event.entries.map((e) => [e.table, e.status, e.scoreNS])).toEqual([
      [1, 'played', 420],
      [2, 'played', -100],
      [3, 'ruled', undefined],
    ]);
    expect(r.event.entries[2].ruling).toEqual({
      ns: { kind: 'artificial', level: 'plus' },
      ew: { kind: 'artificial', level: 'minus' },
    });
    expect(r.values.entries[1].mpEW).toMatchObject({
      value: 3,
      decimals: 1,
      source: { file: 'c.pbn', line: 10, field: 'MP_EW' },
    });
    expect(r.event.contestants.map((c) => [c.id, c.direction])).toEqual([
      ['1', 'NS'],
      ['2', 'EW'],
      ['3', 'NS'],
      ['4', 'EW'],
      ['5', 'NS'],
      ['6', 'EW'],
    ]);
  });

  it('reads explicit percentages per side (A60 / 40%) as an artificial A60/40', () => {
    const r = readPbn(board1([' 3  1  5  6 -    -  -  "A55" "45%" - - - -']), { file: 'c.pbn' });
    expect(r.event.entries[0].ruling).toEqual({
      ns: { kind: 'artificial', level: 'plus', percent: 55 },
      ew: { kind: 'artificial', level: 'minus', percent: 45 },
    });
  });

  it('computes the score from the contract when the row prints none (board 1, None: 4S= N = 420)', () => {
    const r = readPbn(board1([' 1  1  1  2 4S   N 10 - - - - - -']), { file: 'c.pbn' });
    expect(r.event.entries[0].scoreNS).toBe(420);
  });

  it('uses the Vulnerable tag over the board number (board 1 marked All: 4S= N = 620)', () => {
    const text = board1([' 1  1  1  2 4S   N 10 - - - - - -']).replace('[Vulnerable "None"]', '[Vulnerable "All"]');
    expect(readPbn(text, { file: 'c.pbn' }).event.entries[0].scoreNS).toBe(620);
  });

  it('reads game tags when there is no ScoreTable, with # inheritance and a bare score from the declarer side', () => {
    const text = `[Event "E"]\n[Board "2"]\n[Declarer "E"]\n[Contract "3NT"]\n[Result "9"]\n[Score "400"]\n\n[Event "#"]\n[Board "3"]\n[Contract "Pass"]\n[Score "NS 0"]\n`;
    const r = readPbn(text, { file: 'g.pbn' });
    expect(r.event.title).toBe('E');
    expect(r.event.entries.map((e) => [e.board, e.scoreNS, e.played?.contract])).toEqual([
      [2, -400, { level: 3, strain: 'NT', risk: '' }],
      [3, 0, 'PASS'],
    ]);
    expect(r.values.entries[0].scoreNS).toMatchObject({
      value: -400,
      source: { file: 'g.pbn', line: 6, field: 'Score' },
    });
  });

  it('reads team rooms: home NS in the open room, EW in the closed room', () => {
    const text = `[HomeTeam "A"]\n[VisitTeam "B"]\n[Board "1"]\n[Room "Open"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n\n[Board "1"]\n[Room "Closed"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "9"]\n`;
    const r = readPbn(text, { file: 't.pbn' });
    expect(r.event.kind).toBe('teams');
    expect(r.event.form).toBe('imp');
    expect(r.event.entries.map((e) => [e.table, e.ns, e.ew, e.scoreNS])).toEqual([
      [1, 'A', 'B', 420],
      [2, 'B', 'A', -50],
    ]);
  });

  it('reads the scoring form from the Scoring tag', () => {
    expect(formFromScoring('MatchPoints;MP1', false)).toBe('mp');
    expect(formFromScoring('IMP', true)).toBe('imp');
    expect(formFromScoring('IMP;Cross', false)).toBe('cross-imp');
    expect(formFromScoring('Butler', false)).toBe('butler');
  });

  describe('bad input names file, line and field', () => {
    const cases: Array<[string, () => unknown, RegExp]> = [
      [
        'a contract that is not a contract',
        () => readPbn(board1([' 1  1  1  2 4Z   N 10 "420" - - - - -']), { file: 'c.pbn' }),
        /^c\.pbn line 9, field Contract: contract '4Z' is not a contract/,
      ],
      [
        'a missing declarer',
        () => readPbn(board1([' 1  1  1  2 4S   -  10 "420" - - - - -']), { file: 'c.pbn' }),
        /^c\.pbn line 9, field Declarer: declarer is missing for contract '4S'/,
      ],
      [
        'an impossible result',
        () => readPbn(board1([' 1  1  1  2 4S   N  15 "420" - - - - -']), { file: 'c.pbn' }),
        /^c\.pbn line 9, field Result: result '15'/,
      ],
      [
        'a score that is not a number',
        () => readPbn(board1([' 1  1  1  2 4S   N  10 "42O" - - - - -']), { file: 'c.pbn' }),
        /^c\.pbn line 9, field Score_NS: '42O' is not a score/,
      ],
      [
        'an artificial score for one side only',
        () => readPbn(board1([' 1  1  1  2 -   -  - "A+" "50" - - - -']), { file: 'c.pbn' }),
        /^c\.pbn line 9, field Score_EW: an artificial score is given for one side \('A\+'\)/,
      ],
      [
        'Score_NS and Score_EW that disagree',
        () => readPbn(board1([' 1  1  1  2 4S   N  10 "420" "400" - - - -']), { file: 'c.pbn' }),
        /^c\.pbn line 9, field Score_EW: Score_NS '420' and Score_EW '400' do not agree/,
      ],
      [
        'a table twice on a board',
        () =>
          readPbn(board1([' 1  1  1  2 4S N 10 - - - - - -', ' 1  2  3  4 4S N 10 - - - - - -']), { file: 'c.pbn' }),
        /^c\.pbn line 10, field Table: table 1 appears twice on board 1 \(also line 9\)/,
      ],
      [
        'a bad MP figure',
        () => readPbn(board1([' 1  1  1  2 4S N 10 - - x - - -']), { file: 'c.pbn' }),
        /^c\.pbn line 9, field MP_NS: 'x' is not a number/,
      ],
      [
        'a bad vulnerability',
        () => readPbn(board1([]).replace('[Vulnerable "None"]', '[Vulnerable "Some"]'), { file: 'c.pbn' }),
        /^c\.pbn line 7, field Vulnerable: 'Some' is not a vulnerability/,
      ],
      [
        'a bad board number',
        () => readPbn('[Board "x"]\n[Contract "4S"]\n', { file: 'b.pbn' }),
        /^b\.pbn line 1, field Board: 'x' is not a board number/,
      ],
      [
        'results without a Board tag',
        () => readPbn('[Event "E"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n', { file: 'b.pbn' }),
        /^b\.pbn line 1, field Board: this game has results but no Board tag/,
      ],
      [
        '# with no earlier value',
        () => readPbn('[Event "#"]\n[Board "1"]\n', { file: 'h.pbn' }),
        /^h\.pbn line 1, field Event: tag Event says "#"/,
      ],
      [
        'two different Score tags in a game that has no ScoreTable',
        () =>
          readPbn('[Board "1"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n[Score "NS 420"]\n[Score "NS 450"]\n', {
            file: 'd.pbn',
          }),
        /^d\.pbn line 6, field Score: tag Score is given 2 times with different values/,
      ],
      [
        'an unknown room',
        () =>
          readPbn('[Board "1"]\n[Room "Garden"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n', { file: 'r.pbn' }),
        /^r\.pbn line 2, field Room: 'Garden' is not a room/,
      ],
      [
        'a bad TotalScoreTable direction',
        () =>
          readPbn('[TotalScoreTable "PairId\\2R;Direction\\5R;TotalScoreMP\\5R"]\n 1 "X-Y" 10.0\n', { file: 't.pbn' }),
        /^t\.pbn line 2, field Direction: 'X-Y' is not a direction/,
      ],
    ];
    it.each(cases)('%s', (_name, fn, re) => {
      const e = inputErrorOf(fn);
      expect(e.message).toMatch(re);
      expect(e.source?.file).toBeDefined();
      expect(e.source?.line).toBeGreaterThan(0);
      expect(e.source?.field).toBeDefined();
    });
  });
});
