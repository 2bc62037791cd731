import { describe, expect, it } from 'vitest';
import { coinsFromEvent } from './app-events.ts';

const event = (detail: unknown) => ({ detail }) as unknown as Event;

describe('coinsFromEvent', () => {
  it('reads a numeric detail', () => {
    expect(coinsFromEvent(event(42))).toBe(42);
    expect(coinsFromEvent(event(0))).toBe(0);
    expect(coinsFromEvent(event('17'))).toBe(17);
  });

  it('ignores anything else', () => {
    expect(coinsFromEvent(event(undefined))).toBeNull();
    expect(coinsFromEvent(event('много'))).toBeNull();
    expect(coinsFromEvent(event({ coins: 3 }))).toBeNull();
    expect(coinsFromEvent(event(Number.NaN))).toBeNull();
  });
});
