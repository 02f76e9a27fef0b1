/**
 * The workbook layer: the only code that speaks the Office.js Excel API. Each function is one user action and
 * costs a fixed number of syncs whatever the size of the event.
 */
export { readEvent, rescoreEvent, writeScores, type WorkbookEvent, type RescoreReport, type Progress } from './event';
export {
  applyRuling,
  editRuling,
  undoRuling,
  readRulingLog,
  previewRuling,
  lineTarget,
  scoreText,
  RulingConflictError,
  type RulingLogLine,
  type RulingOutcome,
  type RulingLogFields,
  type SideScores,
  type TravellerTarget,
} from './rulings';
export { importResults, removeEmptyLines, type ImportReport, type ImportConflict } from './import';
export {
  createEvent,
  planEvent,
  EventExistsError,
  type NewEventOptions,
  type NewEventReport,
  type TemplateId,
} from './setup';
export { onTravellerEdits, onTravellerSelection, selectedTravellerRow } from './selection';
export { boardFrequency, findEntry, previewInMemory, withRuling, type FrequencyPoint } from './preview';
export { WorkbookSetupError, excelRun, type Runner } from './excel';
export {
  readPreferans,
  rescorePreferans,
  importPreferans,
  applyPreferansRuling,
  applyPreferansRule113,
  undoPreferansRuling,
  scoreProtocols,
  preferansFiguresText,
  preferansRulingText,
  normalPreferansRuling,
  type PreferansEvent,
  type PreferansRescoreReport,
  type PreferansImportReport,
  type PreferansImportConflict,
  type PreferansRulingOutcome,
  type PreferansTarget,
  type PreferansFigures,
  type PreferansScore,
  type ProtocolRead,
} from './preferans';
export { SHEETS, TABLES, TRAVELLER_COLUMNS, RULING_COLUMNS, RANKING_COLUMNS, COMPUTED_COLUMNS } from './schema';
export type { EventSettings, Movement } from './settings';
export type { RowProblem } from './travellers';
