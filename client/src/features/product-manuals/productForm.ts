import type { FileEntryValue } from "@contract/files";
import {
  type ManualParam,
  normalizeParams,
  normalizeTags,
  validateProductManual,
} from "@contract/product-manuals";
import type { ValidationKey } from "@contract/validation";

/** What the create/edit form holds. */
export type ProductFormValues = {
  coverPicture: FileEntryValue[];
  name: string;
  model: string;
  description: string;
  note: string;
  tags: string[];
  detailPictures: FileEntryValue[];
  files: FileEntryValue[];
  params: ManualParam[];
};

export const EMPTY_PRODUCT: ProductFormValues = {
  coverPicture: [],
  name: "",
  model: "",
  description: "",
  note: "",
  tags: [],
  detailPictures: [],
  files: [],
  params: [],
};

/**
 * The form's rules: the shared contract's (the server gives the same keys). A row's error
 * (`params.3.value`) shows on its list field, so no error is left where no field shows it.
 */
export function productFormRules(
  values: ProductFormValues,
): Partial<Record<keyof ProductFormValues, ValidationKey>> {
  const found: Partial<Record<string, ValidationKey>> = {};
  for (const { field, key } of validateProductManual(values))
    found[field.split(".")[0]] ??= key;
  return found as Partial<Record<keyof ProductFormValues, ValidationKey>>;
}

import { storedFileInputs } from "../../shared/widgets/attachments/attachmentRules";

export { toEntry } from "../../shared/widgets/attachments/attachmentRules";

/** The mutation input from the form (spec part 2 section 7: create and edit send the same fields). */
export function productInput(values: ProductFormValues) {
  return {
    coverPicture: storedFileInputs(values.coverPicture),
    name: values.name.trim(),
    model: values.model.trim(),
    description: values.description.trim(),
    note: values.note.trim(),
    detailPictures: storedFileInputs(values.detailPictures),
    files: storedFileInputs(values.files),
    params: normalizeParams(values.params),
    tags: normalizeTags(values.tags),
  };
}
