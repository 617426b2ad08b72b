import {
  Button,
  HStack,
  IconButton,
  Input,
  Stack,
  Text,
} from "@chakra-ui/react";
import {
  type ManualParam,
  PRODUCT_MANUAL_LIMITS,
  isTitleRow,
} from "@contract/product-manuals";
import { useIntl } from "react-intl";
import { TOAST_DURATION_MS, toaster } from "../../../shared/toast/toaster";
import {
  type ParamsChange,
  addParamRow,
  addTitleRow,
  editRow,
  moveRow,
  removeRow,
} from "../paramsEditor";

const NONE: readonly ManualParam[] = [];

/** The spec-parameter rows (rules in paramsEditor.ts): title rows and name/value rows, added, removed and reordered by buttons. */
export function ParamsEditor({
  value,
  onChange,
}: {
  value: readonly ManualParam[] | undefined;
  onChange: (rows: ManualParam[]) => void;
}) {
  const intl = useIntl();
  const rows = value ?? NONE;
  const t = (id: string) => intl.formatMessage({ id });
  const apply = (change: ParamsChange) => {
    if (change.ok) onChange(change.rows);
    else
      toaster.warning({
        title: t(change.messageId),
        duration: TOAST_DURATION_MS,
      });
  };
  return (
    <Stack gap="2" data-testid="params-editor">
      {rows.map((row, i) => {
        const title = isTitleRow(row);
        return (
          // Rows have no identity of their own; the index is their place, which the buttons change.
          <HStack
            key={i}
            gap="2"
            data-testid="param-row"
            data-kind={title ? "title" : "param"}
          >
            {title ? (
              <Input
                size="sm"
                flex="2"
                fontWeight="semibold"
                aria-label={`${t("pm_form_param_title")} ${i + 1}`}
                placeholder={t("pm_form_param_title")}
                maxLength={PRODUCT_MANUAL_LIMITS.paramTitle}
                value={row.value}
                onChange={(e) =>
                  onChange(editRow(rows, i, "value", e.target.value))
                }
              />
            ) : (
              <>
                <Input
                  size="sm"
                  flex="1"
                  aria-label={`${t("pm_form_param_name")} ${i + 1}`}
                  placeholder={t("pm_form_param_name")}
                  maxLength={PRODUCT_MANUAL_LIMITS.paramName}
                  value={row.name}
                  onChange={(e) =>
                    onChange(editRow(rows, i, "name", e.target.value))
                  }
                />
                <Input
                  size="sm"
                  flex="1"
                  aria-label={`${t("pm_form_param_value")} ${i + 1}`}
                  placeholder={t("pm_form_param_value")}
                  maxLength={PRODUCT_MANUAL_LIMITS.paramValue}
                  value={row.value}
                  onChange={(e) =>
                    onChange(editRow(rows, i, "value", e.target.value))
                  }
                />
              </>
            )}
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t("pm_form_move_up")}
              onClick={() => apply(moveRow(rows, i, -1))}
            >
              <span aria-hidden="true">↑</span>
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t("pm_form_move_down")}
              onClick={() => apply(moveRow(rows, i, 1))}
            >
              <span aria-hidden="true">↓</span>
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={t("pm_form_remove_row")}
              onClick={() => onChange(removeRow(rows, i))}
            >
              <span aria-hidden="true">×</span>
            </IconButton>
          </HStack>
        );
      })}
      {rows.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          —
        </Text>
      )}
      <HStack gap="2">
        <Button
          size="xs"
          variant="outline"
          onClick={() => apply(addTitleRow(rows))}
          data-testid="params-add-title"
        >
          {t("pm_form_add_title")}
        </Button>
        <Button
          size="xs"
          variant="outline"
          onClick={() => apply(addParamRow(rows))}
          data-testid="params-add-param"
        >
          {t("pm_form_add_param")}
        </Button>
      </HStack>
    </Stack>
  );
}
