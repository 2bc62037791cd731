export type CredentialField = 'username' | 'password';
export type FieldErrors = Partial<Record<CredentialField, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message per field of a failed zod parse. */
export function fieldErrorsFromIssues(issues: readonly Issue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if ((key === 'username' || key === 'password') && !fields[key]) fields[key] = issue.message;
  }
  return fields;
}

/**
 * Checks a registration with the server's own schema. The contract (and zod) load only when
 * someone registers, so they stay out of the first screen's bundle.
 */
export async function registrationErrors(values: { username: string; password: string }): Promise<FieldErrors | null> {
  const { registerRequestSchema } = await import('@tracker/shared/contract');
  const result = registerRequestSchema.safeParse(values);
  return result.success ? null : fieldErrorsFromIssues(result.error.issues);
}

/** Keeps only the credential fields of a server 400 answer. */
export function fieldErrorsFromServer(fields: Record<string, string> | null): FieldErrors {
  const result: FieldErrors = {};
  if (fields?.username) result.username = fields.username;
  if (fields?.password) result.password = fields.password;
  return result;
}
