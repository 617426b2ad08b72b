import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { ContractForm } from '../../../shared/forms/ContractForm';
import { SelectField } from '../../../shared/forms/SelectField';
import { TextField } from '../../../shared/forms/TextField';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { TOAST_DURATION_MS, toaster } from '../../../shared/toast/toaster';
import { DetailGrid } from '../../../shared/widgets/DetailGrid';
import { type CheckInValues, type EditedMember, GENDER_OPTIONS, type MemberFormValues, STATUS_OPTIONS, checkInRules, genderLabelId, memberFormValues, memberInput, memberRules, statusLabelId } from '../memberRules';
import { DialogFrame, DialogCloseButton } from '../../../shared/widgets/DialogFrame';

const UpdateMemberMutation = graphql(`
  mutation UpdateMember($id: ID!, $input: MemberInput!) {
    updateMember(id: $id, input: $input) {
      id
      remarkName
      gender
      status
      serviceCustomerId
      serviceCustomerName
      location
      updatedAt
    }
  }
`);

const CheckInMutation = graphql(`
  mutation CheckIn($place: String!) {
    checkIn(place: $place) {
      id
      at
      place
    }
  }
`);

const MemberCustomersQuery = graphql(`
  query MemberCustomerChoices {
    memberCustomerChoices {
      id
      name
    }
  }
`);

const MemberDetailQuery = graphql(`
  query MemberDetail($id: ID!) {
    member(id: $id) {
      id
      account
      name
      role
      phone
      email
      remarkName
      gender
      status
      serviceCustomerName
      location
      updatedAt
      checkIns {
        id
        at
        place
      }
    }
  }
`);

const localTime = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

/** A member's detail (spec part 2 section 3): profile and the latest check-ins (time and place). */
export function MemberDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <DialogFrame open={id !== null} onClose={onClose} testId="member-detail">
      {id && <Detail id={id} onClose={onClose} />}
    </DialogFrame>
  );
}

function Detail({ id, onClose }: { id: string; onClose: () => void }) {
  const intl = useIntl();
  const { data } = useAppQuery(MemberDetailQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const m = data?.member;
  const label = (messageId: string) => intl.formatMessage({ id: messageId });
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{m ? m.remarkName || m.name : ''}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {m && (
          <Stack gap="4">
            <DetailGrid
              columns={2}
              label={label('members_detail')}
              emptyText="--"
              items={[
                { id: 'account', label: label('members_col_account'), value: m.account },
                { id: 'name', label: label('members_col_name'), value: m.name },
                { id: 'phone', label: label('members_col_phone'), value: m.phone },
                { id: 'email', label: label('members_col_email'), value: m.email },
                { id: 'remark', label: label('members_col_remark'), value: m.remarkName },
                { id: 'gender', label: label('members_col_gender'), value: label(genderLabelId(m.gender)) },
                { id: 'status', label: label('members_col_status'), value: label(statusLabelId(m.status)) },
                { id: 'customer', label: label('members_col_customer'), value: m.serviceCustomerName },
                { id: 'location', label: label('members_col_location'), value: m.location },
              ]}
            />
            <Text fontWeight="semibold">
              <FormattedMessage id="members_check_ins" />
            </Text>
            {m.checkIns.length === 0 ? (
              <Text color="fg.muted">
                <FormattedMessage id="members_no_check_ins" />
              </Text>
            ) : (
              <Stack as="ul" gap="1" data-testid="member-check-ins">
                {m.checkIns.map((c) => (
                  <Text as="li" key={c.id} listStyleType="none">
                    {localTime(c.at)} · {c.place}
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="members_close" />
        </Button>
      </Dialog.Footer>
      <DialogCloseButton />
    </>
  );
}

/** Edits a member's profile: remark name, gender, status, current service customer, location. */
export function MemberEditDialog({ member, onClose, onSaved }: { member: EditedMember | null; onClose: () => void; onSaved: () => unknown }) {
  return (
    <DialogFrame open={member !== null} onClose={onClose} testId="member-edit">
      {member && <EditForm member={member} onClose={onClose} onSaved={onSaved} />}
    </DialogFrame>
  );
}

function EditForm({ member, onClose, onSaved }: { member: EditedMember; onClose: () => void; onSaved: () => unknown }) {
  const intl = useIntl();
  const form = useContractForm<MemberFormValues>({ defaultValues: memberFormValues(member), rules: memberRules });
  const [update] = useMutation(UpdateMemberMutation);
  const customers = useAppQuery(MemberCustomersQuery);
  const customerOptions = useMemo(() => (customers.data?.memberCustomerChoices ?? []).map((c) => ({ value: c.id, label: c.name })), [customers.data]);
  const options = (list: readonly { value: string; labelId: string }[]) => list.map((o) => ({ value: o.value, label: intl.formatMessage({ id: o.labelId }) }));
  const submit = form.submitWith(async (values) => {
    await update({ variables: { id: member.id, input: memberInput(values) } });
    toaster.success({ title: intl.formatMessage({ id: 'members_saved' }), duration: TOAST_DURATION_MS });
    onClose();
    await Promise.resolve(onSaved()).catch(() => undefined);
  });
  return (
    <>
      <ContractForm form={form} onSubmit={submit} style={{ display: 'contents' }}>
        <Dialog.Header>
          <Dialog.Title>
            <FormattedMessage id="members_dialog_edit" />
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="3">
            <TextField name="remarkName" labelId="members_field_remark" autoComplete="off" autoFocus />
            <SelectField name="gender" labelId="members_field_gender" options={options(GENDER_OPTIONS)} required />
            <SelectField name="status" labelId="members_field_status" options={options(STATUS_OPTIONS)} required />
            <SelectField name="serviceCustomerId" labelId="members_field_customer" options={customerOptions} placeholder={intl.formatMessage({ id: 'members_customer_none' })} />
            <TextField name="location" labelId="members_field_location" autoComplete="off" />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} type="button">
            <FormattedMessage id="common_cancel" />
          </Button>
          <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting} data-testid="member-save">
            <FormattedMessage id="members_save" />
          </Button>
        </Dialog.Footer>
      </ContractForm>
      <DialogCloseButton />
    </>
  );
}

/** The signed-in member checks in: now, at a place (1-100 characters). */
export function CheckInDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => unknown }) {
  return (
    <DialogFrame open={open} onClose={onClose} testId="member-check-in">
      <CheckInForm onClose={onClose} onSaved={onSaved} />
    </DialogFrame>
  );
}

function CheckInForm({ onClose, onSaved }: { onClose: () => void; onSaved: () => unknown }) {
  const intl = useIntl();
  const form = useContractForm<CheckInValues>({ defaultValues: { place: '' }, rules: checkInRules });
  const [checkIn] = useMutation(CheckInMutation);
  const submit = form.submitWith(async (values) => {
    await checkIn({ variables: { place: values.place.trim() } });
    toaster.success({ title: intl.formatMessage({ id: 'members_checked_in' }), duration: TOAST_DURATION_MS });
    onClose();
    await Promise.resolve(onSaved()).catch(() => undefined);
  });
  return (
    <>
      <ContractForm form={form} onSubmit={submit} style={{ display: 'contents' }}>
        <Dialog.Header>
          <Dialog.Title>
            <FormattedMessage id="members_dialog_check_in" />
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <TextField name="place" labelId="members_field_place" autoComplete="off" autoFocus required />
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} type="button">
            <FormattedMessage id="common_cancel" />
          </Button>
          <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting} data-testid="check-in-save">
            <FormattedMessage id="members_check_in" />
          </Button>
        </Dialog.Footer>
      </ContractForm>
      <DialogCloseButton />
    </>
  );
}
