import { createIntl } from 'react-intl';
import { apiTokenMessages } from '../features/apitokens/messages';
import { customerMessages } from '../features/customers/messages';
import { kanbanMessages } from '../features/kanbans/messages';
import { systemMessageMessages } from '../features/system-messages/messages';
import { messagesFor } from '../shared/i18n/catalogue';

const intl = (locale: 'en' | 'zh-CN') =>
  createIntl({ locale, messages: messagesFor(locale, { apitokens: apiTokenMessages, customers: customerMessages, kanbans: kanbanMessages, messages: systemMessageMessages }) });

describe('counted texts', () => {
  it.each([
    ['tokens_users_total', { total: 1 }, '1 token', { total: 2 }, '2 tokens'],
    ['util_top_of', { shown: 1, total: 1 }, 'Top 1 of 1 device', { shown: 10, total: 12 }, 'Top 10 of 12 devices'],
    ['cu_import_running', { processed: 1 }, 'Importing… 1 row', { processed: 500 }, 'Importing… 500 rows'],
    ['messages_marked_all', { count: 1 }, '1 message marked read', { count: 3 }, '3 messages marked read'],
    ['messages_sent', { count: 1 }, 'Sent to 1 user', { count: 7 }, 'Sent to 7 users'],
  ])('%s agrees with its number in English', (id, one, oneText, many, manyText) => {
    expect(intl('en').formatMessage({ id }, one)).toBe(oneText);
    expect(intl('en').formatMessage({ id }, many)).toBe(manyText);
  });

  it('keep Chinese, which has no plural, as it was', () => {
    expect(intl('zh-CN').formatMessage({ id: 'tokens_users_total' }, { total: 1 })).toBe('共 1 个令牌');
    expect(intl('zh-CN').formatMessage({ id: 'messages_sent' }, { count: 2 })).toBe('已发送给 2 位用户');
  });
});
