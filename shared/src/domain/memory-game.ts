/*
 * The memory game's rules (rewards.md 4.2, 9 "Memory game"; ECONOMY.md): difficulties, the deck,
 * flips, score, rating, rewards and the daily cap. Pure: the mini app plays by them and the server
 * checks results against them.
 */
import { DAYS_IN_SERVER_WINDOW } from './server-clock-bounds.ts';

export const MEMORY_GAME_TYPE = 'memory';
/** The treasure whose owner may play (ECONOMY.md). */
export const MEMORY_GIFT_KEY = 'minigame_memory';

export const MEMORY_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type MemoryDifficulty = (typeof MEMORY_DIFFICULTIES)[number];

export interface MemoryLevel {
  readonly title: string;
  readonly cards: number;
  readonly columns: number;
  readonly rows: number;
  /** Coins for a completed game, before the daily cap. */
  readonly reward: number;
}

export const MEMORY_LEVELS: Record<MemoryDifficulty, MemoryLevel> = {
  easy: { title: 'Легко', cards: 16, columns: 4, rows: 4, reward: 5 },
  medium: { title: 'Средне', cards: 20, columns: 4, rows: 5, reward: 10 },
  hard: { title: 'Сложно', cards: 30, columns: 6, rows: 5, reward: 15 },
};

/** The 17 distinct card faces (rewards.md 9). */
export const MEMORY_CARD_IMAGES = ['🍎', '🍋', '🍇', '🍉', '🍒', '🥝', '🍍', '🥥', '🍓', '🍑', '🍐', '🥕', '🌽', '🍄', '🌻', '🌵', '🍀'] as const;

/** A game's coins never exceed this, whatever the difficulty (rewards.md 9). */
export const MEMORY_REWARD_CAP = 50;
/** Coins a user can earn from games in one local day (rewards.md 9). */
export const DAILY_GAME_COINS_LIMIT = 30;

export const MEMORY_ITEMS = ['hint', 'joker'] as const;
export type MemoryItem = (typeof MEMORY_ITEMS)[number];
/** Price in coins and how long the cards stay revealed; each once per game (rewards.md 9). */
export const MEMORY_ITEM_RULES: Record<MemoryItem, { cost: number; revealMs: number }> = {
  hint: { cost: 5, revealMs: 1000 },
  joker: { cost: 10, revealMs: 2000 },
};
/** Two unmatched open cards flip back after this. */
export const MISMATCH_FLIP_BACK_MS = 400;

export interface MemoryCard {
  readonly id: number;
  readonly image: string;
  readonly flipped: boolean;
  readonly matched: boolean;
}

/** Fisher–Yates with an injectable random source (tests pass a seeded one). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The face-down deck of `difficulty`: cards/2 distinct images, each twice, shuffled. */
export function buildDeck(difficulty: MemoryDifficulty, random: () => number = Math.random): MemoryCard[] {
  const pairs = MEMORY_LEVELS[difficulty].cards / 2;
  const images = shuffled(MEMORY_CARD_IMAGES, random).slice(0, pairs);
  return shuffled([...images, ...images], random).map((image, id) => ({ id, image, flipped: false, matched: false }));
}

export const openCards = (deck: readonly MemoryCard[]) => deck.filter((c) => c.flipped && !c.matched);

/** Whether a tap on `cardId` turns it: not when it is open or matched, or two cards are open (rewards.md 4.2). */
export function canFlip(deck: readonly MemoryCard[], cardId: number): boolean {
  const card = deck.find((c) => c.id === cardId);
  return card !== undefined && !card.flipped && !card.matched && openCards(deck).length < 2;
}

export interface FlipOutcome {
  deck: MemoryCard[];
  /** A second card was turned: one move made. */
  moved: boolean;
  /** The two open cards differ: they flip back after MISMATCH_FLIP_BACK_MS (hideUnmatched). */
  mismatch: boolean;
}

/** Turns a card; a second open card makes a move, and a pair stays matched. */
export function flipCard(deck: readonly MemoryCard[], cardId: number): FlipOutcome {
  if (!canFlip(deck, cardId)) return { deck: [...deck], moved: false, mismatch: false };
  const turned = deck.map((c) => (c.id === cardId ? { ...c, flipped: true } : c));
  const open = openCards(turned);
  if (open.length < 2) return { deck: turned, moved: false, mismatch: false };
  const [a, b] = open as [MemoryCard, MemoryCard];
  if (a.image !== b.image) return { deck: turned, moved: true, mismatch: true };
  return { deck: turned.map((c) => (c.id === a.id || c.id === b.id ? { ...c, matched: true } : c)), moved: true, mismatch: false };
}

/** Turns the open unmatched cards face down again. */
export const hideUnmatched = (deck: readonly MemoryCard[]): MemoryCard[] => deck.map((c) => (c.matched ? c : { ...c, flipped: false }));

export const isDeckCleared = (deck: readonly MemoryCard[]) => deck.every((c) => c.matched);

/** The ids of one random not-yet-matched pair (the hint), or [] when none is left. */
export function randomUnmatchedPair(deck: readonly MemoryCard[], random: () => number = Math.random): number[] {
  const left = deck.filter((c) => !c.matched);
  if (left.length === 0) return [];
  const picked = left[Math.floor(random() * left.length)]!;
  return left.filter((c) => c.image === picked.image).map((c) => c.id);
}

/** The seconds of the time bonus. */
export const MEMORY_TIME_BONUS_SECONDS = 60;

/** 100 minus twice the moves, plus the seconds left of a 60 s bonus, floored at 0 (rewards.md 9). */
export function memoryScore(moves: number, seconds: number): number {
  return Math.max(0, 100 - 2 * moves + Math.max(0, MEMORY_TIME_BONUS_SECONDS - Math.floor(seconds)));
}

export const MEMORY_RATINGS = ['excellent', 'good', 'fair', 'try_again'] as const;
export type MemoryRating = (typeof MEMORY_RATINGS)[number];

/** From cards*1.5/moves: >= 1.5 excellent, >= 1.2 good, >= 1 fair, else try again (rewards.md 9). */
export function memoryRating(cards: number, moves: number): MemoryRating {
  const ratio = moves <= 0 ? Number.POSITIVE_INFINITY : (cards * 1.5) / moves;
  if (ratio >= 1.5) return 'excellent';
  if (ratio >= 1.2) return 'good';
  if (ratio >= 1) return 'fair';
  return 'try_again';
}

/** Coins from games finished in the server's last 24 hours (server-clock-bounds.ts). */
export const GAME_COINS_IN_24_HOURS_MAX = DAYS_IN_SERVER_WINDOW * DAILY_GAME_COINS_LIMIT;

/** Coins already paid for games: on the user's day, and in the last 24 hours of the server's clock. */
export interface GameCoinsPaid {
  today: number;
  last24Hours: number;
}

/**
 * Coins for a game: the difficulty's reward (at most MEMORY_REWARD_CAP) when completed, never more
 * than what is left of today's DAILY_GAME_COINS_LIMIT, nor of GAME_COINS_IN_24_HOURS_MAX; zero when not completed.
 */
export function memoryReward(difficulty: MemoryDifficulty, completed: boolean, paid: GameCoinsPaid): number {
  if (!completed) return 0;
  const base = Math.min(MEMORY_LEVELS[difficulty].reward, MEMORY_REWARD_CAP);
  return Math.max(0, Math.min(base, DAILY_GAME_COINS_LIMIT - paid.today, GAME_COINS_IN_24_HOURS_MAX - paid.last24Hours));
}

/** Seconds a reported game time may exceed the server's own measure (network, rounding). */
export const MEMORY_TIME_SLACK_SECONDS = 5;

/**
 * A reported result as far as the rules allow it (docs/decisions.md): the time no longer than the
 * server saw the game open, a completed game at least one move per pair, and the score at most
 * what the formula gives for those moves and that time.
 */
export function withinRules(
  difficulty: MemoryDifficulty,
  result: { score: number; moves: number; time: number; completed: boolean },
  elapsedSeconds: number,
): { score: number; moves: number; time: number } {
  const time = Math.min(result.time, Math.ceil(elapsedSeconds) + MEMORY_TIME_SLACK_SECONDS);
  const moves = result.completed ? Math.max(result.moves, MEMORY_LEVELS[difficulty].cards / 2) : result.moves;
  return { score: Math.min(result.score, memoryScore(moves, time)), moves, time };
}
