/**
 * The task pane: four sections (event set-up, import, ruling wizard, results) under a tab list, a status line
 * read out by screen readers, and a progress bar while the workbook is busy. The export sits under the ranking
 * in the results section: it writes the same results, and the narrow pane keeps four tabs that fit in every
 * language.
 */
import {
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Tab,
  TabList,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from './i18n';
import { usePane } from './state';
import { useAutoRescore } from './autoRescore';
import { StaleBar } from './components/StaleBar';
import { Lazy, chunkView } from './components/Loading';
import { SetupView } from './views/SetupView';
import { preloadRulingActions } from './services';

// The event section is the first paint of a new workbook; the other sections come in their own chunks on first
// use, the ruling section's right after the first paint.
const ImportView = chunkView(() =>
  import(/* webpackChunkName: "import" */ './views/ImportView').then((m) => m.ImportView),
);
// With it, the actions it takes as soon as a line is picked (solving the deal, keeping its table).
const RulingView = chunkView(() =>
  Promise.all([
    import(/* webpackChunkName: "ruling" */ './views/RulingView'),
    preloadRulingActions().catch(() => undefined),
  ]).then(([m]) => m.RulingView),
);
const PreferansRulingView = chunkView(() =>
  import(/* webpackChunkName: "preferans" */ './views/PreferansRulingView').then((m) => m.PreferansRulingView),
);
const ResultsView = chunkView(() =>
  import(/* webpackChunkName: "results" */ './views/ResultsView').then((m) => m.ResultsView),
);
const ExportView = chunkView(() =>
  import(/* webpackChunkName: "results" */ './views/ExportView').then((m) => m.ExportView),
);

export type Section = 'setup' | 'import' | 'ruling' | 'results';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    // Task panes are narrow: inputs share the row instead of keeping the browser's default input width.
    '& .fui-Field .fui-Input, & .fui-Field .fui-Select': { width: '100%', minWidth: 0, boxSizing: 'border-box' },
    '& .fui-Input input': { minWidth: 0, width: '100%' },
  },
  header: { padding: '10px 12px 0 12px' },
  // Four tabs do not fit 320 px in every language (Решение судьи, Importeren): the last ones go to a second line.
  tabs: { flexWrap: 'wrap', rowGap: '2px' },
  main: { padding: '8px 12px 16px 12px', display: 'flex', flexDirection: 'column', gap: '12px' },
  status: { padding: '0 12px' },
});

export function App({ initial }: { initial?: Section }) {
  const { t } = useI18n();
  const s = useStyles();
  const pane = usePane();
  const [section, setSection] = useState<Section>(initial ?? 'setup');
  useAutoRescore(pane, t);

  useEffect(() => {
    // A template opened before the add-in was loaded shows #NAME? in its formulas until they are entered again.
    void pane.services.reenterFormulas().catch(() => undefined);
    void pane.reload();
    // The first read only: later reads follow the user's actions.
  }, []);
  // The ruling section's code is fetched after the first paint, while the workbook is read: a workbook with an
  // event opens on it (a failed fetch shows its message when the section is opened).
  useEffect(() => {
    void RulingView.preload().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (pane.preferans) void PreferansRulingView.preload().catch(() => undefined);
  }, [pane.preferans]);
  // A workbook that already holds an event (bridge or preferans) opens on the ruling section.
  const routed = useRef(false);
  useEffect(() => {
    if (!pane.loaded || routed.current) return;
    routed.current = true;
    if ((pane.event || pane.preferans) && !initial) setSection('ruling');
  }, [pane.loaded, pane.event, pane.preferans, initial]);

  const tabs: { id: Section; label: string }[] = [
    { id: 'setup', label: t('tabSetup') },
    { id: 'import', label: t('tabImport') },
    { id: 'ruling', label: t('tabRuling') },
    { id: 'results', label: t('tabResults') },
  ];

  return (
    <div className={s.root}>
      <header className={s.header}>
        <Text as="h1" weight="semibold" size={500} style={{ margin: 0 }}>
          {t('appTitle')}
        </Text>
        <TabList
          selectedValue={section}
          onTabSelect={(_, d) => setSection(d.value as Section)}
          aria-label={t('navLabel')}
          size="small"
          className={s.tabs}
        >
          {tabs.map((tab) => (
            <Tab key={tab.id} value={tab.id} id={`tab-${tab.id}`} aria-controls={`panel-${tab.id}`}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
      </header>
      <div className={s.status} aria-live="polite" role="status">
        {pane.progress && (
          <div>
            <Text size={200}>{pane.progress.label}</Text>
            <ProgressBar
              value={pane.progress.total ? pane.progress.done / pane.progress.total : undefined}
              aria-label={pane.progress.label}
            />
          </div>
        )}
        <StaleBar />
        {pane.status && (
          <MessageBar
            intent={pane.status.intent}
            layout="multiline"
            data-testid="status"
            data-intent={pane.status.intent}
            data-syncs={pane.status.syncs}
          >
            <MessageBarBody>{pane.status.text}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      <main className={s.main} id={`panel-${section}`} role="tabpanel" aria-labelledby={`tab-${section}`}>
        {section === 'setup' && <SetupView />}
        {section === 'import' && (
          <Lazy>
            <ImportView />
          </Lazy>
        )}
        {section === 'ruling' && <Lazy>{pane.preferans ? <PreferansRulingView /> : <RulingView />}</Lazy>}
        {section === 'results' && (
          <Lazy>
            <ResultsView />
            {/* The engine's export writes bridge events only. */}
            {!pane.preferans && <ExportView />}
          </Lazy>
        )}
      </main>
    </div>
  );
}
