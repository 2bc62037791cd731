import { describe, expect, it } from 'vitest';
import { fieldErrorsFromServer, registrationErrors } from './registration-errors.ts';

describe('registrationErrors', () => {
  it('accepts a valid username and password', async () => {
    await expect(registrationErrors({ username: 'anna_k.1-2', password: 'long-enough' })).resolves.toBeNull();
  });

  it('reports the spec rules in Russian, one message per field', async () => {
    const errors = await registrationErrors({ username: 'ab', password: 'short' });
    expect(errors?.username).toBe('Имя пользователя должно содержать от 3 до 32 символов');
    expect(errors?.password).toBe('Пароль должен содержать от 8 до 128 символов');
  });

  it('rejects characters outside [a-zA-Z0-9_.-]', async () => {
    const errors = await registrationErrors({ username: 'анна', password: 'long-enough' });
    expect(errors?.username).toBe('Имя пользователя может содержать только латинские буквы, цифры и символы _ . -');
    expect(errors?.password).toBeUndefined();
  });

  it('rejects a 129-character password and a 33-character username', async () => {
    const errors = await registrationErrors({ username: 'a'.repeat(33), password: 'p'.repeat(129) });
    expect(errors?.username).toBeDefined();
    expect(errors?.password).toBeDefined();
  });
});

describe('fieldErrorsFromServer', () => {
  it('keeps the credential fields only', () => {
    expect(fieldErrorsFromServer({ username: 'занято', other: 'x' })).toEqual({ username: 'занято' });
    expect(fieldErrorsFromServer(null)).toEqual({});
  });
});
