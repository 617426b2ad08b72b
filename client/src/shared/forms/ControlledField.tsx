import type { ReactNode } from "react";
import { useController } from "react-hook-form";
import { FormField, type FormFieldProps } from "./FormField";

export type ControlledFieldProps<T> = Omit<FormFieldProps, "children"> & {
  /** The control for the field's value (a tag input, a row editor...): it gets the value and a setter. */
  render: (value: T, onChange: (next: T) => void) => ReactNode;
};

/**
 * A field of a contract form whose control is not a plain input (a list editor, tags): the
 * value through the kit, its label and contract message like every other field.
 */
export function ControlledField<T>({
  name,
  labelId,
  helperId,
  required,
  render,
}: ControlledFieldProps<T>) {
  const { field } = useController({ name });
  return (
    <FormField
      name={name}
      labelId={labelId}
      helperId={helperId}
      required={required}
    >
      {render(field.value as T, field.onChange)}
    </FormField>
  );
}
