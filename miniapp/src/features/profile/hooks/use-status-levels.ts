import type { StatusLevelInfo } from '@tracker/shared/contract';
import { STATUS_LEVELS } from '@tracker/shared/domain';
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
      // rewards.md 3: the built-in ladder stands in when the statuses are not loaded; next visit asks again.
      console.warn('Не удалось загрузить статусы', error);
      loaded = null;
      return FALLBACK;
    },
  );
  return loaded;
}

/** The status ladder: the built-in one at once, the server's once it answers. */
export function useStatusLevels(): readonly StatusLevelView[] {
  return useRequest(loadStatusLevels).data ?? FALLBACK;
}
