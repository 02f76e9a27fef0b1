/**
 * What a section shows while its code is fetched: the views the first paint does not need (the ruling wizard,
 * the import, the results and export, the double-dummy grid, the event settings) come in their own chunks.
 */
import { Spinner } from '@fluentui/react-components';
import { Suspense, type ReactNode } from 'react';
import { useI18n } from '../i18n';

export function Loading({ size = 'small' }: { size?: 'tiny' | 'small' }) {
  const { t } = useI18n();
  return <Spinner size={size} label={t('paneLoading')} data-testid="pane-loading" />;
}

/** Children fetched on first use, with the spinner in their place until they arrive. */
export function Lazy({ children, size }: { children: ReactNode; size?: 'tiny' | 'small' }) {
  return <Suspense fallback={<Loading size={size} />}>{children}</Suspense>;
}
