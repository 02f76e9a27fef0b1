/**
 * Import: choose a PBN, USEBIO or CSV file; the engine's reader says what it read and what it could not read
 * (file, line, field); the results then go into the workbook without duplicating those already there.
 * A duplicate-preferans protocol goes into the Protocols table of a preferans event (set up from the file when
 * the workbook has no event yet); a bridge file is not put into a preferans event, nor a protocol into a bridge
 * event.
 */
import { Button, Card, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import type { ReadResult } from '../engine';
import { presetLabel } from '../engine';
import type {
  AddRefusal,
  DecidedImportReport,
  FileSettings,
  ImportComparison,
  ImportMode,
  ImportReport,
  NewEventOptions,
  PaneRead,
  PreferansImportReport,
} from '../services';
import { compareEvents, settingsFromFile } from '../services';
import { rescoreStatus } from '../entryStatus';
import { BridgemateImport } from '../components/BridgemateImport';
import { ProblemList } from '../components/ProblemList';
import { type StringKey, useI18n } from '../i18n';
import { dateText } from '../figures';
import { type PaneEvents, readErrorText, usePane } from '../state';
import type { Services } from '../services';

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

/** A preferans protocol file (the engine's reader recognised its seat and player columns). */
export function isProtocol(read: ReadResult): boolean {
  return read.format === 'preferans-csv' || !!read.preferans;
}

/** Labels counted in order of first appearance; numbers for the largest whole-number label. */
function labelCount(labels: readonly (string | number | undefined)[]): number {
  const seen = new Set(labels.filter((x) => x !== undefined && String(x).trim() !== '').map((x) => String(x).trim()));
  const numbers = [...seen].map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return Math.max(seen.size, ...numbers, 0);
}

/** What a protocol file holds: its lines, deals, tables and players. */
export function summarisePreferans(read: ReadResult) {
  const lines = read.preferans?.lines ?? [];
  return {
    lines: lines.length,
    deals: new Set(lines.map((l) => String(l.deal))).size,
    tables: new Set(lines.map((l) => String(l.table ?? ''))).size,
    players: new Set(lines.flatMap((l) => l.players)).size,
  };
}

/** The set-up a protocol file asks for when the workbook has no event: its tables and deals, no rows set out. */
export function preferansEventFor(read: ReadResult): NewEventOptions {
  const lines = read.preferans?.lines ?? [];
  return {
    template: 'individual',
    movement: 'preferans',
    title: read.event.title ?? read.file,
    tables: Math.max(1, labelCount(lines.map((l) => l.table))),
    boards: Math.max(1, labelCount(lines.map((l) => l.deal))),
    empty: true,
  };
}

/** Why a file cannot go into the workbook's event (the text's key), or undefined when it can. */
export function importRefusal(read: ReadResult, events: PaneEvents): StringKey | undefined {
  if (isProtocol(read) && events.event) return 'importRefusedProtocol';
  if (!isProtocol(read) && events.preferans) return 'importRefusedBridge';
  return undefined;
}

/**
 * Puts a protocol file into the workbook: a preferans event is set up first when there is none (two syncs, its How
 * to use sheet in `lang`, the pane's language, as the set-up writes it; English when not given), then
 * the protocol lines go into the Protocols table and are scored (two syncs). Returns the report and the syncs.
 */
export async function importProtocol(
  services: Pick<Services, 'createEvent' | 'importPreferans'>,
  read: ReadResult,
  events: PaneEvents,
  progress?: (done: number, total: number) => void,
  lang?: NewEventOptions['lang'],
): Promise<{ report: PreferansImportReport; syncs: number; created: boolean }> {
  if (importRefusal(read, events)) throw new Error(`${read.file} cannot go into this workbook's event`);
  let syncs = 0;
  const created = !events.preferans;
  if (created) syncs += (await services.createEvent({ ...preferansEventFor(read), ...(lang ? { lang } : {}) })).syncs;
  const report = await services.importPreferans(read, progress ? (done, total) => progress(done, total) : undefined);
  return { report, syncs: syncs + report.syncs, created };
}

type Report =
  { kind: 'bridge'; r: ImportReport | DecidedImportReport } | { kind: 'preferans'; r: PreferansImportReport };

const REFUSAL_KEY: Record<AddRefusal, StringKey> = {
  kind: 'importAddKind',
  form: 'importAddForm',
  movement: 'importAddMovement',
  boards: 'importAddBoards',
};

/** The set-up of a new event for a bridge file: its settings as the file gives them, no lines set out. */
export function bridgeEventFor(file: FileSettings): NewEventOptions {
  const st = file.settings;
  return {
    template: st.kind === 'teams' ? 'teams' : st.kind === 'pairs' ? 'pairs' : 'individual',
    movement: st.movement,
    title: st.title,
    tables: st.tables,
    boards: st.boards,
    form: st.form,
    preset: st.preset,
    empty: true,
    settings: {
      date: st.date,
      boards: st.boards,
      rounds: st.rounds,
      boardsPerRound: st.boardsPerRound,
      tables: st.tables,
    },
  };
}

/**
 * Puts a bridge file into the workbook as decided: into an empty workbook the file's event is set up first (two
 * syncs, its How to use sheet in `lang`, the pane's language; English when not given); then the import replaces or adds (two syncs), archived and logged. Returns the report and the syncs.
 */
export async function importBridge(
  services: Pick<Services, 'createEvent' | 'importEvent'>,
  read: ReadResult,
  file: FileSettings,
  mode: ImportMode,
  hasEvent: boolean,
  progress?: (done: number, total: number) => void,
  lang?: NewEventOptions['lang'],
): Promise<{ report: DecidedImportReport; syncs: number }> {
  let syncs = 0;
  if (!hasEvent) syncs += (await services.createEvent({ ...bridgeEventFor(file), ...(lang ? { lang } : {}) })).syncs;
  const report = await services.importEvent(
    read.event,
    { mode: hasEvent ? mode : 'add', file: read.file, settings: file.settings, boardInfo: read.boardInfo },
    progress ? (done, total) => progress(done, total) : undefined,
  );
  return { report, syncs: syncs + report.syncs };
}

export function ImportView() {
  const { t, lang } = useI18n();
  const s = useStyles();
  const pane = usePane();
  const inputId = useId();
  const [read, setRead] = useState<PaneRead>();
  const [readError, setReadError] = useState<string>();
  const [report, setReport] = useState<Report>();
  const [cancelled, setCancelled] = useState(false);

  const onFile = async (file: File | undefined) => {
    setRead(undefined);
    setReadError(undefined);
    setReport(undefined);
    setCancelled(false);
    if (!file) return;
    await pane.work(t('reading', { file: file.name }), async () => {
      try {
        const bytes = new Uint8Array(await file.arrayBuffer());
        setRead(await pane.services.readFile(file.name, bytes));
      } catch (err) {
        setReadError(readErrorText(err, lang));
      }
    });
  };

  const refusal = read ? importRefusal(read, pane) : undefined;

  const putProtocol = async (r0: ReadResult) => {
    await pane.work(t('importDo'), async (progress) => {
      const { report: r, syncs } = await importProtocol(pane.services, r0, pane, progress, lang);
      setReport({ kind: 'preferans', r });
      await pane.reload();
      pane.setStatus({
        intent: r.conflicts.length || r.scoreError || r.problems.length ? 'warning' : 'success',
        text: [t('imported', { added: r.added, filled: r.filled, duplicates: r.duplicates }), r.scoreError]
          .filter(Boolean)
          .join(' '),
        syncs,
      });
    });
  };

  const fileSettings = read && !isProtocol(read) ? settingsFromFile(read, read.programPreset) : undefined;
  const comparison: ImportComparison | undefined =
    fileSettings && read && pane.event
      ? compareEvents(
          { settings: pane.event.settings, event: pane.event.event },
          { settings: fileSettings.settings, event: read.event },
        )
      : undefined;

  const put = async (mode: ImportMode) => {
    if (!read || refusal) return;
    if (isProtocol(read)) return putProtocol(read);
    if (!fileSettings) return;
    await pane.work(t('importDo'), async (progress) => {
      const { report: r, syncs } = await importBridge(
        pane.services,
        read,
        fileSettings,
        mode,
        !!pane.event,
        progress,
        // The How to use sheet of an event set up for the file in the pane's language, as the set-up writes it.
        lang,
      );
      setReport({ kind: 'bridge', r });
      setRead(undefined);
      await pane.reload();
      const text = [
        t(r.mode === 'replace' ? 'importReplaced' : 'imported', {
          added: r.added,
          filled: r.filled,
          duplicates: r.duplicates,
          archive: r.archive,
        }),
        r.scoreError,
      ]
        .filter(Boolean)
        .join(' ');
      const status = rescoreStatus(t, text, r.rowProblems ?? [], syncs);
      pane.setStatus(r.conflicts.length || r.scoreError ? { ...status, intent: 'warning' } : status);
    });
  };

  const undoLast = (r: DecidedImportReport) =>
    pane.work(t('undo'), async () => {
      const out = await pane.services.undoImport({ id: r.logId, rulingBefore: r.archive });
      setReport(undefined);
      await pane.reload();
      pane.setStatus({
        intent: 'success',
        text: t('importUndone', { id: r.logId, archive: out.archive }),
        syncs: out.syncs,
      });
    });

  const removeEmpty = () =>
    pane.work(t('removeEmpty'), async () => {
      const r = await pane.services.removeEmptyLines();
      setReport((x) => (x && x.kind === 'bridge' ? { kind: 'bridge', r: { ...x.r, emptyLines: 0 } } : x));
      await pane.reload();
      pane.setStatus({ intent: 'success', text: t('removed', { n: r.removed }), syncs: r.syncs });
    });

  const sum = read && !isProtocol(read) ? summarise(read) : undefined;
  const psum = read && isProtocol(read) ? summarisePreferans(read) : undefined;
  const bridgeReport = report?.kind === 'bridge' ? report.r : undefined;
  const decided = bridgeReport && 'logId' in bridgeReport ? (bridgeReport as DecidedImportReport) : undefined;
  const prefReport = report?.kind === 'preferans' ? report.r : undefined;
  return (
    <section className={s.section} aria-labelledby="import-title">
      <Text as="h2" id="import-title" weight="semibold" size={400}>
        {t('importTitle')}
      </Text>
      <Text size={200}>{t('importIntro')}</Text>
      <Text size={200}>{t('importPreferansIntro')}</Text>
      <label htmlFor={inputId}>
        <Text weight="semibold">{t('fileLabel')}</Text>
      </label>
      <input
        id={inputId}
        className={s.file}
        type="file"
        accept=".pbn,.xml,.csv,.txt,.bws"
        data-testid="import-file"
        disabled={pane.busy}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      {readError && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody data-testid="import-error">{readError}</MessageBarBody>
        </MessageBar>
      )}
      {read && (sum || psum) && (
        <Card data-testid="import-summary">
          <Text>
            {psum
              ? t('readSummaryPreferans', {
                  file: read.file,
                  lines: psum.lines,
                  deals: psum.deals,
                  tables: psum.tables,
                  players: psum.players,
                })
              : sum &&
                t('readSummary', {
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
          {refusal && (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody data-testid="import-refused" id="import-refused">
                {t(refusal, { format: read.format.toUpperCase() })}
              </MessageBarBody>
            </MessageBar>
          )}
          {psum && !refusal && !pane.preferans && <Text size={200}>{t('importCreatesPreferans')}</Text>}
          {fileSettings && !refusal && (
            <div data-testid="import-settings">
              <Text weight="semibold">{t('importSettingsTitle')}</Text>
              <ul className={s.list}>
                <li>
                  <Text size={200}>
                    {fileSettings.presetFrom === 'program'
                      ? t('importPresetProgram', {
                          preset: presetLabel(fileSettings.settings.preset, lang),
                          program: fileSettings.program ?? '',
                        })
                      : t('importPresetDefault', { preset: presetLabel(fileSettings.settings.preset, lang) })}
                  </Text>
                </li>
                <li>
                  <Text size={200} data-testid="import-settings-counts">
                    {t('importSettingsCounts', {
                      form: fileSettings.settings.form,
                      movement: fileSettings.settings.movement,
                      tables: fileSettings.settings.tables,
                      boards: fileSettings.settings.boards,
                      rounds: fileSettings.settings.rounds,
                    })}
                  </Text>
                </li>
                {fileSettings.settings.date && (
                  <li>
                    <Text size={200}>
                      {t('importSettingsDate', { date: dateText(fileSettings.settings.date, lang) })}
                    </Text>
                  </li>
                )}
              </ul>
            </div>
          )}
          {comparison && !refusal && !cancelled && (
            <div role="group" aria-labelledby="import-choice-title" data-testid="import-choice">
              <Text weight="semibold" id="import-choice-title">
                {t('importChoiceTitle')}
              </Text>
              <ul className={s.list} data-testid="import-comparison">
                <li>
                  <Text size={200}>
                    {t('importCompareTitle', {
                      workbook: comparison.title.workbook || '—',
                      file: comparison.title.file || '—',
                    })}
                  </Text>
                </li>
                <li>
                  <Text size={200}>
                    {t('importCompareDate', {
                      workbook: dateText(comparison.date.workbook, lang) || '—',
                      file: dateText(comparison.date.file, lang) || '—',
                    })}
                  </Text>
                </li>
                <li>
                  <Text size={200}>{t('importCompareContestants', comparison.contestants)}</Text>
                </li>
                <li>
                  <Text size={200}>
                    {t('importCompareBoards', {
                      workbook: comparison.boards.workbook,
                      file: comparison.boards.file,
                      results: comparison.workbookResults,
                    })}
                  </Text>
                </li>
              </ul>
              {comparison.refusals.length > 0 && (
                <Text size={200} id="import-add-refused" data-testid="import-add-refused">
                  {comparison.refusals
                    .map((r) =>
                      t(REFUSAL_KEY[r], {
                        workbook: comparison.movement.workbook,
                        file: comparison.movement.file,
                        boards: comparison.boards.outside.slice(0, 10).join(', '),
                      }),
                    )
                    .join(' ')}
                </Text>
              )}
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <Button onClick={() => void put('replace')} disabled={pane.busy} data-testid="import-replace">
                  {t('importReplace')}
                </Button>
                <Button
                  appearance="primary"
                  onClick={() => void put('add')}
                  disabled={pane.busy || comparison.refusals.length > 0}
                  aria-describedby={comparison.refusals.length ? 'import-add-refused' : undefined}
                  data-testid="import-add"
                >
                  {t('importAdd')}
                </Button>
                <Button onClick={() => setCancelled(true)} disabled={pane.busy} data-testid="import-cancel">
                  {t('importCancel')}
                </Button>
              </div>
              <Text size={200}>{t('importReplaceNote')}</Text>
            </div>
          )}
          {cancelled && (
            <MessageBar intent="info" layout="multiline">
              <MessageBarBody data-testid="import-cancelled">{t('importCancelled')}</MessageBarBody>
            </MessageBar>
          )}
          {!comparison && (
            <div>
              <Button
                appearance="primary"
                onClick={() => void put('add')}
                disabled={pane.busy || !!refusal}
                aria-describedby={refusal ? 'import-refused' : undefined}
                data-testid="import-do"
              >
                {t('importDo')}
              </Button>
            </div>
          )}
        </Card>
      )}
      {decided && (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody data-testid="import-done">
            {t('importLogged', { id: decided.logId, archive: decided.archive })}{' '}
            <Button size="small" onClick={() => void undoLast(decided)} disabled={pane.busy} data-testid="import-undo">
              {t('importUndo')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {prefReport && (
        <Card data-testid="import-preferans-report">
          <Text>
            {t('importedPreferans', {
              read: prefReport.read,
              added: prefReport.added,
              filled: prefReport.filled,
              duplicates: prefReport.duplicates,
              conflicts: prefReport.conflicts.length,
            })}
          </Text>
          {prefReport.emptyLines > 0 && <Text size={200}>{t('seatsWaiting', { n: prefReport.emptyLines })}</Text>}
          {prefReport.conflicts.length > 0 && (
            <div role="region" aria-label={t('conflictsTitle')}>
              <Text weight="semibold">{t('conflictsTitle')}</Text>
              <ul className={s.list} data-testid="import-conflicts">
                {prefReport.conflicts.map((c, i) => (
                  <li key={i}>
                    <Text size={200}>
                      {t('conflictLineSeat', {
                        deal: c.deal,
                        table: c.table,
                        seat: c.seat,
                        row: c.row,
                        inWorkbook: c.inWorkbook,
                        inFile: c.inFile,
                      })}
                      {c.source?.line !== undefined && ` (${t('lineOnly', { line: c.source.line })})`}
                    </Text>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ProblemList problems={prefReport.problems} />
        </Card>
      )}
      {bridgeReport && bridgeReport.emptyLines > 0 && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            {t('emptyLines', { n: bridgeReport.emptyLines })}{' '}
            <Button size="small" onClick={() => void removeEmpty()} disabled={pane.busy} data-testid="remove-empty">
              {t('removeEmpty')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {bridgeReport && bridgeReport.conflicts.length > 0 && (
        <div role="region" aria-label={t('conflictsTitle')}>
          <Text weight="semibold">{t('conflictsTitle')}</Text>
          <ul className={s.list} data-testid="import-conflicts">
            {bridgeReport.conflicts.map((c, i) => (
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
      {bridgeReport && (bridgeReport.nameConflicts.length > 0 || bridgeReport.namesNotKept) && (
        <div role="region" aria-label={t('nameConflictsTitle')}>
          <Text weight="semibold">{t('nameConflictsTitle')}</Text>
          {bridgeReport.namesNotKept && <Text size={200}>{bridgeReport.namesNotKept}</Text>}
          <ul className={s.list} data-testid="import-name-conflicts">
            {bridgeReport.nameConflicts.map((c, i) => (
              <li key={i}>
                <Text size={200}>
                  {t('nameConflictLine', { id: c.id, inWorkbook: c.inWorkbook, inFile: c.inFile })}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      )}
      <BridgemateImport />
    </section>
  );
}
