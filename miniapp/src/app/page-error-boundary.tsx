import { Placeholder } from '@telegram-apps/telegram-ui';
import { appTexts, pageTexts } from '@tracker/shared/texts';
import { Component, type ReactNode } from 'react';
import { Button } from '../components/button.tsx';

/**
 * A page that failed (its code did not load, or it threw while drawing) shows a retry instead of
 * leaving the whole app blank. Keyed by the route, so moving to another page starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[page] failed to show', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page" role="alert">
        <Placeholder
          header={pageTexts.failed.title}
          description={pageTexts.failed.text}
          action={
            <Button size="m" onClick={() => window.location.reload()}>
              {appTexts.retry}
            </Button>
          }
        />
      </div>
    );
  }
}
