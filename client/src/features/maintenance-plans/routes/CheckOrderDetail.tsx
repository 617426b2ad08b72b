import { useMutation } from "@apollo/client/react";
import {
  Button,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { API } from "@contract/apis";
import { ERRNO } from "@contract/error-catalogue";
import {
  CHECK_LIMITS,
  INSPECTION_RESULTS,
  type InspectionResult,
  opensRepair,
} from "@contract/maintenance-plans";
import { useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { graphql } from "../../../gql";
import type { CheckOrderQuery } from "../../../gql/graphql";
import { errorInfoFrom } from "../../../shared/api/errors";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { DisableUnlessPermitted } from "../../../shared/permissions/PermissionGuards";
import { useSession } from "../../../shared/session/useSession";
import { TOAST_DURATION_MS, toaster } from "../../../shared/toast/toaster";
import { useErrorToast } from "../../../shared/toast/useErrorToast";
import {
  DetailGrid,
  type DetailItem,
} from "../../../shared/widgets/DetailGrid";
import { LoadFailed } from "../../../shared/widgets/LoadFailed";
import { RecordNotFound } from "../../../shared/widgets/RecordNotFound";
import { PageLoading } from "../../../shared/widgets/PageLoading";
import { localTime } from "../../repair-orders/time";
import { canOpenRepair, checkDetailActions } from "../checkRules";
import { StageBadge } from "../components/StageBadge";
import { isRecordId } from "../../../shared/recordId";

/** A check order as the detail reads it (spread `@unmask`ed by the query and every step's answer). */
export const CheckOrderFields = graphql(`
  fragment CheckOrderFields on CheckOrder {
    id
    number
    stage
    planName
    sn
    model
    customer
    address
    dueDate
    principalId
    principalAlias
    submittedById
    overseenByMe
    createTime
    submittedAt
    completedAt
    items {
      name
      result
      note
      repairOrderId
    }
  }
`);

const CheckOrderQuery = graphql(`
  query CheckOrder($id: ID!) {
    checkOrder(id: $id) {
      id
      ...CheckOrderFields @unmask
    }
  }
`);

const RecordMutation = graphql(`
  mutation RecordCheckOrder(
    $id: ID!
    $items: [InspectionInput!]!
    $submit: Boolean!
  ) {
    recordCheckOrder(id: $id, items: $items, submit: $submit) {
      id
      ...CheckOrderFields @unmask
    }
  }
`);

const AcceptMutation = graphql(`
  mutation AcceptCheckOrder($id: ID!) {
    acceptCheckOrder(id: $id) {
      id
      ...CheckOrderFields @unmask
    }
  }
`);

const ReturnMutation = graphql(`
  mutation ReturnCheckOrder($id: ID!) {
    returnCheckOrder(id: $id) {
      id
      ...CheckOrderFields @unmask
    }
  }
`);

const OpenRepairMutation = graphql(`
  mutation OpenRepairFromCheckOrder($id: ID!, $itemIndex: Int!) {
    openRepairFromCheckOrder(id: $id, itemIndex: $itemIndex) {
      repairOrderId
      repairOrderNumber
      checkOrder {
        id
        ...CheckOrderFields @unmask
      }
    }
  }
`);

const LIST = "/checkorders";

type Draft = { result: InspectionResult | ""; note: string };

/** /checkorderdetail?id=: the check order, its inspection items with results, and the steps the viewer may take. */
export function CheckOrderDetail() {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useSession().user;
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() ?? "";
  const valid = isRecordId(id);
  const { data, loading, error, refetch } = useAppQuery(CheckOrderQuery, {
    variables: { id },
    skip: !valid,
    fetchPolicy: "network-only",
    context: { errorDisplay: "log" },
  });
  const order = data?.checkOrder;
  const t = (key: string) => intl.formatMessage({ id: key });
  const fields = useMemo<DetailItem[]>(
    () =>
      order
        ? [
            { id: "number", label: t("co_field_number"), value: order.number },
            { id: "plan", label: t("co_field_plan"), value: order.planName },
            {
              id: "dueDate",
              label: t("co_field_dueDate"),
              value: order.dueDate,
            },
            { id: "sn", label: t("co_field_sn"), value: order.sn },
            { id: "model", label: t("co_field_model"), value: order.model },
            {
              id: "customer",
              label: t("co_field_customer"),
              value: order.customer,
            },
            {
              id: "principal",
              label: t("co_field_principal"),
              value: order.principalAlias,
            },
            {
              id: "address",
              label: t("co_field_address"),
              value: order.address,
            },
            {
              id: "createTime",
              label: t("co_field_createTime"),
              value: localTime(order.createTime),
            },
          ]
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [order, intl],
  );
  if (
    !valid ||
    (error && errorInfoFrom(error).errorno === ERRNO.recordNotFound)
  ) {
    return (
      <RecordNotFound
        messageId="co_not_found"
        backLabelId="mp_back"
        onBack={() => void navigate(LIST)}
        testId="check-not-found"
      />
    );
  }
  if (error) return <LoadFailed error={error} onRetry={refetch} />;
  if (loading || !order || !user) return <PageLoading />;
  return (
    <Stack
      gap="4"
      p="4"
      maxW="5xl"
      data-testid="check-detail"
      data-stage={order.stage}
    >
      <HStack justify="space-between">
        <HStack gap="3">
          <Heading as="h1" size="lg">
            <FormattedMessage
              id="co_detail_title"
              values={{ number: order.number }}
            />
          </Heading>
          <StageBadge stage={order.stage} />
        </HStack>
        <Button variant="outline" size="sm" onClick={() => void navigate(LIST)}>
          <FormattedMessage id="mp_back" />
        </Button>
      </HStack>
      <DetailGrid
        items={fields}
        label={t("route_checkorderdetail")}
        emptyText="--"
        columns={3}
        testId="check-fields"
      />
      {/* Keyed by stage and version of the items, so a saved or returned order starts a fresh draft. */}
      <InspectionEditor
        key={`${order.stage}-${JSON.stringify(order.items)}`}
        order={order}
        viewer={user}
      />
    </Stack>
  );
}

type Order = CheckOrderQuery["checkOrder"];

function InspectionEditor({
  order,
  viewer,
}: {
  order: Order;
  viewer: { id: string; roles: readonly string[] };
}) {
  const intl = useIntl();
  const { showError } = useErrorToast();
  const actions = checkDetailActions(
    {
      stage: order.stage,
      principalId: order.principalId ?? null,
      submittedById: order.submittedById ?? null,
      overseenByMe: order.overseenByMe,
    },
    viewer,
  );
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    order.items.map((item) => ({ result: item.result ?? "", note: item.note })),
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [record] = useMutation(RecordMutation, {
    refetchQueries: ["CheckOrders"],
  });
  const [accept] = useMutation(AcceptMutation, {
    refetchQueries: ["CheckOrders"],
  });
  const [giveBack] = useMutation(ReturnMutation, {
    refetchQueries: ["CheckOrders"],
  });
  const [openRepair] = useMutation(OpenRepairMutation, {
    refetchQueries: ["CheckOrders", "RepairOrders"],
  });
  const editable = actions.record;
  /** One step: busy while it runs, its message when done (with the values the step answers), the error toast otherwise. */
  const run = async (
    name: string,
    step: () => Promise<Record<string, string> | void>,
    doneId: string,
  ) => {
    setBusy(name);
    try {
      const values = await step();
      toaster.success({
        title: intl.formatMessage({ id: doneId }, values ?? undefined),
        duration: TOAST_DURATION_MS,
      });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };
  const items = drafts.map((d) => ({
    result: d.result || null,
    note: d.note.trim() || null,
  }));
  const setDraft = (index: number, change: Partial<Draft>) =>
    setDrafts((all) =>
      all.map((d, i) => (i === index ? { ...d, ...change } : d)),
    );
  return (
    <Stack gap="3">
      <Table.Root size="sm" variant="outline" data-testid="check-items">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <FormattedMessage id="co_field_item" />
            </Table.ColumnHeader>
            <Table.ColumnHeader width="180px">
              <FormattedMessage id="co_field_result" />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <FormattedMessage id="co_field_note" />
            </Table.ColumnHeader>
            <Table.ColumnHeader width="200px" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.items.map((item, index) => (
            <Table.Row
              key={index}
              data-testid="check-item"
              data-result={item.result ?? ""}
            >
              <Table.Cell>{item.name}</Table.Cell>
              <Table.Cell>
                {editable ? (
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      aria-label={`${item.name}: ${intl.formatMessage({ id: "co_field_result" })}`}
                      value={drafts[index].result}
                      onChange={(e) =>
                        setDraft(index, {
                          result: e.target.value as Draft["result"],
                        })
                      }
                      data-testid="check-result"
                    >
                      <option value="">
                        {intl.formatMessage({ id: "co_result_none" })}
                      </option>
                      {INSPECTION_RESULTS.map((r) => (
                        <option key={r} value={r}>
                          {intl.formatMessage({ id: `co_result_${r}` })}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                ) : (
                  <FormattedMessage
                    id={
                      item.result
                        ? `co_result_${item.result}`
                        : "co_result_none"
                    }
                  />
                )}
              </Table.Cell>
              <Table.Cell>
                {editable ? (
                  <Input
                    size="sm"
                    aria-label={`${item.name}: ${intl.formatMessage({ id: "co_field_note" })}`}
                    maxLength={CHECK_LIMITS.note}
                    value={drafts[index].note}
                    onChange={(e) => setDraft(index, { note: e.target.value })}
                    data-testid="check-note"
                  />
                ) : (
                  item.note
                )}
              </Table.Cell>
              <Table.Cell>
                {item.repairOrderId ? (
                  <RouterLink
                    to={`/repairorderdetail?id=${encodeURIComponent(item.repairOrderId)}`}
                    data-testid="check-repair-link"
                  >
                    <FormattedMessage id="co_repair_link" />
                  </RouterLink>
                ) : (
                  actions.openRepair &&
                  canOpenRepair(item) && (
                    <DisableUnlessPermitted permission={API.checkOrderRepair}>
                      <Button
                        size="xs"
                        colorPalette="red"
                        variant="outline"
                        loading={busy === `repair-${index}`}
                        onClick={() =>
                          void run(
                            `repair-${index}`,
                            async () => {
                              const { data } = await openRepair({
                                variables: { id: order.id, itemIndex: index },
                              });
                              return {
                                number:
                                  data?.openRepairFromCheckOrder
                                    .repairOrderNumber ?? "",
                              };
                            },
                            "co_repair_opened",
                          )
                        }
                        data-testid="check-open-repair"
                      >
                        <FormattedMessage id="co_open_repair" />
                      </Button>
                    </DisableUnlessPermitted>
                  )
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <HStack gap="3" wrap="wrap">
        {actions.record && (
          <DisableUnlessPermitted permission={API.checkOrderRecord}>
            <Button
              variant="outline"
              loading={busy === "save"}
              onClick={() =>
                void run(
                  "save",
                  async () => {
                    await record({
                      variables: { id: order.id, items, submit: false },
                    });
                  },
                  "co_saved",
                )
              }
              data-testid="check-save"
            >
              <FormattedMessage id="co_save" />
            </Button>
          </DisableUnlessPermitted>
        )}
        {actions.submit && (
          <DisableUnlessPermitted permission={API.checkOrderRecord}>
            <Button
              colorPalette="blue"
              loading={busy === "submit"}
              onClick={() =>
                void run(
                  "submit",
                  async () => {
                    await record({
                      variables: { id: order.id, items, submit: true },
                    });
                  },
                  "co_submitted",
                )
              }
              data-testid="check-submit"
            >
              <FormattedMessage id="co_submit" />
            </Button>
          </DisableUnlessPermitted>
        )}
        {actions.accept && (
          <DisableUnlessPermitted permission={API.checkOrderAccept}>
            <Button
              colorPalette="green"
              loading={busy === "accept"}
              onClick={() =>
                void run(
                  "accept",
                  async () => {
                    await accept({ variables: { id: order.id } });
                  },
                  "co_accepted",
                )
              }
              data-testid="check-accept"
            >
              <FormattedMessage id="co_accept" />
            </Button>
          </DisableUnlessPermitted>
        )}
        {actions.return && (
          <DisableUnlessPermitted permission={API.checkOrderAccept}>
            <Button
              variant="outline"
              loading={busy === "return"}
              onClick={() =>
                void run(
                  "return",
                  async () => {
                    await giveBack({ variables: { id: order.id } });
                  },
                  "co_returned",
                )
              }
              data-testid="check-return"
            >
              <FormattedMessage id="co_return" />
            </Button>
          </DisableUnlessPermitted>
        )}
        {editable && drafts.some((d) => opensRepair(d.result || null)) && (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="co_open_repair_hint" />
          </Text>
        )}
      </HStack>
    </Stack>
  );
}
