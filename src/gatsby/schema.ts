import type { GatsbyNode } from 'gatsby';

/**
 * The content model, declared so queries never depend on what the files happen to contain and a
 * misspelt field shows up as a build error instead of an empty page. Pages and team members share
 * the Mdx type; which fields each kind requires is checked in on-create-node.
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
  type MdxFrontmatter {
    title: String
    description: String
    metaTitle: String
    lead: String
    breadcrumb: [BreadcrumbItem!]
    back: LinkItem
    aliases: [String!]
    noindex: Boolean
    name: String
    role: String
    subtitle: String
    linkedin: String
    email: String
    order: Int
    hidden: Boolean
    photo: File @fileByRelativePath
  }
  type BreadcrumbItem {
    label: String!
    to: String
  }
  type LinkItem {
    label: String!
    to: String!
  }
  type SiteSiteMetadataFactsCountry {
    de: String!
    en: String!
  }
  type SiteSiteMetadataFacts {
    company: String!
    brand: String!
    street: String!
    postalCode: String!
    city: String!
    country: SiteSiteMetadataFactsCountry!
    email: String!
    phone: String!
    registerId: String!
    managingDirector: String!
    siteUrl: String!
  }
  type SiteSiteMetadata {
    title: String!
    siteUrl: String!
    version: String!
    facts: SiteSiteMetadataFacts!
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
