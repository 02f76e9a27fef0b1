/** Teksten van invoerproblemen in het Nederlands (sleutels als in io.en.ts). */
import type { IoTexts } from './io.en';

export const ioNl: IoTexts = {
  placeInput: 'invoer',
  placeLine: '{file} regel {line}',
  placeRow: '{file} rij {row}',
  placeFile: '{file}',
  placeField: 'veld {field}',
  ambiguousNumber:
    "'{value}' is op twee manieren te lezen: {decimal} (decimaalteken) of {thousands} (scheidingsteken voor duizendtallen); schrijf het zonder scheidingsteken",
  unreachableScore: "'{value}' is geen score die een contract kan opleveren (artikel 77)",
  notScore: "'{value}' is geen score",
  notWholePoints: "'{value}' is geen geheel aantal punten",
  scoreConflict:
    "score '{value}' klopt niet met het contract: {contract} op spel {board} geeft NZ {computed}; beide blijven bewaard en de regel telt niet mee tot een van beide is verbeterd",
  tooManyResults: 'spel {board} heeft {results} uitslagen, maar de wedstrijd heeft {tables} tafels',
  notTables: "'{value}' is geen aantal tafels (een geheel getal van minstens 1)",
  penaltyTooLarge: "procedurele straf '{value}' is meer dan 100 % van een top",
  artificialFigure:
    "'{value}' geeft {figure} %, en dat is geen van de kunstmatige niveaus van de instelling ({levels}); schrijf A+, A= of A-, of een vast percentage zoals '{fixed}'",
  xmlMalformed: 'de XML is niet goed gevormd: {reason}',
  xmlTooDeep: 'de XML nest zijn elementen dieper dan een uitslagenbestand doet ({reason})',
  truncated: 'het bestand eindigt voordat <{element}> gesloten is: het lijkt afgebroken',
  folder: 'kan niet gelezen worden: het is een map, geen bestand',
  noFile: 'kan niet gelezen worden: dat bestand bestaat niet',
  notText: 'het bestand is geen tekst ({what}); sla het op als CSV, PBN of USEBIO XML',
  emptyFile: 'het bestand is leeg: er is een kopregel met de kolomnamen nodig',
  missingColumn: 'de kopregel heeft geen kolom {columns} (verplicht: {required})',
  sameFile: "de uitvoer '{value}' is het invoerbestand; kies een andere naam",
};
