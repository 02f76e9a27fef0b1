/**
 * The help page's texts (help.html, the manifest's SupportUrl and LearnMoreUrl) in the pane's five languages.
 * Tab and menu names come from the pane's own translations, so the page names them as the pane shows them.
 */
export interface HelpTexts {
  title: string;
  intro: string;
  startTitle: string;
  /** Paragraphs; {tabSetup} and the other tab names are filled from the pane's translations. */
  start: string[];
  functionsTitle: string;
  functionsIntro: string;
  functionsLoading: string;
  functionsMissing: string;
  paneTitle: string;
  pane: string[];
  templatesTitle: string;
  templates: string[];
  language: string;
}

export const HELP: Record<'en' | 'pl' | 'nl' | 'fr' | 'ru', HelpTexts> = {
  en: {
    title: 'Bridge Scorer for Excel: help',
    intro:
      'Bridge Scorer scores duplicate bridge and duplicate preferans in Excel: matchpoints, IMPs, Butler, VPs and the adjusted scores a director awards.',
    startTitle: 'Getting started',
    start: [
      'On the Home tab, choose Bridge → Scoring and rulings. The pane opens at the {tabSetup} tab: pick the form of the event and its conventions (the preset of your authority) and create the tables in a new workbook.',
      'Type results into the Travellers sheet, or load a PBN, USEBIO or CSV file on the {tabImport} tab. The pane rescores the event a moment after you stop typing.',
    ],
    functionsTitle: 'Functions',
    functionsIntro:
      'Every function starts with BRIDGE. and works in any cell, with or without the pane open. Optional arguments may be left empty.',
    functionsLoading: 'Loading the list of functions…',
    functionsMissing: 'The list of functions could not be loaded from this server.',
    paneTitle: 'The task pane',
    pane: [
      '{tabSetup}: creates an event from a template and keeps its settings in the workbook.',
      '{tabImport}: reads a file of results and shows what differs from the workbook before anything is written.',
      '{tabRuling}: asks the director the questions of the Laws in order and shows the adjusted score before it is written into the traveller and the ruling log.',
      '{tabResults}: the ranking, a chart per board, and export as USEBIO, PBN, CSV or a printable page.',
    ],
    templatesTitle: 'Templates and #NAME?',
    templates: [
      'A workbook made from a template, opened before the add-in has been loaded in this Excel, shows #NAME? in its BRIDGE formulas. Open the pane once: it enters those formulas again and they calculate from then on.',
    ],
    language: 'Language',
  },
  pl: {
    title: 'Bridge Scorer dla Excela: pomoc',
    intro:
      'Bridge Scorer liczy wyniki brydża porównawczego i preferansa porównawczego w Excelu: punkty meczowe, IMP, Butler, VP oraz wyniki przyznane przez sędziego.',
    startTitle: 'Pierwsze kroki',
    start: [
      'Na karcie Narzędzia główne wybierz Brydż → Wyniki i orzeczenia. Panel otworzy się na karcie {tabSetup}: wybierz rodzaj turnieju i zasady (ustawienia swojej federacji), a panel założy tabele w nowym skoroszycie.',
      'Wpisuj wyniki w arkuszu Travellers albo wczytaj plik PBN, USEBIO lub CSV na karcie {tabImport}. Panel przelicza turniej chwilę po tym, jak skończysz pisać.',
    ],
    functionsTitle: 'Funkcje',
    functionsIntro:
      'Każda funkcja zaczyna się od BRIDGE. i działa w dowolnej komórce, także przy zamkniętym panelu. Argumenty opcjonalne można pominąć.',
    functionsLoading: 'Wczytywanie listy funkcji…',
    functionsMissing: 'Nie udało się wczytać listy funkcji z tego serwera.',
    paneTitle: 'Panel zadań',
    pane: [
      '{tabSetup}: zakłada turniej z szablonu i przechowuje jego ustawienia w skoroszycie.',
      '{tabImport}: czyta plik z wynikami i pokazuje różnice względem skoroszytu, zanim cokolwiek zapisze.',
      '{tabRuling}: zadaje sędziemu pytania Prawa po kolei i pokazuje wynik przyznany, zanim trafi do protokołu i rejestru orzeczeń.',
      '{tabResults}: klasyfikacja, wykres dla każdego rozdania oraz eksport do USEBIO, PBN, CSV lub strony do druku.',
    ],
    templatesTitle: 'Szablony i #NAZWA?',
    templates: [
      'Skoroszyt z szablonu otwarty, zanim dodatek został wczytany w tym Excelu, pokazuje #NAZWA? w formułach BRIDGE. Otwórz panel raz: wpisze te formuły ponownie i od tej chwili będą liczone.',
    ],
    language: 'Język',
  },
  nl: {
    title: 'Bridge Scorer voor Excel: help',
    intro:
      "Bridge Scorer berekent uitslagen van parenbridge, viertallen en duplicaat-preferans in Excel: matchpunten, IMP's, butler, VP's en arbitrale scores.",
    startTitle: 'Aan de slag',
    start: [
      'Kies op het tabblad Start Bridge → Uitslagen en arbitrages. Het deelvenster opent op het tabblad {tabSetup}: kies de vorm van de drive en de regels (de instellingen van uw bond) en maak de tabellen in een nieuwe werkmap.',
      'Typ uitslagen in het blad Travellers of lees een PBN-, USEBIO- of CSV-bestand in op het tabblad {tabImport}. Het deelvenster rekent de drive opnieuw uit kort nadat u stopt met typen.',
    ],
    functionsTitle: 'Functies',
    functionsIntro:
      'Elke functie begint met BRIDGE. en werkt in elke cel, ook als het deelvenster dicht is. Optionele argumenten mogen leeg blijven.',
    functionsLoading: 'Lijst van functies laden…',
    functionsMissing: 'De lijst van functies kon niet van deze server worden geladen.',
    paneTitle: 'Het deelvenster',
    pane: [
      '{tabSetup}: maakt een drive vanuit een sjabloon en bewaart de instellingen in de werkmap.',
      '{tabImport}: leest een uitslagenbestand en toont wat afwijkt van de werkmap voordat er iets wordt geschreven.',
      '{tabRuling}: stelt de arbiter de vragen van de spelregels in volgorde en toont de arbitrale score voordat die in de traveller en het logboek komt.',
      '{tabResults}: de rangschikking, een grafiek per spel en export als USEBIO, PBN, CSV of een afdrukbare pagina.',
    ],
    templatesTitle: 'Sjablonen en #NAAM?',
    templates: [
      'Een werkmap uit een sjabloon die geopend is voordat de invoegtoepassing in deze Excel geladen werd, toont #NAAM? in de BRIDGE-formules. Open het deelvenster één keer: het voert die formules opnieuw in en daarna rekenen ze.',
    ],
    language: 'Taal',
  },
  fr: {
    title: 'Bridge Scorer pour Excel : aide',
    intro:
      'Bridge Scorer calcule les résultats du bridge duplicate et de la préférence duplicate dans Excel : points de match, IMP, Butler, PV et marques ajustées par l’arbitre.',
    startTitle: 'Pour commencer',
    start: [
      'Dans l’onglet Accueil, choisissez Bridge → Résultats et arbitrages. Le volet s’ouvre sur l’onglet {tabSetup} : choisissez la forme du tournoi et ses règles (les réglages de votre fédération) et créez les tableaux dans un nouveau classeur.',
      'Saisissez les résultats dans la feuille Travellers, ou chargez un fichier PBN, USEBIO ou CSV dans l’onglet {tabImport}. Le volet recalcule le tournoi peu après la fin de la saisie.',
    ],
    functionsTitle: 'Fonctions',
    functionsIntro:
      'Chaque fonction commence par BRIDGE. et marche dans toute cellule, volet ouvert ou non. Les arguments facultatifs peuvent rester vides.',
    functionsLoading: 'Chargement de la liste des fonctions…',
    functionsMissing: 'La liste des fonctions n’a pas pu être chargée depuis ce serveur.',
    paneTitle: 'Le volet',
    pane: [
      '{tabSetup} : crée un tournoi à partir d’un modèle et garde ses réglages dans le classeur.',
      '{tabImport} : lit un fichier de résultats et montre ce qui diffère du classeur avant toute écriture.',
      '{tabRuling} : pose à l’arbitre les questions du Code dans l’ordre et montre la marque ajustée avant de l’écrire dans la feuille ambulante et le journal.',
      '{tabResults} : le classement, un graphique par donne et l’export en USEBIO, PBN, CSV ou page imprimable.',
    ],
    templatesTitle: 'Modèles et #NOM?',
    templates: [
      'Un classeur issu d’un modèle, ouvert avant que le complément ait été chargé dans cet Excel, affiche #NOM? dans ses formules BRIDGE. Ouvrez le volet une fois : il saisit de nouveau ces formules, qui se calculent ensuite.',
    ],
    language: 'Langue',
  },
  ru: {
    title: 'Bridge Scorer для Excel: справка',
    intro:
      'Bridge Scorer подсчитывает результаты спортивного бриджа и дубликатного преферанса в Excel: мачпойнты, IMP, Батлер, VP и присуждённые судьёй результаты.',
    startTitle: 'С чего начать',
    start: [
      'На вкладке «Главная» выберите «Бридж» → «Результаты и решения». Панель откроется на вкладке «{tabSetup}»: выберите вид турнира и правила (настройки вашей федерации), и панель создаст таблицы в новой книге.',
      'Вводите результаты на листе Travellers или загрузите файл PBN, USEBIO или CSV на вкладке «{tabImport}». Панель пересчитывает турнир вскоре после того, как вы закончили ввод.',
    ],
    functionsTitle: 'Функции',
    functionsIntro:
      'Все функции начинаются с BRIDGE. и работают в любой ячейке, даже когда панель закрыта. Необязательные аргументы можно оставить пустыми.',
    functionsLoading: 'Загрузка списка функций…',
    functionsMissing: 'Не удалось загрузить список функций с этого сервера.',
    paneTitle: 'Панель',
    pane: [
      '«{tabSetup}»: создаёт турнир по шаблону и хранит его настройки в книге.',
      '«{tabImport}»: читает файл с результатами и показывает расхождения с книгой до того, как что-либо записать.',
      '«{tabRuling}»: задаёт судье вопросы правил по порядку и показывает присуждённый результат до записи в протокол и журнал решений.',
      '«{tabResults}»: итоговая таблица, диаграмма по каждой сдаче и экспорт в USEBIO, PBN, CSV или страницу для печати.',
    ],
    templatesTitle: 'Шаблоны и #ИМЯ?',
    templates: [
      'Книга из шаблона, открытая до того, как надстройка была загружена в этом Excel, показывает #ИМЯ? в формулах BRIDGE. Откройте панель один раз: она заново введёт эти формулы, и дальше они будут считаться.',
    ],
    language: 'Язык',
  },
};
