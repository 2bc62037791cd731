import { Skeleton, Text, Title } from '@telegram-apps/telegram-ui';
import { moodTexts } from '@tracker/shared/texts';
import { UnorphanedText } from '../../../components/unorphaned-text.tsx';
import { greetingName } from '../greeting-name.ts';
import { useMoodGreeting } from '../hooks/use-mood-greeting.ts';
import { HidingImage } from '../../../components/hiding-image.tsx';

/**
 * 'Привет, {name}!' with the server's headline and description, or the error text (core.md 2).
 * `name`: the user's display name, null while the profile loads.
 */
export function MoodGreeting({ name }: { name: string | null }) {
  const greeting = useMoodGreeting();
  const error = greeting.status === 'error' ? greeting.error : null;
  const shownName = greetingName(name, greeting.status === 'error' && greeting.unauthorized);
  return (
    <section className="card mood-greeting" data-testid="mood-greeting" aria-busy={greeting.status === 'loading'}>
      <HidingImage className="mood-greeting__fox" src="/stickers/fox-hello.svg" alt="" width={64} height={64} />
      <div className="mood-greeting__body">
        <Title level="3" weight="1" Component="h2" className="mood-greeting__title">
          {shownName === null ? (
            <Skeleton visible className="mood-greeting__title-skeleton">
              {'\u00a0'}
            </Skeleton>
          ) : (
            <UnorphanedText text={moodTexts.greeting(shownName)} />
          )}
        </Title>
        {greeting.status === 'loaded' && (
          <>
            <Text weight="2" className="mood-greeting__hello">
              {greeting.hello}
            </Text>
            <Text className="mood-greeting__description">{greeting.description}</Text>
          </>
        )}
        {greeting.status === 'loading' && (
          <Skeleton visible>
            <div className="mood-greeting__skeleton mood-greeting__skeleton--hello" />
            <div className="mood-greeting__skeleton mood-greeting__skeleton--description" />
          </Skeleton>
        )}
        {error !== null && (
          <Text className="mood-greeting__error" role="alert">
            {error}
          </Text>
        )}
      </div>
    </section>
  );
}
