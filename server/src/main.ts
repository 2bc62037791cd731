import { existsSync } from 'node:fs';
import { startServer } from './server.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

try {
  const server = await startServer(process.env);
  const shutdown = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
