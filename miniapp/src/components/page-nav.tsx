import type { PageSlot } from '@tracker/shared/domain';
import { paginationTexts } from '@tracker/shared/texts';
import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import './page-nav.css';
import { IconButton } from './icon-button.tsx';

interface PageNavProps {
  page: number;
  pages: number;
  /** The buttons to show: page numbers and gaps ('…'), e.g. pageSlots or pageButtons of shared/domain. */
  slots: readonly PageSlot[];
  onPage: (page: number) => void;
  label: string;
  testId: string;
  className?: string;
  /** A line under the buttons ('Показано 1-12 из 16 записей'). */
  children?: ReactNode;
}

/** Previous, the page buttons with gaps, next (only when there is more than one page), and an optional line under them. */
export function PageNav({ page, pages, slots, onPage, label, testId, className, children }: PageNavProps) {
  return (
    <nav className={`page-nav${className ? ` ${className}` : ''}`} aria-label={label} data-testid={testId}>
      {pages > 1 && (
        <div className="page-nav__pages">
          <IconButton mode="plain" size="s" aria-label={paginationTexts.previousPage} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeftIcon size={20} />
          </IconButton>
          {slots.map((slot, i) =>
            slot === 'gap' ? (
              <span key={`gap-${i}`} className="page-nav__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={slot}
                type="button"
                className={`page-nav__page tap-area${slot === page ? ' page-nav__page--current' : ''}`}
                aria-current={slot === page ? 'page' : undefined}
                onClick={() => onPage(slot)}
              >
                {slot}
              </button>
            ),
          )}
          <IconButton mode="plain" size="s" aria-label={paginationTexts.nextPage} disabled={page >= pages} onClick={() => onPage(page + 1)}>
            <ChevronRightIcon size={20} />
          </IconButton>
        </div>
      )}
      {children}
    </nav>
  );
}
