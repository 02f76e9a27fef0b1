/** The pane's texts that name a seat at a preferans table (or a player's compass seat): none of them names a rank. */
export const SEAT_KEYS = [
  'pane:importPreferansIntro',
  'pane:seatsWaiting',
  'pane:conflictLineSeat',
  'pane:prefProvisional',
  'pane:prefModeSeat',
  'pane:pickSeat',
  'pane:prefGives',
  'pane:prefTableSeatLine',
  'pane:prefMissingSeat',
  'pane:prefMissingChoice',
  'pane:prefMissingSame',
  'pane:prefApplied',
  'pane:prefAppliedTable',
  'pane:issue_declarer_disagrees',
];

/** The texts that label the scoring method (matchpoints, IMPs, Butler, cross-IMPs). */
export const FORM_KEYS = ['pane:form', 'pane:settingsForm'];

/** The texts that label the authority's scoring rules (the preset). */
export const PRESET_KEYS = ['pane:preset', 'pane:settingsPreset', 'page:preset'];
