import { Caption, Subheadline, Text } from '@telegram-apps/telegram-ui';
import type { GameStats } from '@tracker/shared/contract';
import { DAILY_GAME_COINS_LIMIT, MEMORY_DIFFICULTIES, MEMORY_ITEMS, MEMORY_ITEM_RULES, MEMORY_LEVELS, type MemoryCard } from '@tracker/shared/domain';
import { appTexts, memoryGameTexts } from '@tracker/shared/texts';
import { useEffect } from 'react';
import { Button } from '../../../components/button.tsx';
import { CoinIcon } from '../../../components/icons.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { announce } from '../../../lib/announce.ts';
import { useRequest } from '../../../lib/use-request.ts';
import { getMemoryStats } from '../api/get-game-stats.ts';
import { getMemoryGame } from '../api/get-memory-game.ts';
import { type GameResult, type MemoryGameState, type Playing, useMemoryGame } from '../hooks/use-memory-game.ts';
import '../memory-game.css';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The menu's stats line from GET /minigames/stats/ ('Вы ещё не играли' before the first game). */
function statsText(stats: GameStats): string {
  return stats.totalGames > 0 ? memoryGameTexts.statsLine(stats.bestScore, stats.totalGames) : memoryGameTexts.noGamesYet;
}

/** The menu's stats line, asked for each time the menu shows (so a finished game is in it). */
function MenuStats() {
  const stats = useRequest(getMemoryStats);
  const failed = stats.status === 'error';
  // A no-break space while loading keeps the line's height, so the levels below do not jump.
  const text = failed ? memoryGameTexts.statsError : stats.data ? statsText(stats.data) : '\u00a0';
  return (
    <Caption className={`memory-menu__stats${failed ? ' memory-menu__line--error' : ''}`} data-testid="memory-stats" aria-busy={stats.status === 'loading'}>
      {text}
    </Caption>
  );
}

/** The game as the server describes it (GET /minigames/), then how it scores. */
function MenuAbout() {
  const game = useRequest(getMemoryGame);
  const failed = game.status === 'error';
  // Two lines are kept while loading, the description's height on a phone, so nothing below jumps.
  return (
    <div className="memory-menu__about">
      <Text className={`memory-menu__description${failed ? ' memory-menu__line--error' : ''}`} data-testid="memory-description" aria-busy={game.status === 'loading'}>
        {failed ? memoryGameTexts.listError : (game.data?.description ?? '\u00a0')}
      </Text>
      <Text className="memory-menu__rules">{memoryGameTexts.scoring}</Text>
    </div>
  );
}

function Menu({ starting, capReached, onStart }: { starting: boolean; capReached: boolean; onStart: (d: (typeof MEMORY_DIFFICULTIES)[number]) => void }) {
  return (
    <div className="memory-menu" data-testid="memory-menu">
      <MenuAbout />
      <MenuStats />
      {/* Today's coins from games are all earned: the levels' rewards are tomorrow's (a game still counts). */}
      {capReached && (
        <Caption className="memory-menu__stats" data-testid="memory-menu-daily-limit">
          {memoryGameTexts.dailyLimitReached}
        </Caption>
      )}
      <Text weight="2">{memoryGameTexts.chooseDifficulty}</Text>
      {MEMORY_DIFFICULTIES.map((difficulty) => {
        const level = MEMORY_LEVELS[difficulty];
        return (
          <button
            key={difficulty}
            type="button"
            className="memory-menu__level"
            disabled={starting}
            onClick={() => onStart(difficulty)}
            data-testid={`memory-level-${difficulty}`}
          >
            <span className="memory-menu__level-title">{level.title}</span>
            <span className="memory-menu__level-details">{memoryGameTexts.levelDetails(level.cards, level.reward)}</span>
          </button>
        );
      })}
    </div>
  );
}

function Card({ card, shown, onFlip }: { card: MemoryCard; shown: boolean; onFlip: () => void }) {
  const open = shown || card.flipped || card.matched;
  return (
    <button
      type="button"
      className={`memory-card${open ? ' memory-card--open' : ''}${card.matched ? ' memory-card--matched' : ''}`}
      onClick={onFlip}
      aria-label={open ? card.image : memoryGameTexts.hiddenCard}
      data-testid="memory-card"
      data-card-id={card.id}
      data-image={open ? card.image : undefined}
      data-state={card.matched ? 'matched' : open ? 'open' : 'closed'}
    >
      <span aria-hidden="true">{open ? card.image : '?'}</span>
    </button>
  );
}

function Board({ game, coins, onFlip, onSpend }: { game: Playing & { spending: string | null }; coins: number | null; onFlip: (id: number) => void; onSpend: (item: (typeof MEMORY_ITEMS)[number]) => void }) {
  const level = MEMORY_LEVELS[game.difficulty];
  return (
    <div className="memory-board" data-testid="memory-board">
      <div className="memory-board__bar">
        <span data-testid="memory-moves">
          {memoryGameTexts.moves}: {game.moves}
        </span>
        <span data-testid="memory-timer">
          {memoryGameTexts.time}: {clock(game.seconds)}
        </span>
      </div>
      <span className="visually-hidden" aria-live="polite" data-testid="memory-pairs-found">
        {memoryGameTexts.pairsFound(game.deck.filter((card) => card.matched).length / 2, game.deck.length / 2)}
      </span>
      <div className="memory-grid" style={{ gridTemplateColumns: `repeat(${level.columns}, minmax(0, 1fr))` }}>
        {game.deck.map((card) => (
          <Card key={card.id} card={card} shown={game.revealed.has(card.id)} onFlip={() => onFlip(card.id)} />
        ))}
      </div>
      <div className="memory-board__items">
        {MEMORY_ITEMS.map((item) => {
          const { cost } = MEMORY_ITEM_RULES[item];
          return (
            <Button
              key={item}
              mode="bezeled"
              size="m"
              stretched
              disabled={game.used[item] || game.spending !== null || coins === null || coins < cost}
              loading={game.spending === item}
              onClick={() => onSpend(item)}
              aria-label={memoryGameTexts.itemLabel(memoryGameTexts.items[item], cost)}
              data-testid={`memory-${item}`}
              // The price in the button's own slot: a narrow button shortens its name, never the price.
              after={
                // The button's own typography (telegram-ui's Subheadline 2, semibold), as it was beside the name.
                <Subheadline level="2" weight="2" Component="span" className="memory-board__cost">
                  {/* Unpainted in the flex row, the space keeps the text 'Подсказка 5' two words, as its name 'Подсказка, 5 монет' says them. */}{' '}
                  <CoinIcon size={16} />
                  {cost}
                </Subheadline>
              }
              className="memory-board__item"
            >
              {memoryGameTexts.items[item]}
            </Button>
          );
        })}
      </div>
    </div>
  );
}

function Finished({ result, onAgain, onRetrySave }: { result: GameResult; onAgain: () => void; onRetrySave: () => void }) {
  const message = result.coinsEarned === null ? memoryGameTexts.saving : result.coinsEarned > 0 ? memoryGameTexts.finishedWithCoins(result.coinsEarned) : memoryGameTexts.finished;
  useEffect(() => announce(message), [message]);
  return (
    <div className="memory-finished" data-testid="memory-finished">
      <Text weight="2" className="memory-finished__message" data-testid="memory-finished-message">
        {message}
      </Text>
      {result.coinsEarned === 0 && !result.saveFailed && (
        <Text className="memory-finished__note" data-testid="memory-daily-limit">
          {memoryGameTexts.dailyLimitReached}
        </Text>
      )}
      {result.saveFailed && (
        <div className="memory-finished__error">
          <Text className="field-error" role="alert" data-testid="memory-save-error">
            {memoryGameTexts.saveError}
          </Text>
          {/* The same result again: saved once however often it is sent (its idempotency key). */}
          <Button mode="bezeled" size="s" onClick={onRetrySave} data-testid="memory-save-retry">
            {appTexts.retry}
          </Button>
        </div>
      )}
      <dl className="memory-finished__stats">
        <div>
          <dt>{memoryGameTexts.score}</dt>
          <dd data-testid="memory-score">{result.score}</dd>
        </div>
        <div>
          <dt>{memoryGameTexts.rating}</dt>
          <dd data-testid="memory-rating">{memoryGameTexts.ratings[result.rating]}</dd>
        </div>
        <div>
          <dt>{memoryGameTexts.moves}</dt>
          <dd>{result.moves}</dd>
        </div>
        <div>
          <dt>{memoryGameTexts.time}</dt>
          <dd>{clock(result.seconds)}</dd>
        </div>
      </dl>
      <Button mode="filled" size="l" stretched onClick={onAgain} disabled={result.coinsEarned === null} data-testid="memory-play-again">
        {memoryGameTexts.playAgain}
      </Button>
    </div>
  );
}

function Phase({ state, coins, dailyEarned, game }: { state: MemoryGameState; coins: number | null; dailyEarned: number | null; game: ReturnType<typeof useMemoryGame> }) {
  switch (state.phase) {
    case 'menu':
      return <Menu starting={state.starting} capReached={dailyEarned !== null && dailyEarned >= DAILY_GAME_COINS_LIMIT} onStart={(d) => void game.start(d)} />;
    case 'playing':
      return <Board game={state} coins={coins} onFlip={game.flip} onSpend={(item) => void game.spendItem(item)} />;
    case 'finished':
      return <Finished result={state.result} onAgain={game.backToMenu} onRetrySave={game.retrySave} />;
  }
}

/** The memory game modal of a 'Мемори' treasure (rewards.md 2.3): menu, playing, finished. */
export function MemoryGameModal({
  coins,
  dailyEarned,
  onClose,
}: {
  coins: number | null;
  /** The profile's daily_earned: coins from games today; null while unknown. */
  dailyEarned: number | null;
  onClose: () => void;
}) {
  const game = useMemoryGame();
  return (
    <SheetDialog title={memoryGameTexts.title} onClose={onClose} testId="memory-game" className="memory-game">
      <Phase state={game.state} coins={coins} dailyEarned={dailyEarned} game={game} />
    </SheetDialog>
  );
}

export default MemoryGameModal;
