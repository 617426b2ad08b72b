import type { FileEntryValue } from '@contract/files';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Attachments, type AttachmentsProps } from '../widgets/attachments/Attachments';
import { FormField, type FormFieldProps } from './FormField';

export type AttachmentFieldProps = Omit<FormFieldProps, 'children'> & Omit<AttachmentsProps, 'value' | 'onChange' | 'label'>;

const NONE: readonly FileEntryValue[] = [];

/**
 * The attachment widget as a field of a contract form: its value is the stored files
 * (`FileEntryValue[]`), its label and error those of the form kit (e.g. a required cover
 * picture: a rule returning a contract key when the list is empty).
 */
export function AttachmentField({ name, labelId, helperId, required, ...widget }: AttachmentFieldProps) {
  const intl = useIntl();
  const { field } = useController({ name });
  return (
    <FormField name={name} labelId={labelId} helperId={helperId} required={required}>
      <Attachments {...widget} label={intl.formatMessage({ id: labelId })} value={(field.value as FileEntryValue[] | undefined) ?? NONE} onChange={field.onChange} />
    </FormField>
  );
}
