import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Context, Hono, type Next } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { errorTexts } from '@tracker/shared/texts';
import { DomainError } from './domain-error.ts';
import type { AppDeps } from './http/app-env.ts';
import { listAnswerCache } from './http/list-answer-cache.ts';
import { CACHE_FOREVER, builtFiles } from './http/built-files.ts';
import { appPagePolicy, securityHeaders } from './http/security-headers.ts';
import { achievementRoutes } from './routes/achievements.ts';
import { authRoutes, pendingStatusRoute } from './routes/auth.ts';
import { blogRoutes } from './routes/blog.ts';
import { devRoutes } from './routes/dev.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { giftRoutes } from './routes/gifts.ts';
import { goalRoutes } from './routes/goals.ts';
import { habitRoutes } from './routes/habits.ts';
import { minigameRoutes } from './routes/minigames.ts';
import { mediaRoutes } from './routes/media.ts';
import { noteRoutes } from './routes/notes.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { stickerRoutes } from './routes/stickers.ts';
import { subscriptionRoutes } from './routes/subscription.ts';
import { systemRoutes } from './routes/system.ts';
import { telegramWebhookRoutes } from './routes/telegram-webhook.ts';
import { userRoutes } from './routes/user.ts';

/** A path ending in a file name with an extension ('/blog/goals.svg'); API paths end in '/' or an id. */
const FILE_NAME = /\/[^/]+\.[a-z0-9]+$/i;

/** The generated API description (routes/system.ts), readable in a browser. */
const OPENAPI_PATH = '/api/openapi.json';

/** The push service worker must be fresh: a cached one would keep an old push handler for a day. */
const SERVICE_WORKER_CACHE = 'no-cache';

/** A browser navigating to an address (not a client calling the API) asks for HTML. */
function wantsPage(c: Context): boolean {
  return c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html');
}

/** The whole HTTP surface: REST under /api, the webhook, and the built mini app. */
export function createApp(deps: AppDeps) {
  const app = new Hono({ strict: false });
  const staticRoot = deps.staticRoot && existsSync(join(deps.staticRoot, 'index.html')) ? deps.staticRoot : null;
  // Read per request: a rebuild replaces index.html and its hashed assets under a running server.
  let policy = { html: '', header: '' };
  const appShell = (c: Context) => {
    const html = readFileSync(join(staticRoot!, 'index.html'), 'utf8');
    if (policy.html !== html) policy = { html, header: appPagePolicy(html, new URL(deps.config.vkIdApiRoot).origin) };
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', policy.header);
    return c.html(html);
  };
  /** A page request (a browser navigating) to an API area without /api gets the app. */
  const pageFirst = async (c: Context, next: Next) => (staticRoot && wantsPage(c) ? appShell(c) : next());
  /** A file of the built app under such an area (the blog's pictures at /blog/*.svg) is served as the file. */
  const serveBuiltFile = staticRoot ? builtFiles(staticRoot) : null;
  const fileFirst = async (c: Context, next: Next) => (serveBuiltFile && FILE_NAME.test(c.req.path) ? serveBuiltFile(c, next) : next());

  // Body sizes are limited where bodies are read: JSON in parseJsonBody (http/parse-input.ts), the
  // avatar upload in its route (routes/user.ts). Reads never touch `raw.body`, which would make
  // @hono/node-server build a full Request on every GET.
  // A person who opens any /api address in the browser lands on the app (core.md 2: "any path starting
  // with /api redirects to /"); clients (fetch sends */*) get the API. The API description stays readable.
  app.use('*', securityHeaders);
  app.use('/api/*', async (c, next) => (wantsPage(c) && c.req.path !== OPENAPI_PATH ? c.redirect('/', 302) : next()));
  app.route('/api', systemRoutes());
  app.route('/api/auth', authRoutes(deps));
  app.route('/auth', pendingStatusRoute(deps));
  /**
   * An API area at /api<path>; `withoutApi`: also at <path>, where the spec's tables show its calls
   * without /api (core.md 7, rewards.md 7). A browser asking for a page there still gets the app.
   */
  // Hono<any>: each area declares its own env and schema.
  const area = (path: string, routes: Hono<any>, withoutApi = false) => {
    app.route(`/api${path}`, routes);
    if (!withoutApi) return;
    app.on('GET', [path, `${path}/*`], pageFirst, fileFirst);
    app.route(path, routes);
    // A call there that no route takes is the JSON 404, not the app page (pages were served above).
    for (const unmatched of [path, `${path}/*`]) {
      app.all(unmatched, () => {
        throw new DomainError('NOT_FOUND');
      });
    }
  };
  area('/user', userRoutes(deps));
  const lists = listAnswerCache(deps.config.listCacheBytes);
  area('/goals', goalRoutes(deps, lists));
  area('/habits', habitRoutes(deps, lists));
  area('/notes', noteRoutes(deps), true);
  area('/stickers', stickerRoutes(deps));
  area('/notifications', notificationRoutes(deps));
  area('/achievements', achievementRoutes(deps), true);
  area('/blog', blogRoutes(deps), true);
  area('/gifts', giftRoutes(deps), true);
  area('/minigames', minigameRoutes(deps), true);
  area('/user/subscription', subscriptionRoutes(deps), true);
  area('/feedback', feedbackRoutes(deps), true);
  app.route('/media', mediaRoutes(deps));
  if (deps.telegram?.handleUpdate && deps.config.webhookSecret) {
    app.route('/telegram', telegramWebhookRoutes(deps.config.webhookSecret, deps.telegram.handleUpdate));
  }
  if (deps.config.devTools) app.route('/dev', devRoutes(deps.config.botToken, deps.now));

  // The push service worker is looked up at /sw.js, then at /api/sw.js (rewards.md 5): one file at both.
  if (staticRoot) app.get('/api/sw.js', builtFiles(staticRoot, SERVICE_WORKER_CACHE, 'sw.js'));
  app.all('/api/*', () => {
    throw new DomainError('NOT_FOUND');
  });

  if (staticRoot) {
    // The entry page always through appShell: never cached without asking (a stale one names deleted assets).
    app.get('/', appShell);
    app.get('/index.html', appShell);
    app.use('/assets/*', builtFiles(staticRoot, CACHE_FOREVER));
    // A hashed file that is gone (an old tab after a deploy) is a 404, not the app page read as a script.
    app.get('/assets/*', () => {
      throw new DomainError('NOT_FOUND');
    });
    app.use('/sw.js', builtFiles(staticRoot, SERVICE_WORKER_CACHE));
    app.use('*', builtFiles(staticRoot));
    // Client-side routes (/target, /login ...) all get the app shell.
    app.get('*', appShell);
  }

  app.notFound(() => {
    throw new DomainError('NOT_FOUND');
  });

  app.onError((error, c) => {
    if (error instanceof DomainError) {
      if (error.code === 'TOO_MANY_ATTEMPTS') c.header('Retry-After', String(error.details.retry_after ?? 60));
      // Refused by its declared size, the body was never read: the connection cannot carry the
      // client's next request, so the answer says it closes (else that request meets a dead socket).
      if (error.status === 413) c.header('Connection', 'close');
      return c.json({ success: false, error: error.message, code: error.code, ...error.details }, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ success: false, error: error.message || errorTexts.VALIDATION_FAILED, code: 'BAD_REQUEST' }, error.status);
    }
    console.error(error);
    return c.json({ success: false, error: errorTexts.INTERNAL, code: 'INTERNAL' }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
