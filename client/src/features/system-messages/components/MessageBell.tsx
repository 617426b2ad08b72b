import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { API } from '@contract/apis';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { useLiveSubscription } from '../../../shared/api/useLiveSubscription';
import { usePermission } from '../../../shared/permissions/usePermission';
import { toaster } from '../../../shared/toast/toaster';
import { Icon } from '../../../shared/widgets/Icon';
import { badgeText, localTime } from '../systemMessages';

export const MessagePreviewQuery = graphql(`
  query MessagePreview {
    systemMessagePreview {
      unread
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

const MessageArrivedSubscription = graphql(`
  subscription MessageArrived {
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

export const MarkMessagesReadMutation = graphql(`
  mutation MarkMessagesRead($ids: [ID!]!) {
    markSystemMessagesRead(ids: $ids)
  }
`);

export const MarkAllMessagesReadMutation = graphql(`
  mutation MarkAllMessagesRead {
    markAllSystemMessagesRead
  }
`);

/** Announcements stay longer than the 1500 ms of transient toasts: they are meant to be read. */
const ANNOUNCEMENT_MS = 8000;

/**
 * The header's messages (spec part 1 sections 3 and 7: the system message preview, n=5 of the
 * unread, and its count): a bell with the unread badge opening the latest 5 unread. A message
 * sent to the caller arrives live (a toast, and the preview asks again); choosing one marks it
 * read. Its failures are only logged (spec part 1 section 8). Shown to callers with GET /systemmessage.
 */
export function MessageBell() {
  const allowed = usePermission(API.systemMessageList);
  return allowed ? <Bell /> : null;
}

function Bell() {
  const intl = useIntl();
  const navigate = useNavigate();
  const preview = useAppQuery(MessagePreviewQuery, { context: { errorDisplay: 'log' }, fetchPolicy: 'cache-and-network' });
  const [markRead] = useMutation(MarkMessagesReadMutation);
  const [markAll] = useMutation(MarkAllMessagesReadMutation);
  useLiveSubscription(MessageArrivedSubscription, {
    context: { errorDisplay: 'log' },
    onData: ({ data }) => {
      const message = data.data?.systemMessages;
      if (!message) return;
      toaster.create({ type: 'info', title: intl.formatMessage({ id: 'shell_system_message' }), description: message.title, duration: ANNOUNCEMENT_MS, closable: true });
      void preview.refetch().catch(() => undefined);
    },
  });
  const unread = preview.data?.systemMessagePreview.unread ?? 0;
  const items = preview.data?.systemMessagePreview.items ?? [];
  const badge = badgeText(unread);
  const label = intl.formatMessage({ id: badge ? 'messages_bell_unread' : 'messages_bell' }, { count: unread });
  const after = () => void preview.refetch().catch(() => undefined);

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'all') navigate('/messages');
        else if (value === 'markAll') void markAll().then(after, () => undefined);
        else void markRead({ variables: { ids: [value] } }).then(after, () => undefined);
      }}
    >
      <Menu.Trigger asChild>
        <Box position="relative">
          <IconButton aria-label={label} title={label} variant="ghost" size="sm" data-testid="message-bell">
            <Icon name="bell" />
          </IconButton>
          {badge && (
            <Badge position="absolute" top="-1" right="-1" colorPalette="red" variant="solid" borderRadius="full" fontSize="2xs" pointerEvents="none" data-testid="message-unread">
              {badge}
            </Badge>
          )}
        </Box>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="320px" maxW="380px" data-testid="message-preview">
            {items.length === 0 && (
              <Text px="3" py="2" color="fg.muted">
                <FormattedMessage id="messages_preview_empty" />
              </Text>
            )}
            {items.map((m) => (
              <Menu.Item key={m.id} value={m.id} data-testid="message-preview-item">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold" truncate>
                    {m.title}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                    {m.content}
                  </Text>
                  <Text fontSize="xs" color="fg.subtle">
                    {localTime(m.sentAt)} · {m.senderName}
                  </Text>
                </Stack>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Stack direction="row" px="1" justify="space-between">
              <Menu.Item value="markAll" asChild disabled={unread === 0}>
                <Button variant="ghost" size="sm" w="auto">
                  <FormattedMessage id="messages_mark_all_read" />
                </Button>
              </Menu.Item>
              <Menu.Item value="all" asChild>
                <Button variant="ghost" size="sm" w="auto">
                  <FormattedMessage id="messages_view_all" />
                </Button>
              </Menu.Item>
            </Stack>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
