import {
  type ManualParam,
  PARAM_TITLE,
  PRODUCT_MANUAL_LIMITS,
  isTitleRow,
} from "@contract/product-manuals";

/**
 * Rules of the spec-parameter editor (spec part 2 sections 3 and 5): rows are title rows
 * (`name` is `param_title`, `value` the title) or name/value rows; add a title or a param at
 * the end, remove a row, move a row one place (not past either end); at most 200 rows.
 */
export type ParamsChange =
  | { ok: true; rows: ManualParam[] }
  | {
      ok: false;
      messageId:
        "display_already_first" | "display_already_last" | "pm_params_full";
    };

const add = (rows: readonly ManualParam[], row: ManualParam): ParamsChange =>
  rows.length >= PRODUCT_MANUAL_LIMITS.params
    ? { ok: false, messageId: "pm_params_full" }
    : { ok: true, rows: [...rows, row] };

export const addTitleRow = (rows: readonly ManualParam[]) =>
  add(rows, { name: PARAM_TITLE, value: "" });
export const addParamRow = (rows: readonly ManualParam[]) =>
  add(rows, { name: "", value: "" });

export function removeRow(
  rows: readonly ManualParam[],
  index: number,
): ManualParam[] {
  return rows.filter((_, i) => i !== index);
}

export function moveRow(
  rows: readonly ManualParam[],
  index: number,
  direction: -1 | 1,
): ParamsChange {
  const target = index + direction;
  if (target < 0) return { ok: false, messageId: "display_already_first" };
  if (target >= rows.length)
    return { ok: false, messageId: "display_already_last" };
  const next = [...rows];
  [next[index], next[target]] = [next[target], next[index]];
  return { ok: true, rows: next };
}

/** A row after the user typed in one of its inputs: a title row keeps its marker name. */
export function editRow(
  rows: readonly ManualParam[],
  index: number,
  part: "name" | "value",
  text: string,
): ManualParam[] {
  return rows.map((row, i) =>
    i !== index || (part === "name" && isTitleRow(row))
      ? row
      : { ...row, [part]: text },
  );
}

/** The tag list after the user pressed Enter in the tag input: trimmed, each once, at most 10. */
export function addTag(tags: readonly string[], typed: string): string[] {
  const tag = typed.trim();
  if (!tag || tags.includes(tag) || tags.length >= PRODUCT_MANUAL_LIMITS.tags)
    return [...tags];
  return [...tags, tag];
}
