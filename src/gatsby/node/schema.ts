import type { GatsbyNode } from 'gatsby';
import { fieldsByKind, type FieldSpec } from '../../content-model/frontmatter';

/** The GraphQL type of each kind of frontmatter field. */
const graphqlType: Record<FieldSpec['type'], string> = {
  text: 'String',
  integer: 'Int',
  boolean: 'Boolean',
  addresses: '[String!]',
  breadcrumb: '[BreadcrumbItem!]',
  link: 'LinkItem',
  httpsOrEmpty: 'String',
  emailOrEmpty: 'String',
  image: 'File @fileByRelativePath',
};

/**
 * The frontmatter of every kind of content in one type, derived from src/content-model/frontmatter.ts.
 * Every field is nullable here: pages and team members share the Mdx type, so which fields a kind
 * requires is checked in on-create-node.
 */
export function frontmatterType(): string {
  const fields = new Map<string, string>();
  for (const kindFields of Object.values(fieldsByKind)) {
    for (const [name, spec] of Object.entries(kindFields)) fields.set(name, graphqlType[spec.type]);
  }
  return `type MdxFrontmatter {\n${[...fields].map(([name, type]) => `    ${name}: ${type}`).join('\n')}\n  }`;
}

/**
 * The content model, declared so queries never depend on what the files happen to contain and a
 * misspelt field shows up as a build error instead of an empty page. The company facts are one JSON
 * value: the build has validated them against src/content-model/site-facts.ts, which types them.
 */
export const typeDefs = `
  type Mdx implements Node {
    frontmatter: MdxFrontmatter!
    fields: MdxFields!
  }
  type MdxFields {
    kind: String!
    slug: String!
    language: String!
    bio: String
    memberships: [String!]
  }
  ${frontmatterType()}
  type BreadcrumbItem {
    label: String!
    to: String
  }
  type LinkItem {
    label: String!
    to: String!
  }
  type SiteSiteMetadata {
    title: String!
    siteUrl: String!
    version: String!
    facts: JSON!
    earlierOffered: Boolean!
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
