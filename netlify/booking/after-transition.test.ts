import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterTransitionTable } from './after-transition';

describe('what follows each transition', () => {
  it('is the table the ledger’s README shows', () => {
    const readme = readFileSync(path.join(__dirname, 'ledger/README.md'), 'utf8');
    const table = afterTransitionTable();
    // On a difference, the README's section "After every transition" takes this table as printed.
    if (!readme.includes(table)) console.log(table);
    expect(readme).toContain(table);
  });
});
