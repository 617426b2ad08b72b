import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '../i18n/catalogue';
import { type CookieJar, SECONDS_COOKIE, WAIT_COOKIE } from './codeButton';
import { type Ticker, VerificationCodeButton, type VerificationCodeButtonProps } from './VerificationCodeButton';

/** A ticker that ticks when the test says so. */
function manualTicker() {
  const running = new Set<() => void>();
  const ticker: Ticker = (fn) => {
    running.add(fn);
    return () => running.delete(fn);
  };
  return { ticker, tick: (n = 1) => act(() => Array.from({ length: n }).forEach(() => running.forEach((fn) => fn()))), running };
}

function memoryJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const jar: CookieJar = { get: (n) => values.get(n), set: (n, v) => void values.set(n, v), remove: (n) => void values.delete(n) };
  return { jar, values };
}

function renderButton(props: Partial<VerificationCodeButtonProps> & Pick<VerificationCodeButtonProps, 'jar' | 'ticker'>, locale: 'en' | 'zh-CN' = 'en') {
  const all: VerificationCodeButtonProps = { inputValid: true, phone: '+8613800000002', onSend: async () => undefined, ...props };
  const view = (p: VerificationCodeButtonProps) => (
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <VerificationCodeButton {...p} />
      </IntlProvider>
    </ChakraProvider>
  );
  const result = render(view(all));
  return { ...result, rerenderWith: (p: Partial<VerificationCodeButtonProps>) => result.rerender(view({ ...all, ...p })) };
}

const button = () => screen.getByTestId('code-button') as HTMLButtonElement;

describe('VerificationCodeButton', () => {
  it('is disabled until the parent says the input is valid and the phone is filled', () => {
    const { jar } = memoryJar();
    const { ticker } = manualTicker();
    const { rerenderWith } = renderButton({ jar, ticker, inputValid: false, phone: '' });
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Send code');
    rerenderWith({ inputValid: false, phone: '+8613800000002' });
    expect(button().disabled).toBe(true);
    rerenderWith({ inputValid: true, phone: '+8613800000002' });
    expect(button().disabled).toBe(false);
  });

  it('sends on a click, counts 60 s down once confirmed, then offers to send again', async () => {
    const { jar } = memoryJar();
    const { ticker, tick } = manualTicker();
    const sends: string[] = [];
    renderButton({ jar, ticker, onSend: async () => void sends.push('sent') });
    await act(async () => fireEvent.click(button()));
    expect(sends).toEqual(['sent']);
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Resend (60 s)');
    tick(15);
    expect(button().textContent).toBe('Resend (45 s)');
    tick(45);
    expect(button().textContent).toBe('Send code');
    expect(button().disabled).toBe(false);
  });

  it('stays ready when the send failed, and starts from the seconds the parent names', async () => {
    const { jar } = memoryJar();
    const { ticker } = manualTicker();
    const { rerenderWith } = renderButton({ jar, ticker, onSend: () => Promise.reject(new Error('refused')) });
    await act(async () => fireEvent.click(button()));
    expect(button().textContent).toBe('Send code');
    expect(button().disabled).toBe(false);
    rerenderWith({ onSend: async () => 37 });
    await act(async () => fireEvent.click(button()));
    expect(button().textContent).toBe('Resend (37 s)');
  });

  it('keeps the countdown in cookies when it leaves, and the next mount resumes it and clears them', async () => {
    const { jar, values } = memoryJar();
    const first = manualTicker();
    const { unmount } = renderButton({ jar, ticker: first.ticker });
    await act(async () => fireEvent.click(button()));
    first.tick(18);
    unmount();
    expect(Object.fromEntries(values)).toEqual({ [WAIT_COOKIE]: 'wait', [SECONDS_COOKIE]: '42' });
    expect(first.running.size).toBe(0);

    const second = manualTicker();
    renderButton({ jar, ticker: second.ticker }, 'zh-CN');
    expect(button().textContent).toBe('重新发送（42 秒）');
    expect(button().disabled).toBe(true);
    expect(values.size).toBe(0);
    second.tick(42);
    expect(button().textContent).toBe('获取验证码');
  });

  it('saves the countdown when the page is left (pagehide), as on reload', async () => {
    const { jar, values } = memoryJar();
    const { ticker, tick } = manualTicker();
    renderButton({ jar, ticker });
    await act(async () => fireEvent.click(button()));
    tick(5);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(values.get(SECONDS_COOKIE)).toBe('55');
  });
});
