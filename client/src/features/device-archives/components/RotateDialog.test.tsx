import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from '../../../../jest/renderScreen';
import type { ScriptedErrors, ScriptedLink } from '../../../../jest/scriptedLink';
import type { Locale } from '../../../shared/i18n/locale';
import { toaster } from '../../../shared/toast/toaster';
import { RotateDialog } from './RotateDialog';

jest.setTimeout(30_000);

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const click = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
    await settle();
  });
};
const requests = (link: ScriptedLink, name: string) => link.requests.filter((r) => r.operationName === name);
const ISSUED = { rotateDeviceCredential: { __typename: 'DeviceCredentialIssued', username: 'dev-qilu-laser-01', password: 'n3w-s3cret-passw0rd', mqttPort: 1883 } };

async function show(answer: Record<string, unknown> | ScriptedErrors, locale: Locale = 'en') {
  const onClose = jest.fn();
  const link = await renderScreen(<RotateDialog target={{ id: '7', devalias: 'QiluLaser1' }} onClose={onClose} />, { answers: { RotateDeviceCredential: answer }, locale });
  return { link, onClose };
}

afterEach(() => act(() => toaster.remove()));

describe('RotateDialog', () => {
  it('asks before issuing a new MQTT password, then shows the new one once the question has closed', async () => {
    const { link, onClose } = await show(ISSUED);
    const question = screen.getByTestId('rotate-dialog');
    expect(within(question).getByText('New MQTT password')).toBeTruthy();
    expect(question.textContent).toContain('Issue a new MQTT password for QiluLaser1?');
    expect(requests(link, 'RotateDeviceCredential')).toHaveLength(0);
    expect(screen.queryByTestId('credential-dialog')).toBeNull();

    await click(within(question).getByTestId('confirm-ok'));
    expect(requests(link, 'RotateDeviceCredential').map((r) => r.variables)).toEqual([{ id: '7' }]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect((await screen.findByTestId('credential-dialog')).textContent).toContain('n3w-s3cret-passw0rd');
  });

  it('cancels without sending anything', async () => {
    const { link, onClose } = await show(ISSUED, 'zh-CN');
    const question = screen.getByTestId('rotate-dialog');
    expect(question.textContent).toContain('为 QiluLaser1 重置MQTT密码？');
    await click(within(question).getByText('取消'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(requests(link, 'RotateDeviceCredential')).toHaveLength(0);
    expect(screen.queryByTestId('credential-dialog')).toBeNull();
  });

  it('says a refusal and shows no password', async () => {
    const { onClose } = await show({ errors: [{ message: 'The device SN does not exist', extensions: { code: 'NOT_FOUND', errorno: 1132005 } }] });
    await click(within(screen.getByTestId('rotate-dialog')).getByTestId('confirm-ok'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('credential-dialog')).toBeNull();
    expect(await screen.findByText('The device SN does not exist')).toBeTruthy();
  });
});
