/**
 * The dialog's side (dialog.html): listens for the pane's messages, then shows the printable page with a Print
 * button, or a download link for a file, and tells the pane. Office.js here too, so it lives in the workbook layer.
 */
import { DialogReceiver, type DialogPayload, type FromDialog } from '../tables/dialog-protocol';

type OfficeLike = typeof Office;

function send(office: OfficeLike, m: FromDialog): void {
  office.context.ui.messageParent(JSON.stringify(m));
}

/**
 * Starts the dialog page in `root`. `office` is the Office global (office.js in Excel); `show` draws the payload
 * and returns nothing. Resolves once it listens.
 */
export async function runDialogPage(
  office: OfficeLike,
  show: (payload: DialogPayload, close: () => void) => void,
): Promise<void> {
  await office.onReady();
  const receiver = new DialogReceiver();
  await new Promise<void>((resolve, reject) =>
    office.context.ui.addHandlerAsync(
      office.EventType.DialogParentMessageReceived,
      (arg: { message: string }) => {
        const payload = receiver.push(arg.message);
        if (!payload) return;
        show(payload, () => send(office, { type: 'close' }));
        send(office, { type: 'shown', mode: payload.mode });
      },
      (r: Office.AsyncResult<void>) =>
        r.status === office.AsyncResultStatus.Succeeded ? resolve() : reject(new Error(r.error?.message)),
    ),
  );
  send(office, { type: 'ready' });
}
