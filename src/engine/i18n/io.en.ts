/**
 * Texts of the input problems that readers, the number checks and the scorer report (BridgeInputError.code),
 * in English. {value} is the value as written, {file} {line} {row} {field} the place; other placeholders are
 * named in each text. The other languages (io.pl.ts, io.nl.ts, io.fr.ts, io.ru.ts) have the same keys.
 */
export const ioEn = {
  placeInput: 'input',
  placeLine: '{file} line {line}',
  placeRow: '{file} row {row}',
  placeFile: '{file}',
  placeField: 'field {field}',
  ambiguousNumber:
    "'{value}' can be read two ways: {decimal} (decimal separator) or {thousands} (thousands separator); write it without a separator",
  unreachableScore: "'{value}' is not a score any contract can make (Law 77)",
  notScore: "'{value}' is not a score",
  notWholePoints: "'{value}' is not a whole number of points",
  scoreConflict:
    "score '{value}' does not agree with the contract: {contract} on board {board} scores {computed} for NS; both are kept and the line is not scored until one of them is corrected",
  tooManyResults: 'board {board} has {results} results but the event has {tables} tables',
  notTables: "'{value}' is not a number of tables (a whole number of at least 1)",
  penaltyTooLarge: "procedural penalty '{value}' is more than 100 % of a top",
  artificialFigure:
    "'{value}' gives {figure} %, which is not one of the preset's artificial levels ({levels}); write A+, A= or A-, or a fixed percentage such as '{fixed}'",
  xmlMalformed: 'the XML is not well formed: {reason}',
  xmlTooDeep: 'the XML nests its elements more deeply than a results file does ({reason})',
  truncated: 'the file ends before <{element}> is closed: it looks cut short',
  folder: 'cannot read it: it is a folder, not a file',
  noFile: 'cannot read it: there is no such file',
  notText: 'the file is not text ({what}); save it as CSV, PBN or USEBIO XML',
  emptyFile: 'the file is empty: it needs a header row naming the columns',
  missingColumn: 'the header has no column {columns} (required: {required})',
  sameFile: "the output '{value}' is the input file; give another name",
};

export type IoTextKey = keyof typeof ioEn;
export type IoTexts = Record<IoTextKey, string>;
