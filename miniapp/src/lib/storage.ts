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

/** Web storage kept in memory for this page. */
class MemoryStorage implements Storage {
  [name: string]: unknown;
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

/**
 * Where the browser denies web storage (Telegram Web's cross-site frame with third-party storage
 * blocked), merely reading window.localStorage throws, and so does every library that reads it
 * (the Telegram SDK), which would leave the page blank. There the page gets storage kept in
 * memory instead: it lasts until the page closes. Call before anything else runs.
 */
export function ensureWebStorage(): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      void window[name];
    } catch {
      Object.defineProperty(window, name, { value: new MemoryStorage(), configurable: true });
    }
  }
}

function browserStorage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window[name];
}

/** localStorage with an in-memory fallback. */
export const localStore: KeyValueStore = createSafeStore(() => browserStorage('localStorage'));
/** sessionStorage with an in-memory fallback. */
export const sessionStore: KeyValueStore = createSafeStore(() => browserStorage('sessionStorage'));
