import type { StatusLevelInfo } from '@tracker/shared/contract';
import { STATUS_LEVELS } from '@tracker/shared/domain';
import { statusCardTexts } from '@tracker/shared/texts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRequest } from '../../../lib/use-request.ts';
import { getStatuses } from '../api/get-statuses.ts';

/** What the status card shows of a level, from the server's list or the built-in one. */
export type StatusLevelView = Pick<StatusLevelInfo, 'id' | 'name' | 'emoji' | 'description' | 'min_activity' | 'icon_url' | 'color'>;

const FALLBACK: readonly StatusLevelView[] = STATUS_LEVELS.map((level) => ({ ...level, icon_url: null }));

/** One request per session: the ladder does not change while the app is open. */
let loaded: Promise<readonly StatusLevelView[]> | null = null;

function loadStatusLevels(): Promise<readonly StatusLevelView[]> {
  loaded ??= getStatuses().then(
    (levels) => (levels.length > 0 ? levels : FALLBACK),
    (error: unknown) => {
      // A failure is not remembered: the next visit asks again.
      console.warn(statusCardTexts.loadErrorTitle, error);
      loaded = null;
      throw error;
    },
  );
  return loaded;
}

interface StatusLevels {
  levels: readonly StatusLevelView[];
  /** 'Не удалось загрузить статусы: {message}' after a failed load (rewards.md 8), else null. */
  error: string | null;
}

/**
 * The status ladder: the built-in one at once, the server's once it answers; after a failure the
 * built-in one stays (rewards.md 3) and the error is told.
 */
export function useStatusLevels(): StatusLevels {
  const request = useRequest(loadStatusLevels, 'status-levels');
  return {
    levels: request.data ?? FALLBACK,
    error: request.status === 'error' ? statusCardTexts.loadError(errorMessage(request.error)) : null,
  };
}
