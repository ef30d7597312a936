/**
 * Decap's store (Redux), for the few places where its widgets do not follow their own state. Decap
 * builds the store as its bundle loads, with redux-devtools-extension's `composeWithDevTools`,
 * which takes the compose function a page puts on `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__`:
 * `installDecapStore` puts one there (before decap-cms.js loads) that wraps Decap's reducer and
 * keeps the store. Redux DevTools, if installed in the browser, still work. Decap 3.16.3 offers no
 * API to its store; no upstream issue found as of that version.
 */

/** The parts of Immutable's Map that Decap's state is made of and this project reads. */
export interface ImmutableMap {
  get: (key: string) => unknown;
  set: (key: string, value: unknown) => ImmutableMap;
  equals: (other: unknown) => boolean;
}

export interface DecapState {
  entryDraft: ImmutableMap;
  /** Pictures loaded for the form, by their path in the repository. */
  medias: unknown;
  [part: string]: unknown;
}

export interface Action {
  type: string;
}

export type Reducer = (state: DecapState | undefined, action: Action) => DecapState;

export interface DecapStore {
  getState: () => DecapState;
  subscribe: (listener: () => void) => () => void;
}

type StoreCreator = (reducer: Reducer, ...rest: unknown[]) => DecapStore;
type StoreEnhancer = (next: StoreCreator) => StoreCreator;
type ComposeWithDevTools = (...enhancers: unknown[]) => unknown;

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: ComposeWithDevTools;
  }
}

let store: DecapStore | undefined;

/** The store, once decap-cms.js has loaded. */
export function decapStore(): DecapStore | undefined {
  return store;
}

function compose(...enhancers: StoreEnhancer[]): StoreEnhancer {
  return (createStore) => enhancers.reduceRight((created, enhance) => enhance(created), createStore);
}

export function installDecapStore(wrapReducer: (reducer: Reducer) => Reducer) {
  const keep: StoreEnhancer =
    (next) =>
    (reducer, ...rest) => {
      store = next(wrapReducer(reducer), ...rest);
      return store;
    };
  const devTools = window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  // Decap calls it once, with its store's enhancers (applyMiddleware(...)).
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (...enhancers: unknown[]) =>
    devTools ? devTools(...enhancers, keep) : compose(...(enhancers as StoreEnhancer[]), keep);
}
