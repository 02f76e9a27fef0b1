/**
 * The workbook layer: `office/` holds the only code that speaks the Office.js Excel API (each function is one user
 * action and costs a fixed number of syncs whatever the size of the event); `tables/` maps the tables' rows to and
 * from the engine's model, without Office, so it is tested without a host.
 */
export { readEvent, rescoreEvent } from './office/event';
export { reenterAddinFormulas, type ReenterReport } from './office/formulas';
export { dialogAvailable, showInDialog, type DialogPayload } from './office/dialog';
export {
  importEvent,
  importResults,
  undoImport,
  updateSettings,
  type DecidedImportReport,
  type ImportChoice,
} from './office/import';
export {
  compareEvents,
  isImportLine,
  settingsFromFile,
  type AddRefusal,
  type FileSettings,
  type ImportComparison,
  type ImportMode,
  type ProgramPreset,
} from './tables/import-decision';
export {
  importBridgemate,
  readCheckMarks,
  clearCheck,
  OtherEventError,
  type BridgemateReport,
  type BridgemateInput,
  type CheckMark,
} from './office/bridgemate';
export { markKey, openIssues } from './tables/bridgemate';
export type { PreferansSeatRuling } from './office/preferans';
export { applyRuling, applyRulings, editRuling, undoRuling, readRulingLog } from './office/rulings';
export { patchedEvent, type EventPatch } from './tables/event-patch';
export { onTravellerEdits, onTravellerSelection, selectedTravellerRow, tellsOwnWrites } from './office/selection';
export { createEvent } from './office/setup';
export { keepDoubleDummy } from './office/deals';
export type { KeptDoubleDummy } from './tables/deals';
export type { ImportReport } from './tables/import-plan';
export { type RulingLogLine } from './tables/log';
export { EventExistsError, type NewEventOptions, type NewEventReport, type TemplateId } from './tables/plan';
export { preferansRulingText, type ProtocolRead } from './tables/preferans-protocols';
export {
  scoreProtocols,
  type PreferansEvent,
  type PreferansRescoreReport,
  type PreferansImportReport,
  type PreferansRulingOutcome,
  type PreferansTarget,
} from './tables/preferans-scoring';
export { boardFrequency } from './tables/preview';
export {
  lineScores,
  lineTarget,
  RulingConflictError,
  type RulingOutcome,
  type RulingLogFields,
  type SideScores,
  type TravellerTarget,
} from './tables/rulings';
export { presetOf, scoreLoaded, type WorkbookEvent, type RescoreReport, type Progress } from './tables/scoring';
export type { EventSettings } from './tables/settings';
export { WorkbookSetupError } from './tables/snapshot';
export type { ShapeProblem } from './tables/shape';
export type { RowProblem } from './tables/travellers';
