import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Stack } from '@chakra-ui/react';
import { MEMBER_DIALOG_ROLES, USER_DIALOG_ROLES } from '@contract/roles';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { ContractForm } from '../../../shared/forms/ContractForm';
import { SelectField } from '../../../shared/forms/SelectField';
import { TextField } from '../../../shared/forms/TextField';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { TOAST_DURATION_MS, toaster } from '../../../shared/toast/toaster';
import {
  addUserInput,
  type EditedUser,
  tenantChoices,
  updateUserInput,
  userDialogRules,
  userFormValues,
  type UserFormValues,
  userRoleLabelId,
} from '../userDialog';
import { DialogFrame, DialogCloseButton } from '../../../shared/widgets/DialogFrame';

const AddUserMutation = graphql(`
  mutation AddUser($input: AddUserInput!) {
    addUser(input: $input) {
      id
      name
      account
      role
      phone
      email
      createdAt
      updatedAt
      tenant {
        id
        name
      }
    }
  }
`);

const AddMemberMutation = graphql(`
  mutation AddMember($input: AddMemberInput!) {
    addMember(input: $input) {
      id
      account
      name
      role
      status
    }
  }
`);

const UpdateUserMutation = graphql(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      id
      name
      account
      role
      phone
      email
      createdAt
      updatedAt
      tenant {
        id
        name
      }
    }
  }
`);

const UpdateMemberAccountMutation = graphql(`
  mutation UpdateMemberAccount($id: ID!, $input: MemberAccountInput!) {
    updateMemberAccount(id: $id, input: $input) {
      id
      account
      name
      role
      phone
      email
      updatedAt
    }
  }
`);

/** The caller's tenants for the new user's tenant (the server checks it is in scope), six levels deep. */
export const UserTenantTreeQuery = graphql(`
  query UserTenantTree {
    tenantTree {
      id
      name
      subTenants {
        id
        name
        subTenants {
          id
          name
          subTenants {
            id
            name
            subTenants {
              id
              name
              subTenants {
                id
                name
              }
            }
          }
        }
      }
    }
  }
`);

export type UserDialogProps = {
  /** Closed when null; 'add' for a new user, or the user to edit. */
  target: 'add' | EditedUser | null;
  onClose: () => void;
  /** After a successful save (the list asks again). */
  onSaved: () => unknown;
  /**
   * `member`: the member list's dialog, offering the maintenance roles: adds through `addMember`
   * (which makes the profile too) and edits through `updateMemberAccount` (the target's id is then the member's).
   */
  kind?: 'user' | 'member';
};

/** The dialog's title and its success toast, by kind and mode. */
const DIALOG_TEXTS = {
  user: { add: { title: 'users_dialog_add', done: 'users_added' }, edit: { title: 'users_dialog_edit', done: 'users_updated' } },
  member: { add: { title: 'users_dialog_add_member', done: 'users_member_added' }, edit: { title: 'users_dialog_edit_member', done: 'users_member_updated' } },
} as const;

/**
 * The user dialog (spec part 2 sections 2, 5, 6, 7: 添加用户 / 编辑用户): name, account (disabled
 * when editing), password and its confirmation (add only), role (管理员 / 用户), phone, email,
 * and on add the customer the user belongs to (the caller's own by default). The shared rules
 * of `validateUserDialog` speak first; the server's field errors land on the same fields.
 */
export function UserDialog({ target, onClose, onSaved, kind = 'user' }: UserDialogProps) {
  return (
    <DialogFrame open={target !== null} onClose={onClose} testId="user-dialog">
      {target !== null && <UserForm target={target} onClose={onClose} onSaved={onSaved} kind={kind} />}
    </DialogFrame>
  );
}

function UserForm({ target, onClose, onSaved, kind }: { target: 'add' | EditedUser; onClose: () => void; onSaved: () => unknown; kind: 'user' | 'member' }) {
  const intl = useIntl();
  const editing = target === 'add' ? null : target;
  const mode = editing ? 'edit' : 'add';
  const roles = kind === 'member' ? MEMBER_DIALOG_ROLES : USER_DIALOG_ROLES;
  const rules = useMemo(() => userDialogRules(mode, roles), [mode, roles]);
  const form = useContractForm<UserFormValues>({ defaultValues: userFormValues(editing), rules });
  const [addUser] = useMutation(AddUserMutation);
  const [addMember] = useMutation(AddMemberMutation);
  const [updateUser] = useMutation(UpdateUserMutation);
  const [updateMemberAccount] = useMutation(UpdateMemberAccountMutation);
  const tenants = useAppQuery(UserTenantTreeQuery, { skip: mode !== 'add' });
  const tenantOptions = useMemo(
    () =>
      tenantChoices(tenants.data?.tenantTree ?? []).map((t) => ({
        value: t.id,
        // Indented by depth: the select stays a plain, keyboard-friendly list.
        label: `${'\u00a0\u00a0'.repeat(t.depth)}${t.name}`,
      })),
    [tenants.data],
  );

  const roleOptions = roles.map((role) => ({ value: role, label: intl.formatMessage({ id: userRoleLabelId(role) }) }));

  const submit = form.submitWith(async (values) => {
    if (editing && kind === 'member') {
      const { id, ...input } = updateUserInput(editing.id, values);
      await updateMemberAccount({ variables: { id, input } });
    } else if (editing) await updateUser({ variables: { input: updateUserInput(editing.id, values) } });
    else if (kind === 'member') await addMember({ variables: { input: addUserInput(values) } });
    else await addUser({ variables: { input: addUserInput(values) } });
    toaster.success({ title: intl.formatMessage({ id: DIALOG_TEXTS[kind][mode].done }), duration: TOAST_DURATION_MS });
    onClose();
    await Promise.resolve(onSaved()).catch(() => undefined);
  });

  return (
    <>
      {/* display: contents keeps the dialog layout while Enter submits the form. */}
      <ContractForm form={form} onSubmit={submit} style={{ display: 'contents' }}>
        <Dialog.Header>
          <Dialog.Title>
            <FormattedMessage id={DIALOG_TEXTS[kind][mode].title} />
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="3">
            <TextField name="name" labelId="users_field_name" autoComplete="off" autoFocus required />
            <TextField name="account" labelId="users_field_account" autoComplete="off" disabled={!!editing} required={!editing} />
            {!editing && (
              <>
                <TextField name="password" labelId="users_field_password" type="password" autoComplete="new-password" deps={['confirmPassword']} required />
                <TextField name="confirmPassword" labelId="users_field_confirm" type="password" autoComplete="new-password" required />
              </>
            )}
            <SelectField name="role" labelId="users_field_role" options={roleOptions} placeholder={intl.formatMessage({ id: 'users_role_placeholder' })} required />
            <TextField name="phone" labelId="users_field_phone" type="tel" inputMode="tel" autoComplete="off" />
            <TextField name="email" labelId="users_field_email" type="email" inputMode="email" autoComplete="off" />
            {!editing && (
              <SelectField
                name="tenantId"
                labelId="users_field_tenant"
                options={tenantOptions}
                placeholder={intl.formatMessage({ id: 'users_tenant_own' })}
                disabled={tenants.loading && !tenants.data}
              />
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} type="button">
            <FormattedMessage id="common_cancel" />
          </Button>
          <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting} data-testid="user-save">
            <FormattedMessage id="users_save" />
          </Button>
        </Dialog.Footer>
      </ContractForm>
      <DialogCloseButton />
    </>
  );
}
