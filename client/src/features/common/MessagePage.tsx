import { Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { START_PATH } from '../../shared/utils/origin';

export type MessagePageProps = {
  title: ReactNode;
  body: ReactNode;
  /** Extra controls shown beside the link back to the overview. */
  actions?: ReactNode;
  /** Hide the link back (e.g. on public pages). */
  homeLink?: { to: string; labelId: string } | false;
};

/** A full-height notice with a title, a sentence and a way back. */
export function MessagePage({ title, body, actions, homeLink }: MessagePageProps) {
  const link = homeLink === false ? null : (homeLink ?? { to: START_PATH, labelId: 'common_back_home' });
  return (
    <Center minH="60vh" h="full" p="8">
      <Stack as="section" align="center" textAlign="center" gap="4" maxW="lg">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{body}</Text>
        <HStack gap="3">
          {link && (
            <Button asChild variant="outline" colorPalette="blue">
              <RouterLink to={link.to}>
                <FormattedMessage id={link.labelId} />
              </RouterLink>
            </Button>
          )}
          {actions}
        </HStack>
      </Stack>
    </Center>
  );
}
