/** One celebration plays 3 s; further ones wait their turn (core.md 9). */
export const CELEBRATION_MS = 3000;
