import { useMutation } from "@apollo/client/react";
import { Button, Dialog, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { useErrorToast } from "../../../shared/toast/useErrorToast";
import { useSession } from "../../../shared/session/useSession";
import { DialogFrame } from '../../../shared/widgets/DialogFrame';

/** Who administers a customer, whom a transfer waits for, and whom it is shared with: what every call below refreshes. */
export const CollaborationPeopleFragment = graphql(`
  fragment CustomerCollaboration_people on Customer {
    id
    admin {
      id
      name
      account
    }
    pendingAdmin {
      id
      name
      account
    }
    collaborators {
      id
      name
      account
    }
  }
`);

export const CollaborationDoc = graphql(`
  query CustomerCollaboration($id: ID!) {
    customer(id: $id) {
      id
      name
      ...CustomerCollaboration_people @unmask
    }
    users(page: 1, pageSize: 50) {
      items {
        id
        name
        account
      }
    }
  }
`);

// Each change returns the people it may have changed, so the cache holds them before the refetch.
const ShareDoc = graphql(`
  mutation ShareCustomer($id: ID!, $userId: ID!) {
    addCustomerCollaborator(id: $id, userId: $userId) {
      id
      ...CustomerCollaboration_people
    }
  }
`);
const UnshareDoc = graphql(`
  mutation UnshareCustomer($id: ID!, $userId: ID!) {
    removeCustomerCollaborator(id: $id, userId: $userId) {
      id
      ...CustomerCollaboration_people
    }
  }
`);
const TransferDoc = graphql(`
  mutation TransferCustomerAdmin($id: ID!, $userId: ID!) {
    transferCustomerAdmin(id: $id, userId: $userId) {
      id
      ...CustomerCollaboration_people
    }
  }
`);
const CancelDoc = graphql(`
  mutation CancelCustomerAdminTransfer($id: ID!) {
    cancelCustomerAdminTransfer(id: $id) {
      id
      ...CustomerCollaboration_people
    }
  }
`);
const AcceptDoc = graphql(`
  mutation AcceptCustomerAdminTransfer($id: ID!) {
    acceptCustomerAdminTransfer(id: $id) {
      id
      ...CustomerCollaboration_people
    }
  }
`);
const ExitDoc = graphql(`
  mutation ExitCustomer($id: ID!) {
    exitCustomer(id: $id)
  }
`);

/**
 * The roster collaboration of one customer (spec part 2 section 6): its administrator shares it,
 * removes collaborators, sets one as administrator (pending until accepted) or cancels that; the
 * collaborator a transfer waits for accepts it; a collaborator exits. The server decides; the
 * buttons follow who the caller is.
 */
export function CollaborationDialog({ customerId, onClose }: { customerId: string; onClose: () => void }) {
  const intl = useIntl();
  const { showError } = useErrorToast();
  const me = useSession().user?.id ?? null;
  const { data, refetch } = useAppQuery(CollaborationDoc, { variables: { id: customerId }, fetchPolicy: "network-only" });
  const [share] = useMutation(ShareDoc);
  const [unshare] = useMutation(UnshareDoc);
  const [transfer] = useMutation(TransferDoc);
  const [cancel] = useMutation(CancelDoc);
  const [accept] = useMutation(AcceptDoc);
  const [exit] = useMutation(ExitDoc);
  const [pick, setPick] = useState("");
  const customer = data?.customer;
  const isAdmin = !!customer && customer.admin?.id === me;
  const run = (work: Promise<unknown>, after?: () => void) =>
    work.then(
      () => {
        after?.();
        void refetch().catch(() => undefined);
      },
      (e: unknown) => showError(e),
    );
  const candidates = (data?.users.items ?? []).filter((u) => u.id !== customer?.admin?.id && !customer?.collaborators.some((c) => c.id === u.id));
  return (
    <DialogFrame open onClose={onClose} size="md" testId="customer-collaboration">
      <Dialog.Header>
        <Dialog.Title>
          <FormattedMessage id="cu_collaboration" /> {customer ? `· ${customer.name}` : ""}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {customer && (
          <Stack gap="3">
            <Text data-testid="collab-admin">{intl.formatMessage({ id: "cu_administrator" }, { name: customer.admin?.name ?? "—" })}</Text>
            {customer.pendingAdmin && (
              <HStack justify="space-between">
                <Text data-testid="collab-pending">{intl.formatMessage({ id: "cu_pending" }, { name: customer.pendingAdmin.name })}</Text>
                {isAdmin && (
                  <Button size="xs" variant="outline" onClick={() => void run(cancel({ variables: { id: customerId } }))} data-testid="collab-cancel">
                    <FormattedMessage id="cu_cancel_transfer" />
                  </Button>
                )}
                {customer.pendingAdmin.id === me && (
                  <Button size="xs" colorPalette="blue" onClick={() => void run(accept({ variables: { id: customerId } }))} data-testid="collab-accept">
                    <FormattedMessage id="cu_accept_transfer" />
                  </Button>
                )}
              </HStack>
            )}
            <Text fontWeight="semibold">
              <FormattedMessage id="cu_collaborators" />
            </Text>
            <Stack gap="1" data-testid="collab-list">
              {customer.collaborators.map((c) => (
                <HStack key={c.id} justify="space-between" data-account={c.account}>
                  <Text>
                    {c.name} ({c.account})
                  </Text>
                  <HStack gap="1">
                    {isAdmin && !customer.pendingAdmin && (
                      <Button size="xs" variant="outline" onClick={() => void run(transfer({ variables: { id: customerId, userId: c.id } }))} data-testid="collab-make-admin">
                        <FormattedMessage id="cu_make_admin" />
                      </Button>
                    )}
                    {isAdmin && (
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void run(unshare({ variables: { id: customerId, userId: c.id } }))} data-testid="collab-remove">
                        <FormattedMessage id="cu_remove" />
                      </Button>
                    )}
                    {c.id === me && (
                      <Button size="xs" variant="ghost" onClick={() => void run(exit({ variables: { id: customerId } }), onClose)} data-testid="collab-exit">
                        <FormattedMessage id="cu_exit" />
                      </Button>
                    )}
                  </HStack>
                </HStack>
              ))}
            </Stack>
            {isAdmin && (
              <HStack gap="2">
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field aria-label={intl.formatMessage({ id: "cu_share_user" })} value={pick} onChange={(e) => setPick(e.target.value)} data-testid="collab-user">
                    <option value="">{intl.formatMessage({ id: "cu_share_user" })}</option>
                    {candidates.map((u) => (
                      <option key={u.id} value={u.id}>
                        {u.name} ({u.account})
                      </option>
                    ))}
                  </NativeSelect.Field>
                </NativeSelect.Root>
                <Button size="sm" disabled={!pick} onClick={() => void run(share({ variables: { id: customerId, userId: pick } }), () => setPick(""))} data-testid="collab-share">
                  <FormattedMessage id="cu_share" />
                </Button>
              </HStack>
            )}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} data-testid="collab-close">
          <FormattedMessage id="cu_close" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
