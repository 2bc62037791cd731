import { describe, expect, it } from 'vitest';
import { withoutDirectionControls } from './direction-controls.ts';

describe('withoutDirectionControls', () => {
  it('drops embeddings, overrides and isolates, and keeps right-to-left letters', () => {
    expect(withoutDirectionControls('Ева\u202Eлав \u2067Смит\u2069')).toBe('Евалав Смит');
    expect(withoutDirectionControls('\u202A\u202B\u202C\u202D\u2066\u2068')).toBe('');
    expect(withoutDirectionControls('מרים سارة')).toBe('מרים سارة');
  });
});
