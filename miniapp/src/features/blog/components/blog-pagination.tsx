import { IconButton } from '@telegram-apps/telegram-ui';
import type { BlogPagination as Pagination } from '@tracker/shared/contract';
import { BLOG_PAGE_NEIGHBOURS, BLOG_PAGE_NEIGHBOURS_NARROW, BLOG_PAGE_SIZE, pageSlots, shownRange } from '@tracker/shared/domain';
import { blogTexts } from '@tracker/shared/texts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons.tsx';

interface BlogPaginationProps {
  pagination: Pagination;
  onPage: (page: number) => void;
  narrow: boolean;
}

/** Previous and next, the first and last page, 1-2 neighbours, gaps, and 'Показано a-b из N записей'. */
export function BlogPagination({ pagination, onPage, narrow }: BlogPaginationProps) {
  const { current_page: page, total_pages: pages, total_items: total } = pagination;
  const { first, last } = shownRange(page, BLOG_PAGE_SIZE, total);
  const slots = pageSlots(page, pages, narrow ? BLOG_PAGE_NEIGHBOURS_NARROW : BLOG_PAGE_NEIGHBOURS);
  return (
    <nav className="blog-pagination" aria-label={blogTexts.pagination} data-testid="blog-pagination">
      {pages > 1 && (
        <div className="blog-pagination__pages">
          <IconButton mode="plain" size="s" aria-label={blogTexts.previousPage} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeftIcon size={20} />
          </IconButton>
          {slots.map((slot, i) =>
            slot === 'gap' ? (
              <span key={`gap-${i}`} className="blog-pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={slot}
                type="button"
                className={`blog-pagination__page${slot === page ? ' blog-pagination__page--current' : ''}`}
                aria-label={blogTexts.page(slot)}
                aria-current={slot === page ? 'page' : undefined}
                onClick={() => onPage(slot)}
              >
                {slot}
              </button>
            ),
          )}
          <IconButton mode="plain" size="s" aria-label={blogTexts.nextPage} disabled={page >= pages} onClick={() => onPage(page + 1)}>
            <ChevronRightIcon size={20} />
          </IconButton>
        </div>
      )}
      {first > 0 && <p className="blog-pagination__shown">{blogTexts.shown(first, last, total)}</p>}
    </nav>
  );
}
