/** Lines of the workbook (or of a file) that could not be read, with where they are. */
import { Text } from '@fluentui/react-components';
import type { RowProblem } from '../services';
import { useI18n } from '../i18n';

export function ProblemList({ problems }: { problems: readonly RowProblem[] }) {
  const { t } = useI18n();
  if (problems.length === 0) return null;
  return (
    <div role="region" aria-label={t('problemsTitle')}>
      <Text weight="semibold">{t('problemsTitle')}</Text>
      <ul style={{ margin: '4px 0', paddingLeft: 18 }} data-testid="problems">
        {problems.slice(0, 50).map((p, i) => (
          <li key={i}>
            <Text size={200}>
              {t('problemRow', { row: p.row, field: p.field })}: {p.message}
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}
