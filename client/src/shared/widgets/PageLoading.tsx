import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A centred spinner with a short text while a page or its data loads. */
export function PageLoading({ messageId = 'app_loading' }: { messageId?: string }) {
  return (
    <Center minH="40vh" h="full" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="blue.solid" />
        <Text color="fg.muted">
          <FormattedMessage id={messageId} />
        </Text>
      </Stack>
    </Center>
  );
}
