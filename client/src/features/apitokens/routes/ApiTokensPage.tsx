import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { API } from '@contract/apis';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { ContractForm } from '../../../shared/forms/ContractForm';
import { TextField } from '../../../shared/forms/TextField';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { DisableUnlessPermitted, HideUnlessPermitted } from '../../../shared/permissions/PermissionGuards';
import { useSession } from '../../../shared/session/useSession';
import { TOAST_DURATION_MS, toaster } from '../../../shared/toast/toaster';
import { useErrorToast } from '../../../shared/toast/useErrorToast';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';
import { PageLoading } from '../../../shared/widgets/PageLoading';
import { type NewTokenValues, expiryOf, newTokenRules } from '../apiTokenRules';
import { ConfirmDialog } from '../../../shared/widgets/ConfirmDialog';
import { CreatedTokenDialog } from '../components/CreatedTokenDialog';
import { type TokenRow, TokenTable } from '../components/TokenTable';

const MyApiTokensQuery = graphql(`
  query MyApiTokens {
    myApiTokens {
      id
      name
      hint
      createdAt
      expiresAt
      lastUsedAt
    }
  }
`);

const UserApiTokensQuery = graphql(`
  query UserApiTokens($page: Int!, $pageSize: Int!) {
    apiTokens(page: $page, pageSize: $pageSize) {
      total
      items {
        id
        name
        hint
        createdAt
        expiresAt
        lastUsedAt
        user {
          id
          name
          account
        }
      }
    }
  }
`);

const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($name: String!, $expiresAt: DateTimeISO) {
    createApiToken(name: $name, expiresAt: $expiresAt) {
      secret
      token {
        id
      }
    }
  }
`);

const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      id
    }
  }
`);

const PAGE_SIZE = 20;
const REVOKE_OTHERS = API.userEdit;
const refetchAll = ['MyApiTokens', 'UserApiTokens'];

/** The tokens of the caller's users (tenant administrators, super_admin), paged; revoking another user's token needs PUT /user. */
function UserTokens({ selfId, onRevoke }: { selfId: string; onRevoke: (row: TokenRow) => void }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useAppQuery(UserApiTokensQuery, { variables: { page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  if (error) return <LoadFailed error={error} onRetry={() => refetch()} />;
  if (!data) return <PageLoading />;
  const { total, items } = data.apiTokens;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Stack gap="3">
      <TokenTable
        rows={items}
        showUser
        label={intl.formatMessage({ id: 'tokens_users' })}
        action={(row) => {
          const revoke = (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => onRevoke(row)}>
              <FormattedMessage id="tokens_revoke" />
            </Button>
          );
          // One's own token is always one's own to revoke.
          return row.user?.id === selfId ? revoke : <DisableUnlessPermitted permission={REVOKE_OTHERS}>{revoke}</DisableUnlessPermitted>;
        }}
      />
      <HStack gap="3" fontSize="sm">
        <Text color="fg.muted">{intl.formatMessage({ id: 'tokens_users_total' }, { total })}</Text>
        <Box flex="1" />
        <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          <FormattedMessage id="tokens_previous" />
        </Button>
        <Text>
          {page} / {pages}
        </Text>
        <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          <FormattedMessage id="tokens_next" />
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * /apitokens: the caller's integrator tokens (create with a name and an optional expiry, the
 * secret shown once; revoke), and for tenant administrators and super_admin the tokens of
 * their tenants' users, shown while their policy may list users (GET /user).
 */
export function ApiTokensPage() {
  const intl = useIntl();
  const { user } = useSession();
  const { showError } = useErrorToast();
  const mine = useAppQuery(MyApiTokensQuery, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CreateApiTokenMutation, { refetchQueries: refetchAll });
  const [revoke, revoking] = useMutation(RevokeApiTokenMutation, { refetchQueries: refetchAll, awaitRefetchQueries: true });
  const [secret, setSecret] = useState<string | null>(null);
  const [pending, setPending] = useState<TokenRow | null>(null);
  const rules = useMemo(() => newTokenRules(), []);
  const form = useContractForm<NewTokenValues>({ defaultValues: { name: '', expiresOn: '' }, rules });
  const admin = user?.roles[0] === 'tenant_admin' || user?.roles[0] === 'super_admin';

  const submit = form.submitWith(async ({ name, expiresOn }) => {
    const { data } = await create({ variables: { name: name.trim(), expiresAt: expiryOf(expiresOn)?.toISOString() ?? null } });
    if (!data) return;
    form.reset({ name: '', expiresOn: '' });
    setSecret(data.createApiToken.secret);
  });

  const confirmRevoke = async () => {
    if (!pending) return;
    try {
      await revoke({ variables: { id: pending.id } });
      toaster.success({ title: intl.formatMessage({ id: 'tokens_revoked' }), duration: TOAST_DURATION_MS });
    } catch (error) {
      showError(error);
    }
    setPending(null);
  };

  let list;
  if (mine.error) list = <LoadFailed error={mine.error} onRetry={() => mine.refetch()} />;
  else if (!mine.data) list = <PageLoading />;
  else
    list = (
      <TokenTable
        rows={mine.data.myApiTokens}
        label={intl.formatMessage({ id: 'tokens_mine' })}
        action={(row) => (
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setPending(row)}>
            <FormattedMessage id="tokens_revoke" />
          </Button>
        )}
      />
    );

  return (
    <Stack gap="6" p="6" maxW="1100px" data-testid="api-tokens-page">
      <Stack gap="2">
        <Heading as="h1" size="lg">
          <FormattedMessage id="route_apitokens" />
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="tokens_intro" />
        </Text>
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="tokens-new">
        <Heading as="h2" size="md" id="tokens-new">
          <FormattedMessage id="tokens_new" />
        </Heading>
        <ContractForm form={form} onSubmit={submit} label={intl.formatMessage({ id: 'tokens_new' })}>
          <HStack gap="3" align="flex-start" wrap="wrap">
            <Box flex="2" minW="16rem">
              <TextField name="name" labelId="tokens_name" required />
            </Box>
            <Box flex="1" minW="12rem">
              <TextField name="expiresOn" labelId="tokens_expiry" type="date" />
            </Box>
            <Button type="submit" colorPalette="blue" mt="6" loading={form.formState.isSubmitting}>
              <FormattedMessage id="tokens_create" />
            </Button>
          </HStack>
        </ContractForm>
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="tokens-mine">
        <Heading as="h2" size="md" id="tokens-mine">
          <FormattedMessage id="tokens_mine" />
        </Heading>
        {list}
      </Stack>
      {admin && user && (
        <HideUnlessPermitted permission={API.userList}>
          <Stack as="section" gap="3" aria-labelledby="tokens-users" data-testid="user-tokens">
            <Heading as="h2" size="md" id="tokens-users">
              <FormattedMessage id="tokens_users" />
            </Heading>
            <UserTokens selfId={user.id} onRevoke={setPending} />
          </Stack>
        </HideUnlessPermitted>
      )}
      <CreatedTokenDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={<FormattedMessage id="tokens_revoke_title" />}
        body={<FormattedMessage id="tokens_revoke_body" values={{ name: pending?.name }} />}
        confirmLabel={<FormattedMessage id="tokens_revoke" />}
        danger
        busy={revoking.loading}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
