import {
  MEMORY_ITEM_RULES,
  MEMORY_LEVELS,
  MISMATCH_FLIP_BACK_MS,
  type MemoryCard,
  type MemoryDifficulty,
  type MemoryItem,
  type MemoryRating,
  MEMORY_GAME_TYPE,
  buildDeck,
  flipCard,
  hideUnmatched,
  isDeckCleared,
  memoryRating,
  memoryScore,
  randomUnmatchedPair,
} from '@tracker/shared/domain';
import type { SaveGameResultRequest } from '@tracker/shared/contract';
import { memoryGameTexts } from '@tracker/shared/texts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverErrorText } from '../../../lib/api-client.ts';
import { newCreateSession } from '../../../lib/idempotency.ts';
import { announceCoinBalance, announceRewardsMayHaveChanged } from '../../../lib/app-events.ts';
import { hapticSuccess } from '../../../lib/telegram.ts';
import { showToast } from '../../../lib/toast.ts';
import { saveGameResult } from '../api/save-game-result.ts';
import { spendInGame } from '../api/spend-in-game.ts';
import { startGame } from '../api/start-game.ts';

export interface GameResult {
  score: number;
  rating: MemoryRating;
  seconds: number;
  moves: number;
  /** null while the result is being saved. */
  coinsEarned: number | null;
  saveFailed: boolean;
}

export interface Playing {
  difficulty: MemoryDifficulty;
  deck: MemoryCard[];
  moves: number;
  startedAt: number;
  /** Seconds since the start, ticking once a second. */
  seconds: number;
  used: Record<MemoryItem, boolean>;
  /** Cards the hint or joker shows for a moment. */
  revealed: ReadonlySet<number>;
  /** This game's idempotency session: its result is saved once however often it is sent. */
  session: string;
}

export type MemoryGameState =
  | { phase: 'menu'; starting: boolean }
  | ({ phase: 'playing'; spending: MemoryItem | null } & Playing)
  | { phase: 'finished'; difficulty: MemoryDifficulty; result: GameResult };

interface UnsavedResult {
  request: SaveGameResultRequest;
  session: string;
  difficulty: MemoryDifficulty;
  result: GameResult;
}

const elapsedSeconds = (startedAt: number) => Math.floor((Date.now() - startedAt) / 1000);

/**
 * The memory game modal's state (rewards.md 4.2): menu -> playing -> finished. The server opens the
 * game, sells the hint and joker, and pays the result; the deck and flips are played here by the
 * shared rules. Every balance change is announced to the header.
 */
export function useMemoryGame() {
  const [state, setState] = useState<MemoryGameState>({ phase: 'menu', starting: false });
  const latest = useRef(state);
  latest.current = state;
  const timers = useRef<number[]>([]);

  const later = useCallback((ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms));
  }, []);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const updatePlaying = useCallback((change: (p: Extract<MemoryGameState, { phase: 'playing' }>) => MemoryGameState) => {
    setState((s) => (s.phase === 'playing' ? change(s) : s));
  }, []);

  const playing = state.phase === 'playing';
  useEffect(() => {
    if (!playing) return;
    const id = window.setInterval(() => updatePlaying((p) => ({ ...p, seconds: elapsedSeconds(p.startedAt) })), 1000);
    return () => window.clearInterval(id);
  }, [playing, updatePlaying]);

  const start = useCallback(async (difficulty: MemoryDifficulty) => {
    setState({ phase: 'menu', starting: true });
    try {
      await startGame(difficulty);
    } catch (error) {
      setState({ phase: 'menu', starting: false });
      showToast(serverErrorText(error, memoryGameTexts.startError), { type: 'error' });
      return;
    }
    setState({
      phase: 'playing',
      spending: null,
      difficulty,
      deck: buildDeck(difficulty),
      moves: 0,
      startedAt: Date.now(),
      seconds: 0,
      used: { hint: false, joker: false },
      revealed: new Set(),
      session: newCreateSession(),
    });
  }, []);

  /** A result the server did not confirm, kept to send again as it was ('Попробовать снова'). */
  const unsaved = useRef<UnsavedResult | null>(null);

  const save = useCallback(async ({ request, session, difficulty, result }: UnsavedResult) => {
    setState({ phase: 'finished', difficulty, result: { ...result, coinsEarned: null, saveFailed: false } });
    try {
      const saved = await saveGameResult(request, session);
      unsaved.current = null;
      setState({ phase: 'finished', difficulty, result: { ...result, coinsEarned: saved.data.coins_earned } });
      announceCoinBalance(saved.data.new_balance);
      // The game may have earned memory_hard or memory_excellent: points and status.
      announceRewardsMayHaveChanged();
    } catch (error) {
      unsaved.current = { request, session, difficulty, result };
      setState({ phase: 'finished', difficulty, result: { ...result, coinsEarned: 0, saveFailed: true } });
      // rewards.md 8: the catalogue's text, with the server's own reason under it when it gave one.
      showToast(memoryGameTexts.saveError, { type: 'error', description: serverErrorText(error, undefined) });
    }
  }, []);

  const finish = useCallback(
    (game: Playing, moves: number) => {
      const seconds = elapsedSeconds(game.startedAt);
      const score = memoryScore(moves, seconds);
      const result: GameResult = {
        score,
        rating: memoryRating(MEMORY_LEVELS[game.difficulty].cards, moves),
        seconds,
        moves,
        coinsEarned: null,
        saveFailed: false,
      };
      hapticSuccess();
      const request = { game_type: MEMORY_GAME_TYPE, score, time: seconds, moves, difficulty: game.difficulty, completed: true };
      void save({ request, session: game.session, difficulty: game.difficulty, result });
    },
    [save],
  );

  /** Sends a result that failed to save again; its key makes a lost first answer pay once. */
  const retrySave = useCallback(() => {
    if (unsaved.current) void save(unsaved.current);
  }, [save]);

  const flip = useCallback(
    (cardId: number) => {
      const s = latest.current;
      if (s.phase !== 'playing') return;
      const outcome = flipCard(s.deck, cardId);
      if (outcome.deck.every((c, i) => c === s.deck[i])) return; // ignored (rewards.md 4.2)
      const moves = s.moves + (outcome.moved ? 1 : 0);
      if (isDeckCleared(outcome.deck)) {
        finish(s, moves);
        return;
      }
      const next = { ...s, deck: outcome.deck, moves };
      latest.current = next;
      setState(next);
      if (outcome.mismatch) later(MISMATCH_FLIP_BACK_MS, () => updatePlaying((p) => ({ ...p, deck: hideUnmatched(p.deck) })));
    },
    [finish, later, updatePlaying],
  );

  const spendItem = useCallback(
    async (item: MemoryItem) => {
      const s = latest.current;
      if (s.phase !== 'playing' || s.used[item] || s.spending) return;
      updatePlaying((p) => ({ ...p, spending: item }));
      try {
        const spent = await spendInGame(item);
        announceCoinBalance(spent.data.new_balance);
        showToast(memoryGameTexts.spent(spent.data.coins_spent), { type: 'info' });
      } catch (error) {
        updatePlaying((p) => ({ ...p, spending: null }));
        showToast(serverErrorText(error, memoryGameTexts.spendError), { type: 'error' });
        return;
      }
      updatePlaying((p) => {
        const ids = item === 'hint' ? randomUnmatchedPair(p.deck) : p.deck.filter((c) => !c.matched).map((c) => c.id);
        return { ...p, spending: null, used: { ...p.used, [item]: true }, revealed: new Set(ids) };
      });
      later(MEMORY_ITEM_RULES[item].revealMs, () => updatePlaying((p) => ({ ...p, revealed: new Set() })));
    },
    [later, updatePlaying],
  );

  const backToMenu = useCallback(() => setState({ phase: 'menu', starting: false }), []);

  return { state, start, flip, spendItem, backToMenu, retrySave };
}
