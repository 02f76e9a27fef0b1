/**
 * The pane's shared state: the event as last read from the workbook, the status line, and the progress of
 * long work. Nothing here outlives the pane: the workbook is the only store.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { type StringKey, type Translate, useI18n } from './i18n';
import type { EventPatch, PreferansEvent, ShapeProblem, WorkbookEvent } from './services';
import { WorkbookSetupError, patchedEvent } from './services';
import type { Services } from './services';
import { ioMessage } from './engine';

export type Intent = 'success' | 'error' | 'info' | 'warning';

export interface Status {
  intent: Intent;
  text: string;
  /** Round trips the action cost, shown beside the message. */
  syncs?: number;
}

export interface ProgressState {
  done: number;
  total: number;
  label: string;
}

export interface PaneState {
  services: Services;
  /** A bridge event (travellers); undefined for a preferans event. */
  event?: WorkbookEvent;
  /** A duplicate-preferans event (protocols); `event` is then undefined. */
  preferans?: PreferansEvent;
  /** False until the first read finished. */
  loaded: boolean;
  status?: Status;
  progress?: ProgressState;
  busy: boolean;
  setStatus: (s: Status | undefined) => void;
  reload: () => Promise<WorkbookEvent | undefined>;
  /**
   * After an action: the `event` it gives (a rescore read every table whole), or the event held with what it
   * changed (a ruling's, an undo's or an edit's `patch`) when the event held is the one the action found; else the
   * event read again (reload). Only on an Excel that says which changes are the add-in's own (tellsOwnWrites): on an
   * older one an edit typed while the pane worked may have been taken for one, and only a read shows it.
   */
  refresh: (after: ActionAfter) => Promise<WorkbookEvent | undefined>;
  /** Runs an action with the busy flag and progress, turning a thrown error into an error status. */
  work: <T>(
    label: string,
    action: (progress: (done: number, total: number) => void) => Promise<T>,
  ) => Promise<T | undefined>;
}

/** What an action says of the event it leaves (any of its outcomes: a ruling's, a rescore's report). */
export interface ActionAfter {
  patch?: EventPatch;
  event?: WorkbookEvent;
}

const Ctx = createContext<PaneState | undefined>(undefined);

export function usePane(): PaneState {
  const s = useContext(Ctx);
  if (!s) throw new Error('usePane outside PaneProvider');
  return s;
}

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** A reader's error (file, line, field, what is wrong) in the pane's language; any other error as it is. */
export function readErrorText(err: unknown, lang: string): string {
  return ioMessage(err, lang);
}

const SHAPE_KEYS: Record<ShapeProblem['kind'], StringKey> = {
  'missing-table': 'shapeMissingTable',
  'renamed-table': 'shapeRenamedTable',
  'missing-column': 'shapeMissingColumn',
  'renamed-column': 'shapeRenamedColumn',
  'double-column': 'shapeDoubleColumn',
};

/**
 * An error in the pane's language: a workbook whose tables or columns are missing, renamed or doubled names each
 * one and how to mend it; any other error keeps its own message.
 */
export function paneErrorText(err: unknown, t: Translate): string {
  const problems = (err as { name?: string; problems?: readonly ShapeProblem[] })?.problems;
  if ((err as Error)?.name !== 'WorkbookShapeError' || !problems?.length) return errorText(err);
  const lines = problems.map((p) => t(SHAPE_KEYS[p.kind], { table: p.table, column: p.column, found: p.found }));
  return [...lines, t('shapeNothingDone')].join(' ');
}

/** The workbook has no tables of that kind of event (the reader's way of saying "no event here"). */
export function isSetupError(err: unknown): boolean {
  return err instanceof WorkbookSetupError || (err as Error)?.name === 'WorkbookSetupError';
}

export type EventKindRead = 'bridge' | 'preferans';

/** What the workbook holds: a bridge event, a preferans event, or neither. */
export interface PaneEvents {
  event?: WorkbookEvent;
  preferans?: PreferansEvent;
}

/**
 * Reads the workbook's event. The kind read last time is tried first (one sync when the workbook still holds it);
 * only when that reader finds no tables of its kind is the other one tried (one more sync). A workbook without
 * an event costs two syncs. Any other error (a table with a missing column, say) is thrown.
 */
export async function readPaneEvents(
  services: Pick<Services, 'readEvent' | 'readPreferans'>,
  first: EventKindRead = 'bridge',
): Promise<PaneEvents> {
  const readers: Record<EventKindRead, () => Promise<PaneEvents>> = {
    bridge: async () => ({ event: await services.readEvent() }),
    preferans: async () => ({ preferans: await services.readPreferans() }),
  };
  const order: EventKindRead[] = first === 'preferans' ? ['preferans', 'bridge'] : ['bridge', 'preferans'];
  for (const kind of order) {
    try {
      return await readers[kind]();
    } catch (err) {
      if (!isSetupError(err)) throw err;
    }
  }
  return {};
}

export function PaneProvider({ services, children }: { services: Services; children: ReactNode }) {
  const [event, setEvent] = useState<WorkbookEvent>();
  /** The event as last set, for a patch applied after an await (the render's `event` may be older). */
  const eventRef = useRef<WorkbookEvent>();
  eventRef.current = event;
  const [preferans, setPreferans] = useState<PreferansEvent>();
  /** The kind of event read last, tried first on the next read. */
  const kindRef = useRef<EventKindRead>('bridge');
  const [loaded, setLoaded] = useState(false);
  const [status, setStatus] = useState<Status>();
  const [progress, setProgress] = useState<ProgressState>();
  const [busyCount, setBusyCount] = useState(0);
  const servicesRef = useRef(services);
  servicesRef.current = services;
  const { t } = useI18n();
  const tRef = useRef(t);
  tRef.current = t;

  const reload = useCallback(async () => {
    try {
      const found = await readPaneEvents(servicesRef.current, kindRef.current);
      if (found.preferans) kindRef.current = 'preferans';
      else if (found.event) kindRef.current = 'bridge';
      eventRef.current = found.event;
      setEvent(found.event);
      setPreferans(found.preferans);
      return found.event;
    } catch (err) {
      eventRef.current = undefined;
      setEvent(undefined);
      setPreferans(undefined);
      setStatus({ intent: 'error', text: paneErrorText(err, tRef.current) });
      return undefined;
    } finally {
      setLoaded(true);
    }
  }, []);

  const refresh = useCallback(
    async ({ patch, event: given }: ActionAfter) => {
      if (!servicesRef.current.tellsOwnWrites()) return reload();
      const held = eventRef.current;
      const next = given ?? (patch && held ? patchedEvent(held, patch) : undefined);
      if (!next) return reload();
      eventRef.current = next;
      setEvent(next);
      return next;
    },
    [reload],
  );

  const work = useCallback(
    async <T,>(label: string, action: (p: (done: number, total: number) => void) => Promise<T>) => {
      setBusyCount((n) => n + 1);
      setProgress({ done: 0, total: 1, label });
      try {
        return await action((done, total) => setProgress({ done, total, label }));
      } catch (err) {
        setStatus({ intent: 'error', text: paneErrorText(err, tRef.current) });
        return undefined;
      } finally {
        setProgress(undefined);
        setBusyCount((n) => n - 1);
      }
    },
    [],
  );

  const value = useMemo<PaneState>(
    () => ({
      services,
      event,
      preferans,
      loaded,
      status,
      progress,
      busy: busyCount > 0,
      setStatus,
      reload,
      refresh,
      work,
    }),
    [services, event, preferans, loaded, status, progress, busyCount, reload, refresh, work],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
