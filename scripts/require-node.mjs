// Stops a run on a Node.js older than the line of .nvmrc with a sentence instead of a stack trace from
// deep inside Gatsby. Plain JavaScript on purpose: it must run on the old Node it turns away.
import { readFileSync } from 'node:fs';

const wanted = Number(readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim());
const current = Number(process.versions.node.split('.')[0]);
if (current < wanted) {
  console.error(
    [
      `This project runs on Node.js ${wanted}; this is Node.js ${process.versions.node} (out of support).`,
      `Run it with Node.js ${wanted}: \`. scripts/use-node.sh\` fetches it from the npm registry for this shell,`,
      `or use your own (nvm install ${wanted}). Then start again.`,
    ].join('\n'),
  );
  process.exit(1);
}
