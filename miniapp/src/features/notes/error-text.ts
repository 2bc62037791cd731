/** The text of a failed call, for 'Не удалось загрузить заметки: {reason}'. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
