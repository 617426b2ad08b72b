import { useMutation } from '@apollo/client/react';
import { Badge, Heading, Stack } from '@chakra-ui/react';
import { API } from '@contract/apis';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { MySystemMessagesQuery } from '../../../gql/graphql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { useLiveSubscription } from '../../../shared/api/useLiveSubscription';
import { useSession } from '../../../shared/session/useSession';
import { TOAST_DURATION_MS, toaster } from '../../../shared/toast/toaster';
import type { Column } from '../../../shared/widgets/data-table/columns';
import { DataTable } from '../../../shared/widgets/data-table/DataTable';
import type { RowAction, TableAction } from '../../../shared/widgets/data-table/DataTableToolbar';
import { useDataTable } from '../../../shared/widgets/data-table/useDataTable';
import { MarkAllMessagesReadMutation, MarkMessagesReadMutation } from '../components/MessageBell';
import { SendMessageDialog } from '../components/SendMessageDialog';
import { MESSAGE_TABLE, STATUS_OPTIONS, TYPE_OPTIONS, localTime, messageListVariables, typeLabelId } from '../systemMessages';

const MySystemMessagesQueryDoc = graphql(`
  query MySystemMessages($page: Int!, $pageSize: Int!, $status: SystemMessageStatus, $type: SystemMessageType, $sentFrom: String, $sentTo: String) {
    mySystemMessages(page: $page, pageSize: $pageSize, status: $status, type: $type, sentFrom: $sentFrom, sentTo: $sentTo) {
      total
      page
      pageSize
      items {
        id
        type
        title
        content
        sentAt
        senderName
        read
      }
    }
  }
`);

const MessageListLiveSubscription = graphql(`
  subscription MessageListLive {
    systemMessages {
      id
      type
      title
      content
      sentAt
      senderName
      read
    }
  }
`);

type Row = MySystemMessagesQuery['mySystemMessages']['items'][number];

function columnsWith(label: (id: string) => string): Column<Row>[] {
  return [
    { key: 'title', titleId: 'messages_col_title', width: 220, overflow: 'tooltip', hideable: false },
    { key: 'content', titleId: 'messages_col_content', overflow: 'popover' },
    { key: 'type', titleId: 'messages_col_type', width: 140, text: (row) => label(typeLabelId(row.type)), search: { kind: 'select', options: TYPE_OPTIONS } },
    {
      key: 'read',
      titleId: 'messages_col_status',
      width: 130,
      text: (row) => label(row.read ? 'messages_status_read' : 'messages_status_unread'),
      render: (row) => (
        <Badge colorPalette={row.read ? 'gray' : 'blue'}>{label(row.read ? 'messages_status_read' : 'messages_status_unread')}</Badge>
      ),
      search: { kind: 'select', options: STATUS_OPTIONS },
    },
    { key: 'sentAt', titleId: 'messages_col_sent', width: 200, text: (row) => localTime(row.sentAt), search: { kind: 'datetimeRange' } },
    { key: 'senderName', titleId: 'messages_col_sender', width: 140, overflow: 'tooltip' },
  ];
}

const rowKey = (row: Row) => row.id;

/**
 * The message list (spec part 1 sections 3 and 7: status, msgtype, starttime, endtime): the
 * caller's system messages, newest first, filtered in the database; mark the current one read,
 * mark all read; a message sent to the caller arrives live. Administrators may send one.
 */
export function MessageList() {
  const intl = useIntl();
  const { user } = useSession();
  const columns = useMemo(() => columnsWith((id) => intl.formatMessage({ id })), [intl]);
  const table = useDataTable({ name: MESSAGE_TABLE, columns, rowKey });
  const variables = useMemo(() => messageListVariables(table.query), [table.query]);
  const { data, loading, error, refetch } = useAppQuery(MySystemMessagesQueryDoc, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [markRead] = useMutation(MarkMessagesReadMutation);
  const [markAll] = useMutation(MarkAllMessagesReadMutation);
  const [sending, setSending] = useState(false);
  useLiveSubscription(MessageListLiveSubscription, { onData: () => void refetch().catch(() => undefined) });

  const actions = useMemo<TableAction<Row>[]>(
    () => [
      {
        id: 'markAll',
        labelId: 'messages_mark_all_read',
        permission: { path: API.systemMessageRead.path, method: API.systemMessageRead.method },
        onClick: () =>
          void markAll().then((result) => {
            toaster.success({ title: intl.formatMessage({ id: 'messages_marked_all' }, { count: result.data?.markAllSystemMessagesRead ?? 0 }), duration: TOAST_DURATION_MS });
            return refetch();
          }),
      },
      { id: 'send', labelId: 'messages_send', colorPalette: 'blue', permission: { path: API.systemMessageSend.path, method: API.systemMessageSend.method }, onClick: () => setSending(true) },
    ],
    [intl, markAll, refetch],
  );
  const rowActions = useMemo<RowAction<Row>[]>(
    () => [
      {
        id: 'markRead',
        labelId: 'messages_mark_read',
        permission: { path: API.systemMessageRead.path, method: API.systemMessageRead.method },
        enabled: (row) => !row.read,
        onClick: (row) => void markRead({ variables: { ids: [row.id] } }).then(() => refetch()),
      },
    ],
    [markRead, refetch],
  );

  return (
    <Stack gap="3" p="4" data-testid="message-list">
      <Heading as="h1" size="lg">
        <FormattedMessage id="route_messages" />
      </Heading>
      <DataTable
        table={table}
        label={intl.formatMessage({ id: 'route_messages' })}
        rows={data?.mySystemMessages.items}
        total={data?.mySystemMessages.total}
        loading={loading}
        error={error}
        onReload={refetch}
        actions={actions}
        rowActions={rowActions}
        columnChooser
        // New messages arrive through the subscription above, which asks again.
        live={false}
        testId="message-table"
      />
      <SendMessageDialog open={sending} role={user?.roles[0] ?? null} onClose={() => setSending(false)} />
    </Stack>
  );
}
