/**
 * Office.js events on the host: `worksheet.onChanged`, `worksheet.onSelectionChanged`, the same on the worksheet
 * collection, and `onActivated`. Registration is queued and takes effect at sync, as in Office.js; handlers run
 * asynchronously after the sync that caused the event.
 */
import type { HostRequestContext } from './context';
import { ErrorCodes, HostError } from './errors';

export type HostEventType = 'WorksheetChanged' | 'WorksheetSelectionChanged' | 'WorksheetActivated';

export interface HostEventArgs {
  type: HostEventType;
  /** Local address, e.g. "B3:C4". */
  address?: string;
  worksheetId: string;
  source: 'Local' | 'Remote';
  changeType?: 'RangeEdited';
  /**
   * Who made a change (ExcelApi 1.14; absent on an older Excel): 'ThisLocalAddin' for a batch of this add-in's,
   * 'Unknown' for the user's typing and anything else.
   */
  triggerSource?: 'ThisLocalAddin' | 'Unknown';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HostEventHandler = (args: any) => Promise<any> | void;

interface Registration {
  type: HostEventType;
  /** Sheet id, or null for the worksheet collection (any sheet). */
  sheetId: string | null;
  handler: HostEventHandler;
}

/** The host's list of registered handlers. */
export class EventRegistry {
  private regs: Registration[] = [];

  add(r: Registration): void {
    this.regs.push(r);
  }

  remove(r: Registration): void {
    this.regs = this.regs.filter((x) => x !== r);
  }

  removeHandler(handler: HostEventHandler): void {
    this.regs = this.regs.filter((r) => r.handler !== handler);
  }

  count(): number {
    return this.regs.length;
  }

  clear(): void {
    this.regs = [];
  }

  /** Calls the handlers for an event, later (never inside the sync that caused it). */
  fire(args: HostEventArgs): void {
    const targets = this.regs.filter(
      (r) => r.type === args.type && (r.sheetId === null || r.sheetId === args.worksheetId),
    );
    if (targets.length === 0) return;
    setTimeout(() => {
      for (const r of targets) {
        try {
          const p = r.handler({ ...args });
          if (p && typeof (p as Promise<unknown>).catch === 'function') {
            (p as Promise<unknown>).catch((e) => console.error('Event handler failed:', e));
          }
        } catch (e) {
          console.error('Event handler failed:', e);
        }
      }
    }, 0);
  }
}

export class EventHandlerResult {
  /** @internal */
  constructor(
    readonly context: HostRequestContext,
    private readonly reg: Registration,
  ) {}

  remove(): void {
    this.context._checkOpen('EventHandlerResult.remove');
    this.context._enqueue({
      kind: 'method',
      location: 'EventHandlerResult.remove',
      bytesOut: 0,
      exec: () => this.context._host.events.remove(this.reg),
    });
  }
}

export class EventHandlers {
  /** @internal */
  constructor(
    private readonly context: HostRequestContext,
    private readonly type: HostEventType,
    private readonly sheetId: () => string | null,
  ) {}

  add(handler: HostEventHandler): EventHandlerResult {
    if (typeof handler !== 'function') {
      throw new HostError(ErrorCodes.invalidArgument, 'An event handler must be a function.', 'EventHandlers.add');
    }
    this.context._checkOpen('EventHandlers.add');
    const reg: Registration = { type: this.type, sheetId: null, handler };
    this.context._enqueue({
      kind: 'method',
      location: 'EventHandlers.add',
      bytesOut: 0,
      exec: () => {
        reg.sheetId = this.sheetId();
        this.context._host.events.add(reg);
      },
    });
    return new EventHandlerResult(this.context, reg);
  }

  remove(handler: HostEventHandler): void {
    this.context._enqueue({
      kind: 'method',
      location: 'EventHandlers.remove',
      bytesOut: 0,
      exec: () => this.context._host.events.removeHandler(handler),
    });
  }
}
