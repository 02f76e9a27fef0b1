/**
 * Import: choose a PBN, USEBIO or CSV file; the engine's reader says what it read and what it could not read
 * (file, line, field); the results then go into the workbook without duplicating those already there.
 */
import { Button, Card, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import type { ReadResult } from '../engine';
import type { ImportReport } from '../../workbook';
import { useI18n } from '../i18n';
import { errorText, usePane } from '../state';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: '8px' },
  file: {
    padding: '6px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  list: { margin: '4px 0', paddingLeft: '18px' },
});

export function summarise(read: ReadResult) {
  const boards = new Set(read.event.entries.map((e) => e.board)).size;
  return {
    entries: read.event.entries.length,
    boards,
    contestants: read.event.contestants.length,
  };
}

export function ImportView() {
  const { t } = useI18n();
  const s = useStyles();
  const pane = usePane();
  const inputId = useId();
  const [read, setRead] = useState<ReadResult>();
  const [readError, setReadError] = useState<string>();
  const [report, setReport] = useState<ImportReport>();

  const onFile = async (file: File | undefined) => {
    setRead(undefined);
    setReadError(undefined);
    setReport(undefined);
    if (!file) return;
    await pane.work(t('reading', { file: file.name }), async () => {
      try {
        const bytes = new Uint8Array(await file.arrayBuffer());
        setRead(await pane.services.readFile(file.name, bytes));
      } catch (err) {
        setReadError(errorText(err));
      }
    });
  };

  const put = async () => {
    if (!read) return;
    await pane.work(t('importDo'), async (progress) => {
      if (!pane.event) {
        const kind = read.event.kind;
        const tables = Math.max(2, ...read.event.entries.map((e) => e.table ?? 0));
        await pane.services.createEvent({
          template: kind === 'teams' ? 'teams' : kind === 'pairs' ? 'pairs' : 'individual',
          movement: read.event.contestants.some((c) => c.direction) ? 'mitchell' : 'howell',
          title: read.event.title ?? read.file,
          tables: kind === 'teams' ? tables + (tables % 2) : tables,
          boards: read.event.boards?.length ?? summarise(read).boards,
          form: read.event.form,
          empty: true,
        });
      }
      const r = await pane.services.importResults(read.event, (done, total) => progress(done, total));
      setReport(r);
      await pane.reload();
      pane.setStatus({
        intent: r.conflicts.length || r.scoreError ? 'warning' : 'success',
        text: [t('imported', { added: r.added, filled: r.filled, duplicates: r.duplicates }), r.scoreError]
          .filter(Boolean)
          .join(' '),
        syncs: r.syncs,
      });
    });
  };

  const removeEmpty = () =>
    pane.work(t('removeEmpty'), async () => {
      const r = await pane.services.removeEmptyLines();
      setReport((x) => x && { ...x, emptyLines: 0 });
      await pane.reload();
      pane.setStatus({ intent: 'success', text: t('removed', { n: r.removed }), syncs: r.syncs });
    });

  const sum = read && summarise(read);
  return (
    <section className={s.section} aria-labelledby="import-title">
      <Text as="h2" id="import-title" weight="semibold" size={400}>
        {t('importTitle')}
      </Text>
      <Text size={200}>{t('importIntro')}</Text>
      <label htmlFor={inputId}>
        <Text weight="semibold">{t('fileLabel')}</Text>
      </label>
      <input
        id={inputId}
        className={s.file}
        type="file"
        accept=".pbn,.xml,.csv,.txt"
        data-testid="import-file"
        disabled={pane.busy}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      {readError && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody data-testid="import-error">{readError}</MessageBarBody>
        </MessageBar>
      )}
      {read && sum && (
        <Card data-testid="import-summary">
          <Text>
            {t('readSummary', {
              file: read.file,
              entries: sum.entries,
              boards: sum.boards,
              contestants: sum.contestants,
              format: read.format.toUpperCase(),
            })}
          </Text>
          <Text weight="semibold">{t('notRead')}</Text>
          {read.warnings.length === 0 ? (
            <Text size={200}>{t('notReadNone')}</Text>
          ) : (
            <ul className={s.list} data-testid="import-warnings">
              {read.warnings.slice(0, 100).map((w, i) => (
                <li key={i}>
                  <Text size={200}>{w}</Text>
                </li>
              ))}
            </ul>
          )}
          <div>
            <Button appearance="primary" onClick={() => void put()} disabled={pane.busy}>
              {t('importDo')}
            </Button>
          </div>
        </Card>
      )}
      {report && report.emptyLines > 0 && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            {t('emptyLines', { n: report.emptyLines })}{' '}
            <Button size="small" onClick={() => void removeEmpty()} disabled={pane.busy} data-testid="remove-empty">
              {t('removeEmpty')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {report && report.conflicts.length > 0 && (
        <div role="region" aria-label={t('conflictsTitle')}>
          <Text weight="semibold">{t('conflictsTitle')}</Text>
          <ul className={s.list} data-testid="import-conflicts">
            {report.conflicts.map((c, i) => (
              <li key={i}>
                <Text size={200}>
                  {t('conflictLine', {
                    board: c.board,
                    table: c.table ?? `${c.ns ?? ''}-${c.ew ?? ''}`,
                    inWorkbook: c.inWorkbook,
                    inFile: c.inFile,
                  })}
                  {c.source?.line !== undefined &&
                    ` (${t('lineField', { line: c.source.line, field: c.source.field ?? '' })})`}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
