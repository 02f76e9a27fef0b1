/**
 * Event settings as kept in the `EventSettings` table (one key and one value a row), so that they travel with
 * the workbook: reopening it or editing it with others loses nothing.
 */
import type { EventKind, ScoringForm } from './engine';
import { type Cell, cellNumber, cellText } from './schema';

export type Movement = 'mitchell' | 'howell' | 'teams' | 'individual' | 'preferans' | 'manual';

export interface EventSettings {
  title: string;
  /** Date of the session as the file or the scorer wrote it (free text). */
  date: string;
  kind: EventKind;
  form: ScoringForm;
  movement: Movement;
  tables: number;
  /** Boards in the session. */
  boards: number;
  rounds: number;
  boardsPerRound: number;
  /** Preset name (wbf, ebu, acbl, abf, pzbs, nbb, ffb, ru-preferans). */
  preset: string;
  /** Matchpoint scale as printed: 2 per beat (top 2(n-1)) or 1 per beat (top n-1); 'preset' lets the preset say. */
  convention: 'preset' | 'two-per-beat' | 'one-per-beat';
  /** Director's name, proposed in the ruling log. */
  director: string;
  /** Seconds the double-dummy solver may take on one deal before the pane says it is too slow. */
  ddTimeLimit: number;
}

export const DEFAULT_SETTINGS: EventSettings = {
  title: '',
  date: '',
  kind: 'pairs',
  form: 'mp',
  movement: 'mitchell',
  tables: 0,
  boards: 0,
  rounds: 0,
  boardsPerRound: 0,
  preset: 'wbf',
  convention: 'preset',
  director: '',
  ddTimeLimit: 30,
};

export const SETTING_KEYS: (keyof EventSettings)[] = [
  'title',
  'date',
  'kind',
  'form',
  'movement',
  'tables',
  'boards',
  'rounds',
  'boardsPerRound',
  'preset',
  'convention',
  'director',
  'ddTimeLimit',
];

const KINDS: EventKind[] = ['pairs', 'teams', 'individual', 'preferans'];
const FORMS: ScoringForm[] = ['mp', 'imp', 'butler', 'cross-imp'];
const MOVEMENTS: Movement[] = ['mitchell', 'howell', 'teams', 'individual', 'preferans', 'manual'];
const CONVENTIONS: EventSettings['convention'][] = ['preset', 'two-per-beat', 'one-per-beat'];

/** Reads key/value rows; unknown keys are ignored, bad values are reported and replaced by the default. */
export function settingsFromRows(rows: readonly (readonly Cell[])[]): { settings: EventSettings; problems: string[] } {
  const s: EventSettings = { ...DEFAULT_SETTINGS };
  const problems: string[] = [];
  for (const row of rows) {
    const key = cellText(row[0]) as keyof EventSettings;
    const raw = row[1];
    if (!SETTING_KEYS.includes(key)) continue;
    const text = cellText(raw);
    switch (key) {
      case 'tables':
      case 'boards':
      case 'rounds':
      case 'boardsPerRound':
      case 'ddTimeLimit': {
        const n = cellNumber(raw);
        if (n === undefined) break;
        if (!Number.isInteger(n) || n < 0) problems.push(`setting ${key}: '${text}' is not a whole number`);
        else if (key === 'ddTimeLimit' && n < 1)
          problems.push(`setting ${key}: '${text}' is not a number of seconds from 1`);
        else s[key] = n;
        break;
      }
      case 'kind':
        if (KINDS.includes(text as EventKind)) s.kind = text as EventKind;
        else if (text) problems.push(`setting kind: '${text}' is not one of ${KINDS.join(', ')}`);
        break;
      case 'form':
        if (FORMS.includes(text as ScoringForm)) s.form = text as ScoringForm;
        else if (text) problems.push(`setting form: '${text}' is not one of ${FORMS.join(', ')}`);
        break;
      case 'movement':
        if (MOVEMENTS.includes(text as Movement)) s.movement = text as Movement;
        else if (text) problems.push(`setting movement: '${text}' is not one of ${MOVEMENTS.join(', ')}`);
        break;
      case 'convention':
        if (CONVENTIONS.includes(text as EventSettings['convention'])) {
          s.convention = text as EventSettings['convention'];
        } else if (text) problems.push(`setting convention: '${text}' is not one of ${CONVENTIONS.join(', ')}`);
        break;
      default:
        s[key] = text as never;
    }
  }
  return { settings: s, problems };
}

/** The rows written into the settings table. */
export function settingsToRows(s: EventSettings): Cell[][] {
  return SETTING_KEYS.map((k) => [k, s[k] as Cell]);
}
