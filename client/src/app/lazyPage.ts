import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { FeatureTexts } from './featureMessages';
import { addMessages } from './messageCatalogue';

/** Spec part 1 section 8: a chunk that has not loaded after 120 s is a chunk load error. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('Chunk load error', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Rejects with ChunkLoadError when loading fails or exceeds the timeout. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

/** Loads a feature's code with its messages (`texts`), in parallel; the messages are in the catalogue before the code is handed over. */
export function withTexts<T>(load: () => Promise<T>, texts?: FeatureTexts): Promise<T> {
  if (!texts) return load();
  return Promise.all([load(), texts()]).then(([value, bundles]) => {
    addMessages(bundles);
    return value;
  });
}

/**
 * React.lazy for a route's screen (or a dialog loaded when first opened), under the chunk
 * timeout; `texts`: the messages of another feature the component shows (a dialog borrowed from it).
 */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>, texts?: FeatureTexts): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => withChunkTimeout(() => withTexts(load, texts)).then((component) => ({ default: component })));
}
