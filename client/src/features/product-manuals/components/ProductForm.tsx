import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { PRODUCT_MANUAL_LIMITS } from "@contract/product-manuals";
import { FormattedMessage, useIntl } from "react-intl";
import { AttachmentField } from "../../../shared/forms/AttachmentField";
import { ContractForm } from "../../../shared/forms/ContractForm";
import { ControlledField } from "../../../shared/forms/ControlledField";
import { TextField } from "../../../shared/forms/TextField";
import { useContractForm } from "../../../shared/forms/useContractForm";
import { type ProductFormValues, productFormRules } from "../productForm";
import { ParamsImport } from "./ParamsImport";
import { ParamsEditor } from "./ParamsEditor";
import { TagsInput } from "./TagsInput";

export type ProductFormProps = {
  /** The edited manual's id (shown); none when creating. */
  productId?: string;
  initial: ProductFormValues;
  /** Shows the spec import buttons (spec part 2 section 6: maintainadmin only). */
  canImport: boolean;
  onSubmit: (values: ProductFormValues) => Promise<unknown>;
  onCancel: () => void;
};

const L = PRODUCT_MANUAL_LIMITS;

/** The create/edit product form (spec part 2 sections 2 and 5), on the shared contract rules. */
export function ProductForm({
  productId,
  initial,
  canImport,
  onSubmit,
  onCancel,
}: ProductFormProps) {
  const intl = useIntl();
  const form = useContractForm<ProductFormValues>({
    defaultValues: initial,
    rules: productFormRules,
  });
  const titleId = productId ? "route_editproduct" : "route_createnewproduct";
  return (
    <ContractForm
      form={form}
      onSubmit={form.submitWith(onSubmit)}
      label={intl.formatMessage({ id: titleId })}
    >
      <Stack gap="4" maxW="3xl" data-testid="product-form">
        <Heading as="h1" size="lg">
          <FormattedMessage id={titleId} />
        </Heading>
        {productId && (
          <Text color="fg.muted" data-testid="product-id">
            <FormattedMessage
              id="pm_form_product_id"
              values={{ id: productId }}
            />
          </Text>
        )}
        <AttachmentField
          name="coverPicture"
          labelId="pm_form_cover"
          helperId="pm_form_cover_hint"
          required
          kind="picture"
          maxCount={L.coverPictures}
          maxBytes={L.pictureBytes}
          testId="cover"
        />
        <TextField
          name="name"
          labelId="pm_form_name"
          required
          maxLength={L.name}
        />
        <TextField
          name="model"
          labelId="pm_form_model"
          required
          maxLength={L.model}
        />
        <TextField
          name="description"
          labelId="pm_form_description"
          maxLength={L.description}
        />
        <TextField name="note" labelId="pm_form_note" maxLength={L.note} />
        <ControlledField<string[]>
          name="tags"
          labelId="pm_form_tags"
          render={(value, onChange) => (
            <TagsInput value={value} onChange={onChange} />
          )}
        />
        <AttachmentField
          name="detailPictures"
          labelId="pm_form_detail_pictures"
          helperId="pm_form_detail_hint"
          kind="picture"
          maxCount={L.detailPictures}
          maxBytes={L.pictureBytes}
          testId="detail-pictures"
        />
        <AttachmentField
          name="files"
          labelId="pm_form_files"
          helperId="pm_form_files_hint"
          kind="document"
          maxCount={L.files}
          maxBytes={L.fileBytes}
          testId="files"
        />
        <ControlledField<ProductFormValues["params"]>
          name="params"
          labelId="pm_form_params"
          render={(value, onChange) => (
            <Stack gap="2" w="full">
              {canImport && <ParamsImport onImported={onChange} />}
              <ParamsEditor value={value} onChange={onChange} />
            </Stack>
          )}
        />
        <HStack gap="3">
          <Button
            type="submit"
            colorPalette="blue"
            loading={form.formState.isSubmitting}
            data-testid="product-submit"
          >
            <FormattedMessage id="pm_form_submit" />
          </Button>
          <Button
            variant="outline"
            onClick={onCancel}
            data-testid="product-cancel"
          >
            <FormattedMessage id="pm_form_back" />
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}
