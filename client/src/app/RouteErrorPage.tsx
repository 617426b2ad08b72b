import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router';
import { MessagePage } from '../features/common/MessagePage';

/** Shown when a page's code fails to load (chunk load error) or a page throws. */
export function RouteErrorPage() {
  const error = useRouteError();
  // The console keeps the cause for support; the user gets a way out.
  console.error(error);
  return (
    <MessagePage
      title={<FormattedMessage id="route_error_title" />}
      body={<FormattedMessage id="route_error_body" />}
      actions={
        <Button colorPalette="blue" onClick={() => window.location.reload()}>
          <FormattedMessage id="common_reload" />
        </Button>
      }
    />
  );
}
