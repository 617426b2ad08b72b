import { Button, HStack } from "@chakra-ui/react";
import { API } from "@contract/apis";
import type { ShelfStatus } from "@contract/product-manuals";
import { createContext, useContext } from "react";
import { useIntl } from "react-intl";
import { DisableUnlessPermitted } from "../../../shared/permissions/PermissionGuards";
import { shelfActions } from "../listRules";

export type RowActionKind = "edit" | "offShelf" | "onShelf" | "delete";
export type ActionRow = { id: string; name: string; status: ShelfStatus };

/** The list screen's handler of a row's buttons (the columns are a module constant, the dialogs live in the screen). */
export const RowActionContext = createContext<
  (kind: RowActionKind, row: ActionRow) => void
>(() => undefined);

/**
 * A row's buttons (spec part 2 sections 2, 4, 6): edit, off shelf, on shelf, delete, each
 * disabled without its API; off shelf only for a row on the shelf, on shelf only for one off it.
 */
export function ProductRowActions({ row }: { row: ActionRow }) {
  const intl = useIntl();
  const act = useContext(RowActionContext);
  const shelf = shelfActions(row.status);
  const button = (
    kind: RowActionKind,
    labelId: string,
    enabled = true,
    palette = "blue",
  ) => (
    <Button
      size="xs"
      variant="ghost"
      colorPalette={palette}
      disabled={!enabled}
      data-testid={`row-${kind}`}
      onClick={() => act(kind, row)}
    >
      {intl.formatMessage({ id: labelId })}
    </Button>
  );
  return (
    <HStack gap="1" role="group" aria-label={row.name}>
      <DisableUnlessPermitted permission={API.productManualEdit}>
        {button("edit", "pm_edit")}
      </DisableUnlessPermitted>
      <DisableUnlessPermitted permission={API.productManualOffShelf}>
        {button("offShelf", "pm_off_shelf", shelf.offShelf, "orange")}
      </DisableUnlessPermitted>
      <DisableUnlessPermitted permission={API.productManualOnShelf}>
        {button("onShelf", "pm_on_shelf", shelf.onShelf, "green")}
      </DisableUnlessPermitted>
      <DisableUnlessPermitted permission={API.productManualDelete}>
        {button("delete", "pm_delete", true, "red")}
      </DisableUnlessPermitted>
    </HStack>
  );
}
