// The one Node API the deploy-time prerender uses (kit's types are the browser's, without @types/node).
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}
