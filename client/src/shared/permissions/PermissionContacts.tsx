import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { useAppQuery } from '../api/useAppQuery';

export const PermissionContactsQuery = graphql(`
  query PermissionContacts {
    permissionContacts {
      name
      role
      tenantName
    }
  }
`);

/** Whom to ask for a missing permission: the caller's tenant administrators, or the platform operators. */
export function PermissionContacts({ fontSize }: { fontSize?: string }) {
  const intl = useIntl();
  // Names help but are not essential: a failure is only logged and the sentence stays general.
  const { data } = useAppQuery(PermissionContactsQuery, { fetchPolicy: 'cache-first', context: { errorDisplay: 'log' } });
  const contacts = data?.permissionContacts ?? [];
  const names = intl.formatList(contacts.map((c) => c.name), { type: 'disjunction' });
  const admins = contacts.filter((c) => c.role === 'tenant_admin');
  const text =
    contacts.length === 0
      ? intl.formatMessage({ id: 'noperm_ask_unknown' })
      : admins.length > 0
        ? intl.formatMessage({ id: 'noperm_ask_admins' }, { names, tenant: admins[0].tenantName ?? '' })
        : intl.formatMessage({ id: 'noperm_ask_operators' }, { names });
  return (
    <Text fontSize={fontSize} data-testid="permission-contacts">
      {text}
    </Text>
  );
}
