import { isRecordId } from './recordId';

describe('isRecordId', () => {
  it('takes the ids the server can hold, nothing else', () => {
    for (const id of ['1', '42', '2147483647']) expect(isRecordId(id)).toBe(true);
    for (const text of ['', 'abc', '0', '01', '-1', '1.5', '1e3', ' 1', '2147483648', '99999999999']) expect(isRecordId(text)).toBe(false);
  });
});
