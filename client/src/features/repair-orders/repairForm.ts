import type { FileEntryValue } from "@contract/files";
import { REPAIR_LOOKUP_KINDS, type RepairLookupKind, type RepairReportValues, validateRepairReport } from "@contract/repair-orders";
import { rulesFromFieldErrors } from "../../shared/forms/contractRules";
import { storedFileInputs } from "../../shared/widgets/attachments/attachmentRules";

/** What the report form holds (the public form has no files). */
export type RepairFormValues = {
  contactName: string;
  mobile: string;
  email: string;
  company: string;
  address: string;
  sn: string;
  model: string;
  agent: string;
  description: string;
  remark: string;
  type: string;
  serviceMode: string;
  solution: string;
  allowQueryBySn: boolean;
  pictures: FileEntryValue[];
  attachments: FileEntryValue[];
};

export const EMPTY_REPAIR: RepairFormValues = {
  contactName: "",
  mobile: "",
  email: "",
  company: "",
  address: "",
  sn: "",
  model: "",
  agent: "",
  description: "",
  remark: "",
  type: "",
  serviceMode: "",
  solution: "",
  allowQueryBySn: false,
  pictures: [],
  attachments: [],
};

/** The form's rules: the shared contract's, so the server gives the same keys. */
export const repairFormRules = rulesFromFieldErrors<RepairFormValues>((values) => validateRepairReport(values as RepairReportValues));


/** The report's text fields as the API takes them. */
export function repairTextInput(values: RepairFormValues) {
  return {
    contactName: values.contactName.trim(),
    mobile: values.mobile.trim(),
    email: values.email.trim() || null,
    company: values.company.trim(),
    address: values.address.trim() || null,
    sn: values.sn.trim(),
    model: values.model.trim(),
    agent: values.agent.trim(),
    description: values.description.trim(),
    remark: values.remark.trim() || null,
    type: values.type || null,
    serviceMode: values.serviceMode || null,
    solution: values.solution || null,
    allowQueryBySn: values.allowQueryBySn,
  };
}

/** The signed-in form: the texts and the files. */
export const repairInput = (values: RepairFormValues) => ({ ...repairTextInput(values), pictures: storedFileInputs(values.pictures), attachments: storedFileInputs(values.attachments) });

export type LookupListLike = { kind: RepairLookupKind; entries: readonly { key: string; label: string }[] };

/** Options of a lookup select, in list order; an unknown kind gives none. */
export function lookupOptions(lists: readonly LookupListLike[] | undefined, kind: RepairLookupKind): { value: string; label: string }[] {
  return (lists ?? []).find((l) => l.kind === kind)?.entries.map((e) => ({ value: e.key, label: e.label })) ?? [];
}

/** The label of a stored key (the key itself when the list no longer has it). */
export function lookupLabel(lists: readonly LookupListLike[] | undefined, kind: RepairLookupKind, key: string): string {
  if (!key) return "";
  return lookupOptions(lists, kind).find((o) => o.value === key)?.label ?? key;
}

export { REPAIR_LOOKUP_KINDS };
