/**
 * Serves the built site (public/) and the Netlify functions on one local origin, the way Netlify
 * does: netlify.toml headers and redirects, modern functions, static files, the 301 from /page/ to
 * /page. Uses @netlify/dev, Netlify's own emulator library; no account, API key or network needed.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';
import { parse } from 'smol-toml';
import { buildFunctionsOnce } from './functions-built-once.mjs';
import { keepFunctionsWarm } from './functions-warm.mjs';
import { publishedFile, redirectsWithoutSlash } from './netlify-static-file';

// ESM on purpose: @netlify/dev's config loader uses top-level await, which CommonJS cannot load.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? '127.0.0.1';

interface RedirectRule {
  from: string;
  to: string;
  status?: number;
}

/**
 * @netlify/dev answers a `status = 404` rewrite with the target page but status 200; Netlify itself
 * answers 404. Knowing which paths such rules cover lets this server restore the real status.
 */
function notFoundRewrites(): RegExp[] {
  const config = parse(readFileSync(path.join(root, 'netlify.toml'), 'utf8')) as { redirects?: RedirectRule[] };
  return (config.redirects ?? [])
    .filter((rule) => rule.status === 404)
    .map((rule) => new RegExp(`^${rule.from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`));
}

/** Whether public/ has a file for the path, as Netlify's static lookup would find it. */
function isPublished(pathname: string): boolean {
  return publishedFile(path.join(root, 'public'), decodeURIComponent(pathname)) !== null;
}

export async function startServer(listen: { port: number; host: string }) {
  const origin = `http://${listen.host === '0.0.0.0' ? '127.0.0.1' : listen.host}:${listen.port}`;
  const options = {
    projectRoot: root,
    serverAddress: origin,
    skipGitignore: true,
    aiGateway: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
  };
  buildFunctionsOnce();
  keepFunctionsWarm();
  // Netlify Blobs (emulated in .netlify/blobs-serve) for the functions: the contact function keeps
  // messages SendGrid did not take there, and deliver-waiting-messages delivers them.
  const netlify = new NetlifyDev({ ...options, blobs: { enabled: true } });
  // On Netlify an existing file shadows a non-forced rewrite and gets the header rules of its own
  // path. @netlify/dev applies the rules of the rewrite's target instead (so /en lost its CSP to
  // the /en/* 404 rule), so published files are answered by an instance without redirects.
  const publishedFiles = new NetlifyDev({ ...options, redirects: { enabled: false }, functions: { enabled: false } });
  await Promise.all([netlify.start(), publishedFiles.start()]);
  const rewrites404 = notFoundRewrites();
  const notFoundPage = readFileSync(path.join(root, 'public', '404.html'));

  // Locally, function requests take turns: the local Blobs server's conditional writes are not atomic
  // (Netlify's are), and two requests at once could both win one write (see the ledger's test).
  let functionQueue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T,>(task: () => Promise<T>): Promise<T> => {
    const run = functionQueue.then(task, task);
    functionQueue = run.catch(() => undefined);
    return run;
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      const requestPath = url.pathname;
      // @netlify/dev serves /team/ as team.html and sends /en/ to the English 404 page; Netlify
      // redirects both to the address without the slash.
      if (redirectsWithoutSlash(path.join(root, 'public'), decodeURIComponent(requestPath))) {
        res.writeHead(301, { location: `${requestPath.slice(0, -1)}${url.search}` });
        res.end();
        return;
      }
      const handler = isPublished(requestPath) ? publishedFiles : netlify;
      const isFunction = requestPath.startsWith('/.netlify/functions/');
      const result = isFunction
        ? await oneAtATime(async () => {
            const answer = await handler.handleAndIntrospectNodeRequest(req);
            // Read the body inside the turn: the function has run once its answer is complete.
            const body = answer ? new Uint8Array(await answer.response.arrayBuffer()) : undefined;
            return answer && { type: answer.type, response: new Response(body, answer.response) };
          })
        : await handler.handleAndIntrospectNodeRequest(req);
      if (!result) {
        // Netlify serves the site's 404.html for anything nothing else matched.
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        res.end(notFoundPage);
        return;
      }
      const { response, type } = result;
      const status =
        type === 'redirect' && response.status === 200 && rewrites404.some((rule) => rule.test(requestPath)) ? 404 : response.status;
      const headers: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        // @netlify/dev's own timing of every request a function made (each Blobs read): a scheduled run
        // over a store that many local runs filled grew it past the 16 KB of headers clients accept.
        if (key !== 'x-nf-fetch-timing') headers[key] = value;
      });
      res.writeHead(status, headers);
      if (response.body && req.method !== 'HEAD') {
        Readable.fromWeb(response.body as ReadableStream).pipe(res);
      } else {
        res.end();
      }
    })().catch((error: unknown) => {
      console.error('serve: request failed', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(listen.port, listen.host, resolve));
  return {
    origin,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([netlify.stop(), publishedFiles.stop()]);
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startServer({ port, host })
    .then(({ origin, close }) => {
      console.log(`Site and functions on ${origin.replace('127.0.0.1', 'localhost')} (Ctrl+C stops)`);
      const stop = () => void close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
