import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { FileEntryValue } from '@contract/files';
import { VALIDATION_MESSAGES } from '@contract/validation-messages';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '../i18n/catalogue';
import { defineMessages } from '../i18n/defineMessages';
import { AppToaster } from '../toast/AppToaster';
import { toaster } from '../toast/toaster';
import { FakeXhr } from '../widgets/attachments/fakeXhr';
import { AttachmentField } from './AttachmentField';
import { ContractForm } from './ContractForm';
import { useContractForm } from './useContractForm';

type Values = { name: string; cover: FileEntryValue[] };
const labels = defineMessages({ form_cover: { en: 'Cover picture', zh: '封面图' } });
const stored = (name: string): FileEntryValue => ({ filename: name, md5name: `md5-${name}`, bucketname: 'ncmaintain', fileurl: `/files/ncmaintain/md5-${name}`, filesize: 2048 });

/** A product form's cover picture as a feature would write it: exactly one picture, required. */
function CoverForm({ action, initial }: { action: (values: Values) => Promise<unknown>; initial: FileEntryValue[] }) {
  // A contract key stands in for the manuals' own "cover picture required" key.
  const form = useContractForm<Values>({ defaultValues: { name: 'x', cover: initial }, rules: ({ cover }) => ({ cover: cover.length === 1 ? null : 'name_required' }) });
  return (
    <ContractForm form={form} onSubmit={form.submitWith(action)} label="product">
      <AttachmentField name="cover" labelId="form_cover" kind="picture" maxCount={1} required />
      <Button type="submit">save</Button>
    </ContractForm>
  );
}

let restore: () => void;
beforeEach(() => (restore = FakeXhr.install()));
afterEach(() => {
  restore();
  act(() => toaster.remove());
});

async function setup(initial: FileEntryValue[] = []) {
  const action = jest.fn(async () => undefined);
  await act(async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <IntlProvider locale="en" messages={messagesFor('en', { test: labels })}>
          <CoverForm action={action} initial={initial} />
          <AppToaster />
        </IntlProvider>
      </ChakraProvider>,
    );
  });
  return { action };
}

const submit = () => act(async () => fireEvent.submit(screen.getByRole('form', { name: 'product' })));

describe('AttachmentField', () => {
  it('shows the stored files of the form and submits them', async () => {
    const { action } = await setup([stored('front.png')]);
    expect(screen.getByRole('group', { name: 'Cover picture' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview front.png' })).toBeTruthy();
    await submit();
    expect(action).toHaveBeenCalledWith({ name: 'x', cover: [stored('front.png')] });
  });

  it("holds what was uploaded as the field value, and shows the rule's message until then", async () => {
    const { action } = await setup();
    await submit();
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByText(VALIDATION_MESSAGES.name_required.en)).toBeTruthy();
    const picked = new File(['x'], 'front.png');
    await act(async () => fireEvent.change(screen.getByTestId('attachments-input'), { target: { files: [picked] } }));
    await act(async () => FakeXhr.sent[0].respond(200, { result: 'success', value: stored('front.png') }));
    expect(screen.queryByText(VALIDATION_MESSAGES.name_required.en)).toBeNull();
    await submit();
    expect(action).toHaveBeenCalledWith({ name: 'x', cover: [stored('front.png')] });
  });
});
