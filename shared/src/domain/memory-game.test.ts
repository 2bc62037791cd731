import { describe, expect, it } from 'vitest';
import {
  DAILY_GAME_COINS_LIMIT,
  GAME_COINS_IN_24_HOURS_MAX,
  MEMORY_CARD_IMAGES,
  MEMORY_LEVELS,
  buildDeck,
  canFlip,
  flipCard,
  hideUnmatched,
  isDeckCleared,
  withinRules,
  memoryRating,
  memoryReward,
  memoryScore,
  randomUnmatchedPair,
  type MemoryCard,
} from './memory-game.ts';

/** A deterministic random source (mulberry32). */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const partnerOf = (deck: MemoryCard[], id: number) => deck.find((c) => c.id !== id && c.image === deck[id]!.image)!.id;

describe('memory game rules', () => {
  it('has the three difficulties and 17 faces of the spec', () => {
    expect(Object.values(MEMORY_LEVELS).map((l) => [l.title, l.cards, `${l.columns}x${l.rows}`, l.reward])).toEqual([
      ['Легко', 16, '4x4', 5],
      ['Средне', 20, '4x5', 10],
      ['Сложно', 30, '6x5', 15],
    ]);
    expect(new Set(MEMORY_CARD_IMAGES).size).toBe(17);
  });

  it('builds a deck of pairs, shuffled by the injected random source', () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const deck = buildDeck(difficulty, seeded(1));
      expect(deck).toHaveLength(MEMORY_LEVELS[difficulty].cards);
      const counts = new Map<string, number>();
      deck.forEach((c) => counts.set(c.image, (counts.get(c.image) ?? 0) + 1));
      expect([...counts.values()].every((n) => n === 2)).toBe(true);
      expect(deck.every((c, i) => c.id === i && !c.flipped && !c.matched)).toBe(true);
    }
    expect(buildDeck('easy', seeded(7)).map((c) => c.image)).toEqual(buildDeck('easy', seeded(7)).map((c) => c.image));
    expect(buildDeck('easy', seeded(7)).map((c) => c.image)).not.toEqual(buildDeck('easy', seeded(8)).map((c) => c.image));
  });

  it('matches a pair with one move and keeps it open', () => {
    const deck = buildDeck('easy', seeded(2));
    const first = flipCard(deck, 0);
    expect(first).toMatchObject({ moved: false, mismatch: false });
    const second = flipCard(first.deck, partnerOf(deck, 0));
    expect(second).toMatchObject({ moved: true, mismatch: false });
    expect(second.deck.filter((c) => c.matched)).toHaveLength(2);
  });

  it('reports a mismatch and flips the two cards back', () => {
    const deck = buildDeck('easy', seeded(3));
    const other = deck.find((c) => c.image !== deck[0]!.image)!.id;
    const { deck: open, moved, mismatch } = flipCard(flipCard(deck, 0).deck, other);
    expect({ moved, mismatch }).toEqual({ moved: true, mismatch: true });
    expect(hideUnmatched(open).every((c) => !c.flipped)).toBe(true);
  });

  it('ignores a flip of an open or matched card, or while two are open', () => {
    const deck = buildDeck('easy', seeded(4));
    const one = flipCard(deck, 0).deck;
    expect(canFlip(one, 0)).toBe(false);
    expect(flipCard(one, 0)).toMatchObject({ moved: false, deck: one });
    const other = deck.find((c) => c.image !== deck[0]!.image)!.id;
    const two = flipCard(one, other).deck;
    const third = deck.find((c) => !c.flipped && c.id !== 0 && c.id !== other)!.id;
    expect(canFlip(two, third)).toBe(false);
    const matched = flipCard(one, partnerOf(deck, 0)).deck;
    expect(canFlip(matched, 0)).toBe(false);
    expect(canFlip(matched, 99)).toBe(false);
  });

  it('clears the deck when every pair is found, and the hint picks an unmatched pair', () => {
    let deck = buildDeck('easy', seeded(5));
    const pair = randomUnmatchedPair(deck, seeded(9));
    expect(pair).toHaveLength(2);
    expect(deck[pair[0]!]!.image).toBe(deck[pair[1]!]!.image);
    for (const card of deck) {
      if (deck[card.id]!.matched) continue;
      deck = flipCard(flipCard(deck, card.id).deck, partnerOf(deck, card.id)).deck;
    }
    expect(isDeckCleared(deck)).toBe(true);
    expect(randomUnmatchedPair(deck)).toEqual([]);
  });

  it('scores 100 - 2*moves + the seconds left of 60, floored at 0', () => {
    expect(memoryScore(8, 20)).toBe(124);
    expect(memoryScore(10, 75)).toBe(80);
    expect(memoryScore(60, 90)).toBe(0);
    expect(memoryScore(8, 20.9)).toBe(124);
  });

  it('rates by cards*1.5/moves', () => {
    expect(memoryRating(16, 16)).toBe('excellent');
    expect(memoryRating(16, 17)).toBe('good');
    expect(memoryRating(16, 20)).toBe('good');
    expect(memoryRating(16, 24)).toBe('fair');
    expect(memoryRating(16, 25)).toBe('try_again');
  });

  it('pays 5/10/15 for a completed game within the daily limit of 30', () => {
    const none = { today: 0, last24Hours: 0 };
    expect(memoryReward('easy', true, none)).toBe(5);
    expect(memoryReward('medium', true, none)).toBe(10);
    expect(memoryReward('hard', true, none)).toBe(15);
    expect(memoryReward('hard', false, none)).toBe(0);
    expect(memoryReward('hard', true, { today: 20, last24Hours: 20 })).toBe(10);
    expect(memoryReward('easy', true, { today: DAILY_GAME_COINS_LIMIT, last24Hours: DAILY_GAME_COINS_LIMIT })).toBe(0);
    // A new day on the device, but two days' limit already paid in the server's last 24 hours.
    expect(memoryReward('hard', true, { today: 0, last24Hours: GAME_COINS_IN_24_HOURS_MAX - 5 })).toBe(5);
    expect(memoryReward('hard', true, { today: 0, last24Hours: GAME_COINS_IN_24_HOURS_MAX })).toBe(0);
  });

  it('keeps a result only as far as the rules allow: time, moves per pair, score by the formula', () => {
    const easyWin = { score: 124, moves: 8, time: 20, completed: true };
    expect(withinRules('easy', easyWin, 20)).toEqual({ score: 124, moves: 8, time: 20 });
    expect(withinRules('easy', { ...easyWin, score: 125 }, 20)).toEqual({ score: 124, moves: 8, time: 20 });
    expect(withinRules('easy', { score: 100, moves: 7, time: 60, completed: true }, 60)).toEqual({ score: 84, moves: 8, time: 60 });
    expect(withinRules('easy', { score: 0, moves: 0, time: 3, completed: false }, 3)).toEqual({ score: 0, moves: 0, time: 3 });
    expect(withinRules('easy', { score: 80, moves: 30, time: 26, completed: true }, 19.2)).toEqual({ score: 75, moves: 30, time: 25 });
    expect(withinRules('medium', { score: 100, moves: 12, time: 45, completed: true }, 45)).toEqual({ score: 91, moves: 12, time: 45 });
  });
});
