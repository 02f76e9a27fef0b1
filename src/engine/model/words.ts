/**
 * The words a scorer types for a side, an artificial level and a scoring form, in the five languages: one table
 * of aliases that the functions (and the ruling notation, for the sides) read. Every language's words are read
 * whatever the display language, since a workbook travels between directors. Comparison ignores case (Latin and
 * Cyrillic alike), accents (ё = е, é = e, ś = s) and the spaces, dashes, dots, slashes and underscores between
 * parts ("N-S", "Nord Sud", "IMP_CROISÉS").
 *
 * The words come from each language's glossary (src/i18n-glossary) and the pane's own labels: pl NS / EW,
 * "obie" (both lines), "maksy" (matchpoints), "IMP każdy z każdym"; nl NZ / OW, "beide", "matchpunten";
 * fr NS / EO, "les deux", "PM" (points de match), "IMP croisés"; ru СЮ / ВЗ, "обе", "МП" (матчпункты),
 * "Батлер", "кросс-IMP"; a VP scale's discrete tables (TABELA, TABEL, BARÈME, ТАБЛИЦА); the artificial levels as the Laws' translations name them (12C2(a): "średnia plus",
 * "gemiddelde-plus", "moyenne plus"; "средний плюс").
 */

/** The languages the words are listed for. */
export type WordLanguage = 'en' | 'pl' | 'nl' | 'fr' | 'ru';

/** A side argument: North-South, East-West, or both (two columns). */
export type SideWord = 'NS' | 'EW' | 'BOTH';

/** An artificial adjusted score's level (Law 12C2). */
export type LevelWord = 'plus' | 'average' | 'minus';

/** A scoring form argument. */
export type FormWord = 'mp' | 'pct' | 'imp' | 'butler' | 'cross-imp';

/** The words each language writes for a side; the first of each is the one its descriptions name. */
export const SIDE_WORDS: Readonly<Record<WordLanguage, Readonly<Record<SideWord, readonly string[]>>>> = {
  en: {
    NS: ['NS', 'North-South'],
    EW: ['EW', 'WE', 'East-West'],
    BOTH: ['BOTH', 'NS+EW', 'ALL'],
  },
  pl: {
    NS: ['NS', 'Północ-Południe'],
    EW: ['EW', 'Wschód-Zachód'],
    BOTH: ['OBIE', 'obie linie'],
  },
  nl: {
    NS: ['NZ', 'Noord-Zuid'],
    EW: ['OW', 'WO', 'Oost-West'],
    BOTH: ['BEIDE', 'beide lijnen', 'NZ+OW'],
  },
  fr: {
    NS: ['NS', 'Nord-Sud'],
    EW: ['EO', 'OE', 'Est-Ouest'],
    BOTH: ['LES DEUX', 'deux camps', 'NS+EO'],
  },
  ru: {
    NS: ['СЮ', 'Север-Юг'],
    EW: ['ВЗ', 'ЗВ', 'Восток-Запад'],
    BOTH: ['ОБЕ', 'обе линии', 'СЮ+ВЗ'],
  },
};

/**
 * The letter each language writes for a seat, as its players and the Laws' translations name the compass points:
 * fr O for Ouest, nl O and Z for Oost and Zuid, ru С, В, Ю, З (records name a player's seat so).
 */
export const SEAT_LETTERS: Readonly<Record<WordLanguage, Readonly<Record<'N' | 'E' | 'S' | 'W', string>>>> = {
  en: { N: 'N', E: 'E', S: 'S', W: 'W' },
  pl: { N: 'N', E: 'E', S: 'S', W: 'W' },
  nl: { N: 'N', E: 'O', S: 'Z', W: 'W' },
  fr: { N: 'N', E: 'E', S: 'S', W: 'O' },
  ru: { N: 'С', E: 'В', S: 'Ю', W: 'З' },
};

/**
 * Shorthands the functions also read for a side (a seat letter for its side, 2 for two columns); the ruling
 * notation does not, where a seat letter is a declarer.
 */
export const SIDE_SHORTHANDS: Readonly<Record<SideWord, readonly string[]>> = {
  NS: ['N', 'S', 'С', 'Ю'],
  EW: ['E', 'W', 'O', 'В', 'З'],
  BOTH: ['2'],
};

/** The words each language writes for an artificial level; the first is the one its descriptions name. */
export const LEVEL_WORDS: Readonly<Record<WordLanguage, Readonly<Record<LevelWord, readonly string[]>>>> = {
  en: {
    plus: ['average plus', 'plus', 'average+', 'avg plus'],
    average: ['average', 'avg'],
    minus: ['average minus', 'minus', 'average-', 'avg minus'],
  },
  pl: {
    plus: ['średnia plus', 'średnia+'],
    average: ['średnia'],
    minus: ['średnia minus', 'średnia-'],
  },
  nl: {
    plus: ['gemiddelde-plus', 'gemiddeld plus', 'gemiddelde+'],
    average: ['gemiddelde', 'gemiddeld'],
    minus: ['gemiddelde-min', 'gemiddeld min', 'gemiddelde-minus', 'gemiddelde-', 'min'],
  },
  fr: {
    plus: ['moyenne plus', 'moyenne+'],
    average: ['moyenne'],
    minus: ['moyenne moins', 'moyenne-', 'moins'],
  },
  ru: {
    plus: ['средний плюс', 'среднее плюс', 'средний+', 'плюс'],
    average: ['среднее', 'средний'],
    minus: ['средний минус', 'среднее минус', 'средний-', 'минус'],
  },
};

/** The words each language writes for a scoring form; the first is the one its descriptions name. */
export const FORM_WORDS: Readonly<Record<WordLanguage, Readonly<Record<FormWord, readonly string[]>>>> = {
  en: {
    mp: ['MP', 'matchpoints', 'pairs'],
    pct: ['PCT', '%', 'percent', 'percentage'],
    imp: ['IMP', 'IMPs'],
    butler: ['BUTLER'],
    'cross-imp': ['CROSS_IMP', 'cross-IMPs', 'XIMP', 'XIMPs'],
  },
  pl: {
    mp: ['MAKSY', 'punkty turniejowe', 'PT'],
    pct: ['PROCENT'],
    imp: ['IMP', 'IMP-y'],
    butler: ['BUTLER'],
    'cross-imp': ['KAŻDY_Z_KAŻDYM', 'IMP każdy z każdym'],
  },
  nl: {
    mp: ['MATCHPUNTEN'],
    pct: ['PROCENT', 'percentage'],
    imp: ['IMP', "IMP's"],
    butler: ['BUTLER'],
    'cross-imp': ['CROSS_IMP', "cross-IMP's"],
  },
  fr: {
    mp: ['PM', 'points de match'],
    pct: ['POURCENTAGE', 'pourcent'],
    imp: ['IMP'],
    butler: ['BUTLER'],
    'cross-imp': ['IMP_CROISÉS', 'croisés'],
  },
  ru: {
    mp: ['МП', 'матчпункты'],
    pct: ['ПРОЦЕНТ', 'проценты'],
    imp: ['IMP', 'ИМП'],
    butler: ['БАТЛЕР'],
    'cross-imp': ['КРОСС_IMP', 'кросс-ИМП', 'кросс'],
  },
};

/** A VP scale argument of the teams functions: the WBF continuous scale, or the discrete tables given beside it. */
export type VpScaleWord = 'wbf' | 'tables';

/** The words each language writes for a VP scale; the first is the one its descriptions name. */
export const VP_SCALE_WORDS: Readonly<Record<WordLanguage, Readonly<Record<VpScaleWord, readonly string[]>>>> = {
  en: { wbf: ['WBF'], tables: ['TABLE', 'tables'] },
  pl: { wbf: ['WBF'], tables: ['TABELA', 'tabele'] },
  nl: { wbf: ['WBF'], tables: ['TABEL', 'tabellen'] },
  fr: { wbf: ['WBF'], tables: ['BARÈME', 'barèmes'] },
  ru: { wbf: ['WBF'], tables: ['ТАБЛИЦА', 'таблицы'] },
};

/** The key a word is compared by: upper case, no accents, no separators between its parts. */
export function wordKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[\s_\-\u2010-\u2015\u2212./\\,]+/g, '')
    .replace(/^\+|(?<=\p{L})\+(?=\p{L})/gu, '');
}

/** A level's key: as wordKey, but a trailing + or - (average+, moyenne-) is kept. */
function levelKey(text: string): string {
  const t = text.trim();
  const mark = /[+\-\u2212]$/.exec(t)?.[0];
  const key = wordKey(mark ? t.slice(0, -1) : t);
  return mark ? `${key}${mark === '+' ? '+' : '-'}` : key;
}

function lookup<T extends string>(
  tables: readonly Readonly<Record<T, readonly string[]>>[],
  key: (s: string) => string,
): ReadonlyMap<string, T> {
  const map = new Map<string, T>();
  for (const table of tables) {
    for (const [value, words] of Object.entries(table) as [T, readonly string[]][]) {
      for (const w of words) {
        const k = key(w);
        const had = map.get(k);
        if (had !== undefined && had !== value) throw new Error(`the word '${w}' means both ${had} and ${value}`);
        map.set(k, value);
      }
    }
  }
  return map;
}

const LANGS: readonly WordLanguage[] = ['en', 'pl', 'nl', 'fr', 'ru'];
const PAIR_SIDES = lookup(
  LANGS.map((l) => {
    const { NS, EW } = SIDE_WORDS[l];
    return { NS, EW };
  }),
  wordKey,
);
const SIDES = lookup([...LANGS.map((l) => SIDE_WORDS[l]), SIDE_SHORTHANDS], wordKey);
const LEVELS = lookup(
  LANGS.map((l) => LEVEL_WORDS[l]),
  levelKey,
);
const VP_SCALES = lookup(
  LANGS.map((l) => VP_SCALE_WORDS[l]),
  wordKey,
);
const FORMS = lookup(
  LANGS.map((l) => FORM_WORDS[l]),
  wordKey,
);

/** A pair's side written as a word of any language (NS, N-S, NZ, СЮ; EW, WE, OW, EO, ВЗ); undefined otherwise. */
export function pairSideWord(text: string): 'NS' | 'EW' | undefined {
  const side = PAIR_SIDES.get(wordKey(text));
  return side === 'NS' || side === 'EW' ? side : undefined;
}

/** A side argument of a function in any language (a pair's side, a seat letter, or both); undefined otherwise. */
export function sideWord(text: string): SideWord | undefined {
  const k = wordKey(text);
  return k === '' ? undefined : SIDES.get(k);
}

/** An artificial level written as a word of any language (average plus, średnia, moyenne moins); else undefined. */
export function levelWord(text: string): LevelWord | undefined {
  return LEVELS.get(levelKey(text));
}

/** A scoring form written as a word of any language (MP, MAKSY, PM, МП, IMP croisés …); else undefined. */
export function formWord(text: string): FormWord | undefined {
  const k = wordKey(text);
  return k === '' ? undefined : FORMS.get(k);
}

/** A VP scale written as a word of any language (WBF; TABLE, TABELA, TABEL, BARÈME, ТАБЛИЦА); else undefined. */
export function vpScaleWord(text: string): VpScaleWord | undefined {
  const k = wordKey(text);
  return k === '' ? undefined : VP_SCALES.get(k);
}

/** The words a language's texts name for some values of a table, joined for a message ("NS, EO, LES DEUX"). */
export function firstWords<T extends string>(
  table: Readonly<Record<WordLanguage, Readonly<Record<T, readonly string[]>>>>,
  lang: WordLanguage,
  values: readonly T[],
): string[] {
  return values.map((v) => table[lang][v][0] ?? table.en[v][0]);
}
