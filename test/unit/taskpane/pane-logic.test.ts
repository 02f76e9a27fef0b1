/**
 * The pane's own logic, without a browser: languages, the weights kept at 100 %, the frequency chart's bars,
 * the flow options a preset gives, the log's answers line, file formats and Office themes.
 */
import { getPreset } from '../../../src/engine/presets';
import { DIRECTOR_FLOW } from '../../../src/engine/rulings/flows';
import { flowOptionsFor, answersLine, answerText } from '../../../src/taskpane/flow';
import { LANGUAGES, format, pickLanguage, translator } from '../../../src/taskpane/i18n';
import { en } from '../../../src/taskpane/i18n/en';
import {
  addPart,
  partsOfLine,
  removePart,
  setWeight,
  totalOf,
  type Part,
} from '../../../src/taskpane/components/WeightedEditor';
import { frequencyBars } from '../../../src/taskpane/components/FrequencyChart';
import { readResultsFile } from '../../../src/taskpane/services';
import { isDarkOfficeTheme } from '../../../src/taskpane/mount';
import { DEFAULT_SETTINGS } from '../../../src/workbook/tables/settings';
import { flowText, flowTextKeys } from '../../../src/engine/i18n';

describe('languages', () => {
  test('Office display languages pick the pane language; others fall back to English', () => {
    expect(pickLanguage('pl-PL')).toBe('pl');
    expect(pickLanguage('nl-BE')).toBe('nl');
    expect(pickLanguage('fr-CA')).toBe('fr');
    expect(pickLanguage('ru')).toBe('ru');
    expect(pickLanguage('de-DE')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
  });

  test('every language has every text, with the same placeholders, none left in English by mistake', () => {
    const keys = Object.keys(en).sort();
    for (const [lang, strings] of Object.entries(LANGUAGES)) {
      expect(Object.keys(strings).sort()).toEqual(keys);
      for (const k of keys) {
        const ph = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect([lang, k, ph(strings[k as keyof typeof en])]).toEqual([lang, k, ph(en[k as keyof typeof en])]);
        expect(strings[k as keyof typeof en].trim()).not.toBe('');
      }
      if (lang !== 'en') {
        const same = keys.filter((k) => strings[k as keyof typeof en] === en[k as keyof typeof en]);
        // Only the product name, symbols (seat letters among them) and words spelled alike in both languages may
        // repeat the English text.
        const alike = same.filter(
          (k) =>
            !/^(Bridge Scorer|%|[NESW]|IMP|Mitchell|\{problem\}|Import|Tables|Table|Contract|Total|Teams|Percentages)$/.test(
              en[k as keyof typeof en],
            ),
        );
        expect([lang, alike]).toEqual([lang, []]);
      }
    }
  });

  test('placeholders are filled', () => {
    expect(format('Board {board}, table {table}', { board: 3, table: 7 })).toBe('Board 3, table 7');
    expect(translator('pl')('applied', { id: 4, board: 2, table: 5 })).toBe(
      'Orzeczenie #4 zastosowane: rozdanie 2, stół 5.',
    );
  });

  test('the flow texts the wizard shows exist in the five languages', () => {
    for (const lang of ['en', 'pl', 'nl', 'fr', 'ru'] as const) {
      for (const key of flowTextKeys(DIRECTOR_FLOW))
        expect([lang, key, flowText(lang, key) !== key]).toEqual([lang, key, true]);
    }
  });
});

describe('weights as typed', () => {
  const parts = (...w: number[]): Part[] => w.map((weight) => ({ weight, result: '' }));
  test('a typed weight stays as typed; only the part added last follows it', () => {
    // 100 → add → 50 / 50 (the new one follows) → 60 typed: the follower takes 100 − 60 = 40.
    expect(setWeight(addPart(parts(100)), 0, 60).map((p) => p.weight)).toEqual([60, 40]);
    // Three results: 17.14 typed, then 25 typed: the third takes 100 − 17.14 − 25 = 57.86 (never 0/100/0).
    let p = addPart(addPart(parts(100)));
    p = setWeight(p, 0, 17.14, '17.14');
    p = setWeight(p, 1, 25, '25');
    expect(p.map((x) => x.weight)).toEqual([17.14, 25, 57.86]);
    expect(p[0].text).toBe('17.14');
    // Typing into the follower makes it a typed weight: nothing else moves and the total shows 17.14 + 25 + 50.
    p = setWeight(p, 2, 50, '50');
    expect(p.map((x) => x.weight)).toEqual([17.14, 25, 50]);
    expect(totalOf(p)).toBe(92.14);
    // "17." while typing 17.14 keeps its text for the field.
    expect(setWeight(parts(50, 50), 0, 17, '17.')[0].text).toBe('17.');
    expect(setWeight(parts(100), 0, 40).map((x) => x.weight)).toEqual([100]);
  });
  test('adding halves the last weight, removing lets the last one left take the rest', () => {
    expect(addPart(parts(100)).map((p) => p.weight)).toEqual([50, 50]);
    expect(addPart(parts(70, 30)).map((p) => p.weight)).toEqual([70, 15, 15]);
    // 70 / 15 / 15 without the first: the last takes 100 − 15 = 85.
    expect(removePart(parts(70, 15, 15), 0).map((p) => p.weight)).toEqual([15, 85]);
  });
  test('one line of notation gives the parts', () => {
    // Board 1 (none vulnerable): 4H-1 W = NS +50, 2S+2 W = NS −170.
    expect(partsOfLine('60% 4H-1 W; 40% 2S+2 W', 1)).toEqual([
      { weight: 60, result: '4H-1 W' },
      { weight: 40, result: '2S+2 W' },
    ]);
    expect(() => partsOfLine('60% 4H-1 W; 30% 2S+2 W', 1)).toThrow(/100|90/);
    expect(() => partsOfLine('4H-1 W', 1)).toThrow(/weighted/);
  });
});

describe('frequency chart', () => {
  test('scores are grouped, best for N-S first, weighted parts count as fractions', () => {
    const bars = frequencyBars([
      { score: 420, count: 1 },
      { score: -50, count: 1 },
      { score: 420, count: 0.7, mine: true },
      { score: -50, count: 0.3, mine: true },
      { score: 450, count: 1 },
    ]);
    expect(bars).toEqual([
      { score: 450, count: 1, mine: 0 },
      { score: 420, count: 1.7, mine: 0.7 },
      { score: -50, count: 1.3, mine: 0.3 },
    ]);
  });
});

describe('flows', () => {
  test('the preset decides which questions are offered', () => {
    const s = { ...DEFAULT_SETTINGS };
    const wbf = flowOptionsFor(s, getPreset('wbf'));
    expect(wbf).toMatchObject({
      lawsEdition: 2017,
      allowsWeighting: true,
      offersLikelyProbable: false,
      preferans: false,
    });
    const pzbs = flowOptionsFor(s, getPreset('pzbs'));
    expect(pzbs).toMatchObject({ lawsEdition: 2007, offersLikelyProbable: true });
    const pref = flowOptionsFor({ ...s, kind: 'preferans' }, getPreset('ru-preferans'));
    expect(pref).toMatchObject({ preferans: true, eventKind: 'preferans' });
  });

  test('the answers are logged in the order asked, in the notation', () => {
    expect(
      answersLine(['attention', 'what', 'weightedResults', 'penalty'], {
        attention: 'player',
        what: 'damage',
        weightedResults: [
          { weight: 0.7, result: '4S= N' },
          { weight: 0.3, result: '4S-1 N' },
        ],
        penalty: 'no',
        offTheBranch: 'ignored',
      }),
    ).toBe('attention=player; what=damage; weightedResults=70% 4S= N; 30% 4S-1 N; penalty=no');
    expect(answerText({ ns: 620 })).toBe('NS 620');
    expect(answerText([{ likelihood: 'likely', result: '4S= N' }])).toBe('likely 4S= N');
  });
});

describe('files and themes', () => {
  test('files are read by the engine, whatever their format and encoding', async () => {
    const csv = 'board,ns,ew,contract,declarer,result,score_ns\n1,1,2,4S,N,=,\n1,3,4,4S,N,+1,\n';
    const traveller = await readResultsFile('upload', new TextEncoder().encode(csv));
    expect(traveller.format).toBe('csv');
    // Board 1: nobody vulnerable, 4S= by N is +420, 4S+1 is +450.
    expect(traveller.event.entries.map((e) => e.scoreNS)).toEqual([420, 450]);
    const protocol = 'deal,table,seat,player,score\n1,1,1,Ann,10\n1,2,1,Ola,-4\n';
    expect((await readResultsFile('p.csv', new TextEncoder().encode(protocol))).format).toBe('preferans-csv');
    // "Séance" in ISO-8859-1: é is the single byte 0xE9.
    const pbn = new Uint8Array([
      ...new TextEncoder().encode('[Event "S'),
      0xe9,
      ...new TextEncoder().encode('ance"]\n[Board "1"]\n'),
    ]);
    const read = await readResultsFile('s.pbn', pbn);
    expect(read.format).toBe('pbn');
    expect(read.event.title).toBe('Séance');
  });
  test("Office's dark themes give the dark pane", () => {
    expect(isDarkOfficeTheme({ bodyBackgroundColor: '#262626' })).toBe(true);
    expect(isDarkOfficeTheme({ bodyBackgroundColor: '#FFFFFF' })).toBe(false);
    expect(isDarkOfficeTheme({ isDarkTheme: true, bodyBackgroundColor: '#FFFFFF' })).toBe(true);
    expect(isDarkOfficeTheme(undefined)).toBe(false);
  });
});
