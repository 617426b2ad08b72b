import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { DASHBOARD_LIMITS } from '@contract/dashboards';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { ContractForm } from '../../../shared/forms/ContractForm';
import { TextField } from '../../../shared/forms/TextField';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { TOAST_DURATION_MS, toaster } from '../../../shared/toast/toaster';
import { useErrorToast } from '../../../shared/toast/useErrorToast';
import { dashboardFormInput, dashboardFormRules, type DashboardFormValues } from '../listRules';
import { ConfirmDialog } from '../../../shared/widgets/ConfirmDialog';
import { DialogFrame, DialogCloseButton } from '../../../shared/widgets/DialogFrame';

export const CreateDashboardMutation = graphql(`
  mutation CreateDashboard($input: CreateDashboardInput!) {
    createDashboard(input: $input) {
      id
      name
    }
  }
`);

/** Rename = save without content (the canvas stays as stored); the version guards against a save in between. */
export const RenameDashboardMutation = graphql(`
  mutation RenameDashboard($input: SaveDashboardInput!) {
    saveDashboard(input: $input) {
      id
      name
      description
      updatedAt
      version
    }
  }
`);

export const DeleteDashboardMutation = graphql(`
  mutation DeleteDashboard($id: ID!) {
    deleteDashboard(id: $id)
  }
`);

export type RenameTarget = { id: string; name: string; description: string; version: number };

export type DashboardDialogProps = {
  /** Closed when null; 'create' for 创建看板, or the dashboard to rename (重命名看板). */
  target: 'create' | RenameTarget | null;
  onClose: () => void;
  onSaved: () => unknown;
};

/** The create and rename dialogs (spec part 2 sections 2, 5): 看板标题 (required, at most 16) and 看板说明. */
export function DashboardDialog({ target, onClose, onSaved }: DashboardDialogProps) {
  return (
    <DialogFrame open={target !== null} onClose={onClose} testId="dashboard-dialog">
      {target !== null && <DashboardForm target={target} onClose={onClose} onSaved={onSaved} />}
    </DialogFrame>
  );
}

function DashboardForm({ target, onClose, onSaved }: { target: 'create' | RenameTarget; onClose: () => void; onSaved: () => unknown }) {
  const intl = useIntl();
  const renaming = target === 'create' ? null : target;
  const form = useContractForm<DashboardFormValues>({
    defaultValues: { name: renaming?.name ?? '', description: renaming?.description ?? '' },
    rules: dashboardFormRules,
  });
  const [create] = useMutation(CreateDashboardMutation);
  const [rename] = useMutation(RenameDashboardMutation);
  const submit = form.submitWith(async (values) => {
    const input = dashboardFormInput(values);
    if (renaming) await rename({ variables: { input: { id: renaming.id, ...input, baseVersion: renaming.version } } });
    else await create({ variables: { input } });
    toaster.success({ title: intl.formatMessage({ id: renaming ? 'dashboard_renamed' : 'dashboard_created' }), duration: TOAST_DURATION_MS });
    onClose();
    await Promise.resolve(onSaved()).catch(() => undefined);
  });
  return (
    <>
      <ContractForm form={form} onSubmit={submit} style={{ display: 'contents' }}>
        <Dialog.Header>
          <Dialog.Title>
            <FormattedMessage id={renaming ? 'dashboard_rename_title' : 'dashboard_create_title'} />
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="3">
            <TextField name="name" labelId="dashboard_name" autoComplete="off" autoFocus required maxLength={DASHBOARD_LIMITS.name} />
            <TextField name="description" labelId="dashboard_description" autoComplete="off" maxLength={DASHBOARD_LIMITS.description} />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} type="button">
            <FormattedMessage id="dashboard_cancel" />
          </Button>
          <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting} data-testid="dashboard-save">
            <FormattedMessage id="dashboard_confirm" />
          </Button>
        </Dialog.Footer>
      </ContractForm>
      <DialogCloseButton labelId="dashboard_cancel" />
    </>
  );
}

/** 提示 / 是否删除看板：{name} (a warning), then 删除成功。 */
export function DeleteDashboardDialog({ target, onClose, onDeleted }: { target: { id: string; name: string } | null; onClose: () => void; onDeleted: () => unknown }) {
  const intl = useIntl();
  const [remove] = useMutation(DeleteDashboardMutation);
  const { showError } = useErrorToast();
  const confirm = async () => {
    if (!target) return;
    try {
      await remove({ variables: { id: target.id } });
      toaster.success({ title: intl.formatMessage({ id: 'dashboard_deleted' }), duration: TOAST_DURATION_MS });
      void Promise.resolve(onDeleted()).catch(() => undefined);
    } catch (error) {
      showError(error);
    }
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={<FormattedMessage id="dashboard_delete_title" />}
      body={
        <Text>
          <Text as="span" color="orange.500" fontWeight="bold" aria-hidden="true" mr="2">
            ⚠
          </Text>
          {target && intl.formatMessage({ id: 'dashboard_delete_confirm' }, { name: target.name })}
        </Text>
      }
      confirmLabel={<FormattedMessage id="dashboard_confirm" />}
      danger
      onConfirm={confirm}
      onClose={onClose}
      testId="dashboard-delete-dialog"
    />
  );
}
