import { Caption, Section, Spinner } from '@telegram-apps/telegram-ui';
import { PROFILE_GIFTS_SHOWN } from '@tracker/shared/domain';
import { animationCardTexts, giftTexts, profileGiftsTexts } from '@tracker/shared/texts';
import type { CSSProperties } from 'react';
import { GiftIcon } from '../../../components/icons.tsx';
import { InlineError } from '../../../components/inline-error.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { useRequest } from '../../../lib/use-request.ts';
import { getUserGifts } from '../api/get-user-gifts.ts';
import '../gifts.css';
import { TreasurePicture } from './treasure-picture.tsx';

/**
 * The profile's gifts block (rewards.md 2.6): the received treasures, newest first, each with its
 * picture (or icon) and title, and a link to /gift; the empty state links there too.
 */
export function ProfileGiftsCard() {
  const request = useRequest(getUserGifts, 'user-gifts');
  const owned = request.data?.user_gifts ?? null;

  let body;
  if (request.status === 'error') {
    body = <InlineError text={giftTexts.loadUserError} onRetry={request.retry} className="profile-gifts__state" testId="profile-gifts-error" />;
  } else if (!owned) {
    body = (
      <div className="profile-gifts__state" role="status">
        <Spinner size="s" />
        <Caption className="profile-gifts__hint">{giftTexts.loading}</Caption>
      </div>
    );
  } else if (owned.length === 0) {
    body = (
      <div className="profile-gifts__state" data-testid="profile-gifts-empty">
        <GiftIcon size={28} className="profile-gifts__hint" />
        <Caption className="profile-gifts__hint">{profileGiftsTexts.empty}</Caption>
        <TextLink href="/gift">
          {animationCardTexts.toTreasures}
        </TextLink>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="profile-gifts__list">
          {owned.slice(0, PROFILE_GIFTS_SHOWN).map(({ id, gift }) => (
            <li key={id} className="profile-gifts__item" style={{ '--treasure-color': gift.color } as CSSProperties} data-testid="profile-gift">
              <span className="treasure-card__icon profile-gifts__icon" aria-hidden="true">
                <TreasurePicture gift={gift} />
              </span>
              <span className="profile-gifts__title two-lines">{gift.title}</span>
            </li>
          ))}
        </ul>
        <TextLink href="/gift" className="profile-gifts__all">
          {profileGiftsTexts.all(owned.length)}
        </TextLink>
      </>
    );
  }

  return (
    <Section className="card-section" header={<SectionHeading>{profileGiftsTexts.title}</SectionHeading>} data-testid="profile-gifts" aria-busy={request.status === 'loading'}>
      {body}
    </Section>
  );
}
