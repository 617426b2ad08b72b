import { Box, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';
import { DashboardCanvasView } from '../components/DashboardCanvasView';
import { useDashboardLiveData } from '../live/useDashboardLiveData';
import { parseContent } from '../viewRules';
import { isRecordId } from '../../../shared/recordId';

export const DashboardViewQuery = graphql(`
  query DashboardView($id: ID!) {
    dashboard(id: $id) {
      id
      name
      content
      updatedAt
    }
  }
`);

const EMPTY: never[] = [];

/** `/customDashboard/view?id=`: the dashboard read-only, filling the window, live; the page title is its name. */
export function DashboardView() {
  const [params] = useSearchParams();
  // Text that cannot be an id names no dashboard: the page says so rather than the server's "invalid request".
  const id = isRecordId(params.get('id') ?? '') ? params.get('id')! : '';
  const { data, error, refetch } = useAppQuery(DashboardViewQuery, { variables: { id }, skip: !id });
  const dashboard = data?.dashboard;
  const content = useMemo(() => (dashboard ? parseContent(dashboard.content) : null), [dashboard]);
  const live = useDashboardLiveData(content?.componentData ?? EMPTY, { enabled: !!content });
  useEffect(() => {
    if (dashboard?.name) document.title = dashboard.name;
  }, [dashboard?.name]);

  let body;
  if (!id) body = <Message id="dashboard_view_missing_id" />;
  else if (error && !dashboard) body = <LoadFailed error={error} onRetry={() => refetch().catch(() => undefined)} />;
  else if (!dashboard) body = <Message id="dashboard_view_loading" />;
  else if (!content) body = <Message id="dashboard_view_bad_content" />;
  else body = <DashboardCanvasView content={content} live={live} />;
  return (
    <Box w="100vw" h="100vh" bg="#0b1220" color="white" data-testid="dashboard-view">
      {body}
    </Box>
  );
}

function Message({ id }: { id: string }) {
  return (
    <Text p="10" textAlign="center" opacity={0.8}>
      <FormattedMessage id={id} />
    </Text>
  );
}
