/** Teksty problemów z danymi wejściowymi po polsku (klucze jak w io.en.ts). */
import type { IoTexts } from './io.en';

export const ioPl: IoTexts = {
  placeInput: 'dane',
  placeLine: '{file}, wiersz {line}',
  placeRow: '{file}, wiersz arkusza {row}',
  placeFile: '{file}',
  placeField: 'pole {field}',
  ambiguousNumber:
    '„{value}” można odczytać na dwa sposoby: {decimal} (separator dziesiętny) albo {thousands} (separator tysięcy); wpisz liczbę bez separatora',
  unreachableScore: '„{value}” nie jest wynikiem, który daje jakikolwiek kontrakt (przepis 77)',
  notScore: '„{value}” nie jest wynikiem',
  notWholePoints: '„{value}” nie jest całkowitą liczbą punktów',
  scoreConflict:
    'wynik „{value}” nie zgadza się z kontraktem: {contract} w rozdaniu {board} daje NS {computed}; oba zapisy zostają, a wiersz nie jest liczony, dopóki jeden z nich nie zostanie poprawiony',
  tooManyResults: 'rozdanie {board} ma {results} wyników, a turniej ma {tables} stołów',
  notTables: '„{value}” nie jest liczbą stołów (liczba całkowita, co najmniej 1)',
  penaltyTooLarge: 'kara porządkowa „{value}” przekracza 100 % maksimum',
  artificialFigure:
    '„{value}” daje {figure} %, a to nie jest żaden z poziomów procentowego wyniku rozjemczego w ustawieniach ({levels}); wpisz A+, A= lub A-, albo stały procent, np. „{fixed}”',
  xmlMalformed: 'XML nie jest poprawnie zbudowany: {reason}',
  xmlTooDeep: 'XML zagnieżdża elementy głębiej niż plik z wynikami ({reason})',
  truncated: 'plik kończy się przed zamknięciem <{element}>: wygląda na ucięty',
  folder: 'nie można odczytać: to folder, a nie plik',
  noFile: 'nie można odczytać: nie ma takiego pliku',
  notText: 'plik nie jest tekstem ({what}); zapisz go jako CSV, PBN lub USEBIO XML',
  emptyFile: 'plik jest pusty: potrzebny jest wiersz nagłówka z nazwami kolumn',
  missingColumn: 'w nagłówku brak kolumny {columns} (wymagane: {required})',
  sameFile: 'plik wyjściowy „{value}” jest plikiem wejściowym; podaj inną nazwę',
};
