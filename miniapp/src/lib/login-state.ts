/** The history state the route guard leaves on /login: the route it was asked for (normalised). */
export function loginStateFor(route: string): { signInFor: string } {
  return { signInFor: route };
}

/** Whether `state` (history.state on /login) says the route guard sent the visitor there from `route`. */
export function sentToLoginFrom(route: string, state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { signInFor?: unknown }).signInFor === route;
}
