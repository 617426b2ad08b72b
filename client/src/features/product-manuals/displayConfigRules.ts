/**
 * Rules of the display configuration editor (spec part 2 sections 4, 5 and 9): menus move up
 * and down one place, the first cannot move up nor the last down; at most 11 custom menus;
 * names at most 10 characters, trimmed.
 */
import { DISPLAY_LIMITS, canAddMenu, moveMenu as moveInList } from '@contract/product-display';

// The limits and the moves are the shared contract's (the server checks the same); this file
// only turns its refusals into the edit page's messages.
export const MAX_CUSTOM_MENUS = DISPLAY_LIMITS.customMenus;
export const MENU_NAME_MAX = DISPLAY_LIMITS.menuName;

export type EditableMenu = { name: string; link: string };

export type MenuChange<M> =
  | { ok: true; menus: M[] }
  | {
      ok: false;
      messageId:
        | "display_already_first"
        | "display_already_last"
        | "display_cannot_add_more";
    };

/** The list with the menu at `index` swapped with its neighbour above (-1) or below (+1). */
export function moveMenu<M>(
  menus: readonly M[],
  index: number,
  direction: -1 | 1,
): MenuChange<M> {
  const moved = moveInList(menus, index, direction);
  if ("list" in moved) return { ok: true, menus: moved.list };
  return {
    ok: false,
    messageId: moved.refused === "menu_already_first" ? "display_already_first" : "display_already_last",
  };
}

/** The custom menus with an empty one added at the end, unless there are already 11. */
export function addCustomMenu(
  menus: readonly EditableMenu[],
): MenuChange<EditableMenu> {
  if (canAddMenu(menus)) return { ok: false, messageId: "display_cannot_add_more" };
  return { ok: true, menus: [...menus, { name: "", link: "" }] };
}

/** A menu name as it is saved: trimmed, at most 10 characters. */
export function menuName(name: string): string {
  return Array.from(name.trim()).slice(0, MENU_NAME_MAX).join("");
}
