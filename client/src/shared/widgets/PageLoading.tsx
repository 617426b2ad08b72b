import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A centred spinner with a short text while a page or its data loads. */
export function PageLoading({ messageId = 'app_loading' }: { messageId?: string }) {
  return (
    <Center minH="40vh" h="full" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        {/* Reduced motion: a slower turn (the text says what happens); index.html's loader does the same. */}
        <Spinner size="lg" color="blue.solid" _motionReduce={{ animationDuration: '1.5s' }} />
        <Text color="fg.muted">
          <FormattedMessage id={messageId} />
        </Text>
      </Stack>
    </Center>
  );
}
