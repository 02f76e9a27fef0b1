/**
 * Russian terminology: the preferans code (seed 004, §10 and §11) and the Russian bridge usage of the Laws
 * ("Закон 12").
 */
import { FORM_KEYS, PRESET_KEYS, SEAT_KEYS } from './seats';
import type { GlossaryTerm } from './types';

export const ru: readonly GlossaryTerm[] = [
  {
    notion: 'Law (a numbered law of the Laws)',
    use: 'Закон',
    uses: 'закон\\p{L}*',
    source:
      'Russian translation of the Laws ("Закон 12"); the preferans code\'s own sections are written "§11.2" (seed 004)',
    forbidden: ['стать(?:я|и|е|ю|ей|ям|ях)'],
    keys: ['pane:law', 'page:laws'],
  },
  {
    notion: 'procedural penalty',
    use: 'процедурное наказание',
    uses: 'процедурн\\p{L}*\\s+наказани\\p{L}*',
    source: 'seed 004, §11.1В: "судья может назначить процедурное наказание"',
    forbidden: ['процедурн\\p{L}*\\s+штраф\\p{L}*'],
  },
  {
    notion: 'a penalty (the column and label)',
    use: 'наказание',
    uses: 'наказани\\p{L}*',
    source: 'seed 004, §11.1В, §11.4Б3 ("Возможные наказания")',
    forbidden: ['штраф(?!н)\\p{L}*'],
    keys: ['pane:penalty', 'page:penalty'],
  },
  {
    notion: 'matchpoints',
    use: 'матчпункты',
    uses: 'матчпункт\\p{L}*',
    source: 'seed 004, opening paragraph: "суммируются его матчпункты"',
    forbidden: ['матчпойнт\\p{L}*', 'мачпойнт\\p{L}*', 'мачпункт\\p{L}*'],
  },
  {
    notion: 'average (the artificial 50 % level)',
    use: 'среднее',
    uses: 'средн(?:ее|его|ему|им)',
    source: 'seed 004, §11.2Б1: 50 % («среднее»)',
    forbidden: ['средний(?!\\s+(?:плюс|минус))'],
  },
  {
    notion: "the outcome of a ruling (not the ranking's «Итоги»)",
    use: 'решение',
    uses: 'решени\\p{L}*',
    source: 'seed 004, §11.2 (the director decides); «Итоги» is the results tab',
    forbidden: ['итог\\p{L}*'],
    only: ['pane:outcomeTitle', 'pane:missingOutcome', 'flows:stage.outcome'],
  },
  {
    notion: 'total (a sum of matchpoints or percentages)',
    use: 'сумма',
    uses: 'сумм\\p{L}*',
    source: 'seed 004, opening paragraph ("суммируются его матчпункты"); «Итоги» is the results tab',
    forbidden: ['итог(?:а|е|у|ом)?'],
  },
  {
    notion: 'duplicate preferans',
    use: 'дубликатный преферанс',
    uses: 'дубликатн\\p{L}*\\s+преферанс\\p{L}*',
    source: 'seed 004: deals in "дубликатной коробке", results compared between tables',
    forbidden: ['спортивн\\p{L}*\\s+преферанс\\p{L}*'],
  },
  {
    notion: 'a form of a deal (§10; Law 87)',
    use: 'вид сдачи',
    uses: 'вид\\p{L}*',
    source: 'seed 004, §10А: "не играли эту сдачу в одинаковом виде"; §10Б "в её правильном виде"',
    // «вариант» alone is a form too where a board is fouled; the Law 10C texts' «вариант» is an option.
    forbidden: ['вариант\\p{L}*\\s+сдач\\p{L}*', 'вариантах', 'вариант(?:а|е|у|ом)?'],
    except: ['flows:n.nonOffendersBestOption'],
    keys: ['pane:fouledTitle', 'pane:fouledHint', 'pane:fouledBad', 'pane:chartForm', 'pane:chartFormCorrect'],
  },
  {
    notion: 'the scoring method (matchpoints, IMPs, Butler, cross-IMPs)',
    use: 'способ подсчёта',
    uses: 'способ\\p{L}*\\s+подсч[её]та',
    source: 'seed 004 ("обсчёт", "подсчёт"); «зачёт» is a standings contest',
    forbidden: ['зач[её]т\\p{L}*'],
    keys: FORM_KEYS,
  },
  {
    notion: "the authority's scoring rules (a preset)",
    use: 'правила подсчёта',
    uses: 'правил\\p{L}*\\s+подсч[её]та',
    source: 'seed 004 ("подсчёт"); the code\'s own sections are its "правила" (§11.4Б1)',
    forbidden: ['набор\\p{L}*\\s+правил'],
    keys: PRESET_KEYS,
  },
  {
    notion: 'a seat at a preferans table',
    use: 'позиция',
    uses: 'позици\\p{L}*',
    source: 'Russian usage; «место» is the rank in a ranking',
    forbidden: ['мест\\p{L}*'],
    only: SEAT_KEYS,
  },
  {
    notion: 'number of a ruling or an import in the log',
    use: '№',
    source: 'Russian typography',
    forbidden: ['#(?=\\{)'],
  },
  {
    notion: 'movement',
    use: 'движение',
    uses: 'движени\\p{L}*',
    source: 'Russian bridge usage (схема движения пар)',
    forbidden: ['расписани\\p{L}*'],
    keys: ['pane:movement', 'pane:settingsMovement'],
  },
  {
    notion: 'director',
    use: 'судья',
    uses: 'суд(?:ья|ьи|ье|ью|ей|ьям)',
    source: 'seed 004, §11.1А',
    forbidden: ['арбитр\\p{L}*', 'директор\\p{L}*'],
  },
  {
    notion: 'adjusted score',
    use: 'присуждённый результат',
    uses: 'присужд[её]нн\\p{L}*',
    source: 'seed 004, §11.2А',
    forbidden: ['скорректированн\\p{L}*', 'назначенн\\p{L}*\\s+результат\\p{L}*'],
  },
  {
    notion: 'traveller',
    use: 'протокол',
    uses: 'протокол\\p{L}*',
    source: 'seed 004, opening paragraph ("во всех протоколах")',
    forbidden: ['traveller\\p{L}*(?![\\p{L}\\[])', 'тревеллер\\p{L}*'],
  },
  {
    notion: 'average-plus, average-minus (the artificial levels)',
    use: 'средний плюс, средний минус',
    uses: 'средн\\p{L}*\\s+(?:плюс|минус)',
    source:
      'seed 004, §11.2Б1 (60 % and 40 %), named as the domain glossary names them; the functions read them (model/words.ts)',
    forbidden: ['среднее\\s+(?:плюс|минус)', 'средн\\p{L}*\\s+(?:plus|minus)'],
  },
  {
    notion: 'matchpoints (abbreviation)',
    use: 'МП',
    source: 'Russian usage, as the pane writes "МП СЮ"; the functions read МП (model/words.ts)',
    forbidden: ['MP'],
    caseSensitive: true,
    only: ['functions:*'],
  },
  {
    notion: 'Butler scoring',
    use: 'Батлер',
    uses: 'батлер\\p{L}*',
    source:
      'Russian bridge usage, as the pane names the form ("IMP Батлер") and the functions read it (БАТЛЕР, model/words.ts)',
    forbidden: ['баттлер\\p{L}*', 'butler'],
  },
  {
    notion: 'North-South, East-West (abbreviations)',
    use: 'СЮ, ВЗ',
    uses: 'СЮ|ВЗ',
    source:
      'Russian usage (Север-Юг, Восток-Запад), as the pane writes "МП СЮ"; the functions read СЮ and ВЗ (model/words.ts)',
    forbidden: ['NS', 'EW'],
    caseSensitive: true,
    // The flows show the ruling notation as it is typed ("NS 620"), which every language shares.
    except: ['flows:*'],
  },
  {
    notion: 'cross-IMP scoring (the form word a function reads)',
    use: 'КРОСС-IMP',
    uses: 'кросс-IMP\\p{L}*',
    source: 'the functions read КРОСС_IMP and кросс-ИМП (model/words.ts); the pane writes "кросс-IMP"',
    forbidden: ['CROSS_IMP'],
    only: ['functions:*'],
  },
  {
    notion: 'the offending and the non-offending side of an assigned score (§11.2Б2; Law 12C1)',
    use: 'нарушившая сторона, ненарушившая сторона',
    uses: '(?:не)?нарушивш\\p{L}*',
    source:
      'seed 004, §11.2Б2: "для ненарушившей стороны … для нарушившей стороны"; «виновная» is the artificial score\'s word (§11.2Б1)',
    forbidden: ['(?:не)?виновн\\p{L}*'],
    only: [
      'flows:q.seatScores',
      'flows:a.method.*',
      'flows:o.likelyProbable',
      'flows:o.weighted',
      'flows:q.nonOffenders*',
    ],
  },
];
