import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from '@netlify/functions';
import ts from 'typescript';

interface FunctionModule {
  default: (req: Request, context: Context) => Promise<Response>;
}

// Beside the function, this test would itself be deployed: Netlify makes every script file in
// netlify/functions a function.
const functionsDir = path.join(__dirname, '..', 'functions');

/**
 * ts-jest turns an .mts file into an ES module, which this CommonJS test run cannot load, so the
 * test compiles the function file itself; its relative imports resolve from the functions folder.
 */
function loadFunction(): FunctionModule {
  const source = readFileSync(path.join(functionsDir, 'send-contact-email.mts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2021, esModuleInterop: true },
  });
  const requireFromFunction = (specifier: string): unknown =>
    // The transpiled function is CommonJS; its imports are resolved as Netlify's bundle would.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(specifier.startsWith('.') ? path.join(functionsDir, specifier) : specifier);
  const module = { exports: {} };
  new Function('require', 'module', 'exports', outputText)(requireFromFunction, module, module.exports);
  return module.exports as FunctionModule;
}

describe('send-contact-email function', () => {
  // Its config (rate limit, default route) is checked as Netlify reads it, in the deploy contract.
  const { default: sendContactEmail } = loadFunction();

  it('hands the request to the handler', async () => {
    const res = await sendContactEmail(
      new Request('http://localhost/.netlify/functions/send-contact-email', { headers: { Accept: 'application/json' } }),
      {} as Context,
    );
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('passes Netlify’s deploy context on: production without a key is not configured', async () => {
    const saved = { key: process.env.SENDGRID_API_KEY, context: process.env.CONTEXT };
    delete process.env.SENDGRID_API_KEY;
    delete process.env.CONTEXT;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const context = { deploy: { context: 'production', id: 'deploy', published: true } } as unknown as Context;
      const req = new Request('http://localhost/.netlify/functions/send-contact-email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Anna', email: 'anna@example.ch', subject: 'Hallo', message: 'Text', type: 'contact' }),
      });
      const res = await sendContactEmail(req, context);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: 'not_configured' });
      expect(error).toHaveBeenCalled();
    } finally {
      error.mockRestore();
      if (saved.key !== undefined) process.env.SENDGRID_API_KEY = saved.key;
      if (saved.context !== undefined) process.env.CONTEXT = saved.context;
    }
  });
});
