/**
 * The messages between the pane and its Office dialog (dialog.html), as plain data. The dialog says `ready` once it
 * listens; the pane sends the page or file in chunks (Office caps one message's size) and `end`; the dialog shows
 * it (to print, or behind a download link) and says `shown`; `close` asks the pane to close the dialog.
 */
export type DialogMode = 'print' | 'save';

export interface DialogPayload {
  mode: DialogMode;
  /** The page (print) or the file's text (save). */
  text: string;
  fileName: string;
  mime: string;
  /** The pane's language, for the dialog's own few words. */
  lang: string;
}

export type ToDialog =
  | { type: 'begin'; mode: DialogMode; fileName: string; mime: string; lang: string; chunks: number }
  | { type: 'chunk'; index: number; data: string }
  | { type: 'end' };

export type FromDialog = { type: 'ready' } | { type: 'shown'; mode: DialogMode } | { type: 'close' };

/** Characters per message: well under the limit Office sets on one message. */
export const CHUNK_SIZE = 30_000;

export function toDialogMessages(p: DialogPayload, size = CHUNK_SIZE): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < p.text.length; i += size) chunks.push(p.text.slice(i, i + size));
  if (chunks.length === 0) chunks.push('');
  const begin: ToDialog = {
    type: 'begin',
    mode: p.mode,
    fileName: p.fileName,
    mime: p.mime,
    lang: p.lang,
    chunks: chunks.length,
  };
  return [
    JSON.stringify(begin),
    ...chunks.map((data, index) => JSON.stringify({ type: 'chunk', index, data } satisfies ToDialog)),
    JSON.stringify({ type: 'end' } satisfies ToDialog),
  ];
}

/** Collects the pane's messages in the dialog; `push` returns the payload once `end` has arrived complete. */
export class DialogReceiver {
  private begin: Extract<ToDialog, { type: 'begin' }> | undefined;
  private parts: string[] = [];

  push(message: string): DialogPayload | undefined {
    const m = JSON.parse(message) as ToDialog;
    if (m.type === 'begin') {
      this.begin = m;
      this.parts = new Array<string>(m.chunks);
      return undefined;
    }
    if (!this.begin) throw new Error(`The dialog received '${m.type}' before 'begin'.`);
    if (m.type === 'chunk') {
      if (m.index < 0 || m.index >= this.parts.length) throw new Error(`Chunk ${m.index} is out of range.`);
      this.parts[m.index] = m.data;
      return undefined;
    }
    const missing = [...this.parts.keys()].filter((i) => this.parts[i] === undefined);
    if (missing.length) throw new Error(`The dialog is missing chunks ${missing.join(', ')}.`);
    const { mode, fileName, mime, lang } = this.begin;
    return { mode, fileName, mime, lang, text: this.parts.join('') };
  }
}

export function fromDialog(message: string): FromDialog {
  return JSON.parse(message) as FromDialog;
}
