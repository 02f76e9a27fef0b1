/** Textes des problèmes de saisie en français (clés comme dans io.en.ts). */
import type { IoTexts } from './io.en';

export const ioFr: IoTexts = {
  placeInput: 'saisie',
  placeLine: '{file} ligne {line}',
  placeRow: '{file} rangée {row}',
  placeFile: '{file}',
  placeField: 'champ {field}',
  ambiguousNumber:
    '« {value} » se lit de deux façons : {decimal} (séparateur décimal) ou {thousands} (séparateur des milliers) ; écrivez-le sans séparateur',
  unreachableScore: "« {value} » n'est la marque d'aucun contrat (Loi 77)",
  notScore: "« {value} » n'est pas une marque",
  notWholePoints: "« {value} » n'est pas un nombre entier de points",
  scoreConflict:
    "la marque « {value} » ne correspond pas au contrat : {contract} à la donne {board} marque {computed} pour NS ; les deux sont gardés et la ligne n'est pas comptée tant que l'un des deux n'est pas corrigé",
  tooManyResults: 'la donne {board} a {results} résultats mais le tournoi a {tables} tables',
  notTables: "« {value} » n'est pas un nombre de tables (un nombre entier d'au moins 1)",
  penaltyTooLarge: "la pénalité de procédure « {value} » dépasse 100 % d'un top",
  artificialFigure:
    "« {value} » donne {figure} %, qui n'est pas un des niveaux de marque artificielle du réglage ({levels}) ; écrivez A+, A= ou A-, ou un pourcentage fixe comme « {fixed} »",
  xmlMalformed: "le XML n'est pas bien formé : {reason}",
  xmlTooDeep: "le XML imbrique ses éléments plus profondément qu'un fichier de résultats ({reason})",
  truncated: 'le fichier se termine avant la fermeture de <{element}> : il semble tronqué',
  folder: "illisible : c'est un dossier, pas un fichier",
  noFile: "illisible : ce fichier n'existe pas",
  notText: "le fichier n'est pas du texte ({what}) ; enregistrez-le en CSV, PBN ou USEBIO XML",
  emptyFile: "le fichier est vide : il faut une ligne d'en-tête qui nomme les colonnes",
  missingColumn: "l'en-tête n'a pas de colonne {columns} (obligatoires : {required})",
  sameFile: "la sortie « {value} » est le fichier d'entrée ; donnez un autre nom",
};
