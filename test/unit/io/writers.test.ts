/** Writers: read → write → read gives the same travellers and rulings, in PBN, USEBIO and CSV. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readResultsFile } from '../../../src/engine/io/detect';
import { readCsv } from '../../../src/engine/io/csv';
import { readPbn } from '../../../src/engine/io/pbn';
import { readUsebio } from '../../../src/engine/io/usebio';
import { writeCsv } from '../../../src/engine/io/writers/csv';
import { writeHtml } from '../../../src/engine/io/writers/html';
import { handsOf, writeUsebio } from '../../../src/engine/io/writers/usebio';
import { writePbn } from '../../../src/engine/io/writers/pbn';
import type { EventData, TravellerEntry } from '../../../src/engine/model/types';
import { TRAVELLER_FIELDS } from '../../../src/engine/model/traveller-columns';
import { describeWhen } from '../../shared-data';
import { scoreEvent } from '../../../src/engine/scoring/session';
import { getPreset } from '../../../src/engine/presets';

const essentials = (e: TravellerEntry) => {
  const { source: _s, ...rest } = e;
  return rest;
};

// Board 1 None, board 2 NS vulnerable. Every kind of line, every kind of ruling the notation has.
const HEADER = TRAVELLER_FIELDS.join(',');
const CSV = `${HEADER},form
1,1,1,1NS,1EW,4S,N,HA,=,,,
1,2,1,2NS,2EW,PASS,,,,,,
1,3,1,3NS,3EW,,,,,-50,,
1,4,1,4NS,4EW,NP,,,,,,
1,5,1,5NS,5EW,,,,,,,
1,6,1,6NS,6EW,,,,,,A+/A-,
1,7,1,7NS,7EW,,,,,,A60/40,
1,8,1,8NS,8EW,3NT,S,,+1,,NS: 4S= N | EW: 4S+1 N,
2,1,2,1NS,2EW,4H,S,,-1,,70% 4H= S; 30% 4H-1 S L12C1c,
2,2,2,2NS,3EW,4H,S,,=,,A+/A+ PP EW 25% fault outside "board fouled",B
2,3,2,3NS,4EW,,,,,,+3/-3 IMP,
`;

function roundTrips(event: EventData) {
  const viaPbn = readPbn(writePbn({ event }), { file: 'w.pbn' }).event;
  const viaUsebio = readUsebio(writeUsebio({ event }), { file: 'w.xml' }).event;
  const viaCsv = readCsv(writeCsv(event), { file: 'w.csv' }).event;
  return { viaPbn, viaUsebio, viaCsv };
}

describe('round trips', () => {
  const event = readCsv(CSV, { file: 'r.csv' }).event;

  it('the CSV has every kind of line', () => {
    expect(event.entries.map((e) => e.status)).toEqual([
      'played',
      'played',
      'played',
      'notPlayed',
      'pending',
      'ruled',
      'ruled',
      'ruled',
      'ruled',
      'ruled',
      'ruled',
    ]);
  });

  it.each(['viaPbn', 'viaUsebio', 'viaCsv'] as const)('%s gives back the same travellers and rulings', (via) => {
    const again = roundTrips(event)[via];
    expect(again.entries.map(essentials)).toEqual(event.entries.map(essentials));
  });

  it('a team match round-trips through PBN rooms', () => {
    const teams = readPbn(
      `[HomeTeam "A"]\n[VisitTeam "B"]\n[Board "1"]\n[Room "Open"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n[Score "NS 420"]\n\n[Board "1"]\n[Room "Closed"]\n[Ruling "A-/A+"]\n`,
      { file: 't.pbn' },
    ).event;
    const again = readPbn(writePbn({ event: teams }), { file: 'w.pbn' }).event;
    expect(again.kind).toBe('teams');
    expect(again.entries.map(essentials)).toEqual(teams.entries.map(essentials));
  });

  it('refuses to write a team match as USEBIO', () => {
    expect(() => writeUsebio({ event: { kind: 'teams', form: 'imp', contestants: [], entries: [] } })).toThrow(/team/);
  });
});

describe('writers', () => {
  it('USEBIO escapes text and keeps the deal', () => {
    const event: EventData = {
      kind: 'pairs',
      form: 'mp',
      title: 'Club <A> & "B"',
      contestants: [{ id: '1', names: ['Ann & Bob'] }, { id: '2' }],
      entries: [{ board: 1, ns: '1', ew: '2', status: 'played', scoreNS: 420 }],
    };
    const deal = 'N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765';
    const xml = writeUsebio({ event, boardInfo: { 1: { deal } } });
    expect(xml).toContain('<EVENT_DESCRIPTION>Club &lt;A&gt; &amp; &quot;B&quot;</EVENT_DESCRIPTION>');
    const back = readUsebio(xml, { file: 'w.xml' });
    expect(back.event.title).toBe('Club <A> & "B"');
    expect(back.event.contestants[0].names).toEqual(['Ann & Bob']);
    expect(back.boardInfo[1].deal).toBe(deal);
    expect(handsOf('E:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765')?.N).toBe(
      '432.AKQJ.T98.765',
    );
  });

  it('HTML escapes names and shows the ranking', () => {
    const event: EventData = {
      kind: 'pairs',
      form: 'mp',
      title: 'A <b>',
      contestants: [{ id: '1', names: ['X<script>'] }],
      entries: [{ board: 1, ns: '1', ew: '2', status: 'played', scoreNS: 420 }],
    };
    const html = writeHtml(event, {
      entries: [{ mpNS: 2, mpEW: 0, pctNS: 100, pctEW: 0 }],
      totals: [{ id: '1', total: 2, percent: 100, boardsPlayed: 1, rank: 1, rankLabel: '1' }],
    });
    expect(html).toContain('<title>A &lt;b&gt;</title>');
    expect(html).toContain('X&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toMatch(/<td class="n">2\.00<\/td><td class="n">0\.00<\/td><td class="n">100\.00<\/td>/);
  });
});

describe("HTML of an individual whose side's players Law 12C2(c) parted", () => {
  // test/unit/workbook/individual-12c2c.test.ts works the event out: board 1 table 1 gives N 3.5 of 4 (87.5 %),
  // S 2.4 (60 %), E 1.6 (40 %), W 1.5 (37.5 %). The traveller's side cells name both players' figures, in the
  // page's decimal separator; board 1 table 2, whose players share their sides' figures, keeps one each.
  const csv = readFileSync(path.resolve(__dirname, '../../fixtures/individual/parted.csv'));
  const { event } = readResultsFile(csv, 'parted.csv');
  const score = scoreEvent(event, getPreset('wbf'));
  const scores = { entries: score.entries, boards: score.boards, totals: score.totals, preset: getPreset('wbf') };
  const cells = (html: string) =>
    [...html.matchAll(/<td class="n">([^<]*)<\/td>/g)].map((m) => m[1]).filter((t) => t.includes('/'));

  it.each([
    ['en', ['3.50 / 2.40', '1.60 / 1.50', '87.50 / 60.00', '40.00 / 37.50']],
    ['fr', ['3,50 / 2,40', '1,60 / 1,50', '87,50 / 60,00', '40,00 / 37,50']],
  ] as const)('%s: both players of each parted side', (lang, want) => {
    const html = writeHtml(event, scores, { lang });
    expect(cells(html)).toEqual(want);
    expect(html).toMatch(/<td class="n">3[.,]50<\/td><td class="n">0[.,]50<\/td><td class="n">87[.,]50<\/td>/);
  });

  it("PBN, whose figure fields hold one number each, writes the sides' figures; USEBIO refuses an individual", () => {
    const pbn = writePbn({ event }, scores);
    expect(pbn).not.toContain('3.50 / 2.40');
    expect(pbn).not.toContain('87.50 / 60.00');
    expect(() => writeUsebio({ event }, scores)).toThrow(/individual event/);
  });
});

const DATA = path.resolve(__dirname, '../../../../shared/data');
const maybe = describeWhen(existsSync(DATA), DATA);

maybe('round trips of the shared files', () => {
  it.each([
    'pbn/ffb-national-final-2022-session5.pbn',
    'pbn/bermuda-bowl-2015-swe-pol-seg.pbn',
    'usebio/mp_pairs_howell.xml',
    'usebio/mp_pairs_mitchell_04.xml',
    'usebio/butler_howell.xml',
  ])('%s → PBN, USEBIO, CSV → same travellers and rulings', (rel) => {
    const read = readResultsFile(readFileSync(path.join(DATA, rel)), path.basename(rel));
    const want = read.event.entries.map(essentials);
    const input = { event: read.event, boardInfo: read.boardInfo };
    expect(readPbn(writePbn(input), { file: 'w.pbn' }).event.entries.map(essentials)).toEqual(want);
    expect(readCsv(writeCsv(read.event), { file: 'w.csv' }).event.entries.map(essentials)).toEqual(want);
    if (read.event.kind !== 'teams') {
      const back = readUsebio(writeUsebio(input), { file: 'w.xml' });
      expect(back.event.entries.map(essentials)).toEqual(want);
      expect(back.event.contestants).toEqual(read.event.contestants);
    }
  });
});
