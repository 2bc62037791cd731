import { Spinner } from '@telegram-apps/telegram-ui';
import { Suspense } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import HomePage from './home-page.tsx';
import { useScrollMemory } from '../lib/scroll-memory.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { retryableLazy } from '../lib/retryable-lazy.ts';

// Home ships with the first screen; every other page is its own lazy chunk. Login is lazy too: the Mini App
// signs in from initData and a browser session lasts 30 days, so few first screens are the login page.
const LoginPage = retryableLazy(() => import('../features/auth/components/login-page.tsx'));
const PolicyPage = retryableLazy(() => import('../features/info/components/policy-page.tsx'));
const RulesPage = retryableLazy(() => import('../features/info/components/rules-page.tsx'));
const ContactPage = retryableLazy(() => import('../features/info/components/contact-page.tsx'));
const AboutPage = retryableLazy(() => import('../features/info/components/about-page.tsx'));
const NotFoundPage = retryableLazy(() => import('./not-found-page.tsx'));
const TargetPage = retryableLazy(() => import('./target-page.tsx'));
const MoodPage = retryableLazy(() => import('./mood-page.tsx'));
const ProfilePage = retryableLazy(() => import('./profile-page.tsx'));
const BellPage = retryableLazy(() => import('../features/notifications/components/bell-page.tsx'));
const GiftPage = retryableLazy(() => import('./gift-page.tsx'));
const BlogPage = retryableLazy(() => import('../features/blog/components/blog-page.tsx'));
const AchievementsPage = retryableLazy(() => import('../features/achievements/components/achievements-page.tsx'));

function PageLoading() {
  return (
    <div className="page page-loading" role="status">
      <Spinner size="m" />
    </div>
  );
}

export function AppRoutes() {
  const [location] = useLocation();
  useScrollMemory(`${location}?${useSearch()}`);
  return (
    <PageErrorBoundary key={location}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/home" component={HomePage} />
          <Route path="/login" component={LoginPage} />
          <Route path="/target" component={TargetPage} />
          <Route path="/mood" component={MoodPage} />
          <Route path="/profile" component={ProfilePage} />
          <Route path="/bell" component={BellPage} />
          <Route path="/gift" component={GiftPage} />
          <Route path="/blog" component={BlogPage} />
          <Route path="/achievements" component={AchievementsPage} />
          <Route path="/policy" component={PolicyPage} />
          <Route path="/rules" component={RulesPage} />
          <Route path="/contact" component={ContactPage} />
          <Route path="/about" component={AboutPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  );
}
