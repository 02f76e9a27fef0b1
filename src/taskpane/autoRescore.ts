/**
 * Rescoring as results are typed: when the user edits the Travellers sheet (a contract, a result, a score, a
 * ruling), the pane rescores the event a moment after the typing stops, so the matchpoints and the ranking follow
 * the traveller as they do on the Live sheet. The pane's own writes (rescore, import, rulings) are not edits: Excel
 * says which they are (ExcelApi 1.14); an older Excel does not, and there events that arrive while the pane works,
 * or just after, are left alone. A co-author's edits are rescored by their pane.
 */
import { useEffect, useRef } from 'react';
import { rescoreStatus } from './entryStatus';
import type { Translate } from './i18n';
import type { PaneState } from './state';

/** Quiet time after the last keystroke before rescoring (ms). */
export const RESCORE_DELAY = 800;
/** Events this soon after the pane's own work are taken as its own writes (ms). */
export const OWN_WRITES_WINDOW = 1000;

export function useAutoRescore(pane: PaneState, t: Translate): void {
  const hasEvent = !!pane.event;
  const ref = useRef(pane);
  ref.current = pane;
  const tRef = useRef(t);
  tRef.current = t;
  // When the pane last finished working.
  const idleSince = useRef(0);
  const wasBusy = useRef(pane.busy);
  if (wasBusy.current && !pane.busy) idleSince.current = Date.now();
  wasBusy.current = pane.busy;

  useEffect(() => {
    if (!hasEvent) return;
    let live = true;
    let stop: (() => Promise<void>) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let edited: string[] = [];
    const rescore = () => {
      timer = undefined;
      const p = ref.current;
      if (!live) return;
      if (p.busy) {
        timer = setTimeout(rescore, RESCORE_DELAY);
        return;
      }
      const where = edited;
      edited = [];
      void p.work(tRef.current('working'), async (progress) => {
        const r = await p.services.rescoreEvent((done, total) => progress(done, total), where);
        await p.refresh(r);
        p.setStatus(
          r.error
            ? { intent: 'error', text: r.error, syncs: r.syncs }
            : rescoreStatus(
                tRef.current,
                tRef.current('rescoredAfterEdit', {
                  address: where.join(', '),
                  scored: r.scored,
                  entries: r.entries,
                }),
                r.problems,
                r.syncs,
              ),
        );
      });
    };
    pane.services
      .onTravellerEdits((address, typed) => {
        const p = ref.current;
        // An edit Excel vouches for is the user's: kept even while the pane works (rescore() waits for it to end).
        // Without that word, one that comes while the pane works, or just after, is taken for the pane's own write.
        if (!typed && (p.busy || Date.now() - idleSince.current < OWN_WRITES_WINDOW)) return;
        if (!edited.includes(address)) edited.push(address);
        if (timer) clearTimeout(timer);
        timer = setTimeout(rescore, RESCORE_DELAY);
      })
      .then((s) => {
        if (live) stop = s;
        else void s().catch(() => undefined);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
      void stop?.().catch(() => undefined);
    };
  }, [hasEvent, pane.services]);
}
