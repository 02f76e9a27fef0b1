/**
 * The presets, by id.
 */
import { BridgeInputError } from '../model/types';
import { abf } from './abf';
import { acbl } from './acbl';
import { ebu } from './ebu';
import { ffb } from './ffb';
import { nbb } from './nbb';
import { pzbs } from './pzbs';
import { ruPreferans } from './ru-preferans';
import type { Preset, PresetId } from './types';
import { wbf } from './wbf';

export type * from './types';
export { decimals } from './types';
export { abf, acbl, ebu, ffb, nbb, pzbs, ruPreferans, wbf };

/** Every preset, keyed by id. */
export const PRESETS: Readonly<Record<PresetId, Preset>> = {
  wbf,
  ebu,
  acbl,
  abf,
  ffb,
  pzbs,
  nbb,
  'ru-preferans': ruPreferans,
};

/** The preset an event is scored with when nothing names one: the Laws as the WBF publishes them. */
export const DEFAULT_PRESET_ID: PresetId = 'wbf';

/** Ids of the presets, in display order. */
export const PRESET_IDS = Object.keys(PRESETS) as PresetId[];

/** The preset with this id; throws BridgeInputError naming the unknown id and listing the known ones. */
export function getPreset(id: string): Preset {
  if (typeof id === 'string' && Object.prototype.hasOwnProperty.call(PRESETS, id)) return PRESETS[id as PresetId];
  throw new BridgeInputError(`preset '${String(id)}' is not known; known presets: ${PRESET_IDS.join(', ')}`, id);
}
