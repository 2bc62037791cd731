import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, newVapidKeys } from './config.ts';

const freshDataDir = () => mkdtempSync(join(tmpdir(), 'tracker-config-'));

describe('configuration', () => {
  it('generates the session secret and the VAPID pair once into DATA_DIR and reads them back', () => {
    const DATA_DIR = freshDataDir();
    const first = loadConfig({ DATA_DIR });
    const again = loadConfig({ DATA_DIR });
    expect(again.sessionSecret).toBe(first.sessionSecret);
    expect(again.vapid).toEqual(first.vapid);
    expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.vapid.privateKey, 'base64url')).toHaveLength(32);
    expect(first.vapid.subject).toBe('mailto:push@localhost');
  });

  it('takes a VAPID pair from the environment, both keys or neither, and an https PUBLIC_URL as the subject', () => {
    const keys = newVapidKeys();
    const config = loadConfig({ DATA_DIR: freshDataDir(), VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, PUBLIC_URL: 'https://tracker.example/' });
    expect(config.vapid).toEqual({ ...keys, subject: 'https://tracker.example' });
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/together/);
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/65 bytes/);
  });
});
