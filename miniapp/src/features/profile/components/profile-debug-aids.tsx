import { Caption } from '@telegram-apps/telegram-ui';
import { profileDebugTexts as texts } from '@tracker/shared/texts';
import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { Button } from '../../../components/button.tsx';
import { AUTH_STORAGE_KEYS, notifyAuthChanged } from '../../../lib/auth-store.ts';
import { localStore } from '../../../lib/storage.ts';
import { loadProfile } from '../hooks/use-profile.ts';
import './profile-cards.css';

/** What the diagnostics panel lists: where the calls go, what is stored, the last error. */
function Diagnostics({ lastError }: { lastError: string }) {
  const stored = (key: string) => (localStore.get(key) ? texts.stored : texts.missing);
  const rows: [string, string][] = [
    [texts.apiBase, `${window.location.origin}/api`],
    [texts.token, stored(AUTH_STORAGE_KEYS.token)],
    [texts.userId, stored(AUTH_STORAGE_KEYS.userId)],
    [texts.lastError, lastError],
  ];
  return (
    <dl className="profile-debug__diagnostics" data-testid="profile-diagnostics">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Очистить данные': everything stored (auth keys and local caches) goes, then the login page. */
function clearData() {
  localStore.clear();
  notifyAuthChanged();
  navigate('/login');
}

/**
 * The profile page's debug aids under its load error (rewards.md 2.6, 5, 6): diagnostics, clear
 * data, and a manual username load with the quick picks test_user, admin and user1. Small and
 * secondary: a test and debug aid, not a user feature.
 */
export default function ProfileDebugAids({ lastError }: { lastError: string }) {
  const [showDiagnostics, setShowDiagnostics] = useState(false);
  const [username, setUsername] = useState('');
  const name = username.trim();
  return (
    <section className="profile-debug" aria-label={texts.label} data-testid="profile-debug">
      <Caption weight="1" caps className="profile-debug__label">
        {texts.label}
      </Caption>
      <div className="profile-debug__row">
        <Button size="s" mode="plain" aria-expanded={showDiagnostics} onClick={() => setShowDiagnostics((v) => !v)}>
          {texts.diagnostics}
        </Button>
        <Button size="s" mode="plain" className="profile-debug__clear" onClick={clearData}>
          {texts.clearData}
        </Button>
      </div>
      {showDiagnostics && <Diagnostics lastError={lastError} />}
      <form
        className="profile-debug__row"
        onSubmit={(event) => {
          event.preventDefault();
          if (name) void loadProfile(name);
        }}
      >
        <input
          className="profile-debug__input"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          placeholder={texts.username}
          aria-label={texts.username}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
        />
        <Button type="submit" size="s" mode="bezeled" disabled={name === ''}>
          {texts.load}
        </Button>
      </form>
      <div className="profile-debug__row">
        {texts.quickPicks.map((pick) => (
          <button key={pick} type="button" className="profile-debug__pick" onClick={() => setUsername(pick)}>
            {pick}
          </button>
        ))}
      </div>
    </section>
  );
}
