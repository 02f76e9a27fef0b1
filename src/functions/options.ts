/**
 * Option arguments shared by several functions: the preset, counts, the side, the VP scale, the matchpoint
 * convention. Each reads a cell and hands the engine the option it defines; none decides a rule.
 */
import { about, fail, type Where } from './errors';
import { isBlank, readText, refuseAmbiguousText, textToNumber, checkNotError } from './coerce';
import {
  ACBL_20VP_6_8,
  ACBL_20VP_9_11,
  ACBL_30VP_6_8,
  ACBL_30VP_9_11,
  DEFAULT_PRESET_ID,
  discreteVp,
  getPreset,
  PRESET_IDS,
  PROGRAM_IDS,
  printRules,
  sideWord,
  wbfVp,
  type DiscreteVpScale,
  type FractionalImps,
  type Preset,
} from './engine';

/**
 * A preset id (wbf, ebu, acbl, abf, ffb, pzbs, nbb, ru-preferans; case and spaces ignored), optionally with a
 * program after a slash ("pzbs/kops"; else the preset's usual program); blank → the default preset.
 */
export function readPreset(v: unknown, where: Where): Preset {
  const text = readText(v, where);
  if (text === undefined) return getPreset(DEFAULT_PRESET_ID);
  const [name, program] = text.split('/');
  const id = presetId(name);
  if (id === undefined) fail('notPreset', v, where, { list: PRESET_IDS.join(', ') });
  if (program === undefined) return getPreset(id);
  const p = programId(program);
  if (p === undefined) fail('notOption', v, where, { list: PROGRAM_IDS.map((x) => `${id}/${x}`).join(', ') });
  return getPreset(id, p);
}

function programId(text: string): string | undefined {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return (PROGRAM_IDS as readonly string[]).find((id) => id === t || id.replace(/-/g, '') === t.replace(/-/g, ''));
}

function presetId(text: string): string | undefined {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return (PRESET_IDS as readonly string[]).find((id) => id === t || id.replace(/-/g, '') === t.replace(/-/g, ''));
}

/** True when the text names a preset. */
export function isPresetName(text: string): boolean {
  const [name, program] = text.split('/');
  return presetId(name) !== undefined && (program === undefined || programId(program) !== undefined);
}

/** A count of results or boards: a whole number of at least 1. */
export function readCount(v: unknown, where: Where): number {
  checkNotError(v, where);
  if (isBlank(v)) fail('missing', '', where, {}, 'notAvailable');
  if (typeof v === 'string') refuseAmbiguousText(v, where);
  const n = typeof v === 'number' ? v : typeof v === 'string' ? textToNumber(v) : undefined;
  if (n === undefined) return fail('notNumber', v, where);
  if (!Number.isInteger(n)) fail('notWholeNumber', v, where);
  if (n < 1) fail('notPositive', v, where);
  return n;
}

/** Most boards a match may have here: the WBF scale's table has 15·√N entries, so N must stay reasonable. */
export const MAX_MATCH_BOARDS = 1000;

/** Number of boards of a match: 1 to MAX_MATCH_BOARDS. */
export function readBoardCount(v: unknown, where: Where): number {
  const n = readCount(v, where);
  if (n > MAX_MATCH_BOARDS) fail('notInRange', v, where, { list: `1…${MAX_MATCH_BOARDS}` });
  return n;
}

/** An optional count: blank → undefined. */
export function readOptionalCount(v: unknown, where: Where): number | undefined {
  return isBlank(v) ? undefined : readCount(v, where);
}

export type Side = 'NS' | 'EW' | 'BOTH';

/**
 * NS (default), EW, or BOTH (two columns: NS then EW), in any language's words (NZ, OW, EO, СЮ, ВЗ, OBIE, LES DEUX,
 * ОБЕ …): the engine's table of side words.
 */
export function readSide(v: unknown, where: Where, allowBoth = true): Side {
  const text = readText(v, where);
  if (text === undefined) return 'NS';
  const side = sideWord(text);
  if (!side || (side === 'BOTH' && !allowBoth)) fail('notSide', v, where);
  return side;
}

/** Matchpoints per beat: 2 (default), 1, or the printing scale of a preset. */
export function matchpointUnit(v: unknown, where: Where): 1 | 2 {
  checkNotError(v, where);
  if (isBlank(v)) return 2;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? textToNumber(v) : undefined;
  if (n === 1 || n === 2) return n;
  if (n !== undefined || typeof v !== 'string')
    return fail('notOption', v, where, { list: `1, 2, ${PRESET_IDS.join(', ')}` });
  if (!isPresetName(v)) fail('notOption', v, where, { list: `1, 2, ${PRESET_IDS.join(', ')}` });
  return printRules(readPreset(v, where)).perBeat;
}

type VpScale =
  | { kind: 'wbf'; fractional: FractionalImps }
  | { kind: 'discrete'; scale: DiscreteVpScale; fractional: 'round' | 'floor' };

const VP_SCALES: Readonly<Record<string, VpScale>> = {
  WBF: { kind: 'wbf', fractional: 'interpolate' },
  WBFINTERPOLATE: { kind: 'wbf', fractional: 'interpolate' },
  WBFFORMULA: { kind: 'wbf', fractional: 'formula' },
  WBFROUND: { kind: 'wbf', fractional: 'round' },
  ACBL2068: { kind: 'discrete', scale: ACBL_20VP_6_8, fractional: 'round' },
  ACBL20911: { kind: 'discrete', scale: ACBL_20VP_9_11, fractional: 'round' },
  ACBL3068: { kind: 'discrete', scale: ACBL_30VP_6_8, fractional: 'round' },
  ACBL30911: { kind: 'discrete', scale: ACBL_30VP_9_11, fractional: 'round' },
};

const SCALE_NAMES = 'WBF, WBF_FORMULA, WBF_ROUND, ACBL20_6_8, ACBL20_9_11, ACBL30_6_8, ACBL30_9_11';

/** The scale a preset's VP options name, where the engine has it. */
function presetScale(preset: Preset, v: unknown, where: Where): VpScale {
  const vp = preset.vp;
  if (vp.scale === 'wbf-continuous') {
    // Whole-IMP margins: the engine's 'round' option rounds a fractional margin, halves away from zero (= from 0,
    // the average margin).
    return { kind: 'wbf', fractional: vp.wholeImpMargins ? 'round' : 'interpolate' };
  }
  return fail('scaleMissing', v, where, { list: vp.scale, names: SCALE_NAMES });
}

/** VPs of the side with `margin` IMPs in a match of `boards` boards, on the scale the argument names. */
export function victoryPoints(margin: number, boards: number, scaleArg: unknown, where: Where): number {
  const text = readText(scaleArg, where);
  let scale: VpScale;
  if (text === undefined) scale = VP_SCALES.WBF;
  else {
    const key = text.replace(/[\s_\-–./]/g, '').toUpperCase();
    const named = VP_SCALES[key];
    if (named) scale = named;
    else if (isPresetName(text)) scale = presetScale(readPreset(text, where), scaleArg, where);
    else {
      return fail('notOption', scaleArg, where, { list: `${SCALE_NAMES}, ${PRESET_IDS.join(', ')}` });
    }
  }
  if (scale.kind === 'wbf') {
    return about('notNumber', margin, { arg: 'imps' }, () => wbfVp(margin, boards, { fractional: scale.fractional }));
  }
  return about('notNumber', margin, { arg: 'imps' }, () =>
    discreteVp(margin, scale.scale, { fractional: scale.fractional }),
  );
}
