/**
 * The "How to use" sheet of every template: a few lines on what to type where and which sheets compute live, in
 * the workbook's language (en, pl, nl, fr, ru). The texts are the project's own.
 */
import type { Cell } from './schema';
import type { EventSettings } from './settings';
import type { SheetSpec } from './templates';

export type HowToLang = 'en' | 'pl' | 'nl' | 'fr' | 'ru';
export const HOW_TO_LANGS: readonly HowToLang[] = ['en', 'pl', 'nl', 'fr', 'ru'];

/** The sheet's name in each language. */
export const HOW_TO_SHEET: Record<HowToLang, string> = {
  en: 'How to use',
  pl: 'Jak używać',
  nl: 'Gebruik',
  fr: 'Mode d’emploi',
  ru: 'Как пользоваться',
};

type Kind = 'pairs' | 'butler' | 'teams' | 'individual' | 'preferans';

const COMMON: Record<HowToLang, string[]> = {
  en: [
    'The formulas call the BRIDGE.* functions of the Bridge Scorer add-in: open the add-in once and they compute.',
    'Event: preset (wbf, ebu, pzbs, …) and the event settings. Rulings: the director’s log.',
  ],
  pl: [
    'Formuły wywołują funkcje BRIDGE.* dodatku Bridge Scorer: po jednokrotnym otwarciu dodatku zaczynają liczyć.',
    'Event: zasady liczenia (wbf, ebu, pzbs, …) i ustawienia turnieju. Rulings: dziennik sędziego.',
  ],
  nl: [
    'De formules roepen de BRIDGE.*-functies van de invoegtoepassing Bridge Scorer aan: open de invoegtoepassing één keer en ze rekenen.',
    'Event: de rekenregels (wbf, ebu, nbb, …) en de instellingen. Rulings: het logboek van de wedstrijdleider.',
  ],
  fr: [
    'Les formules appellent les fonctions BRIDGE.* du complément Bridge Scorer : ouvrez le complément une fois et elles calculent.',
    'Event : les règles de calcul (wbf, ebu, ffb, …) et les réglages du tournoi. Rulings : le journal de l’arbitre.',
  ],
  ru: [
    'Формулы вызывают функции BRIDGE.* надстройки Bridge Scorer: откройте надстройку один раз, и они начнут считать.',
    'Event: правила подсчёта (wbf, ebu, ru-preferans, …) и настройки турнира. Rulings: журнал судьи.',
  ],
};

const KIND: Record<Kind, Record<HowToLang, string[]>> = {
  pairs: {
    en: [
      'Travellers: type the NS score (or PASS, NP) and any ruling on each line; Live shows the ranking at once.',
      'Boards: dealer, vulnerability, results entered and the top of each board.',
    ],
    pl: [
      'Travellers: wpisz zapis NS (albo PASS, NP) i ewentualne orzeczenie w każdym wierszu; Live od razu pokazuje klasyfikację.',
      'Boards: rozdający, założenia, liczba zapisów i maksimum każdego rozdania.',
    ],
    nl: [
      'Travellers: typ op elke regel de NZ-score (of PASS, NP) en een eventuele beslissing; Live toont meteen de uitslag.',
      'Boards: gever, kwetsbaarheid, ingevoerde scores en de top van elk spel.',
    ],
    fr: [
      'Travellers : tapez la marque NS (ou PASS, NP) et une éventuelle décision sur chaque ligne ; Live affiche aussitôt le classement.',
      'Boards : donneur, vulnérabilité, marques saisies et top de chaque donne.',
    ],
    ru: [
      'Travellers: введите запись NS (или PASS, NP) и решение судьи, если есть, в каждой строке; Live сразу показывает таблицу.',
      'Boards: сдающий, зональность, число записей и максимум каждой сдачи.',
    ],
  },
  butler: {
    en: [
      'Travellers: type the NS score of each line; Live ranks the pairs by IMPs against each board’s datum (Butler).',
      'Datums: each board’s datum (BRIDGE.SESSION_DATUMS). Line IMPs: each line’s IMPs, row for row with Travellers (BRIDGE.SESSION_SCORES). One scoring serves the three sheets.',
    ],
    pl: [
      'Travellers: wpisz zapis NS każdego wiersza; Live szereguje pary według IMP-ów względem średniej rozdania (butler).',
      'Datums: średnia każdego rozdania (BRIDGE.SESSION_DATUMS). Line IMPs: IMP-y każdego wiersza, wiersz w wiersz z Travellers (BRIDGE.SESSION_SCORES). Trzy arkusze korzystają z jednego przeliczenia.',
    ],
    nl: [
      'Travellers: typ de NZ-score van elke regel; Live rangschikt de paren op IMPs tegen het gemiddelde van elk spel (Butler).',
      'Datums: het gemiddelde van elk spel (BRIDGE.SESSION_DATUMS). Line IMPs: de IMPs van elke regel, regel voor regel met Travellers (BRIDGE.SESSION_SCORES). De drie bladen delen één berekening.',
    ],
    fr: [
      'Travellers : tapez la marque NS de chaque ligne ; Live classe les paires en IMP contre la moyenne de chaque donne (Butler).',
      'Datums : la moyenne de chaque donne (BRIDGE.SESSION_DATUMS). Line IMPs : les IMP de chaque ligne, ligne à ligne avec Travellers (BRIDGE.SESSION_SCORES). Les trois feuilles partagent un seul calcul.',
    ],
    ru: [
      'Travellers: введите запись NS каждой строки; Live ранжирует пары по IMP относительно средней каждой сдачи (баттлер).',
      'Datums: средняя каждой сдачи (BRIDGE.SESSION_DATUMS). Line IMPs: IMP каждой строки, строка в строку с Travellers (BRIDGE.SESSION_SCORES). Три листа считаются за один подсчёт.',
    ],
  },
  teams: {
    en: [
      'Matches: one line per match (round, home team, away team, open and closed room tables); BYE or FORFEIT home / FORFEIT away in ruling.',
      'Travellers: the NS score of each board in each room. Board IMPs, Match results and Standings compute live.',
      'TeamOptions: vp_scale WBF (2013 continuous scale) or TABLE (the VPTables sheet, which you may replace); knockout TRUE for carry-over and Law 12C4.',
    ],
    pl: [
      'Matches: jeden wiersz na mecz (runda, gospodarze, goście, stoły pokoju otwartego i zamkniętego); BYE albo FORFEIT home / FORFEIT away w kolumnie ruling.',
      'Travellers: zapis NS każdego rozdania w każdym pokoju. Board IMPs, Match results i Standings liczą się na bieżąco.',
      'TeamOptions: vp_scale WBF (ciągła skala z 2013) albo TABLE (arkusz VPTables, który można podmienić); knockout PRAWDA dla przeniesienia i przepisu 12C4.',
    ],
    nl: [
      'Matches: één regel per wedstrijd (ronde, thuisviertal, uitviertal, tafels van open en gesloten kamer); BYE of FORFEIT home / FORFEIT away in ruling.',
      'Travellers: de NZ-score van elk spel in elke kamer. Board IMPs, Match results en Standings rekenen live.',
      'TeamOptions: vp_scale WBF (continue schaal van 2013) of TABLE (het blad VPTables, dat u mag vervangen); knockout WAAR voor overdracht en artikel 12C4.',
    ],
    fr: [
      'Matches : une ligne par match (tour, équipe recevante, visiteuse, tables des salles ouverte et fermée) ; BYE ou FORFEIT home / FORFEIT away dans ruling.',
      'Travellers : la marque NS de chaque donne dans chaque salle. Board IMPs, Match results et Standings se calculent en direct.',
      'TeamOptions : vp_scale WBF (échelle continue de 2013) ou TABLE (la feuille VPTables, remplaçable) ; knockout VRAI pour le report et la Loi 12C4.',
    ],
    ru: [
      'Matches: одна строка на матч (тур, хозяева, гости, столы открытой и закрытой комнат); BYE или FORFEIT home / FORFEIT away в столбце ruling.',
      'Travellers: запись NS каждой сдачи в каждой комнате. Board IMPs, Match results и Standings считаются сразу.',
      'TeamOptions: vp_scale WBF (непрерывная шкала 2013) или TABLE (лист VPTables, его можно заменить); knockout ИСТИНА для переноса и Закона 12C4.',
    ],
  },
  individual: {
    en: [
      'Travellers: the players of each line as "3+7" in ns and ew, the NS score; Live ranks the players.',
      'A procedural penalty in an individual falls on the offender alone (Law 12C3 as the engine applies it).',
      'When Law 12C2(c) gives the two players of a side different figures, its mp, pct and imp cells show both, in the order of its ns or ew cell: "3.50 / 2.40".',
    ],
    pl: [
      'Travellers: gracze każdego wiersza jako „3+7” w ns i ew oraz zapis NS; Live szereguje graczy.',
      'Kara porządkowa w turnieju indywidualnym dotyczy tylko winnego (przepis 12C3 tak, jak stosuje go silnik).',
      'Gdy przepis 12C2(c) daje dwóm graczom strony różne wyniki, jej komórki mp, pct i imp pokazują oba, w kolejności z komórki ns albo ew: „3.50 / 2.40”.',
    ],
    nl: [
      'Travellers: de spelers van elke regel als "3+7" in ns en ew, en de NZ-score; Live rangschikt de spelers.',
      'Een procedurele straf in een individueel treft alleen de overtreder (artikel 12C3 zoals de rekenkern het toepast).',
      'Als artikel 12C2(c) de twee spelers van een partij verschillende scores geeft, tonen haar cellen mp, pct en imp ze allebei, in de volgorde van haar cel ns of ew: "3.50 / 2.40".',
    ],
    fr: [
      'Travellers : les joueurs de chaque ligne sous la forme « 3+7 » dans ns et ew, et la marque NS ; Live classe les joueurs.',
      'Une pénalité de procédure en individuel ne frappe que le fautif (Loi 12C3 telle que le moteur l’applique).',
      'Quand la Loi 12C2(c) donne aux deux joueurs d’un camp des marques différentes, ses cellules mp, pct et imp montrent les deux, dans l’ordre de sa cellule ns ou ew : « 3.50 / 2.40 ».',
    ],
    ru: [
      'Travellers: игроки каждой строки как «3+7» в ns и ew и запись NS; Live ранжирует игроков.',
      'Процедурное наказание в личном турнире ложится только на нарушителя (Закон 12C3 так, как его применяет движок).',
      'Когда Закон 12C2(c) даёт двум игрокам стороны разные результаты, её ячейки mp, pct и imp показывают оба, в порядке её ячейки ns или ew: «3.50 / 2.40».',
    ],
  },
  preferans: {
    en: [
      'Protocols: one line per seat of each deal (deal, table, seat, player, score, ruling); Live ranks the players.',
      'Live: matchpoints per player and the percentage of the player’s own maximum, by BRIDGE.PREFERANS_RESULTS.',
    ],
    pl: [
      'Protocols: jeden wiersz na pozycję w każdym rozdaniu (rozdanie, stół, pozycja, gracz, wynik, orzeczenie); Live szereguje graczy.',
      'Live: punkty turniejowe każdego gracza i procent jego własnego maksimum, z BRIDGE.PREFERANS_RESULTS.',
    ],
    nl: [
      'Protocols: één regel per zitplaats van elke deling (deling, tafel, zitplaats, speler, uitslag, beslissing); Live rangschikt de spelers.',
      'Live: matchpunten per speler en het percentage van diens eigen maximum, met BRIDGE.PREFERANS_RESULTS.',
    ],
    fr: [
      'Protocols : une ligne par place de chaque donne (donne, table, place, joueur, marque, décision) ; Live classe les joueurs.',
      'Live : points de match par joueur et pourcentage de son propre maximum, par BRIDGE.PREFERANS_RESULTS.',
    ],
    ru: [
      'Protocols: одна строка на позицию в каждой сдаче (сдача, стол, позиция, игрок, запись, решение); Live ранжирует игроков.',
      'Live: матчпункты каждого игрока и процент от его собственного максимума, функцией BRIDGE.PREFERANS_RESULTS.',
    ],
  },
};

function kindOf(settings: EventSettings): Kind {
  if (settings.kind === 'teams') return 'teams';
  if (settings.kind === 'preferans') return 'preferans';
  if (settings.kind === 'individual') return 'individual';
  return settings.form === 'butler' || settings.form === 'cross-imp' ? 'butler' : 'pairs';
}

/** The "How to use" rows of an event's kind in one language. */
export function howToRows(settings: EventSettings, lang: HowToLang = 'en'): Cell[][] {
  return [[HOW_TO_SHEET[lang]], ...[...KIND[kindOf(settings)][lang], ...COMMON[lang]].map((t) => [t])];
}

export function howToSheet(settings: EventSettings, lang: HowToLang = 'en'): SheetSpec {
  return { name: HOW_TO_SHEET[lang], formulas: howToRows(settings, lang) };
}
