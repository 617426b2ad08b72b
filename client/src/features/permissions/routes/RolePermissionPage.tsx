import { Box, Button, Checkbox, Field, HStack, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { Role } from '../../../gql/graphql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { useDraft } from '../../../shared/hooks/useDraft';
import { TOAST_DURATION_MS, toaster } from '../../../shared/toast/toaster';
import { useErrorToast } from '../../../shared/toast/useErrorToast';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';
import { PageLoading } from '../../../shared/widgets/PageLoading';
import { ApiGroupTree } from '../components/ApiGroupTree';
import {
  EDITABLE_ROLES,
  type EditableRole,
  type Selection,
  allTick,
  isEditableRole,
  policyOf,
  roleOptionId,
  sameSelection,
  selectionOf,
  toggleAll,
  toggleApi,
  toggleGroup,
} from '../rolePermission';

const ApiCatalogueQuery = graphql(`
  query RolePermissionCatalogue {
    apiCatalogue {
      tag
      apis {
        path
        method
        summary
        fields
      }
    }
  }
`);

const RolePoliciesQuery = graphql(`
  query RolePermissionPolicies($role: Role!) {
    rolePolicies(role: $role) {
      path
      method
    }
  }
`);

const ReplaceRolePoliciesMutation = graphql(`
  mutation ReplaceRolePolicies($role: Role!, $apis: [ApiPermissionInput!]!) {
    replaceRolePolicies(role: $role, apis: $apis) {
      path
      method
    }
  }
`);

const EMPTY: Selection = new Set();

/**
 * /rolepermission (super_admin; spec part 2 sections 2, 4, 6 and 8): pick a role, tick the APIs
 * it may call per API, per group or all, and save (the role's policy is replaced; open
 * sessions of that role follow at once). Changing the role loads its policy; refresh loads the
 * catalogue and the policy again and drops unsaved ticks.
 */
export function RolePermissionPage() {
  const intl = useIntl();
  const { showError } = useErrorToast();
  const [role, setRole] = useState<EditableRole | ''>('');
  const catalogue = useAppQuery(ApiCatalogueQuery);
  const policies = useAppQuery(RolePoliciesQuery, { variables: { role: (role || 'user') as Role }, skip: !role, fetchPolicy: 'network-only' });
  const [replace, saving] = useMutation(ReplaceRolePoliciesMutation);
  const groups = useMemo(() => catalogue.data?.apiCatalogue ?? [], [catalogue.data]);
  const saved = useMemo(() => (role && policies.data ? selectionOf(policies.data.rolePolicies, groups) : EMPTY), [role, policies.data, groups]);
  // The ticks start from the role's saved policy whenever it (re)loads: a new role, a refresh, a save.
  const [selection, editSelection, resetSelection] = useDraft<Selection>(saved);

  const ready = !!role && !!policies.data && !policies.loading;
  const dirty = ready && !sameSelection(selection, saved);

  const save = async () => {
    if (!role) {
      toaster.warning({ title: intl.formatMessage({ id: 'rp_select_role_first' }), duration: TOAST_DURATION_MS });
      return;
    }
    try {
      await replace({
        variables: { role: role as Role, apis: policyOf(selection, groups) },
        refetchQueries: [{ query: RolePoliciesQuery, variables: { role: role as Role } }],
        awaitRefetchQueries: true,
      });
      toaster.success({ title: intl.formatMessage({ id: 'rp_saved' }), duration: TOAST_DURATION_MS });
    } catch (error) {
      showError(error);
    }
  };
  const refresh = () => {
    void catalogue.refetch().catch(() => undefined);
    if (role) void policies.refetch().catch(() => undefined);
    resetSelection();
  };

  let body;
  if (catalogue.error) body = <LoadFailed error={catalogue.error} onRetry={() => catalogue.refetch()} />;
  else if (!catalogue.data) body = <PageLoading messageId="rp_loading" />;
  else if (groups.length === 0) body = <Text color="fg.muted">{intl.formatMessage({ id: 'rp_empty' })}</Text>;
  else if (!role)
    body = (
      <Text color="fg.muted" data-testid="rp-pick-role">
        {intl.formatMessage({ id: 'rp_pick_role' })}
      </Text>
    );
  else if (policies.error) body = <LoadFailed error={policies.error} onRetry={() => policies.refetch()} />;
  else if (!ready) body = <PageLoading messageId="rp_loading" />;
  else
    body = (
      <ApiGroupTree
        groups={groups}
        selection={selection}
        onToggleApi={(api) => editSelection((s) => toggleApi(s, api))}
        onToggleGroup={(group) => editSelection((s) => toggleGroup(s, group))}
        disabled={saving.loading}
      />
    );

  const all = allTick(groups, selection);
  return (
    <Stack gap="5" p="6" maxW="1100px" data-testid="role-permission-page">
      <Heading as="h1" size="lg">
        <FormattedMessage id="route_rolepermission" />
      </Heading>
      <HStack gap="4" wrap="wrap" align="flex-end">
        <Field.Root w="16rem">
          <Field.Label>
            <FormattedMessage id="rp_role_label" />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={role} onChange={(event) => setRole(isEditableRole(event.target.value) ? event.target.value : '')}>
              <option value="">{intl.formatMessage({ id: 'rp_role_placeholder' })}</option>
              {EDITABLE_ROLES.map((r) => (
                <option key={r} value={r}>
                  {intl.formatMessage({ id: roleOptionId(r) })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Checkbox.Root
          checked={all === 'all' ? true : all === 'some' ? 'indeterminate' : false}
          onCheckedChange={() => editSelection((s) => toggleAll(s, groups))}
          disabled={!ready || saving.loading}
          pb="2"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <FormattedMessage id="rp_select_all" />
          </Checkbox.Label>
        </Checkbox.Root>
        <Box flex="1" />
        {dirty && (
          <Text fontSize="sm" color="fg.warning" pb="2" aria-live="polite">
            <FormattedMessage id="rp_unsaved" />
          </Text>
        )}
        <Button variant="outline" onClick={refresh}>
          <FormattedMessage id="rp_refresh" />
        </Button>
        <Button colorPalette="blue" onClick={save} loading={saving.loading}>
          <FormattedMessage id="rp_save" />
        </Button>
      </HStack>
      {body}
    </Stack>
  );
}
