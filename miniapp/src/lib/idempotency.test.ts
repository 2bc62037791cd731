import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@tracker/shared/domain';
import { createKeyOf, newCreateSession } from './idempotency.ts';

describe('idempotency keys of creates', () => {
  it('are the same for the same form and body, another for a changed body or another form, and fit the server pattern', () => {
    const session = newCreateSession();
    const body = { title: 'Бегать', category: 1 };
    expect(createKeyOf(session, body)).toBe(createKeyOf(session, { title: 'Бегать', category: 1 }));
    expect(createKeyOf(session, { ...body, title: 'Бегать утром' })).not.toBe(createKeyOf(session, body));
    expect(createKeyOf(newCreateSession(), body)).not.toBe(createKeyOf(session, body));
    expect(createKeyOf(session, body)).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});
