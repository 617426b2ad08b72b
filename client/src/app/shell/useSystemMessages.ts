import { useLiveSubscription } from '../../shared/api/useLiveSubscription';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { toaster } from '../../shared/toast/toaster';

const SystemMessagesSubscription = graphql(`
  subscription SystemMessages {
    systemMessages {
      id
      text
      createdAt
    }
  }
`);

/** Announcements stay longer than the 1500 ms of transient toasts: they are meant to be read. */
const ANNOUNCEMENT_MS = 8000;

/** Shows each system announcement (live, over graphql-ws) as a toast while signed in. */
export function useSystemMessages(enabled: boolean): void {
  const intl = useIntl();
  useLiveSubscription(SystemMessagesSubscription, {
    skip: !enabled,
    // Spec part 1 section 8: a failing message preview is only logged.
    context: { errorDisplay: 'log' },
    onData: ({ data }) => {
      const message = data.data?.systemMessages;
      if (!message) return;
      toaster.create({
        type: 'info',
        title: intl.formatMessage({ id: 'shell_system_message' }),
        description: message.text,
        duration: ANNOUNCEMENT_MS,
        closable: true,
      });
    },
  });
}
