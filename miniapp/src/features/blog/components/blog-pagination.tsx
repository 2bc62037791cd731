import type { BlogPagination as Pagination } from '@tracker/shared/contract';
import { BLOG_PAGE_NEIGHBOURS, BLOG_PAGE_NEIGHBOURS_NARROW, BLOG_PAGE_SIZE, pageSlots, shownRange } from '@tracker/shared/domain';
import { blogTexts } from '@tracker/shared/texts';
import { PageNav } from '../../../components/page-nav.tsx';

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
    <PageNav page={page} pages={pages} slots={slots} onPage={onPage} label={blogTexts.pagination} testId="blog-pagination" className="blog-pagination">
      {first > 0 && <p className="blog-pagination__shown">{blogTexts.shown(first, last, total)}</p>}
    </PageNav>
  );
}
