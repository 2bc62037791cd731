import type { BlogPost } from '@tracker/shared/contract';
import { blogTexts } from '@tracker/shared/texts';
import { useCallback, useEffect, useRef } from 'react';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useRequest } from '../../../lib/use-request.ts';
import { getBlogPost } from '../api/get-blog-post.ts';

/** The full post of an opened card; each open is one call and so one view. */
export function useBlogPost(id: number, onLoaded: (post: BlogPost) => void): { post: BlogPost | null; error: string | null } {
  const { status, data, error } = useRequest(useCallback(() => getBlogPost(id), [id]));
  // Read when the answer arrives: a new callback must not ask (and count a view) again.
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  const post = data?.post ?? null;
  useEffect(() => {
    if (post) loaded.current(post);
  }, [post]);
  return { post, error: status === 'error' ? serverErrorText(error, blogTexts.loadPostError) : null };
}
