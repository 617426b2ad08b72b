import { useMutation } from "@apollo/client/react";
import { Box, Button, Center, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { ERRNO } from "@contract/error-catalogue";
import { PUBLIC_REPAIR_FILES_PATH, PUBLIC_REPAIR_LIMITS, REPAIR_PASS_HEADER } from "@contract/repair-orders";
import { useCallback, useMemo, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { graphql } from "../../../gql";
import type { RepairLookupKind } from "../../../gql/graphql";
import { errorInfoFrom } from "../../../shared/api/errors";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { ContractForm } from "../../../shared/forms/ContractForm";
import { TextField } from "../../../shared/forms/TextField";
import { useContractForm } from "../../../shared/forms/useContractForm";
import { DRAG_VERIFY_SIZE } from "../../../shared/widgets/dragVerify";
import { DragVerify } from "../../../shared/widgets/DragVerify";
import { PageLoading } from "../../../shared/widgets/PageLoading";
import type { FileEndpoint } from "../../../shared/widgets/attachments/fileTransport";
import { useErrorToast } from "../../../shared/toast/useErrorToast";
import { RepairReportForm } from "../components/RepairReportForm";
import { StatusBadge } from "../components/StatusBadge";
import { EMPTY_REPAIR, repairInput } from "../repairForm";
import { localTime } from "../time";

const PublicFormQuery = graphql(`
  query PublicRepairForm($sn: String!) {
    publicRepairForm(sn: $sn) {
      sn
      model
      lookups {
        kind
        entries {
          key
          label
        }
      }
    }
  }
`);
const BySnQuery = graphql(`
  query PublicRepairsBySn($sn: String!) {
    publicRepairsBySn(sn: $sn) {
      number
      status
      progress
      createTime
      updateTime
    }
  }
`);
const ChallengeMutation = graphql(`
  mutation RepairReportChallenge {
    repairReportChallenge
  }
`);
const PassMutation = graphql(`
  mutation RepairReportPass($sn: String!, $challenge: String!) {
    repairReportPass(sn: $sn, challenge: $challenge) {
      pass
      expiresAt
    }
  }
`);
const PublicReportMutation = graphql(`
  mutation ReportRepairPublic($input: PublicRepairInput!) {
    reportRepairPublic(input: $input) {
      number
      allowQueryBySn
    }
  }
`);

type SnValues = { sn: string };
const snRules = (values: SnValues) => (values.sn.trim() ? {} : { sn: "repair_field_required" as const });

/** The SN entry when the page was opened without one (or with an unknown one). */
function SnEntry({ initial, onSn }: { initial: string; onSn: (sn: string) => void }) {
  const intl = useIntl();
  const form = useContractForm<SnValues>({ defaultValues: { sn: initial }, rules: snRules });
  return (
    <ContractForm form={form} label={intl.formatMessage({ id: "ro_field_sn" })} onSubmit={form.submitWith(async ({ sn }) => onSn(sn.trim()))}>
      <HStack align="flex-end" gap="3">
        <TextField name="sn" labelId="ro_field_sn" helperId="ro_public_sn_prompt" required maxLength={100} />
        <Button type="submit" colorPalette="blue" data-testid="public-sn-open">
          <FormattedMessage id="ro_open" />
        </Button>
      </HStack>
    </ContractForm>
  );
}

/** "Query my repair by SN": the orders of the machine whose requester allowed it. */
function QueryBySn({ sn }: { sn: string }) {
  const [asked, setAsked] = useState(false);
  const { data, loading, refetch } = useAppQuery(BySnQuery, { variables: { sn }, skip: !asked, fetchPolicy: "network-only" });
  const found = data?.publicRepairsBySn;
  return (
    <Stack gap="2" data-testid="public-query">
      <Button variant="outline" alignSelf="flex-start" loading={loading} onClick={() => (asked ? void refetch().catch(() => undefined) : setAsked(true))} data-testid="public-query-button">
        <FormattedMessage id="ro_query_by_sn" />
      </Button>
      {found && found.length === 0 && (
        <Text color="fg.muted">
          <FormattedMessage id="ro_query_none" />
        </Text>
      )}
      {found?.map((order) => (
        <HStack key={order.number} gap="3" data-testid="public-query-row">
          <Text fontFamily="mono">{order.number}</Text>
          <StatusBadge status={order.status} />
          <Text color="fg.muted" fontSize="sm">
            {order.progress}% · {localTime(order.updateTime)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

/** Resolves after `ms` (a real wait in the browser: the server counts a verification only after a human's time). */
const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * /repair/report?sn=: the public repair report (no sign-in), reached from a machine's QR page
 * or by SN: the report form for that machine, protected by the drag verification (a
 * server-signed challenge fetched when the slider starts, exchanged once passed for a pass of
 * this SN) and the server's rate limits; and "query my repair by SN". Pictures and attachments
 * are uploaded with the pass (the attachment widget of every form, on the public endpoint), and
 * the report spends it; when it ends (expired, used) the files go with it and the slider again.
 */
export function PublicRepairPage() {
  const intl = useIntl();
  const { showError } = useErrorToast();
  const [params, setParams] = useSearchParams();
  const sn = params.get("sn")?.trim() ?? "";
  const { data, loading } = useAppQuery(PublicFormQuery, { variables: { sn }, skip: !sn, fetchPolicy: "network-only" });
  const [fetchChallenge] = useMutation(ChallengeMutation);
  const [fetchPass] = useMutation(PassMutation);
  const [report] = useMutation(PublicReportMutation);
  const [verify, setVerify] = useState<"start" | "slide" | "passed">("start");
  const challenge = useRef<{ token: string; at: number } | null>(null);
  // A new slider for each challenge; it stays as it is (passed) while its challenge becomes the pass.
  const [slider, setSlider] = useState(0);
  const [pass, setPass] = useState<string | null>(null);
  const [filesEpoch, setFilesEpoch] = useState(0);
  const [receipt, setReceipt] = useState<string | null>(null);
  const machine = data?.publicRepairForm;
  const machineSn = machine?.sn;

  const startVerify = useCallback(async () => {
    const result = await fetchChallenge();
    const token = result.data?.repairReportChallenge;
    if (token) {
      challenge.current = { token, at: Date.now() };
      setSlider((n) => n + 1);
      setVerify("slide");
    }
  }, [fetchChallenge]);

  /** The slider passed: its challenge (once, after a human's time) becomes the pass of this SN. */
  const passed = useCallback(async () => {
    const held = challenge.current;
    challenge.current = null;
    if (!held || !machineSn) return;
    try {
      const young = PUBLIC_REPAIR_LIMITS.minHumanMs - (Date.now() - held.at);
      if (young > 0) await after(young + 50);
      const { data: answer } = await fetchPass({ variables: { sn: machineSn, challenge: held.token } });
      if (!answer?.repairReportPass) throw new Error("no pass");
      setPass(answer.repairReportPass.pass);
      setVerify("passed");
    } catch (error) {
      showError(error);
      setVerify("start");
    }
  }, [fetchPass, machineSn, showError]);
  const onPass = useCallback(() => void passed(), [passed]);

  const fileEndpoint = useMemo<FileEndpoint | undefined>(() => (pass ? { path: PUBLIC_REPAIR_FILES_PATH, headers: { [REPAIR_PASS_HEADER]: pass } } : undefined), [pass]);

  return (
    <Center minH="100vh" px="4" py="8" bg="bg.muted">
      <Box as="main" bg="bg" borderRadius="xl" boxShadow="lg" p={{ base: "5", md: "8" }} w="full" maxW="3xl" data-testid="public-repair">
        {!sn || (!loading && !machine) ? (
          <Stack gap="4">
            <Heading as="h1" size="lg">
              <FormattedMessage id="ro_public_title" />
            </Heading>
            {sn && (
              <Text color="red.fg" data-testid="public-unknown-sn">
                <FormattedMessage id="ro_unknown_sn" />
              </Text>
            )}
            <SnEntry initial={sn} onSn={(next) => setParams({ sn: next })} />
          </Stack>
        ) : loading || !machine ? (
          <PageLoading />
        ) : receipt ? (
          <Stack gap="4">
            <Heading as="h1" size="lg">
              <FormattedMessage id="ro_public_title" />
            </Heading>
            <Text data-testid="public-receipt">
              <FormattedMessage id="ro_public_done" values={{ number: receipt }} />
            </Text>
            <QueryBySn sn={machine.sn} />
          </Stack>
        ) : (
          <Stack gap="6">
            <RepairReportForm
              titleId="ro_public_title"
              initial={{ ...EMPTY_REPAIR, sn: machine.sn, model: machine.model }}
              lookups={machine.lookups.map((l) => ({ kind: l.kind as RepairLookupKind, entries: l.entries }))}
              withFiles
              fileEndpoint={fileEndpoint}
              filesLockedHintId={pass ? undefined : "ro_files_after_verify"}
              filesEpoch={filesEpoch}
              submitDisabled={verify !== "passed"}
              extra={
                verify === "start" ? (
                  <Button type="button" variant="outline" w="full" maxW={`${DRAG_VERIFY_SIZE.width}px`} h={`${DRAG_VERIFY_SIZE.height}px`} onClick={() => void startVerify()} data-testid="verify-start">
                    <FormattedMessage id="verify_start" />
                  </Button>
                ) : (
                  <DragVerify key={slider} onPass={onPass} autoFocus={verify === "slide"} />
                )
              }
              onSubmit={async (values) => {
                if (!pass) throw new Error(intl.formatMessage({ id: "ro_verify_first" }));
                try {
                  const { data: answer } = await report({ variables: { input: { ...repairInput(values), pass } } });
                  if (answer?.reportRepairPublic) setReceipt(answer.reportRepairPublic.number);
                } catch (error) {
                  // The pass ended (expired, used, another SN): its files go with it, and the slider again.
                  if (errorInfoFrom(error).errorno === ERRNO.repairVerificationInvalid) {
                    setPass(null);
                    setVerify("start");
                    setFilesEpoch((n) => n + 1);
                  }
                  throw error;
                }
              }}
            />
            <QueryBySn sn={machine.sn} />
          </Stack>
        )}
      </Box>
    </Center>
  );
}
