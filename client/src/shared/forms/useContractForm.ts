import type { BaseSyntheticEvent } from 'react';
import { type DefaultValues, type FieldPath, type FieldValues, useForm, type UseFormReturn } from 'react-hook-form';
import { useErrorToast } from '../toast/useErrorToast';
import { type ContractRules, contractResolver } from './contractRules';
import { applyServerFieldErrors } from './serverFieldErrors';

export type ContractFormOptions<V extends FieldValues> = {
  defaultValues: DefaultValues<V>;
  rules: ContractRules<V>;
  /** Called when a submit stops at the rules (e.g. the reset dialog's "form validation failed" toast). */
  onInvalid?: () => void;
};

export type ContractForm<V extends FieldValues> = UseFormReturn<V> & {
  /**
   * The form's submit handler around `action`: the rules first; then the action, whose failure
   * shows its catalogue toast and puts any server field errors on the fields.
   */
  submitWith: (action: (values: V) => Promise<unknown>) => (event?: BaseSyntheticEvent) => Promise<void>;
};

/**
 * A form on the shared contract rules (react-hook-form): messages appear after the first submit
 * and then follow the typing; the first field in error gets the focus.
 */
export function useContractForm<V extends FieldValues>({ defaultValues, rules, onInvalid }: ContractFormOptions<V>): ContractForm<V> {
  const form = useForm<V>({ defaultValues, resolver: contractResolver(rules), mode: 'onSubmit', reValidateMode: 'onChange' });
  const { showError } = useErrorToast();
  const submitWith: ContractForm<V>['submitWith'] = (action) =>
    form.handleSubmit(
      async (values) => {
        try {
          await action(values);
        } catch (error) {
          const info = showError(error);
          const landed = applyServerFieldErrors(form.setError, info.fields, Object.keys(form.getValues()));
          // The first field the server named gets the focus (and comes into view), as a rule's first error does.
          if (landed[0]) form.setFocus(landed[0] as FieldPath<V>);
        }
      },
      () => onInvalid?.(),
    );
  return { ...form, submitWith };
}
