import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export type RecordNotFoundProps = {
  /** What is missing, in the feature's words ("This plan does not exist or is not yours."). */
  messageId: string;
  /** The way back (the list), and its label. */
  backLabelId: string;
  onBack: () => void;
  testId: string;
};

/** A detail page's state for an id that names nothing in the caller's tenants (errorno 1010002), with the way back. */
export function RecordNotFound({ messageId, backLabelId, onBack, testId }: RecordNotFoundProps) {
  return (
    <Center p="8">
      <Stack align="center" gap="3" data-testid={testId}>
        <Text>
          <FormattedMessage id={messageId} />
        </Text>
        <Button variant="outline" onClick={onBack}>
          <FormattedMessage id={backLabelId} />
        </Button>
      </Stack>
    </Center>
  );
}
