// decap-server ships no types; this is the one function cms/node/serve.ts uses.
declare module 'decap-server/dist/middlewares' {
  import type { Express } from 'express';
  export function registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
}
