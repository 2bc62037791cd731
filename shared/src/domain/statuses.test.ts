import { describe, expect, it } from 'vitest';
import { statusFor } from './statuses.ts';

describe('statusFor', () => {
  it('is the highest level whose minimum is reached', () => {
    expect(statusFor(0).name).toBe('Новичок');
    expect(statusFor(9).name).toBe('Новичок');
    expect(statusFor(10).name).toBe('Исследователь');
    expect(statusFor(199).name).toBe('Эксперт');
    expect(statusFor(5000).name).toBe('Легенда');
  });
});
