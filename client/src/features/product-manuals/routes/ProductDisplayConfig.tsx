import {
  Box,
  Button,
  Heading,
  HStack,
  Image,
  Stack,
  Text,
} from "@chakra-ui/react";
import { API } from "@contract/apis";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { graphql } from "../../../gql";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { HideUnlessPermitted } from "../../../shared/permissions/PermissionGuards";
import { TOAST_DURATION_MS, toaster } from "../../../shared/toast/toaster";
import { copyText } from "../../../shared/utils/clipboard";
import { LoadFailed } from "../../../shared/widgets/LoadFailed";
import { PageLoading } from "../../../shared/widgets/PageLoading";

export const ProductDisplayConfigQuery = graphql(`
  query ProductDisplayConfig {
    productDisplayConfig {
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

function MenuList({
  titleId,
  menus,
  emptyId,
}: {
  titleId: string;
  menus: readonly { name: string; link: string }[];
  emptyId?: string;
}) {
  const intl = useIntl();
  const copy = async (link: string) => {
    try {
      await copyText(link);
      toaster.success({
        title: intl.formatMessage({ id: "display_link_copied" }),
        duration: TOAST_DURATION_MS,
      });
    } catch {
      toaster.error({
        title: intl.formatMessage({ id: "copy_failed" }),
        duration: TOAST_DURATION_MS,
      });
    }
  };
  return (
    <Stack
      gap="2"
      as="section"
      aria-label={intl.formatMessage({ id: titleId })}
    >
      <Heading as="h3" size="sm">
        <FormattedMessage id={titleId} />
      </Heading>
      {menus.length === 0 && emptyId && (
        <Text color="fg.muted">
          <FormattedMessage id={emptyId} />
        </Text>
      )}
      <Box as="ul" listStyleType="none">
        {menus.map((menu, i) => (
          <HStack
            as="li"
            key={`${i}-${menu.name}`}
            gap="4"
            py="1"
            data-testid="display-menu"
          >
            <Text minW="32" fontWeight="medium">
              {menu.name}
            </Text>
            {/* A button, so the keyboard copies too (spec: copy on click, 'link copied'). */}
            <Button
              size="xs"
              variant="plain"
              colorPalette="blue"
              textDecoration="underline"
              title={intl.formatMessage({ id: "display_copy_hint" })}
              onClick={() => void copy(menu.link)}
            >
              {menu.link}
            </Button>
          </HStack>
        ))}
      </Box>
    </Stack>
  );
}

/** /productdisplayconfiguration (spec part 2 section 2): the menus with copy-on-click links, the QR picture, and the way to the edit page. */
export function ProductDisplayConfig() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useAppQuery(
    ProductDisplayConfigQuery,
    { fetchPolicy: "cache-and-network" },
  );
  const config = data?.productDisplayConfig;
  if (error && !config) return <LoadFailed error={error} onRetry={refetch} />;
  if (!config) return loading ? <PageLoading /> : null;
  const qr = config.officialAccount[0];
  return (
    <Stack gap="5" p="4" maxW="3xl" data-testid="display-config">
      <HStack justify="space-between">
        <Heading as="h1" size="lg">
          <FormattedMessage id="display_title" />
        </Heading>
        <HideUnlessPermitted permission={API.productDisplayConfigEdit}>
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => void navigate("/editproductdisplayconfiguration")}
            data-testid="display-edit"
          >
            <FormattedMessage id="display_edit" />
          </Button>
        </HideUnlessPermitted>
      </HStack>
      <Heading as="h2" size="md">
        <FormattedMessage id="display_menus" />
      </Heading>
      <MenuList titleId="display_system_menus" menus={config.systemMenus} />
      <MenuList
        titleId="display_custom_menus"
        menus={config.customMenus}
        emptyId="display_no_custom_menus"
      />
      <Stack gap="2">
        <Heading as="h2" size="md">
          <FormattedMessage id="display_qr" />
        </Heading>
        {qr ? (
          <Image
            src={qr.fileurl}
            alt={qr.filename}
            boxSize="160px"
            objectFit="contain"
            data-testid="display-qr"
          />
        ) : (
          <Text color="fg.muted">
            <FormattedMessage id="display_no_qr" />
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
