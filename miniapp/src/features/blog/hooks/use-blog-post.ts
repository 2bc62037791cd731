import type { BlogPost } from '@tracker/shared/contract';
import { blogTexts } from '@tracker/shared/texts';
import { useEffect, useRef, useState } from 'react';
import { getBlogPost } from '../api/get-blog-post.ts';
import { blogErrorText } from '../blog-error-text.ts';

/** The full post of an opened card; each open is one call and so one view. */
export function useBlogPost(id: number, onLoaded: (post: BlogPost) => void): { post: BlogPost | null; error: string | null } {
  const [post, setPost] = useState<BlogPost | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Read when the answer arrives: a new callback must not ask (and count a view) again.
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  useEffect(() => {
    let alive = true;
    getBlogPost(id).then(
      (answer) => {
        if (!alive) return;
        setPost(answer.post);
        loaded.current(answer.post);
      },
      (e: unknown) => alive && setError(blogErrorText(e, blogTexts.loadPostError)),
    );
    return () => {
      alive = false;
    };
  }, [id]);
  return { post, error };
}
