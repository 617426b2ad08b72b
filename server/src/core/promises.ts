/** Whether a resolver's (or any) value is a promise to await rather than a value to use now. */
export const isPromiseLike = <T = unknown>(value: unknown): value is Promise<T> => typeof (value as PromiseLike<T> | null)?.then === 'function';
