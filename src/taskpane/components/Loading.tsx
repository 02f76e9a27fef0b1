/**
 * What a section shows while its code is fetched: the views the first paint does not need (the ruling wizard,
 * the import, the results and export, the double-dummy grid, the event settings) come in their own chunks.
 */
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { Component, Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { useI18n } from '../i18n';

export function Loading({ size = 'small' }: { size?: 'tiny' | 'small' }) {
  const { t } = useI18n();
  return <Spinner size={size} label={t('paneLoading')} data-testid="pane-loading" />;
}

function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useI18n();
  return (
    <MessageBar intent="error" layout="multiline" data-testid="pane-load-failed">
      <MessageBarBody>{t('paneLoadFailed')}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={retry}>
          {t('paneLoadRetry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}

/** A chunk that could not be fetched: a message and a second try, instead of an empty pane. */
class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <LoadFailed retry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}

/** Children fetched on first use, with the spinner in their place until they arrive. */
export function Lazy({ children, size }: { children: ReactNode; size?: 'tiny' | 'small' }) {
  return (
    <ChunkBoundary>
      <Suspense fallback={<Loading size={size} />}>{children}</Suspense>
    </ChunkBoundary>
  );
}

/**
 * A view in a chunk of its own. `preload()` fetches it ahead (a workbook with an event opens on the ruling
 * section); once fetched, the view mounts at once, so what it listens to (the sheet's selection) is listening
 * from the moment it is shown. Before that it suspends under a <Lazy> boundary.
 */
export function chunkView<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (c) => (loaded = c),
      (err: unknown) => {
        // A failed fetch (the network) is tried again on the next use, with a fresh lazy component (React keeps
        // a lazy component's failure).
        pending = undefined;
        Suspended = suspended();
        throw err;
      },
    ));
  const suspended = () => lazy(() => preload().then((c) => ({ default: c })));
  let Suspended = suspended();
  function View(props: P) {
    // Chosen once per mount: switching from the suspended form to the loaded one would remount the view.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? (Suspended as unknown as ComponentType<P>));
    return <Shown {...props} />;
  }
  return Object.assign(View, { preload });
}
