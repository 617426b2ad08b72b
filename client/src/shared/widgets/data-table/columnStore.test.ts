import { localColumnStore } from './columnStore';

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
