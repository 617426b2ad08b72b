import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { ReliabilityFigures_ReliabilityFragment } from '../../gql/graphql';
import { LoadFailed } from '../widgets/LoadFailed';
import { reliabilityView } from './reliability';

/** The fields the figures read; spread with `@unmask` (a range's figures have no id of their own). */
export const ReliabilityFiguresFragment = graphql(`
  fragment ReliabilityFigures_reliability on Reliability {
    start
    end
    failures
    openFailures
    repairs
    mtbfSeconds
    mttrSeconds
  }
`);

/**
 * MTBF, MTTR, the failure count and the range, on one line (the device detail kanban, the
 * customer detail). Loading, a failed load (with retry) and figures without a failure each say
 * so; a missing figure is never shown as 0 or infinity.
 */
export function ReliabilityFigures({
  figures,
  loading,
  error,
  onRetry,
  testId = 'reliability',
  title = true,
}: {
  figures: ReliabilityFigures_ReliabilityFragment | null | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
  testId?: string;
  /** Show the "Reliability" label in front (off where a heading names the section). */
  title?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  let body;
  if (error && !figures) body = <LoadFailed error={error} onRetry={onRetry} size="sm" />;
  else if (!figures)
    body = loading ? (
      <HStack gap="2">
        <Spinner size="xs" />
        <Text opacity={0.8}>{t('reliability_loading')}</Text>
      </HStack>
    ) : null;
  else {
    const view = reliabilityView(figures);
    body = (
      <>
        <Text title={t('reliability_mtbf_hint')}>
          {t('reliability_mtbf')}: <b data-testid={`${testId}-mtbf`}>{'hours' in view.mtbf ? t('reliability_hours', { hours: intl.formatNumber(view.mtbf.hours) }) : t('reliability_no_failure')}</b>
        </Text>
        <Text title={t('reliability_mttr_hint')}>
          {t('reliability_mttr')}:{' '}
          <b data-testid={`${testId}-mttr`}>
            {'hours' in view.mttr ? t('reliability_hours', { hours: intl.formatNumber(view.mttr.hours) }) : t(view.mttr.none === 'inRepair' ? 'reliability_no_repair_done' : 'reliability_no_failure')}
          </b>
        </Text>
        <Text>
          {t('reliability_failures')}: <b data-testid={`${testId}-failures`}>{figures.failures}</b>
          {figures.openFailures > 0 && <> ({t('reliability_in_repair', { count: figures.openFailures })})</>}
        </Text>
        <Text opacity={0.75} data-testid={`${testId}-range`}>
          {t('reliability_range', { start: figures.start, end: figures.end })}
        </Text>
      </>
    );
  }
  return (
    <HStack gap="5" wrap="wrap" fontSize="sm" data-testid={testId} aria-busy={loading && !figures}>
      {title && <Text fontWeight="semibold">{t('reliability_title')}</Text>}
      {body}
    </HStack>
  );
}
