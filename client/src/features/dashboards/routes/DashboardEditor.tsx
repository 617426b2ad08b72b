import { useMutation } from '@apollo/client/react';
import { Box, Button, Dialog, Text } from '@chakra-ui/react';
import { API } from '@contract/apis';
import { DASHBOARD_LIMITS, type DashboardContent } from '@contract/dashboards';
import { ERRNO } from '@contract/error-catalogue';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../../gql';
import { errorInfoFrom } from '../../../shared/api/errors';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { usePermission } from '../../../shared/permissions/usePermission';
import { errorMessage, useErrorToast } from '../../../shared/toast/useErrorToast';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';
import { PageLoading } from '../../../shared/widgets/PageLoading';
import { Designer } from '../designer/Designer';
import { parseDashboardContent, serializeContent } from '../designer/contentIO';
import { isRecordId } from '../../../shared/recordId';
import { DialogFrame } from '../../../shared/widgets/DialogFrame';

export const DashboardEditorQuery = graphql(`
  query DashboardEditor($id: ID!) {
    dashboard(id: $id) {
      id
      name
      description
      content
      version
      canEdit
    }
  }
`);

const SaveDashboardMutation = graphql(`
  mutation SaveDashboardFromDesigner($input: SaveDashboardInput!) {
    saveDashboard(input: $input) {
      id
      version
      updatedAt
      coverIcon
    }
  }
`);

const CopyDashboardMutation = graphql(`
  mutation CopyDashboardFromDesigner($input: CreateDashboardInput!) {
    createDashboard(input: $input) {
      id
    }
  }
`);

/** The copy's title: the name with the copy suffix, within the title limit. */
export function copyName(suffixed: string): string {
  return suffixed.length <= DASHBOARD_LIMITS.name ? suffixed : suffixed.slice(0, DASHBOARD_LIMITS.name);
}

type Conflict = { message: string; content: DashboardContent; cover?: string };

/**
 * /customDashboard/edit?id= (spec part 2 sections 2, 4 and 7): loads the dashboard, hands its
 * content to the designer and saves with the version it started from. A save over a newer
 * version (errorno 1010005) opens a dialog: reload, or save the work as a copy and open it.
 */
export function DashboardEditor() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [params] = useSearchParams();
  // Text that cannot be an id names no dashboard: the page says so rather than the server's "invalid request".
  const id = isRecordId(params.get('id') ?? '') ? params.get('id')! : '';
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useAppQuery(DashboardEditorQuery, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const [saveMutation] = useMutation(SaveDashboardMutation);
  const [copyMutation, { loading: copying }] = useMutation(CopyDashboardMutation);
  const { showError } = useErrorToast();
  const mayEdit = usePermission(API.dashboardEdit);
  const mayCreate = usePermission(API.dashboardAdd);
  const version = useRef<number | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [loadCount, setLoadCount] = useState(0);

  const dashboard = data?.dashboard;
  if (dashboard && version.current === null) version.current = dashboard.version;
  const parsed = useMemo(() => (dashboard ? parseDashboardContent(dashboard.content) : null), [dashboard]);

  const onSave = useCallback(
    async (content: DashboardContent, { cover }: { cover?: string; auto: boolean }) => {
      if (!dashboard || version.current === null) return false;
      try {
        const result = await saveMutation({
          variables: {
            input: {
              id: dashboard.id,
              name: dashboard.name,
              description: dashboard.description,
              content: serializeContent(content),
              coverIcon: cover,
              baseVersion: version.current,
            },
          },
        });
        if (result.data) version.current = result.data.saveDashboard.version;
        return true;
      } catch (e) {
        if (errorInfoFrom(e).errorno === ERRNO.dashboardChangedElsewhere) {
          setConflict({ message: errorMessage(intl, e), content, cover });
        } else {
          showError(e);
        }
        return false;
      }
    },
    [dashboard, intl, saveMutation, showError],
  );

  if (!id) {
    return (
      <Box p="6" role="alert">
        {t('dd_missing_id')}
      </Box>
    );
  }
  if (error) return <Box p="6"><LoadFailed error={error} onRetry={() => refetch()} /></Box>;
  if (loading || !dashboard || !parsed) return <PageLoading />;
  if ('error' in parsed) {
    return (
      <Box p="6" role="alert" data-testid="dd-content-broken">
        <Text color="fg.error">{t('dd_content_broken')}</Text>
      </Box>
    );
  }

  const reload = async () => {
    setConflict(null);
    const fresh = await refetch().catch(() => null);
    if (fresh?.data) version.current = fresh.data.dashboard.version;
    setLoadCount((n) => n + 1);
  };

  const saveAsCopy = async () => {
    if (!conflict) return;
    try {
      const result = await copyMutation({
        variables: {
          input: {
            name: copyName(t('dd_copy_name', { name: dashboard.name })),
            description: dashboard.description,
            content: serializeContent(conflict.content),
            coverIcon: conflict.cover,
          },
        },
      });
      setConflict(null);
      if (result.data) {
        version.current = null;
        void navigate(`/customDashboard/edit?id=${result.data.createDashboard.id}`);
      }
    } catch (e) {
      showError(e);
    }
  };

  return (
    <>
      <Designer
        key={`${dashboard.id}:${loadCount}`}
        initialContent={parsed.content}
        onSave={onSave}
        canSave={mayEdit && dashboard.canEdit}
        autosavePaused={conflict !== null}
        onView={() => window.open(`/customDashboard/view?id=${encodeURIComponent(dashboard.id)}`, '_blank', 'noopener')}
      />
      <DialogFrame open={conflict !== null} onClose={() => setConflict(null)} role="alertdialog" testId="dd-conflict-dialog">
        <Dialog.Header>
          <Dialog.Title>{t('dd_conflict_title')}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Text>{conflict?.message}</Text>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => void reload()} data-testid="dd-conflict-reload">
            {t('dd_conflict_reload')}
          </Button>
          <Button colorPalette="blue" onClick={() => void saveAsCopy()} loading={copying} disabled={!mayCreate} data-testid="dd-conflict-copy">
            {t('dd_conflict_copy')}
          </Button>
        </Dialog.Footer>
      </DialogFrame>
    </>
  );
}
