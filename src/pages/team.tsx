import { css } from '@emotion/react';
import { graphql, type PageProps } from 'gatsby';
import { useState } from 'react';
import { useTranslation } from '../i18n/translation';
import { Container } from '../components/Container';
import { PageHeading } from '../components/PageHeading';
import { pageHead } from '../components/Seo/pageHead';
import { TeamMemberCard, type TeamMember } from '../components/Team/TeamMemberCard';
import type { I18nPageContext } from '../i18n/languages';
import { theme } from '../styles/theme';

export default function TeamPage({ data }: PageProps<Queries.TeamPageQuery, I18nPageContext>) {
  const { t } = useTranslation();
  // One biography open at a time: opening another replaces it, toggling the open one closes it.
  const [openId, setOpenId] = useState<string | null>(null);
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
      <Container styles={grid}>
        {members.map((member, index) => (
          <TeamMemberCard
            key={member.id}
            member={member}
            open={openId === member.id}
            onToggle={() => setOpenId((current) => (current === member.id ? null : member.id))}
            // The first photo is in view on arrival at every width; the browser fetches the others as they near it.
            photoLoading={index === 0 ? 'eager' : 'lazy'}
          />
        ))}
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
              gatsbyImageData(width: 400, aspectRatio: 0.8, placeholder: BLURRED, formats: [AUTO, AVIF, WEBP], sizes: "(min-width: 900px) 22rem, 100vw")
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

const grid = css`
  display: grid;
  gap: ${theme.space.l};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  padding-bottom: ${theme.space.xxl};
`;
