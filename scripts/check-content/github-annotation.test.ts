import { formatGithubAnnotation } from './github-annotation';

describe('formatGithubAnnotation', () => {
  it('writes an error command with the file and line, so GitHub shows it on that line of the pull request', () => {
    expect(
      formatGithubAnnotation({
        file: 'content/pages/impressum/index.de.mdx',
        line: 9,
        message: 'unknown component <Karten>, did you mean <Cards> (Karten)?',
      }),
    ).toBe(
      '::error file=content/pages/impressum/index.de.mdx,line=9,title=Content check::unknown component <Karten>, did you mean <Cards> (Karten)?',
    );
  });

  it('escapes %, CR and LF in the message, and also : and , in the properties', () => {
    expect(
      formatGithubAnnotation(
        { file: 'content/pages/a,b:c/index.de.mdx', line: 1, message: '100% sure:\r\nnext, line' },
        'Check: content, MDX',
      ),
    ).toBe('::error file=content/pages/a%2Cb%3Ac/index.de.mdx,line=1,title=Check%3A content%2C MDX::100%25 sure:%0D%0Anext, line');
  });
});

describe('formatGithubAnnotation at level warning', () => {
  it('writes a warning command, which GitHub shows without failing the check', () => {
    expect(
      formatGithubAnnotation({ file: 'content/pages/x/index.de.mdx', line: 1, message: 'only German changed' }, 'Content check', 'warning'),
    ).toBe('::warning file=content/pages/x/index.de.mdx,line=1,title=Content check::only German changed');
  });
});
