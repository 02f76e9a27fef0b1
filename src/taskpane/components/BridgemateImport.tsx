/**
 * Import from Bridgemate: pick the session's .bws (the file the Bridgemate Control Software fills while the
 * tables play); the pane shows what was read (results, sections, erased rows, lines not played, boards sent twice
 * with the later row proposed, the devices' own flags) and puts one section into a new event. Picking the same
 * file again during the session adds only what is new or changed; a changed line the director has ruled on is
 * listed for a decision, never overwritten. Under it, the "Suspicious results" list: the checks of every line in
 * the workbook (typed or imported) with their reasons, each warning cleared one by one (kept in the workbook).
 */
import {
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useId, useMemo, useState } from 'react';
import { type BwsRead, type BwsSection, type ResultIssue, checkTableResults } from '../engine';
import { type StringKey, type Translate, useI18n } from '../i18n';
import type { BridgemateReport, CheckMark } from '../services';
import { markKey, openIssues } from '../services';
import { readErrorText, usePane } from '../state';

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
  item: { display: 'flex', gap: '6px', alignItems: 'baseline', flexWrap: 'wrap' },
});

/** Codes the reader of a .bws reports (the workbook's lines cannot show them again). */
const READER_CODES = new Set(['device-flag', 'sent-twice', 'declarer-disagrees']);

/** An issue in the pane's language: where, then the reason with its figures. */
export function issueText(t: Translate, i: ResultIssue): string {
  const place =
    i.table === undefined
      ? t('issuePlaceBoard', { board: i.board })
      : t('issuePlace', { board: i.board, table: i.table });
  const key = `issue_${i.code.replace(/-/g, '_')}` as StringKey;
  return `${place}: ${t(key, i.params)}`;
}

/** What one section holds, in counts. */
export function sectionCounts(s: BwsSection) {
  const lines = s.event.entries;
  return {
    results: lines.filter((e) => e.status === 'played').length,
    boards: s.event.boards?.length ?? new Set(lines.map((e) => e.board)).size,
    notPlayed: lines.filter((e) => e.status === 'notPlayed').length,
    waiting: lines.filter((e) => e.status === 'pending').length,
    erased: s.erased.length,
    conflicts: s.conflicts.length,
    flags: s.issues.filter((i) => i.code === 'device-flag').length,
  };
}

export function BridgemateImport() {
  const { t, lang } = useI18n();
  const s = useStyles();
  const pane = usePane();
  const inputId = useId();
  const [read, setRead] = useState<BwsRead>();
  const [pick, setPick] = useState(0);
  const [readError, setReadError] = useState<string>();
  const [report, setReport] = useState<BridgemateReport>();
  const [readerIssues, setReaderIssues] = useState<ResultIssue[]>([]);
  const [marks, setMarks] = useState<CheckMark[]>();

  useEffect(() => {
    if (!pane.event || marks) return;
    void pane.services
      .readCheckMarks()
      .then(setMarks)
      .catch(() => setMarks([]));
  }, [pane.event, marks, pane.services]);

  const section = read?.sections[Math.min(pick, (read?.sections.length ?? 1) - 1)];

  const onFile = async (file: File | undefined) => {
    setRead(undefined);
    setReadError(undefined);
    setReport(undefined);
    if (!file) return;
    await pane.work(t('reading', { file: file.name }), async (progress) => {
      try {
        progress(0, 2);
        const bytes = new Uint8Array(await file.arrayBuffer());
        progress(1, 2);
        const r = await pane.services.readBws(file.name, bytes);
        progress(2, 2);
        setPick(0);
        setRead(r);
      } catch (err) {
        setReadError(readErrorText(err, lang));
      }
    });
  };

  const put = async () => {
    if (!read || !section) return;
    await pane.work(t('bwsImportDo'), async (progress) => {
      let syncs = 0;
      if (!pane.event) {
        const tables = Math.max(2, section.tables ?? 0, ...section.event.entries.map((e) => e.table ?? 0));
        syncs += (
          await pane.services.createEvent({
            template: 'pairs',
            movement: section.mitchell ? 'mitchell' : 'howell',
            title: section.event.title ?? read.file,
            tables,
            boards: section.event.boards?.length ?? sectionCounts(section).boards,
            form: section.event.form,
            empty: true,
            lang,
          })
        ).syncs;
      }
      const r = await pane.services.importBridgemate(
        {
          file: read.file,
          identity: section.identity,
          event: section.event,
          rows: section.rows,
          boardInfo: section.boardInfo,
          ...(read.lastId !== undefined ? { lastId: read.lastId } : {}),
        },
        (done, total) => progress(done, total),
      );
      setReport(r);
      setReaderIssues(section.issues.filter((i) => READER_CODES.has(i.code)));
      await pane.reload();
      pane.setStatus({
        intent: r.conflicts.length || r.scoreError ? 'warning' : 'success',
        text: [
          t(r.again ? 'bwsAddedAgain' : 'bwsImported', {
            added: r.added,
            changed: r.changed.length,
            unchanged: r.unchanged,
            conflicts: r.conflicts.length,
          }),
          r.scoreError,
        ]
          .filter(Boolean)
          .join(' '),
        syncs: syncs + r.syncs,
      });
    });
  };

  const issues = useMemo(() => {
    if (!pane.event) return [];
    const tables = pane.event.settings.tables || undefined;
    const found = checkTableResults(pane.event.event.entries, tables ? { tables } : {});
    return [...found, ...readerIssues];
  }, [pane.event, readerIssues]);
  const { open, cleared } = openIssues(issues, marks ?? []);

  const clear = (i: ResultIssue) =>
    pane.work(t('checkClear'), async () => {
      const mark: CheckMark = {
        board: i.board,
        ...(i.table !== undefined ? { table: i.table } : {}),
        code: i.code,
        cleared: new Date().toISOString().slice(0, 19).replace('T', ' '),
        ...(pane.event?.settings.director ? { director: pane.event.settings.director } : {}),
      };
      const r = await pane.services.clearCheck(mark);
      setMarks(r.marks);
      pane.setStatus({ intent: 'success', text: t('checkCleared', { what: issueText(t, i) }), syncs: r.syncs });
    });

  const counts = section ? sectionCounts(section) : undefined;
  return (
    <section className={s.section} aria-labelledby="bws-title" data-testid="bws">
      <Text as="h3" id="bws-title" weight="semibold" size={400}>
        {t('bwsTitle')}
      </Text>
      <Text size={200}>{t('bwsIntro')}</Text>
      <label htmlFor={inputId}>
        <Text weight="semibold">{t('bwsFileLabel')}</Text>
      </label>
      <input
        id={inputId}
        className={s.file}
        type="file"
        accept=".bws"
        data-testid="bws-file"
        disabled={pane.busy}
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          // The same file picked again later in the session must fire a change.
          e.target.value = '';
        }}
      />
      {readError && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody data-testid="bws-error">{readError}</MessageBarBody>
        </MessageBar>
      )}
      {read && section && counts && (
        <Card data-testid="bws-summary">
          <Text>{t('bwsRead', { file: read.file, rows: read.rowCount, sections: read.sections.length })}</Text>
          {read.sections.length > 1 && (
            <RadioGroup
              value={String(pick)}
              onChange={(_, d) => setPick(Number(d.value))}
              aria-label={t('bwsSectionPick')}
              data-testid="bws-sections"
            >
              {read.sections.map((x, k) => (
                <Radio key={x.id} value={String(k)} label={t('bwsSection', { letter: x.letter })} />
              ))}
            </RadioGroup>
          )}
          <Text data-testid="bws-counts">{t('bwsCounts', { letter: section.letter, ...counts })}</Text>
          {section.conflicts.length > 0 && (
            <div role="region" aria-label={t('bwsSentTwiceTitle')}>
              <Text weight="semibold">{t('bwsSentTwiceTitle')}</Text>
              <ul className={s.list} data-testid="bws-conflicts">
                {section.conflicts.map((c) => (
                  <li key={`${c.board}|${c.table}`}>
                    <Text size={200}>
                      {t('bwsSentTwice', {
                        board: c.board,
                        table: c.table,
                        rows: c.rows.map((r) => `${r.id}: ${`${r.contract} ${r.seat} ${r.result}`.trim()}`).join('; '),
                        proposed: c.proposed.id,
                      })}
                    </Text>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {counts.flags > 0 && (
            <ul className={s.list} data-testid="bws-flags">
              {section.issues
                .filter((i) => i.code === 'device-flag')
                .map((i, k) => (
                  <li key={k}>
                    <Text size={200}>{issueText(t, i)}</Text>
                  </li>
                ))}
            </ul>
          )}
          {read.warnings.length > 0 && (
            <ul className={s.list} data-testid="bws-warnings">
              {read.warnings.slice(0, 50).map((w, k) => (
                <li key={k}>
                  <Text size={200}>{w}</Text>
                </li>
              ))}
            </ul>
          )}
          <Text size={200}>{pane.event ? t('bwsIntoEvent') : t('bwsNewEvent')}</Text>
          <div>
            <Button appearance="primary" onClick={() => void put()} disabled={pane.busy} data-testid="bws-do">
              {t('bwsImportDo')}
            </Button>
          </div>
        </Card>
      )}
      {report && (
        <Card data-testid="bws-report">
          <Text>
            {t(report.again ? 'bwsAddedAgain' : 'bwsImported', {
              added: report.added,
              changed: report.changed.length,
              unchanged: report.unchanged,
              conflicts: report.conflicts.length,
            })}
          </Text>
          {report.changed.length > 0 && (
            <ul className={s.list} data-testid="bws-changed">
              {report.changed.map((c) => (
                <li key={c.row}>
                  <Text size={200}>
                    {t('bwsChangedLine', { board: c.board, table: c.table ?? '', before: c.before, after: c.after })}
                  </Text>
                </li>
              ))}
            </ul>
          )}
          {report.conflicts.length > 0 && (
            <div role="region" aria-label={t('bwsRuledTitle')}>
              <Text weight="semibold">{t('bwsRuledTitle')}</Text>
              <ul className={s.list} data-testid="bws-ruled">
                {report.conflicts.map((c) => (
                  <li key={c.row}>
                    <Text size={200}>
                      {t('bwsRuledLine', {
                        board: c.board,
                        table: c.table ?? '',
                        row: c.row,
                        inWorkbook: c.inWorkbook,
                        inFile: c.inFile,
                      })}
                    </Text>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {report.missing.length > 0 && (
            <Text size={200} data-testid="bws-missing">
              {t('bwsMissing', {
                n: report.missing.length,
                lines: report.missing.map((m) => `${m.board}/${m.table ?? ''}`).join(', '),
              })}
            </Text>
          )}
        </Card>
      )}
      {pane.event && (
        <div role="region" aria-label={t('checksTitle')} data-testid="checks">
          <Text as="h3" weight="semibold" size={400}>
            {t('checksTitle')}
          </Text>
          {open.length === 0 ? (
            <Text size={200} data-testid="checks-none">
              {t('checksNone', { cleared })}
            </Text>
          ) : (
            <ul className={s.list} data-testid="checks-list">
              {open.map((i) => (
                <li key={`${markKey(i)}|${i.severity}`} data-code={i.code} data-severity={i.severity}>
                  <div className={s.item}>
                    <Text size={200} weight={i.severity === 'error' ? 'semibold' : 'regular'}>
                      {i.severity === 'error' ? t('checkError') : t('checkWarning')} {issueText(t, i)}
                    </Text>
                    {i.severity === 'warning' && (
                      <Button size="small" onClick={() => void clear(i)} disabled={pane.busy} data-testid="check-clear">
                        {t('checkClear')}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {open.length > 0 && cleared > 0 && <Text size={200}>{t('checksCleared', { n: cleared })}</Text>}
        </div>
      )}
    </section>
  );
}
