import { Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { ERRNO } from "@contract/error-catalogue";
import { isRepairUnclosed } from "@contract/repair-orders";
import { useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router";
import { graphql } from "../../../gql";
import { errorInfoFrom } from "../../../shared/api/errors";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { useSession } from "../../../shared/session/useSession";
import { DetailGrid, type DetailItem } from "../../../shared/widgets/DetailGrid";
import { LoadFailed } from "../../../shared/widgets/LoadFailed";
import { RecordNotFound } from "../../../shared/widgets/RecordNotFound";
import { PageLoading } from "../../../shared/widgets/PageLoading";
import { StarRating } from "../../../shared/widgets/StarRating";
import { RemindForm } from "../components/RemindForm";
import { RepairActions } from "../components/RepairActions";
import { RepairTimeline } from "../components/RepairTimeline";
import { StatusBadge } from "../components/StatusBadge";
import { detailActions } from "../detailRules";
import { lookupLabel } from "../repairForm";
import { localTime } from "../time";
import { RepairLookupsQuery } from "./RepairReportPage";
import { isRecordId } from "../../../shared/recordId";

export const RepairOrderQueryDoc = graphql(`
  query RepairOrder($id: ID!) {
    repairOrder(id: $id) {
      id
      number
      state
      status
      progress
      type
      serviceMode
      solution
      sn
      model
      description
      alarmCause
      contactName
      mobile
      email
      company
      address
      agent
      allowQueryBySn
      remark
      principalId
      principalInMyTenants
      principalAlias
      applicantId
      serviceRecord
      evaluationOverall
      evaluationResponseSpeed
      evaluationRepairQuality
      evaluationServiceAttitude
      evaluationComment
      createTime
      updateTime
      pictures {
        filename
        fileurl
        md5name
      }
      attachments {
        filename
        fileurl
        md5name
      }
      timeline {
        id
        operateType
        operatorAlias
        receiverAlias
        createTime
      }
    }
  }
`);

const LIST = "/repairorderquery";

/** /repairorderdetail?id=: the order's fields, its timeline and the steps the viewer may take. */
export function RepairOrderDetail() {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useSession().user;
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() ?? "";
  const valid = isRecordId(id);
  const { data, loading, error, refetch } = useAppQuery(RepairOrderQueryDoc, { variables: { id }, skip: !valid, fetchPolicy: "network-only", context: { errorDisplay: "log" } });
  const lookups = useAppQuery(RepairLookupsQuery, { context: { errorDisplay: "log" } });
  const order = data?.repairOrder;
  const lists = lookups.data?.repairLookups;
  const t = (id: string) => intl.formatMessage({ id });
  const items = useMemo<DetailItem[]>(
    () =>
      order
        ? [
            { id: "number", label: t("ro_field_number"), value: order.number },
            { id: "createTime", label: t("ro_field_createTime"), value: localTime(order.createTime) },
            { id: "principal", label: t("ro_field_principal"), value: order.principalAlias },
            { id: "sn", label: t("ro_field_sn"), value: order.sn },
            { id: "model", label: t("ro_field_model"), value: order.model },
            { id: "type", label: t("ro_field_type"), value: lookupLabel(lists, "repairType", order.type) },
            { id: "serviceMode", label: t("ro_field_serviceMode"), value: lookupLabel(lists, "serviceMode", order.serviceMode) },
            { id: "solution", label: t("ro_field_solution"), value: lookupLabel(lists, "solutionMode", order.solution) },
            { id: "contactName", label: t("ro_field_contactName"), value: order.contactName },
            { id: "mobile", label: t("ro_field_mobile"), value: order.mobile },
            { id: "email", label: t("ro_field_email"), value: order.email },
            { id: "company", label: t("ro_field_company"), value: order.company },
            { id: "address", label: t("ro_field_address"), value: order.address },
            { id: "agent", label: t("ro_field_agent"), value: order.agent },
            { id: "description", label: t("ro_field_description"), value: order.description },
            { id: "source", label: t("ro_field_source"), value: t(order.alarmCause ? `ro_source_${order.alarmCause}` : "ro_source_reported") },
            { id: "remark", label: t("ro_field_remark"), value: order.remark },
            { id: "serviceRecord", label: t("ro_field_serviceRecord"), value: order.serviceRecord },
            { id: "progress", label: t("ro_field_progress"), value: `${order.progress}%` },
          ]
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [order, lists, intl],
  );
  if (!valid || (error && errorInfoFrom(error).errorno === ERRNO.recordNotFound)) {
    return <RecordNotFound messageId="ro_not_found" backLabelId="ro_back" onBack={() => void navigate(LIST)} testId="repair-not-found" />;
  }
  if (error) return <LoadFailed error={error} onRetry={refetch} />;
  if (loading || !order) return <PageLoading />;
  const actions = user ? detailActions({ state: order.state, principalId: order.principalId ?? null, applicantId: order.applicantId ?? null, principalInMyTenants: order.principalInMyTenants }, { id: user.id, roles: user.roles }) : [];
  const evaluated = order.evaluationOverall !== null && order.evaluationOverall !== undefined;
  return (
    <Stack gap="4" p="4" maxW="5xl" data-testid="repair-detail" data-state={order.state}>
      <HStack justify="space-between">
        <HStack gap="3">
          <Heading as="h1" size="lg">
            <FormattedMessage id="ro_detail_title" values={{ number: order.number }} />
          </Heading>
          <StatusBadge status={order.status} />
        </HStack>
        <Button variant="outline" size="sm" onClick={() => void navigate(LIST)}>
          <FormattedMessage id="ro_back" />
        </Button>
      </HStack>
      <DetailGrid items={items} label={t("route_repairorderdetail")} emptyText="--" columns={3} testId="repair-fields" />
      {(order.pictures.length > 0 || order.attachments.length > 0) && (
        <HStack gap="3" wrap="wrap">
          {[...order.pictures, ...order.attachments].map((file) => (
            <a key={file.md5name} href={file.fileurl} target="_blank" rel="noreferrer">
              {file.filename}
            </a>
          ))}
        </HStack>
      )}
      {evaluated && (
        <Box data-testid="repair-evaluation">
          <Text fontWeight="semibold">
            <FormattedMessage id="ro_evaluation" />
          </Text>
          <HStack gap="6" wrap="wrap">
            {(
              [
                ["ro_rating_overall", order.evaluationOverall],
                ["ro_rating_responseSpeed", order.evaluationResponseSpeed],
                ["ro_rating_repairQuality", order.evaluationRepairQuality],
                ["ro_rating_serviceAttitude", order.evaluationServiceAttitude],
              ] as const
            ).map(([labelId, value]) => (
              <HStack key={labelId} gap="2">
                <Text fontSize="sm">{t(labelId)}</Text>
                <StarRating value={value ?? 0} label={t(labelId)} readOnly size={16} />
              </HStack>
            ))}
          </HStack>
          {order.evaluationComment && <Text mt="1">{order.evaluationComment}</Text>}
        </Box>
      )}
      <RepairTimeline entries={order.timeline} />
      <RepairActions key={`${order.state}-${order.principalId}`} orderId={order.id} actions={actions} onDone={() => refetch()} />
      {isRepairUnclosed(order.state) && <RemindForm orderId={order.id} />}
    </Stack>
  );
}
