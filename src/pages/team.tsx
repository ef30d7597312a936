import { css } from '@emotion/react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/translation';
import { Container } from '../components/Container';
import { PageHeading } from '../components/PageHeading';
import { pageHead } from '../components/Seo/pageHead';
import { balancedColumns } from '../components/Team/balancedColumns';
import { TeamMemberCard, type TeamMember } from '../components/Team/TeamMemberCard';
import type { I18nPageContext } from '../i18n/languages';
import { theme } from '../styles/theme';

export default function TeamPage({ data }: PageProps<Queries.TeamPageQuery, I18nPageContext>) {
  const { t } = useTranslation();
  const members: TeamMember[] = data.team.nodes.map((node) => ({
    id: node.fields.slug,
    name: node.frontmatter.name ?? '',
    role: node.frontmatter.role ?? '',
    subtitle: node.frontmatter.subtitle,
    linkedin: node.frontmatter.linkedin,
    email: node.frontmatter.email,
    bio: node.fields.bio ?? '',
    memberships: node.fields.memberships ?? [],
    photo: node.frontmatter.photo?.childImageSharp?.gatsbyImageData,
  }));
  return (
    <>
      <PageHeading title={t('team.title')} lead={t('team.intro')} />
      <Container styles={section}>
        <div css={[grid, rowWidths[balancedColumns(members.length, maxColumns) - 1]]} data-columns>
          {members.map((member, index) => (
            <TeamMemberCard
              key={member.id}
              member={member}
              // The first photo is in view on arrival at every width; the browser fetches the others as they near it.
              photoLoading={index === 0 ? 'eager' : 'lazy'}
            />
          ))}
        </div>
      </Container>
    </>
  );
}

export const Head = pageHead('meta.team');

export const query = graphql`
  query TeamPage($language: String!) {
    team: allMdx(
      filter: { fields: { kind: { eq: "team" }, language: { eq: $language } }, frontmatter: { hidden: { ne: true } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        fields {
          slug
          bio
          memberships
        }
        frontmatter {
          name
          role
          subtitle
          linkedin
          email
          photo {
            childImageSharp {
              gatsbyImageData(
                width: 400
                aspectRatio: 0.8
                placeholder: BLURRED
                formats: [AUTO, AVIF, WEBP]
                sizes: "(min-width: 900px) 22rem, 100vw"
              )
            }
          }
        }
      }
    }
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Locales
    }
  }
`;

// Cards of one width, centred in rows, so any number of people looks intended: 1 to 4 in one row
// on a laptop, more in even rows (balancedColumns), fewer per row as the screen narrows.
const maxColumns = 4;
const cardWidth = '16rem';
const gap = theme.space.l;

const section = css`
  padding-bottom: ${theme.space.xxl};
`;

const grid = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${gap};
  margin: 0 auto;
  & > * {
    flex: 0 1 ${cardWidth};
  }
`;

/** The row's width for 1 … maxColumns cards, built once: the widest it may be for that many. */
const rowWidths = Array.from(
  { length: maxColumns },
  (_, index) => css`
    max-width: calc(${index + 1} * ${cardWidth} + ${index} * ${gap});
  `,
);
