/**
 * npm run cms: the CMS at http://localhost:${PORT:-8888}/admin/ with Decap's local backend, which
 * reads and writes the files of this working tree directly (no sign-in, no network). Changes show
 * up in `git status`; commit them as with any edit.
 *
 * CMS_CONTENT_ROOT points the backend at another folder holding content/ and static/ (the e2e
 * tests use a scratch copy); HOST and PORT choose where it listens (loopback by default).
 */
import path from 'node:path';
import express from 'express';
import { adminPolicy } from './admin-policy';
import { buildAdmin } from './build';

const root = path.resolve(__dirname, '..', '..');
const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? '127.0.0.1';
const contentRoot = path.resolve(process.env.CMS_CONTENT_ROOT ?? root);
// A folder of its own, not public/admin/: public/ stays as the site's build wrote it, however
// often the CMS starts (the server sends the admin's policy itself, below).
const adminDir = path.join(root, '.cache', 'cms-admin');
const apiPath = '/api/v1';

async function main() {
  await buildAdmin(adminDir, { writeHeaders: false });
  // decap-server's middleware reads the folder to edit from this variable when it is registered.
  process.env.GIT_REPO_DIRECTORY = contentRoot;
  const { registerLocalFs } = await import('decap-server/dist/middlewares');

  const app = express();
  // The same policy as on Netlify (public/_headers), so a violation shows up here first.
  app.use((_request, response, next) => {
    response.set('Content-Security-Policy', adminPolicy);
    next();
  });
  app.get('/', (_request, response) => response.redirect('/admin/'));
  app.get('/admin/backend.js', (_request, response) => {
    response.type('application/javascript').send(`window.CMS_LOCAL_BACKEND = ${JSON.stringify(apiPath)};\n`);
  });
  app.use('/admin', express.static(adminDir));
  // Images the CMS shows (team photos, files in static/) come from the folder being edited.
  app.use('/', express.static(path.join(contentRoot, 'static')));
  await registerLocalFs(app, { logLevel: process.env.CMS_LOG_LEVEL ?? 'warn' });

  const server = app.listen(port, host, () => {
    const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
    console.log(`\nThe CMS is ready: open http://${shown}:${port}/admin/ in your browser.`);
    console.log(
      `It edits the files in ${path.relative(process.cwd(), contentRoot) || '.'}/content directly (no sign-in). Stop it with Ctrl+C.\n`,
    );
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
