import { describe, expect, it } from 'vitest';
import { permissionLabel } from './push-permission.ts';

describe('permissionLabel', () => {
  it('words the three permission states as the spec does', () => {
    expect(permissionLabel('granted')).toBe('Разрешены');
    expect(permissionLabel('denied')).toBe('Заблокированы');
    expect(permissionLabel('default')).toBe('Не запрошены разрешения на push-уведомления');
    expect(permissionLabel(null)).toBeNull();
  });
});
