/**
 * A new event planned before anything is written: its settings and movement from the set-up options. No Office.js here.
 */
import { type MovementPlan, howell, mitchell, plain, teamMatches } from './movement';
import { DEFAULT_SETTINGS, type EventSettings, type Movement } from './settings';
import type { HowToLang } from './how-to';

export type TemplateId = 'pairs' | 'teams' | 'individual';

export interface NewEventOptions {
  template: TemplateId;
  title?: string;
  /** pairs: mitchell or howell; individual template: individual or preferans. */
  movement?: Movement;
  /** Tables (pairs, individual, preferans) or teams (teams template). */
  tables: number;
  rounds?: number;
  boardsPerRound?: number;
  /** Boards (teams, individual, preferans). */
  boards?: number;
  preset?: string;
  form?: EventSettings['form'];
  director?: string;
  /** Replace an event already in the workbook (its sheets are removed). */
  replace?: boolean;
  /** No traveller lines (the results come from an import). */
  empty?: boolean;
  /** Settings worked out elsewhere (from an imported file): they win over the movement's own counts. */
  settings?: Partial<EventSettings>;
  /** Language of the How to use sheet (the pane's display language); English when not given. */
  lang?: HowToLang;
}

export interface NewEventReport {
  settings: EventSettings;
  lines: number;
  sheets: string[];
  syncs: number;
}

/** Settings and traveller skeleton of a new event (pure). */
export function planEvent(o: NewEventOptions): { settings: EventSettings; plan: MovementPlan } {
  const boardsPerRound = Math.max(1, o.boardsPerRound ?? 2);
  let plan: MovementPlan;
  const settings: EventSettings = { ...DEFAULT_SETTINGS, title: o.title ?? '', director: o.director ?? '' };
  if (o.template === 'pairs') {
    const movement = o.movement === 'howell' ? 'howell' : 'mitchell';
    plan =
      movement === 'howell'
        ? howell(o.tables, o.rounds ?? 0, boardsPerRound)
        : mitchell(o.tables, o.rounds ?? 0, boardsPerRound);
    Object.assign(settings, { kind: 'pairs', form: o.form ?? 'mp', movement, preset: o.preset ?? 'wbf' });
  } else if (o.template === 'teams') {
    plan = teamMatches(o.tables, o.boards ?? 24);
    Object.assign(settings, { kind: 'teams', form: o.form ?? 'imp', movement: 'teams', preset: o.preset ?? 'wbf' });
  } else {
    const preferans = o.movement === 'preferans';
    plan = plain(o.tables, o.boards ?? 24);
    Object.assign(settings, {
      kind: preferans ? 'preferans' : 'individual',
      form: o.form ?? 'mp',
      movement: preferans ? 'preferans' : 'individual',
      preset: o.preset ?? (preferans ? 'ru-preferans' : 'wbf'),
    });
  }
  if (o.empty) plan = { ...plan, lines: [] };
  Object.assign(settings, {
    tables: o.tables,
    boards: plan.boards,
    rounds: plan.rounds,
    boardsPerRound: plan.boardsPerRound,
  });
  if (o.settings) {
    Object.assign(settings, o.settings);
    plan = { ...plan, boards: settings.boards, rounds: settings.rounds, boardsPerRound: settings.boardsPerRound };
  }
  return { settings, plan };
}

export class EventExistsError extends Error {
  constructor(
    message: string,
    readonly sheets: string[],
  ) {
    super(message);
    this.name = 'EventExistsError';
  }
}
