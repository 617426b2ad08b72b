/**
 * The verification-code button (spec part 1 sections 4 and 9), as a pure state machine:
 * disabled (grey) until the parent says the input is valid, the phone is filled and no
 * countdown runs; a click asks the parent to send; once the parent confirms, a disabled
 * countdown "resend (n s)" from 60, one tick a second; at 0 back to "send" (60 again).
 * Leaving the page during a countdown keeps the seconds and a wait flag in cookies; the next
 * load resumes from them and clears them.
 */
export const COUNTDOWN_SECONDS = 60;
export const TICK_MS = 1000;
export const WAIT_COOKIE = 'vercode_wait';
export const SECONDS_COOKIE = 'vercode_seconds';

export type CodeButtonPhase = 'ready' | 'sending' | 'counting';
export type CodeButtonState = { readonly phase: CodeButtonPhase; readonly seconds: number };

export type CodeButtonEvent =
  | { type: 'click' }
  /** The parent sent the code; `seconds` when the server named its own wait (a send refused as too soon). */
  | { type: 'sent'; seconds?: number }
  | { type: 'failed' }
  | { type: 'tick' }
  | { type: 'resume'; seconds: number };

export const initialCodeButton: CodeButtonState = { phase: 'ready', seconds: COUNTDOWN_SECONDS };

const validSeconds = (seconds: unknown): seconds is number => typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= 1 && seconds <= COUNTDOWN_SECONDS;

export function codeButtonReducer(state: CodeButtonState, event: CodeButtonEvent): CodeButtonState {
  switch (event.type) {
    case 'click':
      return state.phase === 'ready' ? { ...state, phase: 'sending' } : state;
    case 'sent':
      if (state.phase !== 'sending') return state;
      return { phase: 'counting', seconds: validSeconds(event.seconds) ? event.seconds : COUNTDOWN_SECONDS };
    case 'failed':
      return state.phase === 'sending' ? initialCodeButton : state;
    case 'tick':
      if (state.phase !== 'counting') return state;
      return state.seconds <= 1 ? initialCodeButton : { phase: 'counting', seconds: state.seconds - 1 };
    case 'resume':
      return validSeconds(event.seconds) ? { phase: 'counting', seconds: event.seconds } : state;
  }
}

/** What the parent knows: whether its input passes validation, and the phone. */
export type CodeButtonInputs = { inputValid: boolean; phone: string };

export type CodeButtonView = {
  enabled: boolean;
  /** 'send' or the countdown's 'resend' with `seconds`. */
  label: 'send' | 'resend';
  seconds: number;
  /** Blue when it can be clicked, grey otherwise. */
  tone: 'blue' | 'grey';
};

export function codeButtonView(state: CodeButtonState, inputs: CodeButtonInputs): CodeButtonView {
  const enabled = inputs.inputValid && inputs.phone.trim() !== '' && state.phase === 'ready';
  return { enabled, label: state.phase === 'counting' ? 'resend' : 'send', seconds: state.seconds, tone: enabled ? 'blue' : 'grey' };
}

/** Where the countdown is kept across loads: js-cookie in the app, a map in tests. */
export type CookieJar = {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: { expires?: Date }): void;
  remove(name: string): void;
};

/**
 * On leaving (unload or unmount): a countdown below 60 is written to the cookies, which
 * expire with it, so a stale one cannot stop a later send.
 */
export function saveCountdown(state: CodeButtonState, jar: CookieJar, now: number): void {
  if (state.phase !== 'counting' || state.seconds >= COUNTDOWN_SECONDS) return;
  const expires = new Date(now + state.seconds * 1000);
  jar.set(WAIT_COOKIE, 'wait', { expires });
  jar.set(SECONDS_COOKIE, String(state.seconds), { expires });
}

/** On load: the seconds to resume from when the flag says wait and the seconds are valid; the cookies are cleared either way. */
export function takeSavedCountdown(jar: CookieJar): number | null {
  const wait = jar.get(WAIT_COOKIE);
  const raw = jar.get(SECONDS_COOKIE);
  if (wait === undefined && raw === undefined) return null;
  jar.remove(WAIT_COOKIE);
  jar.remove(SECONDS_COOKIE);
  const seconds = raw !== undefined && /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  return wait === 'wait' && validSeconds(seconds) ? seconds : null;
}
