/**
 * Browser storage that never throws. Inside Telegram Web the app runs in a cross-site iframe
 * where storage may be partitioned or denied (TOOLCHAIN.md): then values live in memory for the
 * lifetime of the page.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Empties the store: the in-memory fallback and the backend. */
  clear(): void;
}

const PROBE_KEY = '__tracker_storage_probe__';

/** Wraps a Storage getter; falls back to an in-memory map when the storage is unusable. */
export function createSafeStore(getBackend: () => Storage | null | undefined): KeyValueStore {
  const memory = new Map<string, string>();
  let backend: Storage | null | undefined;

  function usableBackend(): Storage | null {
    if (backend !== undefined) return backend;
    try {
      const candidate = getBackend() ?? null;
      if (candidate) {
        candidate.setItem(PROBE_KEY, '1');
        candidate.removeItem(PROBE_KEY);
      }
      backend = candidate;
    } catch {
      backend = null;
    }
    return backend;
  }

  return {
    get(key) {
      const store = usableBackend();
      if (store) {
        try {
          return store.getItem(key);
        } catch {
          // Fall through to memory: access was revoked after the probe.
        }
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      const store = usableBackend();
      if (store) {
        try {
          store.setItem(key, value);
          return;
        } catch {
          // Quota or revoked access: keep the value for this page at least.
        }
      }
      memory.set(key, value);
    },
    remove(key) {
      memory.delete(key);
      const store = usableBackend();
      if (!store) return;
      try {
        store.removeItem(key);
      } catch {
        // Nothing more to do.
      }
    },
    clear() {
      memory.clear();
      const store = usableBackend();
      if (!store) return;
      try {
        store.clear();
      } catch {
        // Denied storage holds nothing to clear.
      }
    },
  };
}

function browserStorage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window[name];
}

/** localStorage with an in-memory fallback. */
export const localStore: KeyValueStore = createSafeStore(() => browserStorage('localStorage'));
/** sessionStorage with an in-memory fallback. */
export const sessionStore: KeyValueStore = createSafeStore(() => browserStorage('sessionStorage'));
