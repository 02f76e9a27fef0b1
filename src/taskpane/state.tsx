/**
 * The pane's shared state: the event as last read from the workbook, the status line, and the progress of
 * long work. Nothing here outlives the pane: the workbook is the only store.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { WorkbookEvent } from '../workbook';
import { WorkbookSetupError } from '../workbook/excel';
import type { Services } from './services';

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
  event?: WorkbookEvent;
  /** False until the first read finished. */
  loaded: boolean;
  status?: Status;
  progress?: ProgressState;
  busy: boolean;
  setStatus: (s: Status | undefined) => void;
  reload: () => Promise<WorkbookEvent | undefined>;
  /** Runs an action with the busy flag and progress, turning a thrown error into an error status. */
  work: <T>(
    label: string,
    action: (progress: (done: number, total: number) => void) => Promise<T>,
  ) => Promise<T | undefined>;
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

export function PaneProvider({ services, children }: { services: Services; children: ReactNode }) {
  const [event, setEvent] = useState<WorkbookEvent>();
  const [loaded, setLoaded] = useState(false);
  const [status, setStatus] = useState<Status>();
  const [progress, setProgress] = useState<ProgressState>();
  const [busyCount, setBusyCount] = useState(0);
  const servicesRef = useRef(services);
  servicesRef.current = services;

  const reload = useCallback(async () => {
    try {
      const e = await servicesRef.current.readEvent();
      setEvent(e);
      return e;
    } catch (err) {
      setEvent(undefined);
      if (!(err instanceof WorkbookSetupError) && (err as Error)?.name !== 'WorkbookSetupError') {
        setStatus({ intent: 'error', text: errorText(err) });
      }
      return undefined;
    } finally {
      setLoaded(true);
    }
  }, []);

  const work = useCallback(
    async <T,>(label: string, action: (p: (done: number, total: number) => void) => Promise<T>) => {
      setBusyCount((n) => n + 1);
      setProgress({ done: 0, total: 1, label });
      try {
        return await action((done, total) => setProgress({ done, total, label }));
      } catch (err) {
        setStatus({ intent: 'error', text: errorText(err) });
        return undefined;
      } finally {
        setProgress(undefined);
        setBusyCount((n) => n - 1);
      }
    },
    [],
  );

  const value = useMemo<PaneState>(
    () => ({ services, event, loaded, status, progress, busy: busyCount > 0, setStatus, reload, work }),
    [services, event, loaded, status, progress, busyCount, reload, work],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
