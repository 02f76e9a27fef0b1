/**
 * The pane's side of the Office dialog: opens dialog.html (served from the add-in's own domain, as Office requires)
 * with `Office.context.ui.displayDialogAsync`, and once the dialog says it is ready sends it the page or file with
 * `messageChild`. Excel on the desktop opens links outside the pane in another browser, which cannot read the pane's
 * blob: addresses; the dialog is part of the add-in and prints or saves from its own page.
 */
import { fromDialog, toDialogMessages, type DialogPayload } from '../tables/dialog-protocol';

export type { DialogPayload } from '../tables/dialog-protocol';

/** Whether this Office can open the dialog and message it (DialogApi 1.2 for messageChild). */
export function dialogAvailable(): boolean {
  return (
    typeof Office !== 'undefined' &&
    !!Office.context?.ui?.displayDialogAsync &&
    !!Office.context.requirements?.isSetSupported('DialogApi', '1.2')
  );
}

/** dialog.html beside the page the pane was loaded from. */
export function dialogUrl(base: string = location.href): string {
  return new URL('dialog.html', base).href;
}

/**
 * Opens the dialog and hands it the payload. Resolves when the dialog has shown it ('shown'); the dialog stays
 * open for the user (print, or the download link) and closes on its Close button or the window's.
 */
export function showInDialog(payload: DialogPayload, url: string = dialogUrl()): Promise<void> {
  return new Promise((resolve, reject) => {
    Office.context.ui.displayDialogAsync(url, { height: 70, width: 60, displayInIframe: true }, (result) => {
      if (result.status !== Office.AsyncResultStatus.Succeeded) {
        reject(new Error(result.error?.message ?? 'The dialog could not be opened.'));
        return;
      }
      const dialog = result.value;
      let settled = false;
      dialog.addEventHandler(Office.EventType.DialogMessageReceived, (arg) => {
        if (!('message' in arg)) return;
        const m = fromDialog(arg.message);
        if (m.type === 'ready') for (const part of toDialogMessages(payload)) dialog.messageChild(part);
        else if (m.type === 'shown' && !settled) {
          settled = true;
          resolve();
        } else if (m.type === 'close') dialog.close();
      });
      dialog.addEventHandler(Office.EventType.DialogEventReceived, () => {
        // Closed by the user (or failed to load) before it showed anything.
        if (!settled) {
          settled = true;
          reject(new Error('The dialog was closed.'));
        }
      });
    });
  });
}
