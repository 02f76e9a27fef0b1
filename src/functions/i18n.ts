/**
 * Messages of the custom functions' errors in the user's display language (en, pl, nl, fr, ru).
 *
 * The language is read on every message from Office.context.displayLanguage ("pl-PL" → pl); outside Office
 * (tests, the preview page) the browser's language is used, and English when neither is known or the language
 * is not one of the five.
 */
import { FIGURES_CURRENT } from '../workbook/tables/stale-cell';

export const LANGUAGES = ['en', 'pl', 'nl', 'fr', 'ru'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Placeholders: {value} the bad value as typed, {where} its position, {list} the accepted values, {detail}. */
const en = {
  whereArg: '{arg}',
  whereRow: '{arg}, row {row}',
  whereColumn: '{arg}, column {col}',
  whereCell: '{arg}, row {row}, column {col}',
  notNumber: "'{value}' ({where}) is not a number",
  notWholeNumber: "'{value}' ({where}) is not a whole number",
  notPositive: "'{value}' ({where}) must be greater than zero",
  notScore: "'{value}' ({where}) is not a score: write an NS score such as 420 or -50, PASS, or an adjusted score",
  notBoard: "'{value}' ({where}) is not a board number (1, 2, 3, …)",
  notContract: "'{value}' ({where}) is not a contract (4S, 3NTX, 6H XX or PASS)",
  notSeat: "'{value}' ({where}) is not a seat (N, E, S or W)",
  notSide: "'{value}' ({where}) is not a side (NS or EW)",
  notVulnerability: "'{value}' ({where}) is neither a board number nor a vulnerability (None, NS, EW, Both)",
  notResult: "'{value}' ({where}) is not a result (tricks 0–13, or =, +1, -2)",
  notRuling: "'{value}' ({where}) is not a ruling in the scorer's notation",
  notPreset: "'{value}' ({where}) is not a known preset ({list})",
  notOption: "'{value}' ({where}) is not one of: {list}",
  notPercent: "'{value}' ({where}) is not a percentage from 0 to 100",
  notInRange: "'{value}' ({where}) is out of range: {list}",
  badValue: "'{value}' ({where}) is not valid here",
  missing: '{where} is empty: a value is needed',
  cellError: '{where} holds an error',
  oneColumn: '{arg} must be one column or one row',
  oneOrTwoColumns: '{arg} must be one column, one row, or two columns (NS and EW scores)',
  sameLength: '{arg} has {n} cells but {other} has {m}: they must match row for row',
  noResults: '{arg} has no results yet',
  scaleMissing: "'{value}' ({where}): its VP scale ({list}) is not available; name a scale instead: {names}",
  notOnTraveller: "'{value}' ({where}) is not one of the lines of {other}",
  notForForm: "'{value}' ({where}) cannot be used with {list}",
  bothSides: '{where}: a line has both an NS and an EW score',
  ambiguousNumber: "'{value}' ({where}) can be read two ways: {decimal} or {thousands}; write it without a separator",
  unreachableScore: "'{value}' ({where}) is not a score any contract can make (Law 77)",
  engine: 'Invalid input: {detail}',
  internal: 'Unexpected error: {detail}',
  figuresStale: 'stale',
  figuresCurrent: FIGURES_CURRENT.en,
  noHeader: "{where} must start with the table's header row, with a column '{value}' (write Travellers[#All])",
  notPlayers: "'{value}' ({where}) is not the two players of a side: write them as 3+7",
};

export type MessageKey = keyof typeof en;
type Messages = Record<MessageKey, string>;

const pl: Messages = {
  whereArg: '{arg}',
  whereRow: '{arg}, wiersz {row}',
  whereColumn: '{arg}, kolumna {col}',
  whereCell: '{arg}, wiersz {row}, kolumna {col}',
  notNumber: '„{value}” ({where}) nie jest liczbą',
  notWholeNumber: '„{value}” ({where}) nie jest liczbą całkowitą',
  notPositive: '„{value}” ({where}) musi być większe od zera',
  notScore: '„{value}” ({where}) nie jest wynikiem: wpisz wynik NS, np. 420 lub -50, PASS albo wynik rozjemczy',
  notBoard: '„{value}” ({where}) nie jest numerem rozdania (1, 2, 3, …)',
  notContract: '„{value}” ({where}) nie jest kontraktem (4S, 3NTX, 6H XX lub PASS)',
  notSeat: '„{value}” ({where}) nie jest ręką (N, E, S lub W)',
  notSide: '„{value}” ({where}) nie jest stroną (NS lub EW)',
  notVulnerability: '„{value}” ({where}) nie jest ani numerem rozdania, ani założeniami (NIKT, NS, EW, OBIE)',
  notResult: '„{value}” ({where}) nie jest wynikiem rozgrywki (lewy 0–13 albo =, +1, -2)',
  notRuling: '„{value}” ({where}) nie jest orzeczeniem zapisanym w notacji sędziowskiej',
  notPreset: '„{value}” ({where}) nie jest znanymi zasadami liczenia ({list})',
  notOption: '„{value}” ({where}) nie jest jedną z wartości: {list}',
  notPercent: '„{value}” ({where}) nie jest procentem od 0 do 100',
  notInRange: '„{value}” ({where}) jest poza zakresem: {list}',
  badValue: '„{value}” ({where}) jest tu niedozwolone',
  missing: '{where} jest puste: potrzebna jest wartość',
  cellError: '{where} zawiera błąd',
  oneColumn: '{arg} musi być jedną kolumną lub jednym wierszem',
  oneOrTwoColumns: '{arg} musi być jedną kolumną, jednym wierszem albo dwiema kolumnami (wyniki NS i EW)',
  sameLength: '{arg} ma {n} komórek, a {other} ma {m}: muszą sobie odpowiadać wiersz po wierszu',
  noResults: '{arg} nie zawiera jeszcze żadnych wyników',
  scaleMissing: '„{value}” ({where}): jego skala VP ({list}) nie jest dostępna; podaj nazwę skali: {names}',
  notOnTraveller: '„{value}” ({where}) nie występuje wśród wierszy {other}',
  notForForm: '„{value}” ({where}) nie może być użyte z {list}',
  bothSides: '{where}: w jednym wierszu jest wynik i NS, i EW',
  ambiguousNumber:
    '„{value}” ({where}) można odczytać dwojako: {decimal} albo {thousands}; wpisz liczbę bez separatora',
  unreachableScore: '„{value}” ({where}) nie jest wynikiem, który daje jakikolwiek kontrakt (przepis 77)',
  engine: 'Błędne dane: {detail}',
  internal: 'Nieoczekiwany błąd: {detail}',
  figuresStale: 'nieaktualne',
  figuresCurrent: FIGURES_CURRENT.pl,
  noHeader: '{where} musi zaczynać się od wiersza nagłówka tabeli z kolumną „{value}” (wpisz Travellers[#All])',
  notPlayers: '„{value}” ({where}) to nie dwóch graczy jednej strony: wpisz ich jako 3+7',
};

const nl: Messages = {
  whereArg: '{arg}',
  whereRow: '{arg}, rij {row}',
  whereColumn: '{arg}, kolom {col}',
  whereCell: '{arg}, rij {row}, kolom {col}',
  notNumber: "'{value}' ({where}) is geen getal",
  notWholeNumber: "'{value}' ({where}) is geen geheel getal",
  notPositive: "'{value}' ({where}) moet groter dan nul zijn",
  notScore: "'{value}' ({where}) is geen score: schrijf een NZ-score zoals 420 of -50, PASS of een arbitrale score",
  notBoard: "'{value}' ({where}) is geen spelnummer (1, 2, 3, …)",
  notContract: "'{value}' ({where}) is geen contract (4S, 3NTX, 6H XX of PASS)",
  notSeat: "'{value}' ({where}) is geen windrichting (N, E, S of W)",
  notSide: "'{value}' ({where}) is geen lijn (NZ of OW)",
  notVulnerability: "'{value}' ({where}) is geen spelnummer en geen kwetsbaarheid (NIEMAND, NZ, OW, ALLEN)",
  notResult: "'{value}' ({where}) is geen resultaat (0–13 slagen, of =, +1, -2)",
  notRuling: "'{value}' ({where}) is geen arbitrage in de notatie van de scoreverwerker",
  notPreset: "'{value}' ({where}) zijn geen bekende rekenregels ({list})",
  notOption: "'{value}' ({where}) is niet een van: {list}",
  notPercent: "'{value}' ({where}) is geen percentage van 0 tot 100",
  notInRange: "'{value}' ({where}) valt buiten het bereik: {list}",
  badValue: "'{value}' ({where}) is hier niet geldig",
  missing: '{where} is leeg: er is een waarde nodig',
  cellError: '{where} bevat een fout',
  oneColumn: '{arg} moet één kolom of één rij zijn',
  oneOrTwoColumns: '{arg} moet één kolom, één rij of twee kolommen (NZ- en OW-scores) zijn',
  sameLength: '{arg} heeft {n} cellen en {other} heeft er {m}: ze moeten rij voor rij overeenkomen',
  noResults: '{arg} bevat nog geen uitslagen',
  scaleMissing: "'{value}' ({where}): de VP-schaal ervan ({list}) is niet beschikbaar; geef een schaal op: {names}",
  notOnTraveller: "'{value}' ({where}) is geen van de regels van {other}",
  notForForm: "'{value}' ({where}) kan niet worden gebruikt met {list}",
  bothSides: '{where}: een regel heeft zowel een NZ- als een OW-score',
  ambiguousNumber:
    "'{value}' ({where}) is op twee manieren te lezen: {decimal} of {thousands}; schrijf het zonder scheidingsteken",
  unreachableScore: "'{value}' ({where}) is geen score die een contract kan opleveren (artikel 77)",
  engine: 'Ongeldige invoer: {detail}',
  internal: 'Onverwachte fout: {detail}',
  figuresStale: 'verouderd',
  figuresCurrent: FIGURES_CURRENT.nl,
  noHeader: "{where} moet beginnen met de koprij van de tabel, met een kolom '{value}' (schrijf Travellers[#All])",
  notPlayers: "'{value}' ({where}) zijn niet de twee spelers van een paar: schrijf ze als 3+7",
};

const fr: Messages = {
  whereArg: '{arg}',
  whereRow: '{arg}, ligne {row}',
  whereColumn: '{arg}, colonne {col}',
  whereCell: '{arg}, ligne {row}, colonne {col}',
  notNumber: "« {value} » ({where}) n'est pas un nombre",
  notWholeNumber: "« {value} » ({where}) n'est pas un nombre entier",
  notPositive: '« {value} » ({where}) doit être supérieur à zéro',
  notScore:
    "« {value} » ({where}) n'est pas une marque : écrivez une marque NS comme 420 ou -50, PASS ou une marque ajustée",
  notBoard: "« {value} » ({where}) n'est pas un numéro de donne (1, 2, 3, …)",
  notContract: "« {value} » ({where}) n'est pas un contrat (4S, 3NTX, 6H XX ou PASS)",
  notSeat: "« {value} » ({where}) n'est pas une position (N, E, S ou W)",
  notSide: "« {value} » ({where}) n'est pas un camp (NS ou EO)",
  notVulnerability: "« {value} » ({where}) n'est ni un numéro de donne ni une vulnérabilité (PERSONNE, NS, EO, TOUS)",
  notResult: "« {value} » ({where}) n'est pas un résultat (0 à 13 levées, ou =, +1, -2)",
  notRuling: "« {value} » ({where}) n'est pas une décision d'arbitrage dans la notation du classement",
  notPreset: '« {value} » ({where}) ne désigne pas des règles de calcul connues ({list})',
  notOption: "« {value} » ({where}) n'est pas l'une des valeurs : {list}",
  notPercent: "« {value} » ({where}) n'est pas un pourcentage de 0 à 100",
  notInRange: '« {value} » ({where}) est hors limites : {list}',
  badValue: "« {value} » ({where}) n'est pas admis ici",
  missing: '{where} est vide : une valeur est nécessaire',
  cellError: '{where} contient une erreur',
  oneColumn: '{arg} doit être une seule colonne ou une seule ligne',
  oneOrTwoColumns: '{arg} doit être une colonne, une ligne ou deux colonnes (marques NS et EO)',
  sameLength: '{arg} a {n} cellules et {other} en a {m} : elles doivent correspondre ligne à ligne',
  noResults: '{arg} ne contient encore aucun résultat',
  scaleMissing:
    "« {value} » ({where}) : son échelle de PV ({list}) n'est pas disponible ; indiquez une échelle : {names}",
  notOnTraveller: '« {value} » ({where}) ne figure pas parmi les lignes de {other}',
  notForForm: '« {value} » ({where}) ne peut pas être utilisé avec {list}',
  bothSides: '{where} : une ligne a à la fois une marque NS et une marque EO',
  ambiguousNumber:
    '« {value} » ({where}) se lit de deux façons : {decimal} ou {thousands} ; écrivez-le sans séparateur',
  unreachableScore: "« {value} » ({where}) n'est la marque d'aucun contrat (Loi 77)",
  engine: 'Donnée incorrecte : {detail}',
  internal: 'Erreur inattendue : {detail}',
  figuresStale: 'périmé',
  figuresCurrent: FIGURES_CURRENT.fr,
  noHeader:
    "{where} doit commencer par la ligne d'en-tête du tableau, avec une colonne « {value} » (écrivez Travellers[#All])",
  notPlayers: "« {value} » ({where}) ne donne pas les deux joueurs d'un camp : écrivez-les 3+7",
};

const ru: Messages = {
  whereArg: '{arg}',
  whereRow: '{arg}, строка {row}',
  whereColumn: '{arg}, столбец {col}',
  whereCell: '{arg}, строка {row}, столбец {col}',
  notNumber: '«{value}» ({where}) — не число',
  notWholeNumber: '«{value}» ({where}) — не целое число',
  notPositive: '«{value}» ({where}) должно быть больше нуля',
  notScore:
    '«{value}» ({where}) — не результат: введите результат СЮ, например 420 или -50, PASS или присуждённый результат',
  notBoard: '«{value}» ({where}) — не номер сдачи (1, 2, 3, …)',
  notContract: '«{value}» ({where}) — не контракт (4S, 3NTX, 6H XX или PASS)',
  notSeat: '«{value}» ({where}) — не место за столом (N, E, S или W)',
  notSide: '«{value}» ({where}) — не линия (СЮ или ВЗ)',
  notVulnerability: '«{value}» ({where}) — не номер сдачи и не зональность (НИКТО, СЮ, ВЗ, ВСЕ)',
  notResult: '«{value}» ({where}) — не результат розыгрыша (взяток 0–13, либо =, +1, -2)',
  notRuling: '«{value}» ({where}) — не решение судьи в принятой записи',
  notPreset: '«{value}» ({where}) — неизвестные правила подсчёта ({list})',
  notOption: '«{value}» ({where}) — не одно из значений: {list}',
  notPercent: '«{value}» ({where}) — не процент от 0 до 100',
  notInRange: '«{value}» ({where}) вне допустимых пределов: {list}',
  badValue: '«{value}» ({where}) здесь недопустимо',
  missing: '{where}: ячейка пуста, нужно значение',
  cellError: '{where} содержит ошибку',
  oneColumn: '{arg} должен быть одним столбцом или одной строкой',
  oneOrTwoColumns: '{arg} должен быть одним столбцом, одной строкой или двумя столбцами (результаты СЮ и ВЗ)',
  sameLength: 'в {arg} {n} ячеек, а в {other} — {m}: они должны совпадать построчно',
  noResults: 'в {arg} пока нет результатов',
  scaleMissing: '«{value}» ({where}): его шкала VP ({list}) недоступна; укажите шкалу: {names}',
  notOnTraveller: '«{value}» ({where}) нет среди строк {other}',
  notForForm: '«{value}» ({where}) нельзя использовать с {list}',
  bothSides: '{where}: в строке есть и результат СЮ, и результат ВЗ',
  ambiguousNumber: '«{value}» ({where}) читается двояко: {decimal} или {thousands}; запишите число без разделителя',
  unreachableScore: '«{value}» ({where}) — не результат, который может дать какой-либо контракт (Закон 77)',
  engine: 'Неверные данные: {detail}',
  internal: 'Непредвиденная ошибка: {detail}',
  figuresStale: 'устарели',
  figuresCurrent: FIGURES_CURRENT.ru,
  noHeader: '{where} должен начинаться со строки заголовков таблицы со столбцом «{value}» (укажите Travellers[#All])',
  notPlayers: '«{value}» ({where}) — не два игрока одной линии: запишите их как 3+7',
};

export const MESSAGES: Record<Lang, Messages> = { en, pl, nl, fr, ru };

let forced: Lang | undefined;

/** Fixes the language (tests, the preview page); `undefined` returns to the display language. */
export function setLanguage(lang: Lang | undefined): void {
  forced = lang;
}

/** "pl-PL", "PL", "pl" → pl; anything not among the five → undefined. */
export function toLang(tag: unknown): Lang | undefined {
  if (typeof tag !== 'string') return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Lang) : undefined;
}

/** The user's language: Office's display language, else the browser's, else English. */
export function currentLanguage(): Lang {
  if (forced) return forced;
  const g = globalThis as {
    Office?: { context?: { displayLanguage?: string } };
    navigator?: { language?: string };
  };
  try {
    const fromOffice = toLang(g.Office?.context?.displayLanguage);
    if (fromOffice) return fromOffice;
  } catch {
    // Office.context is not ready yet: fall through.
  }
  return toLang(g.navigator?.language) ?? 'en';
}

export type MessageParams = Record<string, string | number>;

/** Fills a message's placeholders; a bad value too long to read in a tooltip is cut with an ellipsis. */
export function message(key: MessageKey, params: MessageParams = {}, lang: Lang = currentLanguage()): string {
  const template = MESSAGES[lang][key] ?? MESSAGES.en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const text = String(params[name]);
    return name === 'value' && text.length > 60 ? `${text.slice(0, 57)}…` : text;
  });
}
