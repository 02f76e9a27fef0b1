/**
 * Authority presets and program profiles, and the one place that combines them. Adding an authority or a
 * program is its own file and one line in AUTHORITIES or PROGRAMS.
 */
import { BridgeInputError } from '../model/types';
import { abf } from './authorities/abf';
import { acbl } from './authorities/acbl';
import { ebu } from './authorities/ebu';
import { ffb } from './authorities/ffb';
import { nbb } from './authorities/nbb';
import { pzbs } from './authorities/pzbs';
import { ruPreferans } from './authorities/ru-preferans';
import { wbf } from './authorities/wbf';
import { acblscore } from './programs/acblscore';
import { compscore } from './programs/compscore';
import { jfrPary } from './programs/jfr-pary';
import { kops } from './programs/kops';
import { laws } from './programs/laws';
import { magicContest } from './programs/magic-contest';
import { scorebridge } from './programs/scorebridge';
import type { AuthorityPreset, Preset, PresetId, ProgramId, ProgramProfile } from './types';

export type * from './types';

/** Every authority preset, keyed by id, in display order. */
export const AUTHORITIES: Readonly<Record<PresetId, AuthorityPreset>> = {
  wbf,
  ebu,
  acbl,
  abf,
  ffb,
  pzbs,
  nbb,
  'ru-preferans': ruPreferans,
};

/** Every program profile, keyed by id, in display order. */
export const PROGRAMS: Readonly<Record<ProgramId, ProgramProfile>> = {
  laws,
  'magic-contest': magicContest,
  compscore,
  'jfr-pary': jfrPary,
  kops,
  scorebridge,
  acblscore,
};

/** The preset an event is scored with when nothing names one: the Laws as the WBF publishes them. */
export const DEFAULT_PRESET_ID: PresetId = 'wbf';

/** Ids of the presets, in display order. */
export const PRESET_IDS = Object.keys(AUTHORITIES) as PresetId[];

/**
 * The short name of an authority preset in a display language ("pl", "fr-CA"): its own label for Polish, Dutch,
 * French and Russian, the English name otherwise; an unknown id comes back as it is.
 */
export function presetLabel(id: string, lang: string): string {
  const preset = (AUTHORITIES as Record<string, AuthorityPreset | undefined>)[id];
  return preset ? labelIn(preset, lang) : id;
}

/** The name of a program profile in a display language, as presetLabel; an unknown name comes back as it is. */
export function programLabel(id: string, lang: string): string {
  const program = (PROGRAMS as Record<string, ProgramProfile | undefined>)[id];
  return program ? labelIn(program, lang) : id;
}

function labelIn(p: AuthorityPreset | ProgramProfile, lang: string): string {
  const base = lang.toLowerCase().split(/[-_]/)[0] as keyof AuthorityPreset['labels'];
  return p.labels[base] ?? p.name;
}

/** Ids of the program profiles, in display order. */
export const PROGRAM_IDS = Object.keys(PROGRAMS) as ProgramId[];

const COMBINED = new Map<string, Preset>();

/**
 * An authority's rules with a program's conventions: the program's options, then what the authority regulates
 * itself on top (its `regulates`), then the authority's own groups.
 *
 * A board played fewer times than the others (no artificial score, no fouled groups): when the program profile
 * says how it scores one (`neuberg.fewerResults`, with its `neuberg.when`), that holds, because the program's
 * printed figures are computed so; the authority's own Neuberg rule and its small-group percentages for a whole
 * board (`fouled.smallGroups.anyBoard`) apply only when the profile says nothing. The authority's rounding of a
 * factored score and its small groups of a fouled board (Law 87) hold either way.
 */
export function combinePreset(authority: AuthorityPreset, program: ProgramProfile): Preset {
  const key = `${authority.id}+${program.id}`;
  const known = COMBINED.get(key);
  if (known && AUTHORITIES[authority.id] === authority && PROGRAMS[program.id] === program) return known;
  const usual = authority.program === program.id;
  const regulated = { ...program, ...authority.regulates };
  const { matchpoints, totals, ranking, butler, phantom } = regulated;
  const fewer = program.neuberg.fewerResults;
  const neuberg =
    fewer === undefined ? regulated.neuberg : { ...regulated.neuberg, when: program.neuberg.when, fewerResults: fewer };
  const small = authority.fouled.smallGroups;
  const fouled =
    fewer === undefined || !small.anyBoard ? authority.fouled : { smallGroups: { ...small, anyBoard: false } };
  const own = authority.regulates ?? {};
  const sources = { ...program.sources } as Preset['sources'];
  for (const [group, text] of Object.entries(authority.sources)) {
    // A program group's note from the authority holds only where the authority regulates that group.
    if (group in program.sources && !(group in own)) continue;
    (sources as Record<string, string>)[group] = text as string;
  }
  if (fewer !== undefined && own.neuberg && authority.sources.neuberg !== program.sources.neuberg) {
    sources.neuberg = `${program.sources.neuberg} Rounding of a factored score: ${authority.sources.neuberg}`;
  }
  const preset: Preset = {
    id: authority.id,
    program: program.id,
    name: usual ? authority.name : `${authority.name} + ${program.name}`,
    description: usual ? authority.description : `${authority.description} Scored as ${program.name} does.`,
    matchpoints,
    neuberg,
    totals,
    ranking,
    butler,
    ...(phantom ? { phantom } : {}),
    artificial: authority.artificial,
    sessionRule: authority.sessionRule,
    fouled,
    adjustments: authority.adjustments,
    imps: authority.imps,
    crossImps: authority.crossImps,
    vp: authority.vp,
    conditions: authority.conditions,
    sources,
  };
  COMBINED.set(key, preset);
  return preset;
}

function known<T>(list: Readonly<Record<string, T>>, id: string): T | undefined {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(list, id) ? list[id] : undefined;
}

/** The authority preset with this id; throws BridgeInputError naming the unknown id and listing the known ones. */
export function getAuthority(id: string): AuthorityPreset {
  const a = known(AUTHORITIES, id);
  if (a) return a;
  throw new BridgeInputError(`preset '${String(id)}' is not known; known presets: ${PRESET_IDS.join(', ')}`, id);
}

/** The program profile with this id; throws BridgeInputError naming the unknown id and listing the known ones. */
export function getProgram(id: string): ProgramProfile {
  const p = known(PROGRAMS, id);
  if (p) return p;
  throw new BridgeInputError(`program '${String(id)}' is not known; known programs: ${PROGRAM_IDS.join(', ')}`, id);
}

/**
 * The preset with this id, scored as `program` does (default: the program the authority's events usually use,
 * so every preset name means what it meant before programs were separate).
 */
export function getPreset(id: string, program?: string): Preset {
  const authority = getAuthority(id);
  return combinePreset(authority, getProgram(program || authority.program));
}

/** Every preset with its usual program, keyed by id. */
export const PRESETS: Readonly<Record<PresetId, Preset>> = Object.fromEntries(
  PRESET_IDS.map((id) => [id, getPreset(id)]),
) as Record<PresetId, Preset>;

/** What a program name found in a file says: the preset and the program profile to score it with. */
export interface ProgramMatch {
  /** The program as recognised ("Compscore", "EBUScore"). */
  program: string;
  preset: PresetId;
  profile: ProgramId;
}

/**
 * The preset and program for a program name found in a file (PBN Generator, USEBIO PROGRAM_NAME): a file this
 * project wrote names both; a program with a profile gives that profile and its usual authority; a program an
 * authority names (its `detect`) gives that authority with its usual program. Undefined for an unknown name.
 */
export function presetForProgramName(name: string | undefined): ProgramMatch | undefined {
  if (!name) return undefined;
  const own = /bridge-scorer-excel\s*\(preset\s+([\w-]+)(?:,\s*program\s+([\w-]+))?\)/i.exec(name);
  const a = own ? known(AUTHORITIES, own[1]) : undefined;
  if (own && a) {
    const p = own[2] ? known(PROGRAMS, own[2]) : undefined;
    return { program: 'bridge-scorer-excel', preset: a.id, profile: p ? p.id : a.program };
  }
  const profile = PROGRAM_IDS.map((id) => PROGRAMS[id]).find((p) => p.detect?.test(name));
  if (profile) {
    const preset = profile.authority ?? DEFAULT_PRESET_ID;
    return { program: profile.name, preset, profile: profile.id };
  }
  const authority = PRESET_IDS.map((id) => AUTHORITIES[id]).find((x) => x.detect?.test(name));
  if (authority) {
    const program = name.trim().split(/\s+/)[0] || authority.name;
    return { program, preset: authority.id, profile: authority.program };
  }
  return undefined;
}
