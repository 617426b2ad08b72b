import { useMutation } from "@apollo/client/react";
import { Box } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { graphql } from "../../../gql";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { TOAST_DURATION_MS, toaster } from "../../../shared/toast/toaster";
import { RepairReportForm } from "../components/RepairReportForm";
import { EMPTY_REPAIR, repairInput } from "../repairForm";

/** A lookup list as the forms and the lookup editor read it (spread `@unmask`ed: they read it themselves). */
export const RepairLookupListFields = graphql(`
  fragment RepairLookupListFields on RepairLookupList {
    kind
    tenantId
    entries {
      key
      label
    }
  }
`);

export const RepairLookupsQuery = graphql(`
  query RepairLookups {
    repairLookups {
      ...RepairLookupListFields @unmask
    }
  }
`);

const ReportMutation = graphql(`
  mutation ReportRepairOrder($input: RepairOrderInput!) {
    reportRepairOrder(input: $input) {
      id
      number
      state
    }
  }
`);

/** /createrepairorder: the report form; submit reports the repair and opens its detail. */
export function RepairReportPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  // Lookups load quietly: without them the selects are empty, the form still works (spec part 1 section 8: only logged).
  const lookups = useAppQuery(RepairLookupsQuery, { context: { errorDisplay: "log" } });
  const [report] = useMutation(ReportMutation, { refetchQueries: ["RepairOrders"] });
  return (
    <Box p="4">
      <RepairReportForm
        titleId="ro_report_title"
        initial={EMPTY_REPAIR}
        lookups={lookups.data?.repairLookups}
        withFiles
        onSubmit={async (values) => {
          const { data } = await report({ variables: { input: repairInput(values) } });
          const created = data?.reportRepairOrder;
          if (!created) return;
          toaster.success({ title: intl.formatMessage({ id: "ro_submitted" }, { number: created.number }), duration: TOAST_DURATION_MS });
          void navigate(`/repairorderdetail?id=${encodeURIComponent(created.id)}`);
        }}
        onCancel={() => void navigate("/repairorderquery")}
      />
    </Box>
  );
}
