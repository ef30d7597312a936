import path from 'node:path';
import type { Content, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { isKitName, kit, kitNames, type KitComponentSpec, type PropSpec } from '../../src/content-model/kit';
import { checkLink, looksLikeFile, type Routes } from './links';
import { braceAdvice, shorten } from './mdx-syntax';
import { closest, lineAt, type Problem } from './problem';

/**
 * Checks a compiled MDX tree against the kit (src/content-model/kit.ts): only kit components, with
 * their attributes and content as the kit describes them, and no code. The tree is the one MDX
 * builds after unravelling paragraphs that hold nothing but components, so a component still
 * inside a paragraph really stands in a sentence.
 */

type Node = Root | Content;
type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export interface KitCheckContext {
  /** The content file, relative to the project root. */
  file: string;
  /** The compiled text (frontmatter blanked), to find the line of an attribute in a tag over several lines. */
  source: string;
  routes: Routes;
  rootDir: string;
}

type Report = (line: number, message: string) => void;

const isJsxElement = (node: Node | undefined): node is JsxElement =>
  node?.type === 'mdxJsxFlowElement' || node?.type === 'mdxJsxTextElement';

const lineOf = (node: Node): number => node.position?.start.line ?? 1;

// A note that is not shown, written {/* … */}: an expression holding nothing but comments.
function isComment(node: Node): boolean {
  return (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && node.data?.estree?.body.length === 0;
}

function isBlank(node: Node): boolean {
  return (node.type === 'text' && node.value.trim() === '') || isComment(node);
}

/** "Verlinkte Seite (optional)" → "Verlinkte Seite": the CMS's name for a field, to quote in a message. */
const fieldName = (prop: PropSpec) => prop.label.replace(/\s*\(optional\)$/, '');

/** `<Stat value="…" label="…" />`, `<Card title="…">…</Card>`: how to write a component, from its required attributes. */
function example(name: string, spec: KitComponentSpec): string {
  const attributes = Object.entries(spec.props)
    .filter(([, prop]) => prop.required)
    .map(([prop]) => ` ${prop}="…"`)
    .join('');
  return spec.children.kind === 'none' ? `<${name}${attributes} />` : `<${name}${attributes}>…</${name}>`;
}

const htmlAdvice: Record<string, string> = {
  a: 'write a link as [text](/contact) or [text](https://…)',
  b: 'write **bold** text',
  strong: 'write **bold** text',
  i: 'write *italic* text',
  em: 'write *italic* text',
  br: 'start a new paragraph with an empty line instead',
  p: 'separate paragraphs with an empty line',
  ul: 'write a list as lines starting with "- "',
  ol: 'write a numbered list as lines starting with "1. "',
  li: 'write a list as lines starting with "- "',
  img: 'write an image as ![description](/image.jpg)',
};
for (let level = 1; level <= 6; level += 1)
  htmlAdvice[`h${level}`] = 'write a heading as a line starting with "## " ("### " for a smaller one)';

/** Components are found by their name or by their German name in the CMS ("Karten" → Cards). */
const componentByName = new Map<string, string>([
  ...kitNames.map((name): [string, string] => [name, name]),
  ...kitNames.map((name): [string, string] => [kit[name].label, name]),
]);

function notInKit(name: string): string {
  if (/^[a-z]/.test(name)) {
    const component = kitNames.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
    if (component) return `write <${component}> with a capital letter: <${name}> is read as an HTML tag`;
    return `HTML tags such as <${name}> are not supported in the content: ${htmlAdvice[name] ?? 'use markdown, or a component of the site such as <InfoBox>'}`;
  }
  const guess = closest(name, componentByName.keys());
  const meant = guess === undefined ? undefined : componentByName.get(guess);
  if (guess && meant) return `unknown component <${name}>, did you mean <${meant}>${guess === meant ? '' : ` (${guess})`}?`;
  return `unknown component <${name}>: the site's components are ${kitNames.map((n) => `<${n}>`).join(', ')}`;
}

/** The line of attribute `name` in the opening tag; tags may spread over several lines. */
function attributeLine(element: JsxElement, name: string, source: string): number {
  const start = element.position?.start.offset;
  if (start === undefined) return lineOf(element);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`\\s${escaped}(?=[\\s=/>]|$)`).exec(source.slice(start, element.position?.end.offset));
  return match ? lineAt(source, start + match.index + 1) : lineOf(element);
}

/** The text of a string literal written as code ({"Beratung"}), to show it in quotes instead. */
function literalText(code: string): string | undefined {
  const match = /^\s*(["'`])([^]*)\1\s*$/.exec(code);
  return match && !(match[1] === '`' && match[2]?.includes('${')) ? match[2] : undefined;
}

interface AttributeCheck {
  component: string;
  name: string;
  prop: PropSpec;
  context: KitCheckContext;
}

function valueProblem(attribute: MdxJsxAttribute, { component, name, prop, context }: AttributeCheck): string | undefined {
  const value = attribute.value;
  if (prop.kind === 'flag') {
    if (value === null || value === undefined) return undefined;
    const written = typeof value === 'string' ? value : (literalText(value.value) ?? value.value);
    return written.trim() === 'false' ? `leave "${name}" out to switch it off` : `write ${name} alone to switch it on, without ="…"`;
  }
  if (value === null || value === undefined) return `"${name}" on <${component}> has no value: write ${name}="…"`;
  if (typeof value !== 'string') {
    const text = literalText(value.value);
    return text === undefined
      ? `the value of "${name}" must be text in quotes, ${name}="…", not code in { }`
      : `write ${name}="${text}", in quotes without { }`;
  }
  const text = value.trim();
  // An empty required value is reported as missing; an empty optional one does nothing.
  if (text === '') return undefined;
  const dir = path.posix.dirname(context.file);
  const pathname = text.split(/[?#]/)[0] ?? '';
  switch (prop.kind) {
    case 'text':
      return undefined;
    case 'choice': {
      if (prop.options.includes(text)) return undefined;
      const labels = prop.optionLabels ?? {};
      const byLabel = new Map(Object.entries(labels).map(([option, label]) => [label, option]));
      const guess = closest(text, [...prop.options, ...byLabel.keys()]);
      const meant = guess === undefined ? undefined : (byLabel.get(guess) ?? guess);
      return meant
        ? `"${name}" on <${component}> cannot be "${text}", did you mean "${meant}"?`
        : `"${name}" on <${component}> cannot be "${text}": use one of ${prop.options.join(', ')}`;
    }
    case 'page':
      if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) {
        return `"${name}" on <${component}> must be a page of this site such as "/contact": link to other websites in the text, as [text](https://…)`;
      }
      if (looksLikeFile(pathname))
        return `"${name}" on <${component}> must be a page, not a file: offer a file with <Download href="${text}" title="…" />`;
      return checkLink(text, context.routes, { rootDir: context.rootDir, dir, isImage: false });
    case 'file':
      if (!text.startsWith('/') || !looksLikeFile(pathname)) {
        return `"${name}" on <${component}> must be the address of a file saved in static/, such as "/agb.pdf"`;
      }
      return checkLink(text, context.routes, { rootDir: context.rootDir, dir, isImage: false });
  }
}

function checkAttributes(element: JsxElement, component: string, spec: KitComponentSpec, context: KitCheckContext, report: Report): void {
  const allowed = Object.keys(spec.props);
  const given = new Map<string, MdxJsxAttribute>();
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && !given.has(attribute.name)) given.set(attribute.name, attribute);
  }
  const propOf = (name: string): PropSpec | undefined => (Object.hasOwn(spec.props, name) ? spec.props[name] : undefined);
  // A misspelt required attribute is reported once, as the typo, not also as missing.
  const misspelt = new Set<string>();
  const seen = new Set<string>();

  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      report(lineOf(element), `"${shorten(`{${attribute.value}}`)}" is code and cannot stand in a tag: write each attribute as name="…"`);
      continue;
    }
    const { name } = attribute;
    const line = attributeLine(element, name, context.source);
    if (seen.has(name)) {
      report(line, `"${name}" is given twice on <${component}>: keep one`);
      continue;
    }
    seen.add(name);
    const prop = propOf(name);
    if (!prop) {
      const meant = closest(name, allowed);
      if (meant && !given.has(meant)) misspelt.add(meant);
      report(
        line,
        meant
          ? `unknown attribute "${name}" on <${component}>, did you mean "${meant}"?`
          : allowed.length > 0
            ? `unknown attribute "${name}" on <${component}>: it takes ${allowed.join(', ')}`
            : `<${component}> takes no attributes: remove "${name}"`,
      );
      continue;
    }
    const problem = valueProblem(attribute, { component, name, prop, context });
    if (problem) report(line, problem);
  }

  const present = (name: string) => {
    const value = given.get(name)?.value;
    return value !== undefined && !(typeof value === 'string' && value.trim() === '');
  };
  for (const [name, prop] of Object.entries(spec.props)) {
    if (prop.required && !present(name) && !misspelt.has(name)) {
      const choices = prop.kind === 'choice' ? `, one of ${prop.options.join(', ')}` : '';
      report(lineOf(element), `<${component}> has no "${name}" (${fieldName(prop)}): add ${name}="…"${choices}`);
    }
    const partner = prop.needs;
    const partnerSpec = partner === undefined ? undefined : propOf(partner);
    if (partner === undefined || partnerSpec === undefined) continue;
    if (present(name) && !present(partner)) {
      report(
        attributeLine(element, name, context.source),
        `"${name}" on <${component}> only works together with "${partner}" (${fieldName(partnerSpec)}): add ${partner}="…" or remove ${name}`,
      );
    } else if (present(partner) && !present(name)) {
      report(
        attributeLine(element, partner, context.source),
        `"${partner}" on <${component}> needs "${name}" (${fieldName(prop)}) as well: add ${name}="…"`,
      );
    }
  }
}

/** Whether `child` may stand inside a component that holds only `item`s; other kit items report their own place. */
function fitsItems(child: Node, item: string): boolean {
  if (!isJsxElement(child)) return false;
  if (child.name === item || child.name === null || !isKitName(child.name)) return true;
  const spec: KitComponentSpec = kit[child.name];
  return spec.within !== undefined;
}

function checkChildren(element: JsxElement, component: string, spec: KitComponentSpec, report: Report): void {
  const content = (element.children as Content[]).filter((child) => !isBlank(child));
  const children = spec.children;
  switch (children.kind) {
    case 'none':
      if (content.length > 0) {
        report(
          lineOf(element),
          `<${component}> takes no content between tags: write it as one tag ending in />, e.g. ${example(component, spec)}`,
        );
      }
      return;
    case 'items':
      for (const child of content) {
        if (fitsItems(child, children.of)) continue;
        const itemExample = isKitName(children.of) ? example(children.of, kit[children.of]) : `<${children.of}>`;
        report(
          lineOf(child),
          `only <${children.of}> can stand inside <${component}>: move this out of <${component}>, or write it as ${itemExample}`,
        );
      }
      return;
    case 'markdown':
    case 'inline':
      if (children.required && content.length === 0) {
        report(lineOf(element), `<${component}> has no content (${children.label}): write it between <${component}> and </${component}>`);
      }
  }
}

function checkElement(
  element: JsxElement,
  parent: Node | undefined,
  enclosing: JsxElement | undefined,
  context: KitCheckContext,
  report: Report,
): void {
  const line = lineOf(element);
  const name = element.name;
  if (name === null) {
    report(line, 'empty tags <> … </> are not supported: remove them');
    return;
  }
  if (!isKitName(name)) {
    report(line, notInKit(name));
    return;
  }
  const spec: KitComponentSpec = kit[name];
  // A component alone on its lines is a flow element; a text element inside a paragraph, heading or
  // list item stands in a sentence (inside another component's tags it is that component's content).
  if (element.type === 'mdxJsxTextElement' && !spec.inline && !isJsxElement(parent)) {
    report(line, `<${name}> cannot stand inside a sentence: put <${name} …> on its own line, with an empty line before and after`);
  }
  if (spec.within && enclosing?.name !== spec.within) {
    report(
      line,
      `<${name}> can only stand inside <${spec.within}>: put a line <${spec.within}> before it and a line </${spec.within}> after it`,
    );
  }
  checkAttributes(element, name, spec, context, report);
  checkChildren(element, name, spec, report);
}

function codeMessage(node: Node): string | undefined {
  if (node.type === 'mdxjsEsm') {
    return node.value.trimStart().startsWith('export')
      ? '"export" lines are code and not allowed in the content: remove this line; a page\'s title and other fields go between the --- lines at the top'
      : '"import" lines are code and not allowed in the content: remove this line; the site\'s components (<Cards>, <InfoBox> …) work without it';
  }
  if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && !isComment(node)) {
    return `"${shorten(`{${node.value}}`)}" is read as code, not as text: ${braceAdvice}. A note that is not shown on the page is written {/* … */}`;
  }
  return undefined;
}

/** Everything in the tree that is not what the kit allows, one problem per mistake. */
export function checkKitUsage(tree: Root, context: KitCheckContext): Problem[] {
  const problems: Problem[] = [];
  const report: Report = (line, message) => problems.push({ file: context.file, line, message });
  const walk = (node: Node, parent: Node | undefined, enclosing: JsxElement | undefined) => {
    const code = codeMessage(node);
    if (code) report(lineOf(node), code);
    if (isJsxElement(node)) checkElement(node, parent, enclosing, context, report);
    if (!('children' in node)) return;
    for (const child of node.children as Content[]) walk(child, node, isJsxElement(node) ? node : enclosing);
  };
  walk(tree, undefined, undefined);
  return problems;
}
