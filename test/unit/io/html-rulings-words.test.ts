/**
 * The printable page shows rulings as sentences in the page's language, never the scorer's notation (law
 * tokens like L12C1c, "fault EW", "step=answer"): the traveller's ruling column, the Rulings section and the
 * logged answers (printed as the flow's questions and answers).
 */
import { readCsv } from '../../../src/engine/io/csv';
import { writeHtml } from '../../../src/engine/io/writers/html';
import { flowOptionsFor } from '../../../src/engine/rulings/flows/options';
import { PRESETS } from '../../../src/engine/presets';
import { flowText } from '../../../src/engine/i18n';
import { TRAVELLER_FIELDS } from '../../../src/engine/model/traveller-columns';

const NOTATION = /\bL\d+[A-Z]\d*[a-z]?\b|\bfault (NS|EW)\b|\b\w+=\w+/;

// Board 1, nobody vulnerable: a weighted ruling at table 2 (60 % 4S= N, 40 % 4S-1 N; EW at fault, Law 12C1(c)).
const HEADER = TRAVELLER_FIELDS.join(',');
const CSV = `${HEADER}
1,1,1,1,11,4S,N,HA,=,,
1,2,1,2,12,4S,N,HA,+1,,60% 4S= N; 40% 4S-1 N L12C1c fault EW
1,3,1,3,13,3NT,S,S5,+1,,
`;

describe('printable page: rulings in words', () => {
  const event = readCsv(CSV, { file: 'r.csv' }).event;
  const log = [
    {
      id: 1,
      board: 1,
      table: 2,
      director: 'TD',
      laws: '12C1(c)',
      // An older log line: the answers as "step=answer".
      answers: 'attention=player; ownSide=no; calledAtOnce=yes; what=damage; offenders=EW; method=weighted',
      rulingAfter: '60% 4S= N; 40% 4S-1 N L12C1c fault EW',
      status: 'applied',
    },
  ];
  const flowOptions = flowOptionsFor(PRESETS.wbf, { kind: 'pairs', form: 'mp' });
  for (const lang of ['en', 'pl', 'ru'] as const) {
    test(`${lang}: no notation in the page's rulings`, () => {
      const html = writeHtml(event, {}, { lang, rulingsLog: log, flowOptions });
      const rulings = html.slice(html.indexOf('<section class="rulings">'));
      expect(rulings.match(NOTATION)?.[0]).toBeUndefined();
      // The page's body (its head's viewport meta, width=device-width, is not a ruling).
      const travellers = html.slice(html.indexOf('<body'), html.indexOf('<section class="rulings">'));
      expect(travellers.match(NOTATION)?.[0]).toBeUndefined();
      // The weighted parts in words: 4♠ and the 60 % / 40 % of Law 12C1(c).
      expect(rulings).toContain('4♠');
      expect(rulings).toMatch(/60\s?%/);
      expect(rulings).toMatch(/40\s?%/);
    });
  }
  test('the older answers line is printed as the questions asked, in the page language', () => {
    const en = writeHtml(event, {}, { lang: 'en', rulingsLog: log, flowOptions });
    const pl = writeHtml(event, {}, { lang: 'pl', rulingsLog: log, flowOptions });
    // Each question on its own line, in the page's words (the flow's own question texts).
    expect(en).toContain(flowText('en', 'q.what').replace(/'/g, '&#39;').slice(0, 20));
    expect(pl).toContain(flowText('pl', 'q.what').slice(0, 20));
    expect(en).toMatch(/<br\/>/);
  });
});
