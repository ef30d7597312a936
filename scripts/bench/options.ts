/** The command line of `npm run bench`. */
import { publicPages } from './pages';

export interface BenchOptions {
  /** Reuse the current public/ instead of building (build times are then reported as null). */
  skipBuild: boolean;
  /** Lighthouse runs per page; the median run by performance score is reported. */
  runs: number;
  pages: string[];
  /** Seconds each autocannon phase of the contact function lasts. */
  loadSeconds: number;
  connections: number;
  /**
   * Put a gzip proxy in front of the server for Lighthouse, as Netlify's CDN compresses (default;
   * --uncompressed measures @netlify/dev's plain answers instead).
   */
  compress: boolean;
}

export const usage = `usage: npm run bench -- [--skip-build] [--uncompressed] [--runs N] [--pages /,/en,...] [--load-seconds S] [--connections C]`;

function positiveInteger(flag: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} needs a whole number of at least 1, not "${value ?? ''}"\n${usage}`);
  return number;
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { skipBuild: false, runs: 3, pages: publicPages, loadSeconds: 10, connections: 4, compress: true };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    // Both `--runs 3` and `--runs=3`.
    const [name, inlineValue] = flag.includes('=') ? [flag.slice(0, flag.indexOf('=')), flag.slice(flag.indexOf('=') + 1)] : [flag, undefined];
    const value = () => inlineValue ?? argv[++i];
    switch (name) {
      case '--skip-build':
        options.skipBuild = true;
        break;
      case '--compress':
        options.compress = true;
        break;
      case '--uncompressed':
        options.compress = false;
        break;
      case '--runs':
        options.runs = positiveInteger(name, value());
        break;
      case '--pages': {
        const pages = (value() ?? '').split(',').map((page) => page.trim()).filter(Boolean);
        const bad = pages.find((page) => !page.startsWith('/'));
        if (pages.length === 0 || bad !== undefined) throw new Error(`--pages needs paths such as /,/en,/team\n${usage}`);
        options.pages = pages;
        break;
      }
      case '--load-seconds':
        options.loadSeconds = positiveInteger(name, value());
        break;
      case '--connections':
        options.connections = positiveInteger(name, value());
        break;
      default:
        throw new Error(`unknown option ${flag}\n${usage}`);
    }
  }
  return options;
}
