import { useMutation } from "@apollo/client/react";
import { Box, Button, Dialog, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { REPAIR_LIMITS } from "@contract/repair-orders";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { validationMessageId } from "../../../shared/i18n/contractMessages";
import { TOAST_DURATION_MS, toaster } from "../../../shared/toast/toaster";
import { useErrorToast } from "../../../shared/toast/useErrorToast";
import { LoadFailed } from "../../../shared/widgets/LoadFailed";
import { LOOKUP_KINDS, type LookupKind, type LookupRow, lookupEntries, lookupOwner, lookupProblems } from "../lookupLists";
import { RepairLookupsQuery } from "../routes/RepairReportPage";
import { DialogFrame } from "../../../shared/widgets/DialogFrame";

const OwnTenantQuery = graphql(`
  query LookupEditorMe {
    me {
      id
      tenantId
    }
  }
`);
const ReplaceMutation = graphql(`
  mutation ReplaceRepairLookup($kind: RepairLookupKind!, $entries: [RepairLookupEntryInput!]!) {
    replaceRepairLookup(kind: $kind, entries: $entries) {
      ...RepairLookupListFields @unmask
    }
  }
`);
const ResetMutation = graphql(`
  mutation ResetRepairLookup($kind: RepairLookupKind!) {
    resetRepairLookup(kind: $kind) {
      ...RepairLookupListFields @unmask
    }
  }
`);

/**
 * The lookup lists of the caller's tenant (spec part 1 section 3: enterprises, repair types,
 * solution modes, service modes), for its administrators: a list is the tenant's own, or the
 * nearest ancestor's until the tenant saves its own; "use the inherited list" removes the own one.
 */
export function LookupListsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <DialogFrame open={open} onClose={onClose} testId="lookup-dialog" size="lg">
      {open && <LookupEditor onClose={onClose} />}
    </DialogFrame>
  );
}

function LookupEditor({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const lists = useAppQuery(RepairLookupsQuery, { fetchPolicy: "network-only" });
  const me = useAppQuery(OwnTenantQuery);
  const [kind, setKind] = useState<LookupKind>("repairType");
  const [edited, setEdited] = useState<Partial<Record<LookupKind, LookupRow[]>>>({});
  const [tried, setTried] = useState(false);
  const [replace, replacing] = useMutation(ReplaceMutation);
  const [reset, resetting] = useMutation(ResetMutation);
  const { showError } = useErrorToast();
  if (lists.error) return <LoadFailed error={lists.error} onRetry={() => void lists.refetch()} />;
  const list = lists.data?.repairLookups.find((l) => l.kind === kind);
  if (!list) return null;
  const rows = edited[kind] ?? list.entries.map((e) => ({ key: e.key, label: e.label }));
  const setRows = (next: LookupRow[]) => setEdited({ ...edited, [kind]: next });
  const owner = lookupOwner(list.tenantId, me.data?.me.tenantId);
  const problems = lookupProblems(rows);
  const message = (p: { key: string; params?: Record<string, string | number> }) => intl.formatMessage({ id: validationMessageId(p.key as never) }, p.params);
  const done = async (work: () => Promise<unknown>) => {
    try {
      await work();
      setEdited({ ...edited, [kind]: undefined });
      setTried(false);
      toaster.success({ title: intl.formatMessage({ id: "ro_lookup_saved" }), duration: TOAST_DURATION_MS });
    } catch (error) {
      showError(error);
    }
  };
  const save = () => {
    setTried(true);
    if (Object.keys(problems).length) return;
    void done(() => replace({ variables: { kind, entries: lookupEntries(rows) }, refetchQueries: [RepairLookupsQuery] }));
  };
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>
          <FormattedMessage id="ro_lookup_title" />
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <NativeSelect.Root size="sm" w="14rem">
            <NativeSelect.Field aria-label={intl.formatMessage({ id: "ro_lookup_kind" })} value={kind} onChange={(e) => (setKind(e.currentTarget.value as LookupKind), setTried(false))} data-testid="lookup-kind">
              {LOOKUP_KINDS.map((k) => (
                <option key={k} value={k}>
                  {intl.formatMessage({ id: `ro_lookup_kind_${k}` })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Text fontSize="sm" color="fg.muted" data-testid="lookup-owner" data-owner={owner}>
            <FormattedMessage id={`ro_lookup_owner_${owner}`} />
          </Text>
          {rows.map((row, i) => (
            <Box key={i}>
              <HStack gap="2">
                <Input size="sm" w="10rem" maxLength={REPAIR_LIMITS.lookupKey} aria-label={`${intl.formatMessage({ id: "ro_lookup_key" })} ${i + 1}`} value={row.key} onChange={(e) => setRows(rows.map((r, k) => (k === i ? { ...r, key: e.currentTarget.value } : r)))} />
                <Input size="sm" flex="1" maxLength={REPAIR_LIMITS.lookupLabel} aria-label={`${intl.formatMessage({ id: "ro_lookup_label" })} ${i + 1}`} value={row.label} onChange={(e) => setRows(rows.map((r, k) => (k === i ? { ...r, label: e.currentTarget.value } : r)))} />
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRows(rows.filter((_, k) => k !== i))}>
                  <FormattedMessage id="ro_lookup_remove" />
                </Button>
              </HStack>
              {tried &&
                ["key", "label"].map((field) =>
                  problems[`${i}.${field}`] ? (
                    <Text key={field} fontSize="xs" color="red.fg" data-testid={`lookup-problem-${i}.${field}`}>
                      {intl.formatMessage({ id: `ro_lookup_${field}` })}: {message(problems[`${i}.${field}`])}
                    </Text>
                  ) : null,
                )}
            </Box>
          ))}
          {tried && problems.list && (
            <Text fontSize="sm" color="red.fg" data-testid="lookup-problem-list">
              {message(problems.list)}
            </Text>
          )}
          <Button size="sm" variant="outline" alignSelf="start" disabled={rows.length >= REPAIR_LIMITS.lookupEntries} onClick={() => setRows([...rows, { key: "", label: "" }])} data-testid="lookup-add">
            <FormattedMessage id="ro_lookup_add" />
          </Button>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {owner === "own" && (
          <Button variant="ghost" loading={resetting.loading} onClick={() => void done(() => reset({ variables: { kind }, refetchQueries: [RepairLookupsQuery] }))} data-testid="lookup-reset">
            <FormattedMessage id="ro_lookup_reset" />
          </Button>
        )}
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="ro_lookup_close" />
        </Button>
        <Button colorPalette="blue" loading={replacing.loading} onClick={save} data-testid="lookup-save">
          <FormattedMessage id="ro_lookup_save" />
        </Button>
      </Dialog.Footer>
    </>
  );
}
