import type { FileEntryValue } from "@contract/files";
import { type CycleUnit, type PlanMode, validatePlanForm } from "@contract/maintenance-plans";
import { rulesFromFieldErrors } from "../../shared/forms/contractRules";
import { storedFileInputs, toEntry } from "../../shared/widgets/attachments/attachmentRules";

/** What the plan form holds: the items as one text, a line per item. */
export type PlanFormValues = {
  name: string;
  firstDate: string;
  cycle: string;
  unit: CycleUnit;
  daysAhead: string;
  mode: PlanMode;
  dispatchTime: string;
  deviceIds: string[];
  principalId: string;
  items: string;
  address: string;
  pictures: FileEntryValue[];
  attachments: FileEntryValue[];
};

export const emptyPlan = (today: string): PlanFormValues => ({
  name: "",
  firstDate: today,
  cycle: "1",
  unit: "month",
  daysAhead: "0",
  mode: "cyclic",
  dispatchTime: "08:00",
  deviceIds: [],
  principalId: "",
  items: "",
  address: "",
  pictures: [],
  attachments: [],
});

/** The lines of the items text that hold something, trimmed. */
export const itemLines = (text: string): string[] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** A whole number typed in a field (NaN for anything else, which the rules refuse). */
const whole = (text: string): number => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The plan as the API and the contract rules take it. */
export function planInput(values: PlanFormValues) {
  return {
    name: values.name.trim(),
    firstDate: values.firstDate,
    cycle: whole(values.cycle),
    unit: values.unit,
    daysAhead: whole(values.daysAhead),
    mode: values.mode,
    dispatchTime: values.dispatchTime,
    deviceIds: values.deviceIds,
    principalId: values.principalId,
    items: itemLines(values.items),
    address: values.address.trim() || null,
    pictures: storedFileInputs(values.pictures),
    attachments: storedFileInputs(values.attachments),
  };
}

/** The form's rules: the shared contract's (an item's error shows on the items field). */
export const planFormRules = rulesFromFieldErrors<PlanFormValues>((values) =>
  validatePlanForm({ ...planInput(values), principalId: values.principalId || null }).map((error) => (error.field.startsWith("items.") ? { ...error, field: "items" } : error)),
);

/** The form's values of a stored plan. */
export function planFormOf(plan: {
  name: string;
  firstDate: string;
  cycle: number;
  unit: CycleUnit;
  daysAhead: number;
  mode: PlanMode;
  dispatchTime: string;
  machines: readonly { deviceId: string }[];
  principalId?: string | null;
  items: readonly string[];
  address: string;
  pictures: readonly Parameters<typeof toEntry>[0][];
  attachments: readonly Parameters<typeof toEntry>[0][];
}): PlanFormValues {
  return {
    name: plan.name,
    firstDate: plan.firstDate,
    cycle: String(plan.cycle),
    unit: plan.unit,
    daysAhead: String(plan.daysAhead),
    mode: plan.mode,
    dispatchTime: plan.dispatchTime,
    deviceIds: plan.machines.map((m) => m.deviceId),
    principalId: plan.principalId ?? "",
    items: plan.items.join("\n"),
    address: plan.address,
    pictures: plan.pictures.map(toEntry),
    attachments: plan.attachments.map(toEntry),
  };
}
