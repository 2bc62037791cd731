import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../scripts/precompress.ts';

/** The API server the dev server forwards to (`npm run dev` starts it on port 3000). */
const apiTarget = process.env.TRACKER_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // precompress: .br and .gz copies of the build, served by the server to browsers that accept them.
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/auth': apiTarget,
      // Dev-only initData for the `?tg=1` mocked Telegram environment.
      '/dev/telegram-init-data': apiTarget,
    },
  },
  build: {
    // scripts/bundle-budget.ts reads the manifest to find what the first screen loads.
    manifest: true,
    target: 'es2022',
  },
});
