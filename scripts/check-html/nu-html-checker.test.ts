import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatProblem } from '../check-content/problem';
import { htmlProblems, type NuMessage } from './nu-html-checker';

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
