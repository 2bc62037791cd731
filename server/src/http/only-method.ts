import type { Context } from 'hono';
import { DomainError } from '../domain-error.ts';

/**
 * For an action path ('/create') that takes only `allowed`: any other method is a 405 with Allow,
 * rather than the next route reading the action's name as an id (GET /api/goals/create/ was a 400
 * 'Некорректный идентификатор').
 */
export function onlyMethod(allowed: 'POST') {
  return (c: Context): never => {
    c.header('Allow', allowed);
    throw new DomainError('METHOD_NOT_ALLOWED');
  };
}
