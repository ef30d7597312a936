import { MDXProvider } from '@mdx-js/react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { mdxComponents } from '../components/mdx';
import { PageHeading, Prose } from '../components/PageHeading';
import { Seo } from '../components/Seo/Seo';
import type { I18nPageContext } from '../i18n/languages';

type PageContext = I18nPageContext & { id: string; canonicalPath: string };

export default function ContentPage({ data, children }: PageProps<Queries.ContentPageQuery, PageContext>) {
  const frontmatter = data.mdx?.frontmatter;
  if (!frontmatter) return null;
  return (
    <>
      <PageHeading title={frontmatter.title ?? ''} lead={frontmatter.lead} breadcrumb={frontmatter.breadcrumb} back={frontmatter.back} />
      <Prose>
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </Prose>
    </>
  );
}

export const Head: HeadFC<Queries.ContentPageQuery, PageContext> = ({ data, pageContext, location }) => {
  const frontmatter = data.mdx?.frontmatter;
  return (
    <Seo
      language={pageContext.language}
      path={location.pathname}
      canonicalPath={pageContext.canonicalPath}
      title={frontmatter?.metaTitle ?? frontmatter?.title ?? ''}
      description={frontmatter?.description ?? ''}
      noindex={frontmatter?.noindex ?? false}
    />
  );
};

export const query = graphql`
  query ContentPage($id: String!, $language: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        metaTitle
        lead
        noindex
        breadcrumb {
          label
          to
        }
        back {
          label
          to
        }
      }
    }
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Locales
    }
  }
`;
