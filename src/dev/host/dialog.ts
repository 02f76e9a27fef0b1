/**
 * Office dialogs on the in-memory host: `Office.context.ui.displayDialogAsync` as Office documents it. The page must
 * be on the add-in's own origin (12004 otherwise) and on HTTPS unless the add-in itself is served on plain http (the
 * preview; 12005 otherwise); one dialog at a time (12007). The dialog gets an Office of its own whose
 * `messageParent` reaches the pane's DialogMessageReceived handlers and whose DialogParentMessageReceived handlers
 * receive `messageChild`, in order and asynchronously. In a browser the page is shown in a frame over the preview
 * (it takes its Office from `window.__bridgeDialogOffice`); in node the dialog's Office is in `dialogs` for tests.
 */
export const DialogEventType = {
  DialogMessageReceived: 'dialogMessageReceived',
  DialogEventReceived: 'dialogEventReceived',
  DialogParentMessageReceived: 'dialogParentMessageReceived',
} as const;

type Handler = (arg: Record<string, unknown>) => void;
type Callback = (r: {
  status: 'succeeded' | 'failed';
  value: unknown;
  error?: { code: number; name: string; message: string };
}) => void;

export interface HostDialog {
  url: string;
  /** What the pane sent with messageChild, in order. */
  toChild: string[];
  /** What the dialog sent with messageParent, in order. */
  toParent: string[];
  closed: boolean;
  /** The dialog page's Office (onReady, context.ui.messageParent / addHandlerAsync, EventType). */
  child: ReturnType<typeof childOffice>;
  /** Closes it as the user would (the pane gets DialogEventReceived 12006). */
  userClose(): void;
}

function childOffice(parent: { deliverToParent(m: string): void }, childHandlers: Handler[], origin: string) {
  return {
    EventType: DialogEventType,
    AsyncResultStatus: { Succeeded: 'succeeded', Failed: 'failed' },
    onReady: (cb?: (i: { host: string; platform: string }) => void) =>
      Promise.resolve().then(() => {
        const info = { host: 'Excel', platform: 'OfficeOnline' };
        cb?.(info);
        return info;
      }),
    context: {
      ui: {
        messageParent(message: string) {
          parent.deliverToParent(message);
        },
        addHandlerAsync(type: string, handler: Handler, cb?: Callback) {
          if (type === DialogEventType.DialogParentMessageReceived) childHandlers.push(handler);
          setTimeout(() => cb?.({ status: 'succeeded', value: undefined }), 0);
        },
      },
      requirements: { isSetSupported: () => true },
      origin,
    },
  };
}

export function createDialogs(calls: string[], addinOrigin: string) {
  const dialogs: HostDialog[] = [];
  let open: HostDialog | undefined;

  function displayDialogAsync(url: string, a?: unknown, b?: unknown): void {
    const callback = (typeof a === 'function' ? a : b) as Callback | undefined;
    const options = (typeof a === 'object' && a ? a : {}) as { height?: number; width?: number };
    calls.push(`ui.displayDialogAsync ${url}`);
    const fail = (code: number, message: string) =>
      setTimeout(() => callback?.({ status: 'failed', value: undefined, error: { code, name: 'Error', message } }), 0);
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      fail(12003, `'${url}' is not an absolute URL: the dialog needs the full address of a page.`);
      return;
    }
    if (target.origin !== addinOrigin) {
      fail(12004, `The dialog's page ${target.origin} is not on the add-in's domain (${addinOrigin}).`);
      return;
    }
    if (target.protocol !== 'https:' && new URL(addinOrigin).protocol === 'https:') {
      fail(12005, 'The dialog needs an HTTPS address.');
      return;
    }
    if (open && !open.closed) {
      fail(12007, 'A dialog is already open from this add-in.');
      return;
    }
    const parentHandlers = new Map<string, Handler[]>();
    const childHandlers: Handler[] = [];
    const fire = (type: string, arg: Record<string, unknown>) => {
      for (const h of parentHandlers.get(type) ?? []) h(arg);
    };
    let frame: { remove(): void } | undefined;
    const dialog: HostDialog = {
      url,
      toChild: [],
      toParent: [],
      closed: false,
      child: undefined as unknown as HostDialog['child'],
      userClose() {
        if (dialog.closed) return;
        close();
        fire(DialogEventType.DialogEventReceived, { error: 12006, type: DialogEventType.DialogEventReceived });
      },
    };
    const close = () => {
      dialog.closed = true;
      frame?.remove();
      calls.push('dialog.close');
    };
    dialog.child = childOffice(
      {
        deliverToParent(message) {
          if (dialog.closed) return;
          dialog.toParent.push(message);
          setTimeout(
            () =>
              fire(DialogEventType.DialogMessageReceived, {
                message,
                origin: addinOrigin,
                type: DialogEventType.DialogMessageReceived,
              }),
            0,
          );
        },
      },
      childHandlers,
      addinOrigin,
    );
    const api = {
      addEventHandler(type: string, handler: Handler) {
        parentHandlers.set(type, [...(parentHandlers.get(type) ?? []), handler]);
      },
      messageChild(message: string) {
        if (dialog.closed) throw new Error('The dialog is closed.');
        dialog.toChild.push(message);
        setTimeout(() => {
          for (const h of childHandlers)
            h({ message, origin: addinOrigin, type: DialogEventType.DialogParentMessageReceived });
        }, 0);
      },
      close,
      sendMessage: undefined,
    };
    if (typeof document !== 'undefined') frame = showFrame(url, dialog, options);
    dialogs.push(dialog);
    open = dialog;
    setTimeout(() => callback?.({ status: 'succeeded', value: api }), 0);
  }

  return { displayDialogAsync, dialogs };
}

/** The preview: the dialog's page in a frame over the page, sized as asked (per cent of the window). */
function showFrame(url: string, dialog: HostDialog, options: { height?: number; width?: number }) {
  const w = window as Window & { __bridgeDialogOffice?: (child: Window) => unknown };
  const overlay = document.createElement('div');
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('data-testid', 'office-dialog');
  overlay.style.cssText =
    'position:fixed;inset:0;background:rgba(0,0,0,.35);display:flex;align-items:center;justify-content:center;z-index:1000';
  const box = document.createElement('div');
  box.style.cssText = `background:#fff;width:${options.width ?? 60}vw;height:${options.height ?? 70}vh;display:flex;flex-direction:column;box-shadow:0 8px 32px rgba(0,0,0,.3)`;
  const bar = document.createElement('div');
  bar.style.cssText = 'display:flex;justify-content:flex-end;padding:2px 6px;background:#f3f3f3';
  const x = document.createElement('button');
  x.textContent = '×';
  x.setAttribute('aria-label', 'Close');
  x.onclick = () => dialog.userClose();
  bar.append(x);
  const iframe = document.createElement('iframe');
  iframe.name = 'office-dialog';
  iframe.style.cssText = 'flex:1;border:0;width:100%';
  w.__bridgeDialogOffice = (child: Window) => (child === iframe.contentWindow ? dialog.child : undefined);
  iframe.src = url;
  box.append(bar, iframe);
  overlay.append(box);
  document.body.append(overlay);
  return overlay;
}
