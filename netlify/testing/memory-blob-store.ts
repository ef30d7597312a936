/**
 * A Netlify Blobs store in memory for unit tests, with the semantics the booking store relies on:
 * `onlyIfNew` and `onlyIfMatch` writes that succeed for exactly one of several racing requests, a new
 * ETag on every write, strong consistency, listing by prefix (paginated or not). Each call yields to
 * the event loop a random number of times first, so concurrent calls interleave as they would over the
 * network. The real server (@netlify/blobs/server via ./local-blobs.ts) runs the same tests.
 */
import type { Store } from '@netlify/blobs';

type MemoryStore = Pick<Store, 'setJSON' | 'get' | 'getWithMetadata' | 'delete' | 'list'>;

interface Options {
  /** Yields before each call: 0 to this many turns of the event loop. */
  jitter?: number;
}

export function memoryBlobStore({ jitter = 3 }: Options = {}): MemoryStore & { keys(): string[] } {
  const entries = new Map<string, { data: string; etag: string }>();
  let version = 0;
  const pause = async () => {
    for (let turn = Math.floor(Math.random() * (jitter + 1)); turn > 0; turn -= 1) await new Promise((resolve) => setImmediate(resolve));
  };

  const setJSON = async (key: string, data: unknown, options: { onlyIfNew?: boolean; onlyIfMatch?: string } = {}) => {
    await pause();
    // Everything below runs without yielding: the check and the write are one step, as on the server.
    const current = entries.get(key);
    if (options.onlyIfNew && current) return { modified: false };
    if (options.onlyIfMatch !== undefined && current?.etag !== options.onlyIfMatch) return { modified: false };
    version += 1;
    const etag = `"${version}"`;
    entries.set(key, { data: JSON.stringify(data), etag });
    return { modified: true, etag };
  };

  const getWithMetadata = async (key: string, options: { type?: string } = {}) => {
    await pause();
    const current = entries.get(key);
    if (!current) return null;
    return { data: options.type === 'json' ? JSON.parse(current.data) : current.data, etag: current.etag, metadata: {} };
  };

  const get = async (key: string, options: { type?: string } = {}) => (await getWithMetadata(key, options))?.data ?? null;

  const remove = async (key: string) => {
    await pause();
    entries.delete(key);
  };

  const listResult = (prefix = '') => ({
    blobs: [...entries.entries()]
      .filter(([key]) => key.startsWith(prefix))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, { etag }]) => ({ key, etag })),
    directories: [],
  });

  function list(options: { prefix?: string; paginate?: boolean } = {}) {
    if (options.paginate) {
      return (async function* pages() {
        await pause();
        yield listResult(options.prefix);
      })();
    }
    return pause().then(() => listResult(options.prefix));
  }

  const store = { setJSON, get, getWithMetadata, delete: remove, list, keys: () => [...entries.keys()].sort() };
  // The Store's overloads (one per value type) are more than a test double can spell; the behaviour above is theirs.
  return store as unknown as MemoryStore & { keys(): string[] };
}
