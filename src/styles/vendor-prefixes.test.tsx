import { css } from '@emotion/react';
import type { ReactElement, ReactNode } from 'react';
import { replaceRenderer } from '../gatsby/ssr/emotion-critical-css';

/** The CSS the server writes into <head> for `body`, as Gatsby's build would. */
function serverCss(body: ReactNode): string {
  let head: ReactElement[] = [];
  replaceRenderer!(
    {
      bodyComponent: body,
      replaceBodyHTMLString: () => undefined,
      setHeadComponents: (components: ReactElement[]) => (head = components),
    } as never,
    { plugins: [] },
  );
  return head.map((style) => (style.props as { dangerouslySetInnerHTML: { __html: string } }).dangerouslySetInnerHTML.__html).join('');
}

describe('the vendor prefixes of the server CSS', () => {
  const written = serverCss(
    <div
      css={css`
        display: flex;
        align-items: center;
        transform: translateY(1rem);
        transition: transform 0.2s;
        hyphens: auto;
        backdrop-filter: blur(10px);
        user-select: none;
        &::placeholder {
          color: gray;
        }
      `}
    />,
  );

  it('keeps the -webkit- prefixes Safari still needs', () => {
    expect(written).toContain('-webkit-hyphens:auto;hyphens:auto;');
    expect(written).toContain('-webkit-backdrop-filter:blur(10px);backdrop-filter:blur(10px);');
    expect(written).toContain('-webkit-user-select:none;user-select:none;');
  });

  it('writes nothing for the browsers of ten years ago', () => {
    expect(written).toContain('display:flex;align-items:center;transform:translateY(1rem);transition:transform 0.2s;');
    expect(written).not.toMatch(/-(moz|ms)-|-webkit-(box|flex|align|transform|transition|input)/);
  });
});
