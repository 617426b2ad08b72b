import { Button } from '@chakra-ui/react';
import Cookies from 'js-cookie';
import { useEffect, useReducer, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { type CookieJar, TICK_MS, codeButtonReducer, codeButtonView, initialCodeButton, saveCountdown, takeSavedCountdown } from './codeButton';

/** Calls `fn` every `ms`; returns the function that stops (replaceable in tests). */
export type Ticker = (fn: () => void, ms: number) => () => void;
const realTicker: Ticker = (fn, ms) => {
  const id = setInterval(fn, ms);
  return () => clearInterval(id);
};

/** The browser's cookies (js-cookie), site-wide and same-site. */
export const browserCookies: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, options) => void Cookies.set(name, value, { expires: options?.expires, path: '/', sameSite: 'lax' }),
  remove: (name) => Cookies.remove(name, { path: '/' }),
};

export type VerificationCodeButtonProps = {
  /** The parent's verdict on its input (phone valid for its country, slider passed). */
  inputValid: boolean;
  phone: string;
  /**
   * Sends the code. Resolves once sent (the countdown starts at 60, or at the seconds it
   * resolves with when the server named its own wait); rejects when nothing was sent.
   */
  onSend: () => Promise<number | void>;
  jar?: CookieJar;
  ticker?: Ticker;
  now?: () => number;
};

/**
 * The verification-code button (spec part 1 sections 4 and 9): grey until the parent's input
 * is valid, then blue; a click sends; a 60 s "resend" countdown once sent. Leaving or
 * reloading during the countdown keeps it in cookies; the next load resumes it.
 */
export function VerificationCodeButton({ inputValid, phone, onSend, jar = browserCookies, ticker = realTicker, now = Date.now }: VerificationCodeButtonProps) {
  const [state, dispatch] = useReducer(codeButtonReducer, initialCodeButton);
  const latest = useRef(state);
  latest.current = state;
  // Read once per mount; kept in a ref so StrictMode's second effect run resumes the same seconds.
  const resumed = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    if (resumed.current === undefined) resumed.current = takeSavedCountdown(jar);
    if (resumed.current !== null) dispatch({ type: 'resume', seconds: resumed.current });
    const save = () => saveCountdown(latest.current, jar, now());
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [jar, now]);

  useEffect(() => (state.phase === 'counting' ? ticker(() => dispatch({ type: 'tick' }), TICK_MS) : undefined), [state.phase, ticker]);

  const view = codeButtonView(state, { inputValid, phone });
  const click = async () => {
    if (!view.enabled) return;
    dispatch({ type: 'click' });
    try {
      const seconds = await onSend();
      dispatch({ type: 'sent', seconds: seconds ?? undefined });
    } catch {
      dispatch({ type: 'failed' });
    }
  };

  return (
    <Button
      type="button"
      onClick={click}
      disabled={!view.enabled}
      loading={state.phase === 'sending'}
      colorPalette={view.tone === 'blue' ? 'blue' : 'gray'}
      variant={view.tone === 'blue' ? 'solid' : 'subtle'}
      minW="8.5rem"
      flexShrink={0}
      data-testid="code-button"
      aria-live="polite"
    >
      {view.label === 'send' ? <FormattedMessage id="code_send" /> : <FormattedMessage id="code_resend" values={{ seconds: view.seconds }} />}
    </Button>
  );
}
