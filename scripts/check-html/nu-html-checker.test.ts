import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatProblem } from '../check-content/problem';
import { htmlProblems, isCssUnknownToTheChecker, type NuMessage } from './nu-html-checker';

describe('htmlProblems', () => {
  const root = path.resolve('/project');
  const page = pathToFileURL(path.join(root, 'public/team/index.html')).href;

  it('prints each error as file:line: message, with the text around it', () => {
    const messages: NuMessage[] = [
      {
        type: 'error',
        url: page,
        lastLine: 3,
        message: 'Element “source” is missing required attribute “srcset”.',
        extract: '<picture>\n<source type="image/webp">',
      },
      { type: 'error', url: page, firstLine: 1, lastLine: 4, message: 'Start tag seen without seeing a doctype first.' },
    ];
    expect(htmlProblems(messages, root).map(formatProblem)).toEqual([
      'public/team/index.html:3: Element “source” is missing required attribute “srcset”. (near "<picture> <source type="image/webp">")',
      'public/team/index.html:1: Start tag seen without seeing a doctype first.',
    ]);
  });

  it('leaves warnings out and keeps files the checker could not read', () => {
    const messages: NuMessage[] = [
      { type: 'info', subType: 'warning', url: page, lastLine: 1, message: 'Consider adding a “lang” attribute.' },
      { type: 'non-document-error', url: pathToFileURL(path.join(root, 'public/gone.html')).href, message: 'File not found.' },
    ];
    expect(htmlProblems(messages, root).map(formatProblem)).toEqual(['public/gone.html:1: File not found.']);
  });
});

describe('isCssUnknownToTheChecker', () => {
  const error = (message: string, extract: string): NuMessage => ({ type: 'error', message, extract });
  it('passes over what the checker does not know of view transitions, discrete transitions and container queries, and nothing else', () => {
    expect(isCssUnknownToTheChecker(error('CSS: Parse Error.', 'sition-old(root),::view-transi'))).toBe(true);
    expect(isCssUnknownToTheChecker(error('CSS: Parse Error.', 'nsition-group(*),:root[data-mo'))).toBe(true);
    expect(isCssUnknownToTheChecker(error('CSS: Unrecognized at-rule “@view-transition”', '@view-transition{navig'))).toBe(true);
    expect(
      isCssUnknownToTheChecker(
        error(
          "CSS: “transition-behavior”: Property “transition-behavior” doesn't exist.",
          '@supports (transition-behavior:allow-discrete)',
        ),
      ),
    ).toBe(true);
    expect(
      isCssUnknownToTheChecker(error('CSS: “transition”: “allow-discrete” is not a “transition” value.', 'y 0s 0.3s allow-discrete}}}')),
    ).toBe(true);
    expect(isCssUnknownToTheChecker(error("CSS: “container”: Property “container” doesn't exist.", 'eader-bar/inline-size;}'))).toBe(true);
    expect(isCssUnknownToTheChecker(error('CSS: Unrecognized at-rule “@container”', '0.85rem;}}@container heade'))).toBe(true);
    expect(isCssUnknownToTheChecker(error('CSS: “font-size”: Parse Error.', '125rem)), 16cqi);font-weight:7'))).toBe(true);
    expect(isCssUnknownToTheChecker(error('CSS: “font-size”: Parse Error.', '125rem)), 16qci);font-weight:7'))).toBe(false);
    expect(isCssUnknownToTheChecker(error('CSS: “transition”: “sideways” is not a “transition” value.', 'transition:sideways'))).toBe(
      false,
    );
    expect(isCssUnknownToTheChecker(error('CSS: Parse Error.', 'color:red;;}a{b'))).toBe(false);
    expect(isCssUnknownToTheChecker(error('Stray end tag “div”.', '</div>'))).toBe(false);
  });
});
