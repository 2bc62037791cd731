import { api } from '../../../lib/api.ts';

/** GET /api/main/ — the Mood screen's headline and description. */
export function getMoodGreeting(): Promise<{ hello: string; hello_desc: string }> {
  return api.get('/api/main/');
}
