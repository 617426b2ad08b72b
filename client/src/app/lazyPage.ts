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

/** React.lazy for a named export (the codebase has no default exports). */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(() => withChunkTimeout(load).then((module) => ({ default: module[name] as ComponentType })));
}
