import { Box, Button, Flex, Grid, HStack, IconButton, Image, Input, Stack, Text } from '@chakra-ui/react';
import { API } from '@contract/apis';
import { memo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { DashboardListQuery as DashboardListData } from '../../../gql/graphql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { DisableUnlessPermitted } from '../../../shared/permissions/PermissionGuards';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';
import { DashboardDialog, DeleteDashboardDialog, type RenameTarget } from '../components/DashboardDialogs';
import { DEFAULT_COVER, editPath, formatUpdatedAt, LIST_PAGE_SIZE, pageAfterDelete, pageCount, viewPath } from '../listRules';

export const DashboardListQuery = graphql(`
  query DashboardList($name: String, $page: Int!, $pageSize: Int!) {
    dashboards(name: $name, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        name
        description
        coverIcon
        updatedAt
        userAccount
        version
        canEdit
      }
    }
  }
`);

type Item = DashboardListData['dashboards']['items'][number];

const openInNewTab = (path: string) => window.open(path, '_blank', 'noopener');

/**
 * The dashboard list (spec part 2 section 2, 看板列表): cards of 6/24 width (four a row on wide
 * screens) with cover, title, update time and owner; on hover or keyboard focus edit and view
 * (each in a new tab), rename and delete for those who may change the dashboard; 新建 creates one.
 * Ten a page, the most recently saved first, searchable by title.
 */
export function DashboardList() {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<'create' | RenameTarget | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const { data, previousData, loading, error, refetch } = useAppQuery(DashboardListQuery, {
    variables: { name: name || null, page, pageSize: LIST_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const total = shown?.dashboards.total ?? 0;
  const pages = pageCount(total);
  const items = shown?.dashboards.items ?? [];
  const reload = () => refetch().catch(() => undefined);

  const onSearch = () => {
    setPage(1);
    setName(search.trim());
  };

  let body;
  if (error && !shown) body = <LoadFailed error={error} onRetry={reload} />;
  else if (!shown)
    body = (
      <Text py="10" textAlign="center" opacity={0.7} data-testid="dashboard-list-loading">
        <FormattedMessage id="dashboard_loading" />
      </Text>
    );
  else if (items.length === 0)
    body = (
      <Text py="10" textAlign="center" opacity={0.7} data-testid="dashboard-list-empty">
        <FormattedMessage id="dashboard_empty" />
      </Text>
    );
  else
    body = (
      <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' }} gap="4" aria-busy={loading}>
        {items.map((item) => (
          <DashboardCard
            key={item.id}
            item={item}
            onRename={() => setDialog({ id: item.id, name: item.name, description: item.description, version: item.version })}
            onDelete={() => setDeleting({ id: item.id, name: item.name })}
          />
        ))}
      </Grid>
    );

  return (
    <Stack gap="4" p="4" data-testid="dashboard-list">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <HStack gap="2" role="search">
            <Input
              size="sm"
              w="64"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onSearch();
              }}
              placeholder={intl.formatMessage({ id: 'dashboard_search' })}
              aria-label={intl.formatMessage({ id: 'dashboard_search' })}
              maxLength={100}
              data-testid="dashboard-search"
            />
            <Button size="sm" variant="outline" onClick={onSearch} data-testid="dashboard-search-button">
              <FormattedMessage id="dashboard_search_button" />
            </Button>
        </HStack>
        <DisableUnlessPermitted permission={API.dashboardAdd}>
          <Button size="sm" colorPalette="blue" onClick={() => setDialog('create')} data-testid="dashboard-new">
            <FormattedMessage id="dashboard_new" />
          </Button>
        </DisableUnlessPermitted>
      </Flex>
      {body}
      {shown && total > LIST_PAGE_SIZE && (
        <HStack as="nav" aria-label={intl.formatMessage({ id: 'dashboard_pages' })} justify="center" gap="3">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            <FormattedMessage id="dashboard_page_prev" />
          </Button>
          <Text fontSize="sm" data-testid="dashboard-page">
            <FormattedMessage id="dashboard_page_of" values={{ page, pages }} />
          </Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            <FormattedMessage id="dashboard_page_next" />
          </Button>
        </HStack>
      )}
      <DashboardDialog target={dialog} onClose={() => setDialog(null)} onSaved={reload} />
      <DeleteDashboardDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          const next = pageAfterDelete(page, total);
          if (next !== page) setPage(next);
          else return reload();
          return undefined;
        }}
      />
    </Stack>
  );
}

const ACTIONS_SHOWN = { opacity: 1 };

const DashboardCard = memo(function DashboardCard({ item, onRename, onDelete }: { item: Item; onRename: () => void; onDelete: () => void }) {
  const intl = useIntl();
  const [broken, setBroken] = useState(false);
  const cover = item.coverIcon && !broken ? item.coverIcon : DEFAULT_COVER;
  return (
    <Box as="li" className="group" position="relative" borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.panel" data-testid="dashboard-card" data-id={item.id}>
      <Box position="relative" aspectRatio={16 / 9} bg="gray.900">
        <Image src={cover} alt={intl.formatMessage({ id: 'dashboard_cover_alt' }, { name: item.name })} w="full" h="full" objectFit="cover" onError={() => setBroken(true)} data-testid="dashboard-cover" data-default={cover === DEFAULT_COVER ? 'true' : undefined} />
        <Flex
          position="absolute"
          inset="0"
          bg="blackAlpha.600"
          align="center"
          justify="center"
          gap="2"
          opacity={0}
          transition="opacity 0.15s"
          _groupHover={ACTIONS_SHOWN}
          _focusWithin={ACTIONS_SHOWN}
          role="group"
          aria-label={intl.formatMessage({ id: 'dashboard_actions' }, { name: item.name })}
          data-testid="dashboard-card-actions"
        >
          {item.canEdit && (
            <DisableUnlessPermitted permission={API.dashboardEdit}>
              <Button size="sm" colorPalette="blue" onClick={() => openInNewTab(editPath(item.id))} data-testid="dashboard-edit">
                <FormattedMessage id="dashboard_edit" />
              </Button>
            </DisableUnlessPermitted>
          )}
          <Button size="sm" variant="subtle" onClick={() => openInNewTab(viewPath(item.id))} data-testid="dashboard-view">
            <FormattedMessage id="dashboard_view" />
          </Button>
          {item.canEdit && (
            <>
              <DisableUnlessPermitted permission={API.dashboardEdit}>
                <IconButton size="xs" variant="subtle" aria-label={intl.formatMessage({ id: 'dashboard_rename' })} onClick={onRename} data-testid="dashboard-rename">
                  ⚙
                </IconButton>
              </DisableUnlessPermitted>
              <DisableUnlessPermitted permission={API.dashboardDelete}>
                <IconButton size="xs" variant="subtle" aria-label={intl.formatMessage({ id: 'dashboard_delete' })} onClick={onDelete} data-testid="dashboard-delete">
                  🗑
                </IconButton>
              </DisableUnlessPermitted>
            </>
          )}
        </Flex>
      </Box>
      <Stack gap="1" p="3">
        <Flex align="center" gap="2">
          <Text fontWeight="semibold" truncate flex="1" title={item.name} data-testid="dashboard-name">
            {item.name}
          </Text>
        </Flex>
        <Text fontSize="xs" opacity={0.75} data-testid="dashboard-updated">
          <FormattedMessage id="dashboard_updated_at" values={{ time: formatUpdatedAt(item.updatedAt) }} />
        </Text>
        <Text fontSize="xs" opacity={0.75} truncate>
          <FormattedMessage id="dashboard_owner" values={{ account: item.userAccount }} />
        </Text>
      </Stack>
    </Box>
  );
});
