import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'shared/src/**/*.test.ts',
      'server/src/**/*.test.ts',
      'bot/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'miniapp/src/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['server/src/testing/postgres-global-setup.ts'],
    // scrypt at OWASP cost takes ~0.5 s per hash on two cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
