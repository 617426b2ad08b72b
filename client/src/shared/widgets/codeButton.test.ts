import {
  COUNTDOWN_SECONDS,
  type CodeButtonEvent,
  type CodeButtonState,
  type CookieJar,
  SECONDS_COOKIE,
  WAIT_COOKIE,
  codeButtonReducer,
  codeButtonView,
  initialCodeButton,
  saveCountdown,
  takeSavedCountdown,
} from './codeButton';

const run = (events: CodeButtonEvent[], from: CodeButtonState = initialCodeButton) => events.reduce(codeButtonReducer, from);
const ticks = (n: number): CodeButtonEvent[] => Array.from({ length: n }, () => ({ type: 'tick' }));
const valid = { inputValid: true, phone: '+8613800000002' };

/** A cookie jar in memory that remembers expiries. */
function memoryJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const expiries = new Map<string, Date | undefined>();
  const jar: CookieJar = {
    get: (name) => values.get(name),
    set: (name, value, options) => {
      values.set(name, value);
      expiries.set(name, options?.expires);
    },
    remove: (name) => void values.delete(name),
  };
  return { jar, values, expiries };
}

describe('verification-code button', () => {
  it('starts disabled and grey, enabled and blue only with a valid input, a phone and no countdown', () => {
    expect(codeButtonView(initialCodeButton, { inputValid: false, phone: '' })).toEqual({ enabled: false, label: 'send', seconds: 60, tone: 'grey' });
    expect(codeButtonView(initialCodeButton, { inputValid: true, phone: '  ' }).enabled).toBe(false);
    expect(codeButtonView(initialCodeButton, { inputValid: false, phone: '+8613800000002' }).enabled).toBe(false);
    expect(codeButtonView(initialCodeButton, valid)).toEqual({ enabled: true, label: 'send', seconds: 60, tone: 'blue' });
  });

  it('asks to send on a click, and counts down only once the parent confirms', () => {
    const sending = run([{ type: 'click' }]);
    expect(sending.phase).toBe('sending');
    expect(codeButtonView(sending, valid).enabled).toBe(false);
    // A second click while sending does nothing; ticks do nothing before the confirmation.
    expect(run([{ type: 'click' }, ...ticks(3)], sending)).toEqual(sending);
    const counting = run([{ type: 'sent' }], sending);
    expect(counting).toEqual({ phase: 'counting', seconds: 60 });
    expect(codeButtonView(counting, valid)).toEqual({ enabled: false, label: 'resend', seconds: 60, tone: 'grey' });
  });

  it('goes back to send when sending failed', () => {
    expect(run([{ type: 'click' }, { type: 'failed' }])).toEqual(initialCodeButton);
  });

  it('ticks once a second and at 0 resets to 60 with the send label', () => {
    const counting = run([{ type: 'click' }, { type: 'sent' }, ...ticks(59)]);
    expect(counting).toEqual({ phase: 'counting', seconds: 1 });
    expect(codeButtonView(counting, valid).label).toBe('resend');
    const done = run(ticks(1), counting);
    expect(done).toEqual({ phase: 'ready', seconds: COUNTDOWN_SECONDS });
    expect(codeButtonView(done, valid)).toMatchObject({ enabled: true, label: 'send', seconds: 60 });
  });

  it("counts from the server's wait when it named one, and ignores nonsense", () => {
    expect(run([{ type: 'click' }, { type: 'sent', seconds: 37 }])).toEqual({ phase: 'counting', seconds: 37 });
    expect(run([{ type: 'click' }, { type: 'sent', seconds: 600 }])).toEqual({ phase: 'counting', seconds: 60 });
  });

  it('ignores a stray confirmation when nothing was asked', () => {
    expect(run([{ type: 'sent' }])).toEqual(initialCodeButton);
  });
});

describe('the countdown kept in cookies across loads', () => {
  it('saves the seconds and a wait flag when leaving during a countdown below 60, expiring with it', () => {
    const { jar, values, expiries } = memoryJar();
    const now = Date.UTC(2026, 0, 1);
    saveCountdown(run([{ type: 'click' }, { type: 'sent' }, ...ticks(18)]), jar, now);
    expect(Object.fromEntries(values)).toEqual({ [WAIT_COOKIE]: 'wait', [SECONDS_COOKIE]: '42' });
    expect(expiries.get(SECONDS_COOKIE)).toEqual(new Date(now + 42_000));
  });

  it('saves nothing when no countdown runs or it is still at 60', () => {
    const { jar, values } = memoryJar();
    saveCountdown(initialCodeButton, jar, 0);
    saveCountdown(run([{ type: 'click' }]), jar, 0);
    saveCountdown(run([{ type: 'click' }, { type: 'sent' }]), jar, 0);
    expect(values.size).toBe(0);
  });

  it('resumes from the saved seconds on the next load and clears the cookies', () => {
    const { jar, values } = memoryJar({ [WAIT_COOKIE]: 'wait', [SECONDS_COOKIE]: '42' });
    const seconds = takeSavedCountdown(jar);
    expect(seconds).toBe(42);
    expect(values.size).toBe(0);
    expect(run([{ type: 'resume', seconds: seconds! }])).toEqual({ phase: 'counting', seconds: 42 });
    // A later load finds nothing.
    expect(takeSavedCountdown(jar)).toBeNull();
  });

  it.each([
    [{ [SECONDS_COOKIE]: '42' }],
    [{ [WAIT_COOKIE]: 'nowait', [SECONDS_COOKIE]: '42' }],
    [{ [WAIT_COOKIE]: 'wait', [SECONDS_COOKIE]: '0' }],
    [{ [WAIT_COOKIE]: 'wait', [SECONDS_COOKIE]: '61' }],
    [{ [WAIT_COOKIE]: 'wait', [SECONDS_COOKIE]: '4.5' }],
    [{ [WAIT_COOKIE]: 'wait', [SECONDS_COOKIE]: 'abc' }],
    [{ [WAIT_COOKIE]: 'wait' }],
  ])('does not resume from %j, and clears it', (cookies) => {
    const { jar, values } = memoryJar(cookies);
    expect(takeSavedCountdown(jar)).toBeNull();
    expect(values.size).toBe(0);
  });

  it('round-trips: leave at 42, load, and the countdown goes on from 42 to send', () => {
    const { jar } = memoryJar();
    saveCountdown(run([{ type: 'click' }, { type: 'sent' }, ...ticks(18)]), jar, 0);
    const resumed = run([{ type: 'resume', seconds: takeSavedCountdown(jar)! }]);
    expect(run(ticks(41), resumed)).toEqual({ phase: 'counting', seconds: 1 });
    expect(run(ticks(42), resumed)).toEqual(initialCodeButton);
  });
});
