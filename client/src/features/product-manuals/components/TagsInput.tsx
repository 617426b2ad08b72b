import { Badge, CloseButton, HStack, Input, Stack } from "@chakra-ui/react";
import { PRODUCT_MANUAL_LIMITS } from "@contract/product-manuals";
import { useState } from "react";
import { useIntl } from "react-intl";
import { addTag } from "../paramsEditor";

const NONE: readonly string[] = [];

/** Tags typed one by one, each added with Enter (which must not submit the form), removable by button. */
export function TagsInput({
  value,
  onChange,
}: {
  value: readonly string[] | undefined;
  onChange: (tags: string[]) => void;
}) {
  const intl = useIntl();
  const tags = value ?? NONE;
  const [typed, setTyped] = useState("");
  return (
    <Stack gap="2" w="full">
      {tags.length > 0 && (
        <HStack gap="1" wrap="wrap" data-testid="tags">
          {tags.map((tag) => (
            <Badge key={tag} size="lg" variant="subtle" colorPalette="blue">
              {tag}
              <CloseButton
                size="2xs"
                aria-label={intl.formatMessage(
                  { id: "pm_form_remove_tag" },
                  { tag },
                )}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
              />
            </Badge>
          ))}
        </HStack>
      )}
      <Input
        size="sm"
        value={typed}
        maxLength={PRODUCT_MANUAL_LIMITS.tagName}
        placeholder={intl.formatMessage({ id: "pm_form_tags_hint" })}
        data-testid="tag-input"
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== "Enter" || e.nativeEvent.isComposing) return;
          e.preventDefault();
          onChange(addTag(tags, typed));
          setTyped("");
        }}
      />
    </Stack>
  );
}
