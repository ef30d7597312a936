import type { ComponentType, ReactNode } from 'react';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import { mdxComponents } from '../../../src/components/mdx';

/**
 * The page text as the site shows it, without compiling code in the browser (the admin's CSP has
 * no 'unsafe-eval'): MDX is parsed with the same parser the site's MDX uses, markdown becomes
 * HTML elements and kit tags become the site's own kit components.
 */

interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  ordered?: boolean;
  url?: string;
  name?: string | null;
  attributes?: { type: string; name: string; value?: unknown }[];
  children?: MdNode[];
}

export class MdxParseError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
  }
}

export function parseMdx(text: string): MdNode {
  try {
    return fromMarkdown(text, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] }) as MdNode;
  } catch (error) {
    const e = error as { reason?: string; message?: string; line?: number };
    throw new MdxParseError(e.reason ?? e.message ?? String(error), e.line);
  }
}

const components = mdxComponents as unknown as Record<string, ComponentType<Record<string, unknown>>>;

function propsOf(node: MdNode): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    props[attribute.name] =
      attribute.value === null || attribute.value === undefined ? true : typeof attribute.value === 'string' ? attribute.value : undefined;
  }
  return props;
}

function renderChildren(node: MdNode): ReactNode[] {
  return (node.children ?? []).map((child, index) => renderNode(child, index));
}

function renderNode(node: MdNode, key: number): ReactNode {
  const children = renderChildren(node);
  switch (node.type) {
    case 'root':
      return <>{children}</>;
    case 'paragraph':
      return <p key={key}>{children}</p>;
    case 'heading': {
      const Tag = `h${Math.min(Math.max(node.depth ?? 2, 1), 6)}` as 'h2';
      return <Tag key={key}>{children}</Tag>;
    }
    case 'text':
      return node.value ?? '';
    case 'strong':
      return <strong key={key}>{children}</strong>;
    case 'emphasis':
      return <em key={key}>{children}</em>;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'break':
      return <br key={key} />;
    case 'link': {
      const Anchor = components.a;
      return Anchor ? (
        <Anchor key={key} href={node.url}>
          {children}
        </Anchor>
      ) : (
        <a key={key} href={node.url}>
          {children}
        </a>
      );
    }
    case 'list':
      return node.ordered ? <ol key={key}>{children}</ol> : <ul key={key}>{children}</ul>;
    case 'listItem':
      // Tight list items hold one paragraph; the site shows them without paragraph margins.
      return (
        <li key={key}>
          {(node.children ?? []).length === 1 && node.children?.[0]?.type === 'paragraph' ? renderChildren(node.children[0]) : children}
        </li>
      );
    case 'blockquote':
      return <blockquote key={key}>{children}</blockquote>;
    case 'thematicBreak':
      return <hr key={key} />;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const Component = node.name ? components[node.name] : undefined;
      if (!Component) return <span key={key} className="cms-unknown">{`<${node.name ?? ''}>`}</span>;
      return (
        <Component key={key} {...propsOf(node)}>
          {children.length > 0 ? children : undefined}
        </Component>
      );
    }
    default:
      // Comments ({/* … */}) and anything the site would not show.
      return null;
  }
}

export function renderMdx(text: string): ReactNode {
  return renderNode(parseMdx(text), 0);
}
