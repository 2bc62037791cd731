import type { UpdateAnimationResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** PUT /api/user/animation/update/ — an owned animation treasure's id, or null for the default thumbs-up. */
export function updateAnimation(animationId: number | null): Promise<UpdateAnimationResponse> {
  return api.put('/api/user/animation/update/', { animation_id: animationId });
}
