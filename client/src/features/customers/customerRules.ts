import {
  CUSTOMER_LIMITS,
  type CustomerFormValues,
  normalizeCustomParams,
  validateCustomer,
} from "@contract/customers";
import type { RuleBreak } from "../../shared/forms/contractRules";
import type { CustomerStatus, CustomerSortKey } from "../../gql/graphql";
import type { SearchValue } from "../../shared/widgets/data-table/searchRules";
import type { TableQuery } from "../../shared/widgets/data-table/tableState";

/** What the customer form holds: the text fields, the area codes and 5 flat parameter rows (`p0n`, `p0v`, ...). */
export type CustomerFormState = {
  name: string;
  alias: string;
  code: string;
  address: string;
  contactPerson: string;
  contactWay: string;
  ncAccount: string;
  mainBusiness: string;
  responsibleSales: string;
  label: string;
  province: string;
  city: string;
} & Record<`p${0 | 1 | 2 | 3 | 4}${"n" | "v"}`, string>;

export const TEXT_FIELDS = ["name", "alias", "code", "address", "contactPerson", "contactWay", "ncAccount", "mainBusiness", "responsibleSales", "label"] as const;
export const PARAM_ROWS = Array.from({ length: CUSTOMER_LIMITS.customParams }, (_, i) => i as 0 | 1 | 2 | 3 | 4);

export function emptyForm(): CustomerFormState {
  const form: Record<string, string> = { province: "", city: "" };
  for (const f of TEXT_FIELDS) form[f] = "";
  for (const i of PARAM_ROWS) {
    form[`p${i}n`] = "";
    form[`p${i}v`] = "";
  }
  return form as CustomerFormState;
}

type Loaded = Partial<Record<(typeof TEXT_FIELDS)[number] | "province" | "city", string | null>> & { customParams?: readonly { name: string; value: string }[] };

/** The form of a stored customer. */
export function formOf(customer: Loaded): CustomerFormState {
  const form = emptyForm() as Record<string, string>;
  for (const f of [...TEXT_FIELDS, "province", "city"] as const) form[f] = customer[f] ?? "";
  (customer.customParams ?? []).slice(0, CUSTOMER_LIMITS.customParams).forEach((p, i) => {
    form[`p${i}n`] = p.name;
    form[`p${i}v`] = p.value;
  });
  return form as CustomerFormState;
}

/** The mutation's input of a form: trimmed, empty parameter rows dropped, China when a province is chosen. */
export function inputOf(form: CustomerFormState) {
  const params = normalizeCustomParams(PARAM_ROWS.map((i) => ({ name: form[`p${i}n`], value: form[`p${i}v`] })));
  const input: Record<string, unknown> = {};
  for (const f of TEXT_FIELDS) input[f] = form[f].trim() || null;
  input.name = form.name.trim();
  input.customParams = params;
  input.province = form.province || null;
  input.city = form.city || null;
  input.country = form.province ? "CN" : null;
  return input as CustomerFormValues & { name: string; customParams: { name: string; value: string }[] };
}

/**
 * The contract rules on the form's flat fields: `customParams.i.name` lands on the row's name
 * field. Rows are numbered as typed (empty rows are checked in place, not renumbered).
 */
export function customerFormRules(form: CustomerFormState): Partial<Record<keyof CustomerFormState & string, RuleBreak | null>> {
  const rows = PARAM_ROWS.map((i) => ({ name: form[`p${i}n`] ?? "", value: form[`p${i}v`] ?? "" }));
  const used = rows.map((r) => !!(r.name.trim() || r.value.trim()));
  // Unused rows stand in with a distinct placeholder name so they raise nothing; used rows keep their place.
  const values = { ...inputOf(form), customParams: rows.map((r, i) => (used[i] ? r : { name: `\u0000${i}`, value: "" })) };
  const result: Partial<Record<string, RuleBreak | null>> = {};
  for (const error of validateCustomer(values)) {
    const m = /^customParams\.(\d)\.(name|value)$/.exec(error.field);
    const field = m ? `p${m[1]}${m[2] === "name" ? "n" : "v"}` : error.field;
    if (field === "customParams" || field === "country") continue;
    // With the placeholders' values ("at most {max} characters").
    if (!(field in result)) result[field] = error.params ? { key: error.key, params: error.params } : error.key;
  }
  return result;
}

const text = (value: SearchValue | undefined): string | undefined => (typeof value === "string" && value ? value : undefined);

const SORT_KEYS: Record<string, CustomerSortKey> = { name: "name", code: "code", createdAt: "createdAt", updatedAt: "updatedAt", deletedAt: "deletedAt" };

/** The roster query's variables from the table's query and the toolbar's view and area. */
export function rosterVariables(query: TableQuery, view: CustomerStatus, area: { province: string; city: string }) {
  const s = query.search;
  return {
    page: query.page,
    pageSize: query.pageSize,
    status: view,
    search: text(s.name),
    label: text(s.label),
    province: area.province || undefined,
    city: area.city || undefined,
    sortKey: (query.sort && SORT_KEYS[query.sort.key]) || "name",
    sortDirection: query.sort?.order ?? "asc",
  } as const;
}

/** The export's address for the same filters (the session cookie goes with it). */
export function exportHref(view: CustomerStatus, search: string | undefined, area: { province: string; city: string }): string {
  const params = new URLSearchParams();
  params.set("status", view);
  if (search) params.set("search", search);
  if (area.province) params.set("province", area.province);
  if (area.city) params.set("city", area.city);
  return `/customer/export?${params.toString()}`;
}

/** The progress bar's percentage of an import job (0-100, whole). */
export const importPercent = (progress: number): number => Math.max(0, Math.min(100, Math.round(progress * 100)));
