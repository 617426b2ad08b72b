import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import type { ValidationKey } from '@contract/validation';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContractForm } from '../../../shared/forms/ContractForm';
import { ControlledField } from '../../../shared/forms/ControlledField';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { TOAST_DURATION_MS, toaster } from '../../../shared/toast/toaster';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';
import { DialogFrame } from '../../../shared/widgets/DialogFrame';

/** The device a list dialog edits. */
export type DeviceTarget = { id: string; devalias: string };

export type RowProblems = Record<string, { key: ValidationKey; params?: Record<string, string | number> }>;

/**
 * What a dialog editing one list of a device brings (its declared attributes, its alarm rules):
 * how to read the rows and save them, the shared rules' problems per row and field, the editor
 * of the rows, and its texts and test ids.
 */
export type DeviceRowsSpec<Row> = {
  testId: string;
  saveTestId: string;
  titleId: string;
  labelId: string;
  saveLabelId: string;
  hint: ReactNode;
  /** A hook: the stored rows of the device (undefined while they load). */
  useRows: (deviceId: string) => { rows: Row[] | undefined; error: unknown; refetch: () => void };
  /** A hook: what saves the rows (the mutation). */
  useSave: () => (deviceId: string, rows: Row[]) => Promise<unknown>;
  problems: (rows: readonly Row[]) => RowProblems;
  editor: (rows: Row[], onChange: (next: Row[]) => void) => ReactNode;
};

type Values<Row> = { rows: Row[] };

/** A device's list in a dialog: loaded, edited one row each, checked by the shared rules (the first problem on the field, each row's beside it), saved as a whole. */
export function DeviceRowsDialog<Row>({ spec, target, onClose }: { spec: DeviceRowsSpec<Row>; target: DeviceTarget | null; onClose: () => void }) {
  return (
    <DialogFrame open={target !== null} onClose={onClose} testId={spec.testId} size="cover" contentProps={{ overflowY: 'auto' }}>
      {target && <Loaded spec={spec} target={target} onClose={onClose} />}
    </DialogFrame>
  );
}

function Loaded<Row>({ spec, target, onClose }: { spec: DeviceRowsSpec<Row>; target: DeviceTarget; onClose: () => void }) {
  const { rows, error, refetch } = spec.useRows(target.id);
  if (error) return <LoadFailed error={error} onRetry={refetch} />;
  if (!rows) return null;
  return <RowsForm spec={spec} target={target} initial={rows} onClose={onClose} />;
}

function RowsForm<Row>({ spec, target, initial, onClose }: { spec: DeviceRowsSpec<Row>; target: DeviceTarget; initial: Row[]; onClose: () => void }) {
  const intl = useIntl();
  const save = spec.useSave();
  const form = useContractForm<Values<Row>>({
    defaultValues: { rows: initial } as never,
    rules: (values) => {
      const first = Object.values(spec.problems(values.rows))[0];
      return first ? { rows: first.key } : {};
    },
  });
  const submit = form.submitWith(async (values) => {
    await save(target.id, values.rows);
    toaster.success({ title: intl.formatMessage({ id: 'da_saved' }), duration: TOAST_DURATION_MS });
    onClose();
  });
  return (
    <ContractForm form={form} onSubmit={submit} style={{ display: 'contents' }}>
      <Dialog.Header>
        <Dialog.Title>
          <FormattedMessage id={spec.titleId} values={{ alias: target.devalias }} />
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {spec.hint}
          </Text>
          <ControlledField<Row[]> name="rows" labelId={spec.labelId} render={spec.editor} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={onClose}>
          <FormattedMessage id="da_cancel" />
        </Button>
        <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting} data-testid={spec.saveTestId}>
          <FormattedMessage id={spec.saveLabelId} />
        </Button>
      </Dialog.Footer>
    </ContractForm>
  );
}
