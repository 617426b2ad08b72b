import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

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

/** React.lazy for a route's screen (or a dialog loaded when first opened), under the chunk timeout. */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => withChunkTimeout(load).then((component) => ({ default: component })));
}
