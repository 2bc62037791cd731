import { describe, expect, it } from 'vitest';
import { createSafeStore } from './storage.ts';

class MapStorage implements Storage {
  private readonly data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

class DeniedStorage extends MapStorage {
  override setItem(): void {
    throw new DOMException('denied', 'SecurityError');
  }
  override getItem(): string | null {
    throw new DOMException('denied', 'SecurityError');
  }
}

describe('createSafeStore', () => {
  it('uses the backend when it works', () => {
    const backend = new MapStorage();
    const store = createSafeStore(() => backend);
    store.set('auth_token', 't');
    expect(backend.getItem('auth_token')).toBe('t');
    expect(store.get('auth_token')).toBe('t');
    store.remove('auth_token');
    expect(store.get('auth_token')).toBeNull();
  });

  it('falls back to memory when the storage is denied', () => {
    const store = createSafeStore(() => new DeniedStorage());
    store.set('auth_token', 't');
    expect(store.get('auth_token')).toBe('t');
    store.remove('auth_token');
    expect(store.get('auth_token')).toBeNull();
  });

  it('falls back to memory when reading the storage itself throws', () => {
    const store = createSafeStore(() => {
      throw new DOMException('partitioned', 'SecurityError');
    });
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
  });

  it('clear empties the backend', () => {
    const backend = new MapStorage();
    backend.setItem('foreign', 'x');
    const store = createSafeStore(() => backend);
    store.set('auth_token', 't');
    store.clear();
    expect(backend.length).toBe(0);
    expect(store.get('auth_token')).toBeNull();
  });

  it('clear empties the in-memory fallback when the storage is denied', () => {
    const store = createSafeStore(() => new DeniedStorage());
    store.set('auth_token', 't');
    store.set('user_id', '1');
    store.clear();
    expect(store.get('auth_token')).toBeNull();
    expect(store.get('user_id')).toBeNull();
  });

  it('works without any storage (server-side, tests)', () => {
    const store = createSafeStore(() => undefined);
    expect(store.get('missing')).toBeNull();
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
  });
});
