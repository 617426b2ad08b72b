import { ERROR_CATALOGUE } from '@contract/error-messages';
import { textsFor } from './bundles';
import { addContractTexts, errorMessageId, loadContractTexts } from './contractMessages';

// The edge of the world: the texts' chunk cannot be fetched the first time (a dropped connection).
let mockChunkFails = true;
jest.mock('./contractTexts', () => {
  if (mockChunkFails) throw new Error('chunk load error');
  return jest.requireActual('./contractTexts');
});

it('a failed load of the contract texts is tried again by the next caller, and then fills the catalogues', async () => {
  const en = textsFor('en');
  addContractTexts(en, 'en');
  await expect(loadContractTexts()).rejects.toThrow('chunk load error');
  expect(en[errorMessageId(4)]).toBeUndefined();
  mockChunkFails = false;
  await loadContractTexts();
  expect(en[errorMessageId(4)]).toBe(ERROR_CATALOGUE[4].en);
});
