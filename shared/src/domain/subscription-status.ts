/** A subscription is active while its stored end (ISO instant; null: never subscribed) is still ahead of `now`. */
export function isSubscriptionActive(expiresAt: string | null, now: Date): boolean {
  return expiresAt !== null && Date.parse(expiresAt) > now.getTime();
}
