import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '../i18n/catalogue';
import type { Locale } from '../i18n/locale';
import { AppToaster } from '../toast/AppToaster';
import { toaster } from '../toast/toaster';
import { CopyLinkButton } from './CopyLinkButton';

// jsdom has neither the Clipboard API nor document.execCommand: each test installs the browser
// behaviour it is about (a clipboard that records, one that refuses, the legacy command).
type Nav = { clipboard?: { writeText: (text: string) => Promise<void> } };
const nav = navigator as unknown as Nav;
const doc = document as unknown as {
  execCommand?: (command: string) => boolean;
};

let clipboard: string[];
beforeEach(() => {
  clipboard = [];
  window.history.replaceState(null, '', '/devicedetailskanban?uuid=dev-1&product_id=7');
});
afterEach(() => {
  delete nav.clipboard;
  delete doc.execCommand;
  act(() => toaster.remove());
});

async function setup(locale: Locale = 'en', getLink?: () => string) {
  await act(async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <IntlProvider locale={locale} messages={messagesFor(locale)}>
          <CopyLinkButton getLink={getLink} />
          <AppToaster />
        </IntlProvider>
      </ChakraProvider>,
    );
  });
}

// As a keyboard user would: focus the button, then activate it.
const click = async (name: string) => {
  const button = screen.getByRole('button', { name });
  button.focus();
  await act(async () => {
    fireEvent.click(button);
    // Let the toaster render its toast inside act (as useErrorToast's test does).
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
};

describe('CopyLinkButton', () => {
  it('copies the page URL with its query through the Clipboard API and says so', async () => {
    nav.clipboard = { writeText: async (text) => void clipboard.push(text) };
    await setup();
    await click('Copy link');
    expect(clipboard).toEqual(['http://localhost/devicedetailskanban?uuid=dev-1&product_id=7']);
    expect(await screen.findByText('Copied successfully')).toBeTruthy();
  });

  it('falls back to the legacy copy command when the Clipboard API refuses (plain HTTP)', async () => {
    nav.clipboard = {
      writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    };
    doc.execCommand = (command) => {
      const field = document.activeElement as HTMLTextAreaElement;
      clipboard.push(`${command}:${field.value.slice(field.selectionStart, field.selectionEnd)}`);
      return true;
    };
    await setup('zh-CN', () => 'http://kanban.local/x?uuid=a');
    await click('复制链接');
    expect(clipboard).toEqual(['copy:http://kanban.local/x?uuid=a']);
    expect(await screen.findByText('复制成功')).toBeTruthy();
    // The off-screen field is gone and the focus is back on the button.
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '复制链接' }));
  });

  it('says the copy failed when neither way works', async () => {
    doc.execCommand = () => false;
    await setup();
    await click('Copy link');
    expect(await screen.findByText('Copy failed')).toBeTruthy();
    expect(screen.queryByText('Copied successfully')).toBeNull();
  });

  it('says the copy failed in Chinese too', async () => {
    await setup('zh-CN');
    await click('复制链接');
    expect(await screen.findByText('复制失败')).toBeTruthy();
  });

  it('is a button reachable by keyboard with its name', async () => {
    await setup();
    const button = screen.getByRole('button', { name: 'Copy link' });
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('type')).toBe('button');
  });
});
