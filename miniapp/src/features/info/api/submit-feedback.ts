import type { FeedbackRequest } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** POST /api/feedback/submit/ — public; the server takes the sender from the token, if any. */
export function submitFeedback(input: FeedbackRequest): Promise<{ success: true }> {
  return api.post<{ success: true }>('/api/feedback/submit/', input);
}
