/**
 * What the workbook layer takes from the engine, in one place, through the engine's index. The package's
 * `sideEffects` list lets the bundler leave the file readers out of the pane's first download.
 */
export type * from '../../engine';
export {
  applyLineMark,
  applyRule113,
  boardDealer,
  boardVulnerability,
  formatDeal,
  parOf,
  parseDeal,
  checkTableResults,
  contractScore,
  formatContract,
  DEFAULT_PRESET_ID,
  getPreset,
  mpFactor,
  printBoardMp,
  printBoardPercent,
  printedText,
  withConvention,
  parseLineMark,
  isNotPlayedText,
  notPlayedSpellings,
  NOT_PLAYED,
  parsePlayed,
  planReimport,
  preferansRowLine,
  printLineMark,
  printRuling,
  readPreferansRuling,
  scoreContractConflict,
  scoreEvent,
  scoreSeats,
  scoreTeamMatch,
  seatOptionsFromPreset,
  numberFormats,
  excelFormat,
  wbfVpTable,
} from '../../engine';
export { sameBwsEvent } from '../../engine/io/bws-identity';
