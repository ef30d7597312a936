import type { GatsbyNode, Node } from 'gatsby';
import { describeContentFile } from '../../content-model/content-files';
import { missingFrontmatter } from '../../content-model/frontmatter';
import { parseTeamBody } from './team-biography';

interface FileNode extends Node {
  sourceInstanceName: string;
  relativeDirectory: string;
  base: string;
  absolutePath: string;
}

/** Gives every MDX node its kind, slug and language from its file path, and checks its frontmatter. */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== 'Mdx' || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || file.internal.type !== 'File') return;
  const info = describeContentFile(file.sourceInstanceName, file.relativeDirectory, file.base);
  if ('error' in info) {
    reporter.panicOnBuild(`${file.absolutePath}: ${info.error}`);
    return;
  }
  const missing = missingFrontmatter(info.kind, node.frontmatter as Record<string, unknown> | undefined);
  if (missing.length > 0) {
    reporter.panicOnBuild(`${file.absolutePath}: frontmatter is missing ${missing.map((f) => `"${f}"`).join(', ')}`);
  }
  actions.createNodeField({ node, name: 'kind', value: info.kind });
  actions.createNodeField({ node, name: 'slug', value: info.slug });
  actions.createNodeField({ node, name: 'language', value: info.language });
  if (info.kind === 'team') {
    const { bio, memberships } = parseTeamBody(String(node.body ?? ''));
    if (!bio) reporter.panicOnBuild(`${file.absolutePath}: the biography (the text below the --- lines) is empty`);
    actions.createNodeField({ node, name: 'bio', value: bio });
    actions.createNodeField({ node, name: 'memberships', value: memberships });
  }
};
