/**
 * The line mark: what a traveller line's ruling cell holds (a ruling, NP, CANCELLED, FORM B, or a penalty,
 * laws and a note alone), how it is printed, applied to a line, made from a Law decision, and read from a CSV
 * traveller.
 */
import {
  applyLineMark,
  entryLineMark,
  markOfDecision,
  parseLineMark,
  printLineMark,
  type LineMark,
} from '../../../src/engine/rulings/line-mark';
import { parseRuling, printRuling } from '../../../src/engine/rulings/notation';
import { fouledBoard } from '../../../src/engine/laws/law87/decision';
import { decide, flowOptionsFor } from '../../../src/engine/rulings/flows';
import { law15B } from '../../../src/engine/laws/law15';
import { readCsv } from '../../../src/engine/io/csv';
import { scoreEvent } from '../../../src/engine/scoring/session';
import { getPreset } from '../../../src/engine/presets';
import { BridgeInputError, type TravellerEntry } from '../../../src/engine/model/types';

const ctx = { board: 1 };

describe('parseLineMark: the forms', () => {
  it.each<[string, LineMark, string]>([
    ['NP', { status: 'notPlayed' }, 'NP'],
    ['np', { status: 'notPlayed' }, 'NP'],
    ['Not  Played', { status: 'notPlayed' }, 'NP'],
    ['notplayed', { status: 'notPlayed' }, 'NP'],
    ['CANCELLED', { status: 'cancelled' }, 'CANCELLED'],
    ['canceled', { status: 'cancelled' }, 'CANCELLED'],
    ['Canc', { status: 'cancelled' }, 'CANCELLED'],
    ['FORM B', { form: 'B' }, 'FORM B'],
    ['form b2', { form: 'b2' }, 'FORM b2'],
    ['PP EW 25%', { penalties: [{ direction: 'EW', amount: 25, unit: 'pctTop' }] }, 'PP EW 25%'],
    ['PP EW 25% L90', { penalties: [{ direction: 'EW', amount: 25, unit: 'pctTop' }], laws: ['90'] }, 'PP EW 25% L90'],
    ['L16B "hesitation, no damage"', { laws: ['16B'], note: 'hesitation, no damage' }, 'L16B "hesitation, no damage"'],
    ['"a note alone"', { note: 'a note alone' }, '"a note alone"'],
    ['fault NS', { fault: 'NS' }, 'fault NS'],
    ['NP L15B "no time left"', { status: 'notPlayed', laws: ['15B'], note: 'no time left' }, 'NP L15B "no time left"'],
    [
      'cancelled fault both L86B2a',
      { status: 'cancelled', laws: ['86B2(a)'], fault: 'both' },
      'CANCELLED L86B2a fault both',
    ],
    [
      'FORM B PP NS 2 MP L87B',
      { form: 'B', penalties: [{ direction: 'NS', amount: 2, unit: 'mp' }], laws: ['87B'] },
      'FORM B PP NS 2MP L87B',
    ],
    [
      'PP EW 3IMP player 17',
      { penalties: [{ direction: 'EW', amount: 3, unit: 'imp', player: '17' }] },
      'PP EW 3IMP player 17',
    ],
    ['', {}, ''],
    ['   ', {}, ''],
  ])('%j', (text, mark, printed) => {
    expect(parseLineMark(text, ctx)).toEqual(mark);
    expect(printLineMark(mark)).toBe(printed);
    expect(parseLineMark(printed, ctx)).toEqual(mark);
  });

  it.each([
    'A60/40',
    'A6040 PP EW 10%',
    '4S= N',
    'NS 620',
    '70% 3NT+1 N; 30% 3NT= N',
    'NS: A+ | EW: A- L12C2a',
    'PASS',
  ])('a ruling %j is the notation’s, read and printed unchanged', (text) => {
    const mark = parseLineMark(text, ctx);
    expect(mark).toEqual({ ruling: parseRuling(text, ctx) });
    expect(printLineMark(mark)).toBe(printRuling(parseRuling(text, ctx)));
  });
});

describe('parseLineMark: malformed text names the text and how to write it', () => {
  it.each([
    ['XYZ', /ruling 'XYZ': 'XYZ' is not a ruling, NP, CANCELLED or FORM; write a ruling .*NP, CANCELLED, 'FORM B'/],
    ['NP 4S= N', /ruling 'NP 4S= N': '4S=' after 'NP' is not understood; after it write only 'PP …'/],
    ['FORM', /ruling 'FORM': FORM needs the label of the changed form; write e.g. 'FORM B'/],
    ['FORM B A+', /'A\+' after 'FORM B' is not understood/],
    ['NP NP', /'NP' after 'NP' is not understood/],
    ['CANCELLED PP EW', /the procedural penalty on EW has no amount/],
    ['PP XX 25%', /'XX' is not a side for a procedural penalty/],
    ['PP EW 25% 4S= N', /'4S=' after the penalties or laws is not understood/],
    ['NP "open', /the note is not closed or is not last/],
    ['NP fault maybe', /'maybe' is not who was at fault/],
  ])('%j', (text, message) => {
    expect(() => parseLineMark(text, ctx)).toThrow(BridgeInputError);
    expect(() => parseLineMark(text, ctx)).toThrow(message);
  });

  it('names the place the text came from', () => {
    expect(() => parseLineMark('NP 3', { board: 2, source: { file: 't.csv', line: 7, field: 'ruling' } })).toThrow(
      /\(file t\.csv, line 7, field ruling\)/,
    );
  });

  it('text that is not a string is refused', () => {
    expect(() => parseLineMark(42 as unknown as string)).toThrow(/ruling '42' is not text/);
  });
});

describe('printLineMark refuses a mark that cannot be written in one cell', () => {
  it.each<[LineMark, RegExp]>([
    [{ ruling: parseRuling('A+'), status: 'cancelled' }, /with a ruling cannot also have status/],
    [{ ruling: parseRuling('A+'), penalties: [{ direction: 'NS', amount: 1, unit: 'mp' }] }, /penalties/],
    [{ status: 'notPlayed', form: 'B' }, /notPlayed has no form/],
    [{ form: '' }, /the correct form has no label/],
    [{ form: 'B 2' }, /one word/],
    [{ status: 'ruled' as 'cancelled' }, /status 'ruled' cannot be written/],
    [{ penalties: [{ direction: 'EW', amount: 0, unit: 'mp' }] }, /not a positive amount/],
  ])('%j', (mark, message) => {
    expect(() => printLineMark(mark)).toThrow(BridgeInputError);
    expect(() => printLineMark(mark)).toThrow(message);
  });
});

describe('applyLineMark and entryLineMark', () => {
  const played: TravellerEntry = { board: 3, table: 2, ns: '2', ew: '5', scoreNS: 420, status: 'played' };

  it('a ruling makes the line ruled and keeps the table result', () => {
    const e = applyLineMark(played, parseLineMark('A60/40', { board: 3 }));
    expect(e).toMatchObject({ status: 'ruled', scoreNS: 420, ruling: { ns: { kind: 'artificial', percent: 60 } } });
    expect(entryLineMark(e)).toEqual({ ruling: e.ruling });
  });

  it('NP and CANCELLED set the status and drop any ruling; the input line is not changed', () => {
    const ruled = applyLineMark(played, parseLineMark('A+', { board: 3 }));
    const np = applyLineMark(ruled, parseLineMark('NP'));
    expect(np.status).toBe('notPlayed');
    expect(np.ruling).toBeUndefined();
    expect(ruled.ruling).toBeDefined();
    expect(applyLineMark(played, { status: 'cancelled' }).status).toBe('cancelled');
    expect(entryLineMark(np)).toEqual({ status: 'notPlayed' });
  });

  it('a mark without a ruling puts a ruled line back to played (or pending without a score)', () => {
    const ruled = applyLineMark(played, parseLineMark('A+', { board: 3 }));
    expect(applyLineMark(ruled, {}).status).toBe('played');
    const waiting: TravellerEntry = { board: 3, status: 'ruled', ruling: parseRuling('A+') };
    expect(applyLineMark(waiting, { laws: ['16B'] }).status).toBe('pending');
  });

  it('FORM sets the form; without FORM the line keeps its form (a CSV form column)', () => {
    expect(applyLineMark(played, { form: 'B' })).toMatchObject({ status: 'played', form: 'B' });
    expect(applyLineMark({ ...played, form: 'C' }, { laws: ['87B'] }).form).toBe('C');
  });

  it('penalties without a ruling go to the line; a ruling carries its own', () => {
    const pen = applyLineMark(played, parseLineMark('PP EW 25%'));
    expect(pen).toMatchObject({ status: 'played', penalties: [{ direction: 'EW', amount: 25, unit: 'pctTop' }] });
    expect(entryLineMark(pen)).toEqual({ penalties: pen.penalties });
    const ruled = applyLineMark(pen, parseLineMark('A+ PP NS 1MP'));
    expect(ruled.penalties).toBeUndefined();
    expect(ruled.ruling?.penalties).toEqual([{ direction: 'NS', amount: 1, unit: 'mp' }]);
  });

  it('an inconsistent mark is refused with the line named', () => {
    const at: TravellerEntry = { ...played, source: { file: 'Travellers', row: 9 } };
    expect(() => applyLineMark(at, { status: 'notPlayed', form: 'B' })).toThrow(/cannot be applied.*row 9/);
  });
});

describe('markOfDecision: every decision becomes cell text', () => {
  it('a ruling is written as the ruling; penalties of the decision join it', () => {
    const ruling = parseRuling('A-/A+ L12C2a', ctx);
    expect(markOfDecision({ ruling, laws: ['12C2(a)'] })).toEqual({ ruling });
    const withPen = markOfDecision({ ruling, penalties: [{ direction: 'NS', amount: 10, unit: 'pctTop' }] });
    expect(printLineMark(withPen)).toBe('A-/A+ PP NS 10% L12C2a');
  });

  it('Law 15B1: the result is cancelled and the deprived contestants get an artificial score: the ruling alone', () => {
    const d = law15B({
      event: 'pairs',
      anyPlayerAlreadyPlayed: true,
      correctBoardLater: true,
      deprived: parseRuling('A+/A+', ctx),
    });
    expect(d.statusChange).toEqual({ status: 'cancelled' });
    expect(printLineMark(markOfDecision(d))).toBe('A+/A+ L15B1 L15B3');
  });

  it('a fouled board: form B with its laws; the correct form is no mark but its laws', () => {
    expect(printLineMark(markOfDecision(fouledBoard({ rulebook: 2017, form: 'B' })))).toBe('FORM B L87A L87B');
    expect(printLineMark(markOfDecision(fouledBoard({ rulebook: 'preferans', form: 'B' })))).toBe('FORM B §10А §10Б');
    expect(markOfDecision(fouledBoard({ rulebook: 2017, form: '' }))).toEqual({ laws: ['87A', '87B'] });
  });

  it('not played, cancelled and a penalty alone, with fault', () => {
    expect(markOfDecision({ statusChange: { status: 'notPlayed' }, laws: [] })).toEqual({ status: 'notPlayed' });
    expect(
      printLineMark(markOfDecision({ statusChange: { status: 'cancelled' }, laws: ['86B2(a)'], fault: 'none' })),
    ).toBe('CANCELLED L86B2a fault none');
    expect(
      printLineMark(
        markOfDecision({ laws: ['90'], penalties: [{ direction: 'EW', amount: 25, unit: 'pctTop' }], fault: 'EW' }),
      ),
    ).toBe('PP EW 25% L90 fault EW');
  });

  it('a decision that cannot be written in one cell is refused', () => {
    const ruling = parseRuling('A+', ctx);
    expect(() => markOfDecision({ ruling, statusChange: { form: 'B' } })).toThrow(/both a ruling and form 'B'/);
    expect(() => markOfDecision({ statusChange: { status: 'ruled' } })).toThrow(/ruled but gives no ruling/);
    expect(() => markOfDecision({ statusChange: { status: 'cancelled', form: 'B' } })).toThrow(/also gives it form/);
  });

  it('the director flow: a penalty alone on a standing score becomes "PP …" text', () => {
    const options = flowOptionsFor(getPreset('wbf'), { kind: 'pairs', form: 'mp' });
    const d = decide(
      {
        attention: 'player',
        calledAtOnce: 'yes',
        ownSide: 'no',
        actedBeforeExplained: 'no',
        playersRectified: 'no',
        premature: 'no',
        choiceOffered: 'no',
        what: 'fouled',
        formGroup: 'changed',
        formLabel: 'B',
        penalty: 'yes',
        penaltySide: 'EW',
        penaltyAmount: 25,
        penaltyUnit: 'pctTop',
      },
      options,
      { board: 1 },
    );
    expect(d.complete).toBe(true);
    expect(printLineMark(markOfDecision(d))).toBe('FORM B PP EW 25% L87A L87B');
  });
});

describe('CSV traveller: the ruling column holds a line mark', () => {
  const head = 'board,table,ns,ew,contract,declarer,result,score_ns,ruling';
  const csv = (rows: string[], header = head) => readCsv([header, ...rows].join('\n'), { file: 't.csv' });

  it('NP, CANCELLED, FORM B and a penalty alone', () => {
    const r = csv([
      '1,1,1,4,4S,N,=,,',
      '1,2,2,5,4S,N,+1,,PP EW 25%',
      '1,3,3,6,,,,,NP',
      '1,4,7,8,4S,N,-1,,CANCELLED L15B1',
      '1,5,9,10,4S,N,-2,,FORM B L87B',
    ]);
    const [a, b, c, d, e] = r.event.entries;
    expect(a).toMatchObject({ status: 'played', scoreNS: 420 });
    expect(b).toMatchObject({ status: 'played', scoreNS: 450, penalties: [{ direction: 'EW', amount: 25 }] });
    expect(c.status).toBe('notPlayed');
    expect(d).toMatchObject({ status: 'cancelled', scoreNS: -50 });
    expect(d.ruling).toBeUndefined();
    expect(e).toMatchObject({ status: 'played', form: 'B', scoreNS: -100 });
  });

  it('the form column and a FORM mark: the same is fine, different is an error naming line and field', () => {
    const h = `${head},form`;
    expect(csv(['1,1,1,4,4S,N,=,,FORM B,B'], h).event.entries[0].form).toBe('B');
    expect(csv(['1,1,1,4,4S,N,=,,L87B,B'], h).event.entries[0].form).toBe('B');
    expect(() => csv(['1,1,1,4,4S,N,=,,FORM B,C'], h)).toThrow(
      /t\.csv line 2, field ruling: the ruling says 'FORM B' but the form column says 'C'/,
    );
  });

  it('a bad mark names the line and the field', () => {
    expect(() => csv(['1,1,1,4,4S,N,=,,NP 3'])).toThrow(/t\.csv line 2, field ruling: ruling 'NP 3'/);
  });

  it('scored: NP leaves the board out of both totals; the penalty comes off the EW pair', () => {
    // E = 3 (board 2 has three results; the NP line does not count). Board 1: +420 (1v4) and +450 (2v5), two
    // results factored to E = 3 (Neuberg, F = (M + 1)·3/2 − 1): EW of +450 has M 0 → 0.5, on the field's top
    // 2 × (3 − 1) = 4. Board 2: +100 / +50 / −50, top 4: EW of +50 (pair 5) 2. Pair 5: 0.5 + 2 = 2.5, less
    // 25 % of board 1's top 4 = 1 → 1.5 of 8 = 18.75 %. Pair 3 played board 2 only: 0 of 4 = 0 %; pair 6 4 of 4.
    const r = csv([
      '1,1,1,4,4S,N,=,,',
      '1,2,2,5,4S,N,+1,,PP EW 25%',
      '1,3,3,6,,,,,NP',
      '2,1,1,4,,,,100,',
      '2,2,2,5,,,,50,',
      '2,3,3,6,,,,-50,',
    ]);
    const t = Object.fromEntries(scoreEvent(r.event, getPreset('wbf')).totals.map((x) => [x.id, x]));
    expect(t['5']).toMatchObject({ total: 1.5, penalty: 1, percent: 18.75, boardsPlayed: 2 });
    expect(t['3']).toMatchObject({ total: 0, percent: 0, boardsPlayed: 1 });
    expect(t['6']).toMatchObject({ total: 4, percent: 100, boardsPlayed: 1 });
    expect(t['2'].penalty).toBeUndefined();
  });
});
