import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '../i18n/catalogue';
import type { Locale } from '../i18n/locale';
import { ConfirmDialog } from './ConfirmDialog';

/** A page that opens the dialog for an action it is given, as the list screens do. */
function Page({ action }: { action: () => Promise<unknown> | void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <ConfirmDialog open={open} title="提示" body="是否删除看板：A" danger onConfirm={action} onClose={() => setOpen(false)} />
    </>
  );
}

async function setup(action: () => Promise<unknown> | void, locale: Locale = 'en') {
  await act(async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <IntlProvider locale={locale} messages={messagesFor(locale)}>
          <Page action={action} />
        </IntlProvider>
      </ChakraProvider>,
    );
  });
}

describe('ConfirmDialog', () => {
  it('asks as an alert dialog with the title, the question and the default buttons in the language', async () => {
    await setup(() => undefined, 'zh-CN');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('提示');
    expect(dialog.textContent).toContain('是否删除看板：A');
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '确定' })).toBeTruthy();
  });

  it('waits for an action that returns a promise, acting once however often it is clicked, then closes', async () => {
    let finish!: () => void;
    const action = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await setup(action);
    const ok = await screen.findByTestId('confirm-ok');
    await act(async () => {
      fireEvent.click(ok);
    });
    await act(async () => {
      fireEvent.click(ok);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('state').textContent).toBe('open');
    await act(async () => finish());
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });

  it('cancels without acting', async () => {
    const action = jest.fn();
    await setup(action);
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    });
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });
});
