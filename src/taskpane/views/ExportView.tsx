/**
 * Export: the event in the workbook, scored with its rules, as a USEBIO or PBN file for another scoring
 * program, a CSV traveller, or a printable results page. Before the download the pane lists, in the pane's
 * language, what the chosen format cannot express for this event (the engine's export notes).
 */
import { Button, Card, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { ExportFormat, ExportNote, ExportNoteCode, ExportResult } from '../engine';
import { useI18n, type StringKey, type Translate } from '../i18n';
import { usePane } from '../state';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: '8px' },
  list: { margin: '4px 0', paddingLeft: '18px', display: 'flex', flexDirection: 'column', gap: '4px' },
  buttons: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground3 },
});

const FORMATS: { id: ExportFormat; label: StringKey }[] = [
  { id: 'usebio', label: 'exportUsebio' },
  { id: 'pbn', label: 'exportPbn' },
  { id: 'csv', label: 'exportCsv' },
  { id: 'html', label: 'exportHtml' },
];

/** The pane's text of each export note. */
export const NOTE_KEYS: Record<ExportNoteCode, StringKey> = {
  'artificial-fixed-or-session': 'noteArtificialFixedOrSession',
  'artificial-session-figure': 'noteArtificialSessionFigure',
  'artificial-code-unusual': 'noteArtificialCodeUnusual',
  'ruling-hidden-table-score': 'noteRulingHiddenTableScore',
  'ruling-hidden-no-score': 'noteRulingHiddenNoScore',
  'penalty-not-in-format': 'notePenaltyNotInFormat',
  'penalty-not-written': 'notePenaltyNotWritten',
  'cancelled-not-in-format': 'noteCancelledNotInFormat',
  'forms-not-in-format': 'noteFormsNotInFormat',
  'pending-lines': 'notePendingLines',
  'csv-no-figures': 'noteCsvNoFigures',
  'pbn-charset': 'notePbnCharset',
  'teams-no-totals': 'noteTeamsNoTotals',
};

/** A note in the pane's language: the place, then the text with the note's values; English for an unknown code. */
export function noteText(n: ExportNote, t: Translate): string {
  const key = NOTE_KEYS[n.code];
  if (!key) return n.message;
  const place =
    n.board === undefined
      ? ''
      : n.table !== undefined
        ? t('exportWhereTable', { board: n.board, table: n.table })
        : n.pairs !== undefined
          ? t('exportWherePairs', { board: n.board, pairs: n.pairs })
          : t('exportWhereBoard', { board: n.board });
  return `${place}${t(key, n.params)}`;
}

/** Saves text as a file through a temporary link (the browser's download). */
export function downloadText(text: string, fileName: string, mime: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mime }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens the page in a new window to print it; false when the window was blocked. */
export function openPage(html: string): boolean {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const w = window.open(url, '_blank');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return !!w;
}

export function ExportView() {
  const { t, lang } = useI18n();
  const s = useStyles();
  const pane = usePane();
  const [format, setFormat] = useState<ExportFormat>('usebio');
  const [result, setResult] = useState<ExportResult>();
  // The engine's export refuses USEBIO for team and individual events and every format for a preferans event:
  // the pane offers only what it will write.
  const kind = pane.event?.event.kind;
  const possible = (f: ExportFormat) =>
    kind === undefined || (kind !== 'preferans' && (f !== 'usebio' || kind === 'pairs'));
  const chosen: ExportFormat = possible(format) ? format : (FORMATS.find((f) => possible(f.id))?.id ?? format);

  const prepare = () =>
    pane.work(t('exportPreparing'), async () => {
      setResult(undefined);
      // One sync: the travellers, the settings and the Rulings log.
      const event = await pane.services.readEvent();
      const r = await pane.services.exportEvent(event, chosen, lang);
      setResult(r);
      pane.setStatus({ intent: 'success', text: t('exportReady', { file: r.fileName }), syncs: 1 });
    });

  // In Office the page and the file go to the add-in's dialog (Excel on the desktop opens links in an outside
  // browser that cannot read the pane's blob: addresses); a plain browser downloads or opens a window.
  const inDialog = async (mode: 'print' | 'save'): Promise<boolean> => {
    if (!result || !pane.services.dialogAvailable()) return false;
    try {
      await pane.services.showInDialog({ mode, text: result.text, fileName: result.fileName, mime: result.mime, lang });
      pane.setStatus({ intent: 'info', text: t('exportInDialog') });
    } catch {
      // Closed before it showed anything: nothing to fall back to.
    }
    return true;
  };

  const save = async () => {
    if (!result) return;
    if (!(await inDialog('save'))) downloadText(result.text, result.fileName, result.mime);
  };

  const openToPrint = async () => {
    if (!result) return;
    if (await inDialog('print')) return;
    if (!openPage(result.text)) {
      downloadText(result.text, result.fileName, result.mime);
      pane.setStatus({ intent: 'info', text: t('exportPopupBlocked') });
    }
  };

  return (
    <section className={s.section} aria-labelledby="export-title">
      <Text as="h2" id="export-title" weight="semibold" size={400}>
        {t('exportTitle')}
      </Text>
      <Text size={200}>{t('exportIntro')}</Text>
      <RadioGroup
        value={chosen}
        onChange={(_, d) => {
          setFormat(d.value as ExportFormat);
          setResult(undefined);
        }}
        aria-label={t('exportFormat')}
        data-testid="export-format"
      >
        {FORMATS.map((f) => (
          <Radio key={f.id} value={f.id} label={t(f.label)} disabled={!possible(f.id)} />
        ))}
      </RadioGroup>
      <div>
        <Button onClick={() => void prepare()} disabled={pane.busy || !pane.event} data-testid="export-prepare">
          {t('exportPrepare')}
        </Button>
      </div>
      {!pane.event && pane.loaded && (
        <Text size={200} className={s.hint}>
          {t('noEvent')}
        </Text>
      )}
      {result && (
        <Card data-testid="export-result">
          <Text weight="semibold">{t('exportNotesTitle', { file: result.fileName })}</Text>
          {result.notes.length === 0 ? (
            <Text size={200} data-testid="export-notes-none">
              {t('exportNotesNone')}
            </Text>
          ) : (
            <ul className={s.list} data-testid="export-notes">
              {result.notes.map((n, i) => (
                <li key={i} data-code={n.code}>
                  <Text size={200}>{noteText(n, t)}</Text>
                </li>
              ))}
            </ul>
          )}
          <div className={s.buttons}>
            <Button appearance="primary" onClick={() => void save()} data-testid="export-download">
              {t('exportDownload')}
            </Button>
            {chosen === 'html' && (
              <Button onClick={() => void openToPrint()} data-testid="export-open">
                {t('exportOpen')}
              </Button>
            )}
          </div>
        </Card>
      )}
    </section>
  );
}
