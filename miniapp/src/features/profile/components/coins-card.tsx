import { Text, Title } from '@telegram-apps/telegram-ui';
import { coinsCardTexts } from '@tracker/shared/texts';
import { CoinIcon } from '../../../components/icons.tsx';
import './profile-cards.css';

/** The coins card (rewards.md 2.6, 9): the balance and what coins are for. */
export function CoinsCard({ coins }: { coins: number }) {
  return (
    <section className="card coins-card" data-testid="coins-card">
      <div className="coins-card__header">
        <span className="coins-card__icon" aria-hidden="true">
          <CoinIcon size={20} />
        </span>
        <Title level="3" weight="2" Component="h2" className="coins-card__title">
          {coinsCardTexts.title}
        </Title>
        <Text weight="2" className="coins-card__balance" data-testid="coins-balance">
          {coinsCardTexts.balance(coins)}
        </Text>
      </div>
      <ul className="coins-card__lines">
        {coinsCardTexts.lines.map((line) => (
          <li key={line}>
            <Text>{line}</Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
