import { createLogger } from '../../core/logger';
import { LogSmsProvider, type SmsMessage, SmsOutbox } from './sms';

const message: SmsMessage = { to: '13800000002', phone: '+8613800000002', purpose: 'login', code: '482913', text: 'Your code is 482913', locale: 'en' };

/** What the development provider writes to the log for one code, and what its outbox keeps. */
async function sendWith(logCodes: boolean): Promise<{ log: string; outbox: SmsOutbox }> {
  const lines: string[] = [];
  const logger = createLogger('info', 'json', { write: (line: string) => void lines.push(line) });
  const outbox = new SmsOutbox();
  await new LogSmsProvider(logger, outbox, () => 0, logCodes).send(message);
  return { log: lines.join(''), outbox };
}

describe('the development SMS provider', () => {
  it('writes the code to the log in development, for the developer to type in', async () => {
    const { log, outbox } = await sendWith(true);
    expect(log).toContain('"code":"482913"');
    expect(outbox.latest('+8613800000002')?.code).toBe('482913');
  });

  it('never writes the code to a production log: whoever reads the logs could sign in as the user', async () => {
    const { log, outbox } = await sendWith(false);
    expect(log).not.toContain('482913');
    expect(log).not.toContain('13800000002');
    expect(log).toContain('no SMS gateway is configured');
    // The in-process outbox (tests; over HTTP only with SMS_OUTBOX_HTTP) still has it.
    expect(outbox.latest('+8613800000002')?.code).toBe('482913');
  });
});
