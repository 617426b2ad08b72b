import { useMutation } from "@apollo/client/react";
import {
  Box,
  Button,
  Heading,
  HStack,
  IconButton,
  Input,
  Stack,
  Text,
} from "@chakra-ui/react";
import { type FileEntryValue, MIB } from "@contract/files";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { storedFileInputs, toEntry } from "../../../shared/widgets/attachments/attachmentRules";
import { graphql } from "../../../gql";
import type { ProductDisplayConfigQuery as ConfigData } from "../../../gql/graphql";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { TOAST_DURATION_MS, toaster } from "../../../shared/toast/toaster";
import { useErrorToast } from "../../../shared/toast/useErrorToast";
import { Attachments } from "../../../shared/widgets/attachments/Attachments";
import { LoadFailed } from "../../../shared/widgets/LoadFailed";
import { PageLoading } from "../../../shared/widgets/PageLoading";
import {
  type EditableMenu,
  MENU_NAME_MAX,
  addCustomMenu,
  menuName,
  moveMenu,
} from "../displayConfigRules";
import { ProductDisplayConfigQuery } from "./ProductDisplayConfig";

const SaveMutation = graphql(`
  mutation UpdateProductDisplayConfig($input: ProductDisplayConfigInput!) {
    updateProductDisplayConfig(input: $input) {
      systemMenus {
        name
        link
        editable
      }
      customMenus {
        name
        link
      }
      officialAccount {
        filename
        fileurl
        md5name
        bucketname
        filesize
      }
      updatedAt
    }
  }
`);

const READ_ONLY = "/productdisplayconfiguration";
type SystemMenu = EditableMenu & { editable: boolean };
type Config = ConfigData["productDisplayConfig"];



/** /editproductdisplayconfiguration: loads the configuration, then the editor. */
export function EditProductDisplayConfig() {
  const { data, loading, error, refetch } = useAppQuery(
    ProductDisplayConfigQuery,
    { fetchPolicy: "network-only" },
  );
  if (error) return <LoadFailed error={error} onRetry={refetch} />;
  if (loading || !data) return <PageLoading />;
  return <DisplayConfigEditor config={data.productDisplayConfig} />;
}

/**
 * The display configuration editor (spec part 2 sections 2, 4, 5): system menu names (and the
 * links marked editable), custom menus added, deleted and moved (displayConfigRules.ts), the QR
 * picture (one, 1 MB); submit saves and returns to the read-only page, cancel returns unsaved.
 */
function DisplayConfigEditor({ config }: { config: Config }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { showError } = useErrorToast();
  const t = (id: string) => intl.formatMessage({ id });
  const [system, setSystem] = useState<SystemMenu[]>(() =>
    config.systemMenus.map(({ name, link, editable }) => ({
      name,
      link,
      editable,
    })),
  );
  const [custom, setCustom] = useState<EditableMenu[]>(() =>
    config.customMenus.map(({ name, link }) => ({ name, link })),
  );
  const [qr, setQr] = useState<FileEntryValue[]>(() =>
    config.officialAccount.map(toEntry),
  );
  const [save, { loading: saving }] = useMutation(SaveMutation, {
    refetchQueries: ["ProductDisplayConfig"],
  });
  const warn = (id: string) =>
    toaster.warning({ title: t(id), duration: TOAST_DURATION_MS });

  const submit = async () => {
    try {
      await save({
        variables: {
          input: {
            systemMenus: system.map((m) => ({
              name: menuName(m.name),
              link: m.link.trim(),
            })),
            customMenus: custom.map((m) => ({
              name: menuName(m.name),
              link: m.link.trim(),
            })),
            officialAccount: storedFileInputs(qr),
          },
        },
      });
      toaster.success({
        title: t("display_saved"),
        duration: TOAST_DURATION_MS,
      });
      void navigate(READ_ONLY);
    } catch (e) {
      showError(e);
    }
  };

  const menuRow = (
    menu: EditableMenu,
    i: number,
    linkEditable: boolean,
    onEdit: (m: EditableMenu) => void,
    extra?: React.ReactNode,
  ) => (
    <HStack key={i} gap="2" data-testid="menu-row">
      <Input
        size="sm"
        maxW="40"
        aria-label={`${t("display_menu_name")} ${i + 1}`}
        maxLength={MENU_NAME_MAX}
        value={menu.name}
        onChange={(e) => onEdit({ ...menu, name: e.target.value })}
      />
      <Input
        size="sm"
        aria-label={`${t("display_menu_link")} ${i + 1}`}
        value={menu.link}
        readOnly={!linkEditable}
        disabled={!linkEditable}
        onChange={(e) => onEdit({ ...menu, link: e.target.value })}
      />
      {extra}
    </HStack>
  );

  return (
    <Stack gap="5" p="4" maxW="3xl" data-testid="display-config-edit">
      <Heading as="h1" size="lg">
        <FormattedMessage id="route_editproductdisplayconfiguration" />
      </Heading>
      <Stack gap="2" as="section" aria-label={t("display_system_menus")}>
        <Heading as="h2" size="sm">
          <FormattedMessage id="display_system_menus" />
        </Heading>
        {system.map((menu, i) =>
          menuRow(menu, i, menu.editable, (m) =>
            setSystem(system.map((s, j) => (j === i ? { ...s, ...m } : s))),
          ),
        )}
      </Stack>
      <Stack gap="2" as="section" aria-label={t("display_custom_menus")}>
        <Heading as="h2" size="sm">
          <FormattedMessage id="display_custom_menus" />
        </Heading>
        {custom.length === 0 && (
          <Text color="fg.muted">
            <FormattedMessage id="display_no_custom_menus" />
          </Text>
        )}
        {custom.map((menu, i) =>
          menuRow(
            menu,
            i,
            true,
            (m) => setCustom(custom.map((c, j) => (j === i ? m : c))),
            <>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t("display_move_up")}
                onClick={() => {
                  const r = moveMenu(custom, i, -1);
                  if (r.ok) setCustom(r.menus);
                  else warn(r.messageId);
                }}
              >
                <span aria-hidden="true">↑</span>
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t("display_move_down")}
                onClick={() => {
                  const r = moveMenu(custom, i, 1);
                  if (r.ok) setCustom(r.menus);
                  else warn(r.messageId);
                }}
              >
                <span aria-hidden="true">↓</span>
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t("display_delete_menu")}
                onClick={() => setCustom(custom.filter((_, j) => j !== i))}
              >
                <span aria-hidden="true">×</span>
              </IconButton>
            </>,
          ),
        )}
        <Box>
          <Button
            size="xs"
            variant="outline"
            data-testid="menu-add"
            onClick={() => {
              const r = addCustomMenu(custom);
              if (r.ok) setCustom(r.menus);
              else warn(r.messageId);
            }}
          >
            <FormattedMessage id="display_add_menu" />
          </Button>
        </Box>
      </Stack>
      <Stack gap="2">
        <Heading as="h2" size="sm">
          <FormattedMessage id="display_qr" />
        </Heading>
        <Attachments
          kind="picture"
          value={qr}
          onChange={setQr}
          label={t("display_qr")}
          maxCount={1}
          maxBytes={1 * MIB}
          testId="display-qr-upload"
        />
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="display_qr_hint" />
        </Text>
      </Stack>
      <HStack gap="3">
        <Button
          colorPalette="blue"
          loading={saving}
          onClick={() => void submit()}
          data-testid="display-submit"
        >
          <FormattedMessage id="display_submit" />
        </Button>
        <Button
          variant="outline"
          onClick={() => void navigate(READ_ONLY)}
          data-testid="display-cancel"
        >
          <FormattedMessage id="display_cancel" />
        </Button>
      </HStack>
    </Stack>
  );
}
