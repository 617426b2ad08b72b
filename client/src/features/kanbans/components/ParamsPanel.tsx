import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ValueFormat } from '../../../shared/kanban/liveValues';
import { type DetailLive, paramRow } from '../detailRows';
import { DetailPanel } from './DetailPanel';
import { ValueRows } from './ValueRows';

export type ParamSpec = { key: string; format?: ValueFormat };

/** A panel of named live parameters. */
export function ParamsPanel({
  titleId,
  live,
  params,
  testId,
  gridArea,
  children,
}: {
  titleId: string;
  live: DetailLive;
  params: readonly ParamSpec[];
  testId: string;
  gridArea: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <DetailPanel title={intl.formatMessage({ id: titleId })} testId={testId} gridArea={gridArea}>
      <ValueRows rows={params.map((p) => paramRow(intl, live, p.key, p.format))} />
      {children}
    </DetailPanel>
  );
}
