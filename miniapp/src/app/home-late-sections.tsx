import { HOME_ACHIEVEMENTS_SHOWN } from '@tracker/shared/domain';
import { homeLateTexts } from '@tracker/shared/texts';
import { HomeSectionSkeleton, LazyHomeSection } from '../components/home-section.tsx';
import { retryableLazy } from '../lib/retryable-lazy.ts';

// The last two Home sections load after the first screen (bundle budget); meanwhile their frame
// with the same loading boxes their own request shows holds their place, so nothing jumps.
const HomeAchievements = retryableLazy(async () => ({ default: (await import('../features/achievements/components/home-achievements.tsx')).HomeAchievements }));
const HomeBlogPosts = retryableLazy(async () => ({ default: (await import('../features/blog/components/home-blog-posts.tsx')).HomeBlogPosts }));

/** Home 'Последние достижения' and the recent blog posts (core.md 2 "Home"). */
export function HomeLateSections() {
  return (
    <>
      <LazyHomeSection testId="home-achievements-loading" title={homeLateTexts.achievementsTitle} placeholder={<HomeSectionSkeleton shape="list" count={HOME_ACHIEVEMENTS_SHOWN} />}>
        <HomeAchievements />
      </LazyHomeSection>
      <LazyHomeSection testId="home-blog-loading" title={homeLateTexts.blogTitle} placeholder={<HomeSectionSkeleton shape="row" />}>
        <HomeBlogPosts />
      </LazyHomeSection>
    </>
  );
}
