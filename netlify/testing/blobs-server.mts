/**
 * Netlify Blobs on 127.0.0.1 for tests: the BlobsServer @netlify/dev runs for `npm run serve`, and
 * the context Netlify gives a function to reach it (NETLIFY_BLOBS_CONTEXT). Run as a script it
 * prints that context as one JSON line and serves until stopped: jest cannot load the server
 * (an ES module dependency), so ./local-blobs.ts starts it this way.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BlobsServer } from '@netlify/blobs/server';

export interface BlobsContext {
  edgeURL: string;
  uncachedEdgeURL: string;
  primaryRegion: string;
  token: string;
  siteID: string;
  deployID: string;
}

export async function startBlobsServer(directory: string): Promise<{ context: BlobsContext; stop: () => Promise<void> }> {
  const token = 'blobs-test-token';
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const context = { edgeURL: url, uncachedEdgeURL: url, primaryRegion: 'us-east-2', token, siteID: 'site-test', deployID: 'deploytest1' };
  return { context, stop: async () => void (await server.stop()) };
}

/** The value of NETLIFY_BLOBS_CONTEXT, as Netlify sets it for a function. */
export const blobsContextVariable = (context: BlobsContext) => Buffer.from(JSON.stringify(context)).toString('base64');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const directory = process.argv[2];
  if (!directory) throw new Error('usage: blobs-server.mts <directory>');
  const { context, stop } = await startBlobsServer(directory);
  console.log(JSON.stringify(context));
  process.on('SIGTERM', () => void stop().then(() => process.exit(0)));
}
