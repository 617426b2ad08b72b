import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ScriptedLink } from '../../../../jest/scriptedLink';
import { localColumnStore, serverColumnStore } from './columnStore';

/** A Storage in memory (optionally refusing writes, as a full or private-mode storage does). */
function memoryStorage(refuse = false): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => {
      if (refuse) throw new DOMException('quota', 'QuotaExceededError');
      data.set(k, v);
    },
  };
}

describe('localColumnStore', () => {
  it('keeps a choice per user and table', async () => {
    const storage = memoryStorage();
    const mine = localColumnStore('7', storage);
    await mine.save('product_manual', [{ name: 'model', isvisible: false }]);
    expect(await mine.load('product_manual')).toEqual([{ name: 'model', isvisible: false }]);
    expect(await mine.load('customer')).toBeNull();
    expect(await localColumnStore('8', storage).load('product_manual')).toBeNull();
  });

  it('reads nothing from a broken saved value, and keeps only well-formed entries', async () => {
    const storage = memoryStorage();
    storage.setItem('table_columns:7:a', '{not json');
    storage.setItem('table_columns:7:b', JSON.stringify([{ name: 'x', isvisible: true }, { name: 3 }, 'y']));
    const store = localColumnStore('7', storage);
    expect(await store.load('a')).toBeNull();
    expect(await store.load('b')).toEqual([{ name: 'x', isvisible: true }]);
  });

  it('does not fail when the storage refuses or is missing', async () => {
    await expect(localColumnStore('7', memoryStorage(true)).save('t', [])).resolves.toBeUndefined();
    await expect(localColumnStore('7', null).load('t')).resolves.toBeNull();
  });
});

describe('serverColumnStore', () => {
  const storeOn = (answers: ConstructorParameters<typeof ScriptedLink>[0]) => {
    const link = new ScriptedLink(answers);
    const reported: unknown[] = [];
    const store = serverColumnStore(new ApolloClient({ link, cache: new InMemoryCache() }), (error) => reported.push(error));
    return { link, store, reported };
  };

  it("reads the signed-in user's saved columns of a table, and none as the defaults", async () => {
    const { link, store } = storeOn({ TableColumns: { tableColumns: [{ __typename: 'TableColumn', name: 'model', isvisible: false }] } });
    expect(await store.load('productmanual')).toEqual([{ name: 'model', isvisible: false }]);
    expect(link.requests).toEqual([{ operationName: 'TableColumns', variables: { table: 'productmanual' } }]);
    link.answer('TableColumns', { tableColumns: [] });
    expect(await store.load('productmanual')).toBeNull();
  });

  it('saves the choice of a table', async () => {
    const { link, store } = storeOn({ SaveTableColumns: { saveTableColumns: [] } });
    await store.save('users', [{ name: 'phone', isvisible: false }]);
    expect(link.requests).toEqual([{ operationName: 'SaveTableColumns', variables: { table: 'users', columns: [{ name: 'phone', isvisible: false }] } }]);
  });

  it('reports a failed load and leaves the table its defaults; a failed save rejects', async () => {
    const refused = { errors: [{ message: 'bad table', extensions: { errorno: 1003 } }] };
    const { store, reported } = storeOn({ TableColumns: refused, SaveTableColumns: refused });
    expect(await store.load('a b')).toBeNull();
    expect(reported).toHaveLength(1);
    await expect(store.save('a b', [])).rejects.toBeTruthy();
  });
});
