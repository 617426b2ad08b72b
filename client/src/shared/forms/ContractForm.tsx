import type { CSSProperties, FormEventHandler, ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import type { ContractForm as ContractFormApi } from './useContractForm';

export type ContractFormProps<V extends FieldValues> = {
  form: ContractFormApi<V>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's accessible name. */
  label?: string;
  style?: CSSProperties;
  children: ReactNode;
};

/** A form element (Enter submits) giving its fields the form; the browser's own validation stays off, the contract rules speak. */
export function ContractForm<V extends FieldValues>({ form, onSubmit, label, style, children }: ContractFormProps<V>) {
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={label} style={style}>
        {children}
      </form>
    </FormProvider>
  );
}
