/**
 * The words a user types in his own language for a side, an artificial level and a scoring form: every alias of
 * the engine's table is read, a function gives the same figure with a French, Russian, Polish or Dutch word as
 * with the English code, and an unknown word is a #VALUE! that names it.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import {
  FORM_WORDS,
  LEVEL_WORDS,
  SIDE_WORDS,
  VP_SCALE_WORDS,
  firstWords,
  formWord,
  levelWord,
  pairSideWord,
  parseRuling,
  sideWord,
  vpScaleWord,
  type FormWord,
  type LevelWord,
  type SideWord,
  type VpScaleWord,
  type WordLanguage,
  wordKey,
} from '../../../src/engine';
import {
  ADJUSTED_SCORE,
  ARTIFICIAL_AVG,
  BUTLER,
  CONTRACT_SCORE,
  MATCHPOINTS,
  PERCENT,
  SESSION_PERCENT,
  SESSION_SCORES,
  TEAM_MATCHES,
} from '../../../src/functions/functions';
import { clearCaches } from '../../../src/functions/scoring';
import { excelErrorOf, installOfficeGlobals } from '../functions/office-globals';

const LANGS: WordLanguage[] = ['en', 'pl', 'nl', 'fr', 'ru'];
const col = (xs: unknown[]) => xs.map((x) => [x]);

function aliases<T extends string>(table: Readonly<Record<WordLanguage, Readonly<Record<T, readonly string[]>>>>) {
  return LANGS.flatMap((lang) =>
    (Object.entries(table[lang]) as [T, readonly string[]][]).flatMap(([value, words]) =>
      words.map((w) => [lang, w, value] as const),
    ),
  );
}

describe('every alias of the table is read, in any case', () => {
  test.each(aliases<SideWord>(SIDE_WORDS))('%s side %p is %s', (_lang, word, side) => {
    expect(sideWord(word)).toBe(side);
    expect(sideWord(word.toLowerCase())).toBe(side);
    expect(sideWord(word.toUpperCase())).toBe(side);
    expect(pairSideWord(word)).toBe(side === 'BOTH' ? undefined : side);
  });

  test.each(aliases<LevelWord>(LEVEL_WORDS))('%s level %p is %s', (_lang, word, level) => {
    expect(levelWord(word)).toBe(level);
    expect(levelWord(word.toUpperCase())).toBe(level);
  });

  test.each(aliases<FormWord>(FORM_WORDS))('%s form %p is %s', (_lang, word, form) => {
    expect(formWord(word)).toBe(form);
    expect(formWord(word.toLowerCase())).toBe(form);
  });

  test.each(aliases<VpScaleWord>(VP_SCALE_WORDS))('%s VP scale %p is %s', (_lang, word, scale) => {
    expect(vpScaleWord(word)).toBe(scale);
    expect(vpScaleWord(word.toLowerCase())).toBe(scale);
  });

  test('Cyrillic case, ё and accents are folded; separators between parts are free', () => {
    expect(sideWord('сю')).toBe('NS');
    expect(sideWord('в-з')).toBe('EW');
    expect(sideWord('Обе линии')).toBe('BOTH');
    expect(levelWord('СРЕДНИЙ ПЛЮС')).toBe('plus');
    expect(levelWord('среднее')).toBe('average');
    expect(formWord('Кросс-ИМП')).toBe('cross-imp');
    expect(formWord('imp croises')).toBe('cross-imp');
    expect(formWord('KAZDY Z KAZDYM')).toBe('cross-imp');
    expect(sideWord('E-O')).toBe('EW');
    expect(sideWord('n-z')).toBe('NS');
  });

  test('a word that is none of them is not read', () => {
    for (const w of ['', 'XYZ', 'NE', 'ЮВ', 'Nord', 'PMX']) {
      expect(sideWord(w)).toBeUndefined();
      expect(formWord(w)).toBeUndefined();
    }
    expect(levelWord('moyenne plus plus')).toBeUndefined();
    // A seat letter is a side for a function's argument, never for the ruling notation (there it is a declarer).
    expect(sideWord('N')).toBe('NS');
    expect(pairSideWord('N')).toBeUndefined();
  });
});

describe('the ruling notation reads the sides in every language', () => {
  test.each([
    ['EO', 'EW'],
    ['OW', 'EW'],
    ['ВЗ', 'EW'],
    ['СЮ', 'NS'],
    ['NZ', 'NS'],
  ])('PP %s 25% is the penalty of %s', (word, side) => {
    expect(parseRuling(`A= PP ${word} 25%`).penalties).toEqual(parseRuling(`A= PP ${side} 25%`).penalties);
  });

  test("a score after a side in any language is that side's", () => {
    // EW 100 is NS −100.
    for (const w of ['EO', 'OW', 'ВЗ', 'E-W']) expect(parseRuling(`${w} 100`).ns).toEqual(parseRuling('NS -100').ns);
    for (const w of ['NZ', 'СЮ']) expect(parseRuling(`${w} 620`).ns).toEqual(parseRuling('NS 620').ns);
    expect(() => parseRuling('XY 620')).toThrow('XY 620');
  });

  test('a split ruling with Russian sides is the one with NS and EW', () => {
    expect(parseRuling('СЮ: A+ | ВЗ: 4S= N', { board: 1 })).toEqual(parseRuling('NS: A+ | EW: 4S= N', { board: 1 }));
    expect(parseRuling('NS: A+ | EO: A-')).toEqual(parseRuling('NS: A+ | EW: A-'));
  });
});

describe("a function gives the same figure with the user's word as with the English code", () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installOfficeGlobals('fr-FR');
    clearCaches();
  });
  afterEach(() => uninstall());

  // Five NS scores: 620 ×2, 600, 170, −100 (top 8 on the 2-per-beat scale).
  const board = col([620, 620, 600, 170, -100]);

  test.each([
    ['EO', 'EW'],
    ['ВЗ', 'EW'],
    ['OW', 'EW'],
    ['СЮ', 'NS'],
    ['les deux', 'BOTH'],
    ['обе', 'BOTH'],
    ['obie', 'BOTH'],
    ['beide', 'BOTH'],
  ])('MATCHPOINTS, PERCENT and BUTLER with side %p are as with %p', (word, code) => {
    expect(MATCHPOINTS(board, undefined, undefined, word)).toEqual(MATCHPOINTS(board, undefined, undefined, code));
    expect(PERCENT(board, undefined, undefined, word)).toEqual(PERCENT(board, undefined, undefined, code));
    expect(BUTLER(board, undefined, undefined, word)).toEqual(BUTLER(board, undefined, undefined, code));
  });

  test('the EW matchpoints with a French side, by hand', () => {
    // EW of the first 620: beats nobody, ties one (620) → 1 of 8 on 2 per beat; EW of −100 beats all four → 8.
    expect(MATCHPOINTS(board, undefined, undefined, 'EO')).toEqual([[1], [1], [4], [6], [8]]);
  });

  test.each([
    ['moyenne plus', 'A+'],
    ['moyenne moins', 'A-'],
    ['средний плюс', 'A+'],
    ['среднее', 'A='],
    ['średnia minus', 'A-'],
    ['gemiddelde-plus', 'A+'],
  ])('ARTIFICIAL_AVG(%p) = ARTIFICIAL_AVG(%p)', (word, code) => {
    expect(ARTIFICIAL_AVG(word)).toBe(ARTIFICIAL_AVG(code));
    expect(ARTIFICIAL_AVG(word, 'POURCENTAGE')).toBe(ARTIFICIAL_AVG(code, 'PCT'));
    expect(ARTIFICIAL_AVG(word, 'ИМП')).toBe(ARTIFICIAL_AVG(code, 'IMP'));
  });

  test('average plus is 60 % and +3 IMPs in any language (Law 12C2(a), WBF preset)', () => {
    expect(ARTIFICIAL_AVG('moyenne plus')).toBe(60);
    expect(ARTIFICIAL_AVG('средний минус', 'IMP')).toBe(-3);
  });

  test.each([
    ['PM', 'MP'],
    ['МП', 'MP'],
    ['maksy', 'MP'],
    ['matchpunten', 'MP'],
    ['POURCENTAGE', 'PCT'],
    ['процент', 'PCT'],
    ['IMP_CROISÉS', 'CROSS_IMP'],
    ['Кросс-IMP', 'CROSS_IMP'],
    ['każdy z każdym', 'CROSS_IMP'],
    ['Батлер', 'BUTLER'],
  ])('ADJUSTED_SCORE with form %p is as with %p', (word, code) => {
    expect(ADJUSTED_SCORE('A+', board, 'СЮ', undefined, word)).toEqual(
      ADJUSTED_SCORE('A+', board, 'NS', undefined, code),
    );
  });

  test('a session scored with French form and side words is the one with the English codes', () => {
    const boards = col([1, 1, 2, 2]);
    const ns = col([1, 2, 1, 2]);
    const ew = col([3, 4, 4, 3]);
    const scores = col([620, 170, -100, 600]);
    expect(SESSION_SCORES(boards, ns, ew, scores, undefined, undefined, 'IMP croisés', 'EO')).toEqual(
      SESSION_SCORES(boards, ns, ew, scores, undefined, undefined, 'CROSS_IMP', 'EW'),
    );
    expect(SESSION_PERCENT(1, boards, ns, ew, scores, undefined, undefined, 'MITCHELL', 'СЮ')).toBe(
      SESSION_PERCENT(1, boards, ns, ew, scores, undefined, undefined, 'MITCHELL', 'NS'),
    );
  });

  test.each([
    ['ALLEN', 'Both'],
    ['Tous', 'Both'],
    ['Никто', 'None'],
    ['EO', 'EW'],
    ['ВЗ', 'EW'],
    ['СЮ', 'NS'],
  ])('CONTRACT_SCORE with vulnerability %p is as with %p', (word, code) => {
    // 4S= by N: 420 not vulnerable, 620 vulnerable (Law 77).
    expect(CONTRACT_SCORE('4S', 'N', word, '=')).toBe(CONTRACT_SCORE('4S', 'N', code, '='));
  });

  // One match, team 1 v team 2, one board: open room NS (home) +620, closed room NS −420 (home sits EW, +420):
  // 1040 points → 14 IMPs (Law 78B: 900–1090); the discrete table gives a margin of 10 or more 16 VPs, 4 to the away.
  const match = (scale: string) =>
    TEAM_MATCHES(
      col([null]),
      col([1]),
      col([2]),
      col([1]),
      col([2]),
      col([null]),
      col([null]),
      col([1, 1]),
      col([null, null]),
      col([1, 2]),
      col([620, -420]),
      undefined,
      undefined,
      scale,
      [
        [null, 1],
        [0, 10],
        [3, 12],
        [6, 14],
        [10, 16],
      ],
    );

  test.each(['BARÈME', 'bareme', 'ТАБЛИЦА', 'TABELA', 'TABEL'])(
    'TEAM_MATCHES with vp_scale %p uses the tables',
    (word) => {
      expect(match(word)).toEqual([[1, '', '1', '2', 1, '', 14, 0, 16, 4]]);
      expect(match(word)).toEqual(match('TABLE'));
    },
  );

  test.each([
    [() => match('XYZ'), '« XYZ » (vp_scale)'],
    [() => MATCHPOINTS(board, undefined, undefined, 'NordEst'), '« NordEst » (side)'],
    [() => ADJUSTED_SCORE('A+', board, undefined, undefined, 'TOPS'), '« TOPS » (form)'],
    [() => ARTIFICIAL_AVG('moyenne double'), '« moyenne double » (kind)'],
    [() => ARTIFICIAL_AVG('A+', 'PM'), '« PM » (form)'],
    [() => SESSION_SCORES(col([1]), col([1]), col([2]), col([620]), undefined, undefined, 'PCT'), '« PCT » (form)'],
  ])('an unknown word is a #VALUE! that names it (%#)', (call, named) => {
    const e = excelErrorOf(call);
    expect(e.code).toBe('#VALUE!');
    expect(e.message).toContain(named);
  });

  test('the list of accepted forms gives the French words beside the codes', () => {
    expect(excelErrorOf(() => ADJUSTED_SCORE('A+', board, undefined, undefined, 'TOPS')).message).toContain(
      'MP, PCT, BUTLER, CROSS_IMP, PM, POURCENTAGE, IMP_CROISÉS',
    );
  });
});

describe("the functions' descriptions name the words of their language, not the English codes", () => {
  const ROOT = join(__dirname, '..', '..', '..');
  type Locale = { functions: Record<string, { parameters?: Record<string, string> }> };
  const locale = (lang: string) =>
    JSON.parse(readFileSync(join(ROOT, 'src', 'functions', 'locales', `${lang}.json`), 'utf8')) as Locale;
  const tokens = (text: string) => new Set(text.match(/[\p{L}_]+/gu) ?? []);

  /** The arguments that take side, form or level words, and which values each takes. */
  const ARGS: {
    fn: string;
    arg: string;
    sides?: SideWord[];
    forms?: FormWord[];
    levels?: LevelWord[];
    scales?: VpScaleWord[];
  }[] = [
    ...['MATCHPOINTS', 'PERCENT', 'FOULED_GROUP', 'BUTLER', 'CROSS_IMP', 'ADJUSTED_SCORE', 'SESSION_SCORES'].map(
      (fn) => ({ fn, arg: 'side', sides: ['NS', 'EW', 'BOTH'] as SideWord[] }),
    ),
    { fn: 'MP', arg: 'side', sides: ['NS', 'EW'] },
    { fn: 'SESSION_PERCENT', arg: 'direction', sides: ['NS', 'EW'] },
    { fn: 'SESSION_TOTAL', arg: 'direction', sides: ['NS', 'EW'] },
    { fn: 'ADJUSTED_SCORE', arg: 'form', forms: ['mp', 'pct', 'butler', 'cross-imp'] },
    ...['SESSION_SCORES', 'SESSION_RESULTS', 'SESSION_TOTAL'].map((fn) => ({
      fn,
      arg: 'form',
      forms: ['mp', 'butler', 'cross-imp'] as FormWord[],
    })),
    { fn: 'ARTIFICIAL_AVG', arg: 'form', forms: ['pct', 'imp'] },
    { fn: 'ARTIFICIAL_AVG', arg: 'kind', levels: ['plus', 'average', 'minus'] },
    ...['TEAM_BOARDS', 'TEAM_MATCHES', 'TEAM_STANDINGS'].map((fn) => ({
      fn,
      arg: 'vp_scale',
      scales: ['wbf', 'tables'] as VpScaleWord[],
    })),
  ];

  test.each(['pl', 'nl', 'fr', 'ru'] as WordLanguage[])('%s', (lang) => {
    const texts = locale(lang).functions;
    const problems: string[] = [];
    for (const { fn, arg, sides = [], forms = [], levels = [], scales = [] } of ARGS) {
      const text = texts[fn]?.parameters?.[arg];
      if (!text) {
        problems.push(`${fn}.${arg}: no description`);
        continue;
      }
      const key = wordKey(text);
      const own = [
        ...firstWords(SIDE_WORDS, lang, sides),
        ...firstWords(FORM_WORDS, lang, forms),
        ...firstWords(LEVEL_WORDS, lang, levels),
        ...firstWords(VP_SCALE_WORDS, lang, scales),
      ];
      for (const w of own) if (!key.includes(wordKey(w))) problems.push(`${fn}.${arg}: does not name '${w}'`);
      // An English code the language does not write itself must not be what the description tells him to type.
      const english = [
        ...firstWords(SIDE_WORDS, 'en', sides),
        ...firstWords(FORM_WORDS, 'en', forms),
        ...firstWords(VP_SCALE_WORDS, 'en', scales),
      ];
      const words = tokens(text);
      for (const w of english) {
        const native =
          sides.some((x) => SIDE_WORDS[lang][x].includes(w)) ||
          forms.some((x) => FORM_WORDS[lang][x].includes(w)) ||
          scales.some((x) => VP_SCALE_WORDS[lang][x].includes(w));

        if (!native && words.has(w)) problems.push(`${fn}.${arg}: names the English '${w}'`);
      }
      // Every word it names is read.
      for (const w of own) {
        const read = sides.length
          ? sideWord(w)
          : forms.length
            ? formWord(w)
            : scales.length
              ? vpScaleWord(w)
              : levelWord(w);
        if (read === undefined) problems.push(`${fn}.${arg}: '${w}' is not read`);
      }
    }
    expect(problems).toEqual([]);
  });
});
