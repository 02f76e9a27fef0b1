/**
 * exportEvent: the one door for writing an event. Round trips through USEBIO, PBN and CSV give back the same
 * travellers and rulings; check finds nothing to differ in the written PBN and USEBIO; each format's notes say
 * what it cannot express for this event; the printable page has its ranking, travellers, charts and rulings.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { memoryIo } from '../../../../src/cli/io';
import { run } from '../../../../src/cli/run';
import { checkResults } from '../../../../src/engine/io/check';
import { readCsv } from '../../../../src/engine/io/csv';
import { readResultsFile } from '../../../../src/engine/io/detect';
import {
  EXPORT_FORMATS,
  exportBaseName,
  exportEvent,
  type ExportFormat,
  type ExportResult,
} from '../../../../src/engine/io/export';
import { lexPbn } from '../../../../src/engine/io/pbn';
import { NOTE_TEXT, type ExportNote } from '../../../../src/engine/io/writers/common';
import { HTML_LABELS, type RulingLogRecord } from '../../../../src/engine/io/writers/html';
import type { EventData, TravellerEntry } from '../../../../src/engine/model/types';
import { getPreset } from '../../../../src/engine/presets/index';
import { TRAVELLER_FIELDS } from '../../../../src/engine/model/traveller-columns';

const wbf = getPreset('wbf');

const essentials = (e: TravellerEntry) => {
  const { source: _s, ...rest } = e;
  return rest;
};

function readBack(r: ExportResult) {
  return readResultsFile(r.text, r.fileName);
}

function notesOf(r: ExportResult, code: ExportNote['code']): ExportNote[] {
  return r.notes.filter((n) => n.code === code);
}

/**
 * Board 1 (nobody vulnerable), board 2 (NS vulnerable), boards 3-4: every kind of line and ruling.
 * Board 1: 4S= N +420, 4S+1 N +450, pair 3 v 13 artificial A+/A- (no table score).
 * Board 2: 3NT= N +600, 3NT-1 N −100, pair 3 v 11 3NT+1 N +630.
 * Board 3: weighted 70 % 4H= S / 30 % 4H−1 S over a played 4H−1 (−50 NV... board 3 is EW vulnerable: −50),
 *   a split ruling over 3NT+1 S (+430), an assigned 4S= N, A60/40, not played, pending.
 * Board 4 (both vulnerable): Ave+ to both with a penalty and a note in form B, a second form-B result, and a
 *   correct-form result.
 */
const HEADER = TRAVELLER_FIELDS.join(',');
const CSV = `${HEADER},form
1,1,1,1,11,4S,N,HA,=,,,
1,2,1,2,12,4S,N,,+1,,,
1,3,1,3,13,,,,,,A+/A-,
2,1,2,1,12,3NT,N,,=,,,
2,2,2,2,13,3NT,N,,-1,,,
2,3,2,3,11,3NT,N,,+1,,,
3,1,3,1,13,4H,S,,-1,,70% 4H= S; 30% 4H-1 S L12C1c,
3,2,3,2,11,3NT,S,,+1,,NS: 4S= N | EW: 4S+1 N L12C1e,
3,3,3,3,12,2S,N,,=,,4S= N L16B,
3,4,3,4,14,,,,,,A60/40,
3,5,3,5,15,NP,,,,,,
3,6,3,6,16,,,,,,,
4,1,4,1,14,4H,S,,=,,A+/A+ PP EW 25% fault outside "board fouled",B
4,2,4,2,15,4H,S,,+1,,,B
4,3,4,3,16,3H,S,,+1,,,
`;

function sample(): EventData {
  const e = readCsv(CSV, { file: 'sample.csv' }).event;
  e.title = 'Club pairs (sample)';
  return e;
}

describe('exportEvent round trips', () => {
  const event = sample();
  const want = event.entries.map(essentials);

  it('the sample has every kind of line', () => {
    expect(new Set(event.entries.map((e) => e.status))).toEqual(new Set(['played', 'ruled', 'notPlayed', 'pending']));
    const kinds = event.entries.flatMap((e) => (e.ruling ? [e.ruling.ns.kind, e.ruling.ew.kind] : []));
    expect(new Set(kinds)).toEqual(new Set(['artificial', 'weighted', 'assigned']));
  });

  it.each(['usebio', 'pbn', 'csv'] as const)(
    '%s: exporting and importing gives the same travellers and rulings',
    (format) => {
      const r = exportEvent(event, { format, preset: wbf });
      const back = readBack(r);
      expect(back.format).toBe(format);
      expect(back.event.entries.map(essentials)).toEqual(want);
      expect(back.event.title).toBe(format === 'csv' ? undefined : 'Club pairs (sample)');
    },
  );

  it.each(['usebio', 'pbn'] as const)('%s: check on the exported file finds 0 differences', (format) => {
    const r = exportEvent(event, { format, preset: wbf });
    const back = readBack(r);
    const report = checkResults(back, wbf);
    expect(report.differences).toEqual([]);
    // Every line with a score carries its figures, and every pair its total, percentage and rank.
    expect(report.checked).toBeGreaterThan(40);
  });

  it('file names and types follow the format', () => {
    const names = EXPORT_FORMATS.map((f) => exportEvent(event, { format: f, preset: wbf }).fileName);
    expect(names).toEqual([
      'Club-pairs-sample.xml',
      'Club-pairs-sample.pbn',
      'Club-pairs-sample.csv',
      'Club-pairs-sample.html',
    ]);
    expect(exportEvent(event, { format: 'usebio', preset: wbf }).mime).toMatch(/^application\/xml/);
    expect(exportEvent(event, { format: 'html', preset: wbf, baseName: 'x' }).fileName).toBe('x.html');
    expect(exportBaseName('Łódź — wtorek 3/5')).toBe('Łodz-wtorek-3-5');
    expect(exportBaseName('  ')).toBe('results');
  });

  it('a team match is refused as USEBIO, and a format that does not exist is refused', () => {
    const teams: EventData = { kind: 'teams', form: 'imp', contestants: [], entries: [] };
    expect(() => exportEvent(teams, { format: 'usebio', preset: wbf })).toThrow(
      /team match cannot be written as USEBIO/,
    );
    expect(() => exportEvent(event, { format: 'xls' as ExportFormat, preset: wbf })).toThrow(/'xls' is not an export/);
  });

  it('an individual event (players by seat) round-trips through PBN and CSV; USEBIO refuses it', () => {
    const ind: EventData = {
      kind: 'individual',
      form: 'mp',
      contestants: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => ({ id })),
      entries: [
        {
          board: 1,
          table: 1,
          players: { N: 'a', E: 'b', S: 'c', W: 'd' },
          status: 'played',
          scoreNS: 420,
          played: { contract: { level: 4, strain: 'S', risk: '' }, declarer: 'N', tricks: 10 },
        },
        {
          board: 1,
          table: 2,
          players: { N: 'e', E: 'f', S: 'g', W: 'h' },
          status: 'played',
          scoreNS: 450,
          played: { contract: { level: 4, strain: 'S', risk: '' }, declarer: 'N', tricks: 11 },
        },
      ],
    };
    for (const format of ['pbn', 'csv'] as const) {
      const back = readBack(exportEvent(ind, { format, preset: wbf }));
      expect([format, back.event.entries.map(essentials)]).toEqual([format, ind.entries]);
    }
    expect(() => exportEvent(ind, { format: 'usebio', preset: wbf })).toThrow(/individual/);
  });
});

describe('what each format cannot express (notes)', () => {
  const event = sample();
  const usebio = exportEvent(event, { format: 'usebio', preset: wbf });
  const pbn = exportEvent(event, { format: 'pbn', preset: wbf });
  const csv = exportEvent(event, { format: 'csv', preset: wbf });
  const html = exportEvent(event, { format: 'html', preset: wbf });

  it('USEBIO: an average-plus without a figure is written as A6040 and the note gives the session figure', () => {
    // E = 5 results (board 3: weighted, split, assigned, A60/40 and the pending line; NP is no result), top 8;
    // WBF factors every board (Neuberg: F = (M + 1)·5/A − 1).
    // Pair 3 (NS) gets Ave+ on board 1. Its other boards:
    //   board 2, +630 against +600 and -100: M = 4 of 4, A = 3 → (4 + 1)·5/3 − 1 = 22/3 of 8 = 91.667 %;
    //   board 3, assigned +420 against the weighted 0.7 × +420 / 0.3 × −50 (0.7 tie + 0.3 beat = 1.3) and the
    //     split's NS side +420 (tie, 1): M = 2.3, A = 3 → (3.3)·5/3 − 1 = 4.5 of 8 = 56.25 %;
    //   board 4, its correct-form result is the only one in that form: artificial (WBF), left out.
    // Law 12C2(c): (91.667 + 56.25)/2 = 73.958 % is above 60 %, so Ave+ is scored at 73.96 %.
    // Pair 13 (EW) gets Ave-: its other boards average above 40 % (board 2: 91.667 %), so it keeps 40 %.
    const [n] = notesOf(usebio, 'artificial-fixed-or-session');
    expect(n).toMatchObject({
      board: 1,
      table: 3,
      params: { ruling: 'A+/A-', field: 'SCORE', code: 'A6040', ns: '73.96 %', ew: '40 %' },
    });
    expect(n.message).toMatch(/^board 1, table 3: 'A\+\/A-' is written as SCORE A6040\. USEBIO cannot tell/);
    expect(usebio.text).toMatch(/<SCORE>A6040<\/SCORE>\s*<RULING>A\+\/A-<\/RULING>/);
    // A60/40 is an explicit figure: A6040 says all of it, no note and no RULING. Board 4 table 1 (A+/A+ beside
    // its table result 4S= N, +620) is written as a code too, the contract keeping the table result readable.
    expect(notesOf(usebio, 'artificial-fixed-or-session').map((x) => [x.board, x.table])).toEqual([
      [1, 3],
      [4, 1],
    ]);
    expect(usebio.text).toMatch(/<EW_PAIR_NUMBER>14<\/EW_PAIR_NUMBER>\s*<SCORE>A6040<\/SCORE>\s*<NS_MATCH_POINTS>/);
  });

  it('PBN: the same Ave+ is written A+ / A- and the note says the line is scored at 73.96 %', () => {
    const [n] = notesOf(pbn, 'artificial-session-figure');
    expect(n).toMatchObject({ board: 1, table: 3, params: { nsCell: 'A+', ewCell: 'A-', ns: '73.96 %', ew: '40 %' } });
    // A60/40 is scored at its own figure: no note.
    expect(notesOf(pbn, 'artificial-session-figure')).toHaveLength(1);
  });

  it('rulings in the project’s own field: the note says what other programs see instead', () => {
    const hidden = (r: ExportResult) =>
      notesOf(r, 'ruling-hidden-table-score').map((n) => [n.board, n.table, n.params.ruling, n.params.score]);
    const expected = [
      [3, 1, '70% 4H= S; 30% 4H-1 S L12C1c', '-50'],
      [3, 2, 'NS: 4S= N | EW: 4S+1 N L12C1e', '430'],
      [3, 3, '4S= N L16B', '110'],
    ];
    expect(hidden(usebio)).toEqual(expected);
    expect(hidden(pbn)).toEqual(expected);
    expect(notesOf(usebio, 'ruling-hidden-table-score')[0].message).toContain(
      'is in the field RULING, which other programs do not read: they see SCORE with the table result -50',
    );
    expect(notesOf(pbn, 'ruling-hidden-table-score')[0].params).toMatchObject({
      extension: 'Ruling',
      field: 'Score_NS/Score_EW',
    });
  });

  it('penalties, forms and lines without a result are noted; CSV says it has no computed figures', () => {
    for (const r of [usebio, pbn]) {
      expect(notesOf(r, 'penalty-not-in-format').map((n) => [n.board, n.table, n.params.penalty])).toEqual([
        [4, 1, 'PP EW 25%'],
      ]);
      expect(notesOf(r, 'forms-not-in-format').map((n) => [n.board, n.params.forms])).toEqual([[4, 2]]);
      expect(notesOf(r, 'pending-lines').map((n) => n.params)).toEqual([{ count: 1, boards: '3' }]);
    }
    expect(csv.notes.map((n) => n.code)).toEqual(['pending-lines', 'csv-no-figures']);
    expect(html.notes.map((n) => n.code)).toEqual(['pending-lines']);
  });

  it('every note code has an English text, and a message is that text filled in', () => {
    for (const r of [usebio, pbn, csv, html]) {
      for (const n of r.notes) {
        expect(NOTE_TEXT[n.code]).toBeDefined();
        expect(n.message).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('a cancelled result without a ruling is noted in USEBIO and PBN and kept in CSV', () => {
    const e = sample();
    e.entries[0] = { ...e.entries[0], status: 'cancelled' };
    expect(notesOf(exportEvent(e, { format: 'usebio', preset: wbf }), 'cancelled-not-in-format')).toHaveLength(1);
    expect(notesOf(exportEvent(e, { format: 'pbn', preset: wbf }), 'cancelled-not-in-format')).toHaveLength(1);
    const back = readBack(exportEvent(e, { format: 'csv', preset: wbf }));
    expect(back.event.entries[0].status).toBe('cancelled');
  });

  it('a penalty on a line whose score stands: kept in CSV and on the page, noted as not written in USEBIO and PBN', () => {
    const e = sample();
    e.entries[1] = { ...e.entries[1], penalties: [{ direction: 'EW', amount: 25, unit: 'pctTop' }] };
    for (const format of ['usebio', 'pbn'] as const) {
      const [n] = notesOf(exportEvent(e, { format, preset: wbf }), 'penalty-not-written');
      expect(n).toMatchObject({ board: 1, table: 2, params: { penalty: 'PP EW 25%' } });
    }
    const back = readBack(exportEvent(e, { format: 'csv', preset: wbf }));
    expect(back.event.entries[1].penalties).toEqual([{ direction: 'EW', amount: 25, unit: 'pctTop' }]);
    const { text } = exportEvent(e, { format: 'html', preset: wbf });
    expect(text).toMatch(
      /<tr class="ruling" data-board="1"><td class="n">1<\/td><td class="n">2<\/td><td>2<\/td><td>12<\/td><td>The score obtained at the table stands; procedural penalty of 25 per cent of a top to East–West<\/td>/,
    );
  });

  it('PBN says when names need letters beyond Latin-1', () => {
    const e = sample();
    e.contestants[0] = { ...e.contestants[0], names: ['Иван Петров', 'Zoë'] };
    const r = exportEvent(e, { format: 'pbn', preset: wbf });
    expect(notesOf(r, 'pbn-charset')[0].params.sample).toMatch(/И/);
    expect(notesOf(pbn, 'pbn-charset')).toEqual([]);
  });
});

describe('the written files', () => {
  const event = sample();

  it('USEBIO is well-formed XML with the elements a reader needs', () => {
    const r = exportEvent(event, { format: 'usebio', preset: wbf });
    expect(XMLValidator.validate(r.text)).toBe(true);
    const doc = new XMLParser({
      ignoreAttributes: false,
      isArray: (n) => ['PAIR', 'BOARD', 'TRAVELLER_LINE'].includes(n),
    }).parse(r.text);
    expect(doc.USEBIO['@_Version']).toBe('1.2');
    const ev = doc.USEBIO.EVENT;
    expect(ev['@_EVENT_TYPE']).toBe('MP_PAIRS');
    expect(ev.PROGRAM_NAME).toBe('bridge-scorer-excel (preset wbf)');
    expect(ev.PARTICIPANTS.PAIR).toHaveLength(event.contestants.length);
    expect(ev.PARTICIPANTS.PAIR[0]).toEqual(
      expect.objectContaining({ PAIR_NUMBER: 1, DIRECTION: 'NS', PLACE: expect.anything() }),
    );
    expect(ev.BOARD.map((b: { BOARD_NUMBER: number }) => b.BOARD_NUMBER)).toEqual([1, 2, 3, 4]);
    const line = ev.BOARD[0].TRAVELLER_LINE[0];
    expect(line).toMatchObject({
      TABLE_NUMBER: 1,
      NS_PAIR_NUMBER: 1,
      EW_PAIR_NUMBER: 11,
      CONTRACT: '4S',
      PLAYED_BY: 'N',
      TRICKS: 10,
      SCORE: 420,
    });
    // Board 1 without the artificial table: 420 and 450 factored from 2 results to E = 5 (WBF: Neuberg always).
    // 420: M = 0 → (0 + 1)·5/2 − 1 = 1.5 of a top of 8; EW 6.5.
    expect(line.NS_MATCH_POINTS).toBe(1.5);
    expect(line.EW_MATCH_POINTS).toBe(6.5);
  });

  it('PBN games start with the mandatory tags in the standard’s order and carry ScoreTable and TotalScoreTable', () => {
    const r = exportEvent(event, { format: 'pbn', preset: wbf });
    const doc = lexPbn(r.text, r.fileName);
    expect(doc.version).toBe('2.1');
    const MTS = [
      'Event',
      'Site',
      'Date',
      'Board',
      'West',
      'North',
      'East',
      'South',
      'Dealer',
      'Vulnerable',
      'Deal',
      'Scoring',
      'Declarer',
      'Contract',
      'Result',
    ];
    const boards = doc.games.filter((g) => g.tags.some((t) => t.name === 'Board'));
    expect(boards).toHaveLength(4);
    for (const g of boards) expect(g.tags.slice(0, 15).map((t) => t.name)).toEqual(MTS);
    const b2 = boards[1].tags;
    expect(Object.fromEntries(b2.slice(0, 15).map((t) => [t.name, t.value]))).toMatchObject({
      Event: 'Club pairs (sample)',
      Board: '2',
      Dealer: 'E',
      Vulnerable: 'NS',
      Scoring: 'MatchPoints',
      Contract: '',
    });
    const score = b2.find((t) => t.name === 'ScoreTable')!;
    expect(score.value.split(';')).toEqual([
      'Table\\2R',
      'Round\\2R',
      'PairId_NS\\2R',
      'PairId_EW\\2R',
      'Contract\\4L',
      'Declarer\\1R',
      'Result\\2R',
      'Lead\\3L',
      'Score_NS\\6R',
      'Score_EW\\6R',
      'MP_NS\\6R',
      'MP_EW\\6R',
      'Percentage_NS\\6R',
      'Percentage_EW\\6R',
      'Ruling\\20L',
      'Form\\4L',
    ]);
    // Board 2, three results factored to E = 5 (top 8): +630 M 4 → 5·5/3 − 1 = 22/3; +600 M 2 → 3·5/3 − 1 = 4;
    // -100 M 0 → 5/3 − 1 = 2/3 (written in Score_EW as 100). Printed as WBF prints them: 2 decimals
    // (2/3 → 0.67, 22/3 → 7.33, 100·(2/3)/8 = 8.33 %).
    expect(score.section.map((l) => l.text.trim())).toEqual([
      '1 2 1 12 3NT N 9 - 600 - 4.00 4.00 50.00 50.00 - -',
      '2 2 2 13 3NT N 8 - - 100 0.67 7.33 8.33 91.67 - -',
      '3 2 3 11 3NT N 10 - 630 - 7.33 0.67 91.67 8.33 - -',
    ]);
    const totals = doc.games.flatMap((g) => g.tags).find((t) => t.name === 'TotalScoreTable')!;
    expect(totals.value).toBe(
      'Rank\\3R;PairId\\3R;Direction\\5R;TotalScoreMP\\8R;TotalPercentage\\6R;NrBoards\\3R;Names\\40L',
    );
    expect(totals.section.length).toBe(event.contestants.length);
  });
});

describe('the printable page', () => {
  const event = sample();
  const parse = (text: string) => {
    expect(XMLValidator.validate(text)).toBe(true);
    return text;
  };

  it('has the ranking, one traveller and one chart per board, and the rulings with their laws', () => {
    const { text } = exportEvent(event, { format: 'html', preset: wbf });
    parse(text);
    expect(text).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    const h2 = [...text.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(h2).toEqual(['Ranking', 'Board 1', 'Board 2', 'Board 3', 'Board 4', 'Rulings']);
    expect(text.match(/<svg /g)).toHaveLength(4);
    expect(text.match(/<table class="traveller">/g)).toHaveLength(4);
    const rulings = [...text.matchAll(/<tr class="ruling" data-board="(\d+)">(.*)<\/tr>/g)].map((m) =>
      [...m[2].matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((c) => c[1]),
    );
    // Board, table, NS, EW, ruling, laws, note.
    // The ruling as a sentence (records are sentences, never notation; the notation stays in the CSV and PBN).
    expect(rulings).toEqual([
      ['1', '3', '3', '13', 'Artificial score: average-plus to North–South, average-minus to East–West', '', ''],
      ['3', '1', '1', '13', 'Weighted score: 70 % of 4♥ by South, made; 30 % of 4♥ by South, 1 down', '12C1(c)', ''],
      ['3', '2', '2', '11', '4♠ by North, made to North–South; 4♠ by North, 1 over to East–West', '12C1(e)', ''],
      ['3', '3', '3', '12', 'Assigned score: 4♠ by North, made', '16B', ''],
      [
        '3',
        '4',
        '4',
        '14',
        'Artificial score: average-plus (60 %) to North–South, average-minus (40 %) to East–West',
        '',
        '',
      ],
      [
        '4',
        '1',
        '1',
        '14',
        'Artificial score: average-plus to North–South, average-plus to East–West; procedural penalty of 25 per cent of a top to East–West; at fault: nobody at the table',
        '',
        'board fouled',
      ],
    ]);
    expect(text).toContain('<p class="meta">Scoring rules: WBF (Laws 2017)</p>');
    expect(text).toContain('@media print');
  });

  it('the chart counts a weighted ruling by its weights and leaves artificial scores out', () => {
    const { text } = exportEvent(event, { format: 'html', preset: wbf });
    const bars = (board: number) => {
      const svg = new RegExp(`<section class="board" id="board-${board}">[\\s\\S]*?</svg>`).exec(text)![0];
      return [...svg.matchAll(/data-score="(-?\d+)" data-count="([\d.]+)"/g)].map((m) => [Number(m[1]), Number(m[2])]);
    };
    // Board 1: the Ave+ table is out of the chart.
    expect(bars(1)).toEqual([
      [420, 1],
      [450, 1],
    ]);
    // Board 3: 0.7 at +420 (4H= S, EW vulnerable: NS not vulnerable) and 0.3 at -50 from the weighted ruling;
    // the split ruling shows NS's side (4S= N, +420); the assigned 4S= N (+420). NP, pending and A60/40: nothing.
    expect(bars(3)).toEqual([
      [-50, 0.3],
      [420, 2.7],
    ]);
  });

  it('speaks the five languages', () => {
    for (const lang of ['pl', 'nl', 'fr', 'ru'] as const) {
      const { text } = exportEvent(event, { format: 'html', preset: wbf, lang });
      parse(text);
      const L = HTML_LABELS[lang];
      expect(text).toContain(`<html lang="${lang}">`);
      expect(text).toContain(`<h2>${L.ranking}</h2>`);
      expect(text).toContain(`<h2>${L.board} 4</h2>`);
      expect(text).toContain(`<h2>${L.rulings}</h2>`);
    }
    // Polish prints a decimal comma: board 1's +420 is 1.5 MP (see the USEBIO test).
    expect(exportEvent(event, { format: 'html', preset: wbf, lang: 'pl' }).text).toContain(
      '<td class="n">420</td><td class="n">1,50</td><td class="n">6,50</td>',
    );
  });

  it('with the Rulings log, a ruling that stands shows its director, laws and answers', () => {
    const log: RulingLogRecord[] = [
      {
        id: 1,
        board: 3,
        table: 1,
        director: 'Old entry',
        laws: '12C1(c)',
        answers: 'superseded',
        rulingAfter: '4H= S',
        status: 'edited',
      },
      {
        id: 2,
        board: 3,
        table: 1,
        director: 'A. Director',
        laws: '16B; 12C1(c)',
        answers: 'hesitation; likely results',
        rulingAfter: '0.7 4H= S; 0.3 4H-1 S L12C1c',
        status: 'applied',
      },
      {
        id: 3,
        board: 3,
        table: 2,
        director: 'A. Director',
        laws: '12C1(e)',
        answers: 'x',
        rulingAfter: 'A+/A-',
        status: 'applied',
      },
    ];
    const { text } = exportEvent(event, { format: 'html', preset: wbf, rulingsLog: log });
    const row = /<tr class="ruling" data-board="3"><td class="n">3<\/td><td class="n">1<\/td>(.*)<\/tr>/.exec(text)![1];
    // The laws of the ruling and of the log, each once; the superseded line is not used.
    expect(row).toContain('<td class="laws">12C1(c), 16B</td><td>A. Director</td><td>hesitation; likely results</td>');
    // Table 2's log line wrote another ruling than the one standing: not used.
    const row2 = /<tr class="ruling" data-board="3"><td class="n">3<\/td><td class="n">2<\/td>(.*)<\/tr>/.exec(
      text,
    )![1];
    expect(row2).toContain('<td class="laws">12C1(e)</td><td></td><td></td>');
  });
});

describe('the command line calls the export', () => {
  it('convert prints the notes on stderr and writes the same text as exportEvent', () => {
    const io = memoryIo({ 'r.csv': CSV });
    expect(run(['convert', 'r.csv', '--to', 'usebio', '-o', 'out.xml'], io)).toBe(0);
    const direct = exportEvent(readCsv(CSV, { file: 'r.csv' }).event, { format: 'usebio', preset: wbf });
    expect(String(io.written['out.xml'])).toBe(direct.text);
    const notes = io.err.split('\n').filter((l) => l.startsWith('note: '));
    expect(notes).toEqual(direct.notes.map((n) => `note: ${n.message}`));
    expect(notes.length).toBeGreaterThan(5);
  });
});
