/**
 * dialog.html: the add-in's Office dialog. The pane passes it the printable page or an export file by messages
 * (workbook/office/dialog-page.ts); it prints the page from its own frame or offers the file as a download link,
 * both from the add-in's own domain.
 */
import { en } from '../taskpane/i18n/en';
import { fr } from '../taskpane/i18n/fr';
import { nl } from '../taskpane/i18n/nl';
import { pl } from '../taskpane/i18n/pl';
import { ru } from '../taskpane/i18n/ru';
import { runDialogPage } from '../workbook/office/dialog-page';
import type { DialogPayload } from '../workbook/tables/dialog-protocol';

const TEXTS = { en, pl, nl, fr, ru };

function texts(lang: string) {
  const base = lang.toLowerCase().split(/[-_]/)[0] as keyof typeof TEXTS;
  return TEXTS[base] ?? en;
}

function show(payload: DialogPayload, close: () => void): void {
  const t = texts(payload.lang);
  document.documentElement.lang = payload.lang;
  const bar = document.getElementById('dialog-bar')!;
  bar.replaceChildren();
  if (payload.mode === 'print') {
    const frame = document.createElement('iframe');
    frame.id = 'dialog-page';
    frame.title = payload.fileName;
    frame.srcdoc = payload.text;
    const print = document.createElement('button');
    print.className = 'primary';
    print.id = 'dialog-print';
    print.textContent = t.dialogPrint;
    print.onclick = () => frame.contentWindow?.print();
    bar.append(print);
    document.body.append(frame);
  }
  const url = URL.createObjectURL(new Blob([payload.text], { type: payload.mime }));
  const save = document.createElement('a');
  save.id = 'dialog-save';
  save.href = url;
  save.download = payload.fileName;
  save.textContent = t.dialogSave.replace('{file}', payload.fileName);
  if (payload.mode === 'save') save.className = 'primary';
  const closeButton = document.createElement('button');
  closeButton.id = 'dialog-close';
  closeButton.textContent = t.dialogClose;
  closeButton.onclick = close;
  bar.append(save, closeButton);
}

type Hooked = Window & { Office?: typeof Office; __bridgeDialogOffice?: (child: Window) => typeof Office };

// In Excel, office.js (loaded by the page) is the Office global. The preview's in-memory host shows this page in a
// frame and lends it an Office of its own, as it lends the pane one.
const here = window as Hooked;
const lent = window.parent !== window ? (window.parent as Hooked).__bridgeDialogOffice?.(window) : undefined;
const office = here.Office ?? lent;
const status = document.getElementById('dialog-status')!;
status.textContent = texts(navigator.language).dialogWaiting;
if (office) void runDialogPage(office, show);
