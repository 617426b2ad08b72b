import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, HStack, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
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
 * sent to the caller arrives live (a toast, and the preview asks again); clicking one marks it
 * read (plain buttons: keyboard and screen readers reach each). Its failures are only logged (spec part 1 section 8). Shown to callers with GET /systemmessage.
 */
export function MessageBell() {
  const allowed = usePermission(API.systemMessageList);
  return allowed ? <MessagePreviewBell /> : null;
}

/** The bell itself, for a caller already known to hold GET /systemmessage (the header loads it after the first paint: `HeaderMessageBell`). */
export function MessagePreviewBell() {
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
  const [open, setOpen] = useState(false);

  const choose = (id: string) => void markRead({ variables: { ids: [id] } }).then(after, () => undefined);

  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
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
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="360px" data-testid="message-preview">
            <Popover.Body p="2">
              <Stack gap="1" as="ul" listStyleType="none" m="0">
                {items.length === 0 && (
                  <Text as="li" px="2" py="2" color="fg.muted">
                    <FormattedMessage id="messages_preview_empty" />
                  </Text>
                )}
                {items.map((m) => (
                  <li key={m.id}>
                    <Button variant="ghost" h="auto" w="full" py="2" px="2" justifyContent="flex-start" textAlign="start" whiteSpace="normal" onClick={() => choose(m.id)} data-testid="message-preview-item">
                      <Stack gap="0" minW="0" w="full">
                        <Text fontWeight="semibold" truncate>
                          {m.title}
                        </Text>
                        <Text fontSize="sm" fontWeight="normal" color="fg.muted" lineClamp={2}>
                          {m.content}
                        </Text>
                        <Text fontSize="xs" fontWeight="normal" color="fg.subtle">
                          {localTime(m.sentAt)} · {m.senderName}
                        </Text>
                      </Stack>
                    </Button>
                  </li>
                ))}
              </Stack>
              <HStack justify="space-between" borderTopWidth="1px" mt="2" pt="2">
                <Button variant="ghost" size="sm" disabled={unread === 0} onClick={() => void markAll().then(after, () => undefined)} data-testid="message-mark-all">
                  <FormattedMessage id="messages_mark_all_read" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setOpen(false);
                    navigate('/messages');
                  }}
                >
                  <FormattedMessage id="messages_view_all" />
                </Button>
              </HStack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
