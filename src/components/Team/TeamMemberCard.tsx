import { css } from '@emotion/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from '../../i18n/translation';
import { Picture } from '../Picture';
import { outlineButtonStyle } from '../ButtonLink';
import { theme } from '../../styles/theme';

export interface TeamMember {
  id: string;
  name: string;
  role: string;
  subtitle?: string | null;
  linkedin?: string | null;
  email?: string | null;
  bio: string;
  memberships: readonly string[];
  photo?: IGatsbyImageData | null;
}

interface Props {
  member: TeamMember;
  /** `eager` for the cards a visitor sees on arrival. */
  photoLoading: 'eager' | 'lazy';
}

/**
 * One person: photo, name, role, links, and a biography that opens and closes. Rendered closed, the
 * button carrying both of its labels: the site script (src/islands/site/team-biographies.ts) opens it.
 */
export function TeamMemberCard({ member, photoLoading }: Props) {
  const { t } = useTranslation();
  const bioId = `${member.id}-bio`;
  return (
    <article css={card} id={member.id} aria-labelledby={`${member.id}-name`}>
      {member.photo && <Picture image={member.photo} alt="" loading={photoLoading} className="photo" />}
      <div className="body">
        <h2 id={`${member.id}-name`}>{member.name}</h2>
        <p className="role">{member.role}</p>
        {member.subtitle && <p className="subtitle">{member.subtitle}</p>}
        <p className="links">
          {member.linkedin && (
            <a href={member.linkedin} target="_blank" rel="noopener noreferrer" aria-label={t('team.linkedin', { name: member.name })}>
              LinkedIn
            </a>
          )}
          {member.email && (
            <a href={`mailto:${member.email}`} aria-label={t('team.email', { name: member.name, email: member.email })}>
              {member.email}
            </a>
          )}
        </p>
        <button type="button" aria-expanded={false} aria-controls={bioId} data-label-more={t('team.more')} data-label-less={t('team.less')}>
          {t('team.more')}
        </button>
        <div id={bioId} className="bio" hidden>
          {member.bio.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph.trim()}</p>
          ))}
          {member.memberships.length > 0 && (
            <>
              <p className="memberships-title">{t('team.memberships')}</p>
              <ul className="memberships">
                {member.memberships.map((membership) => (
                  <li key={membership}>{membership}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </article>
  );
}

const card = css`
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.l};
  box-shadow: ${theme.shadows.card};
  overflow: hidden;
  align-self: start;
  .photo {
    display: block;
    width: 100%;
    height: auto;
    background-size: cover;
  }
  .body {
    padding: ${theme.space.l} ${theme.inset.l};
  }
  h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.h3};
  }
  .role {
    font-weight: 600;
    color: ${theme.colors.primary};
    margin-bottom: ${theme.space.xs};
  }
  .subtitle {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.small};
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.m};
    font-size: ${theme.fontSizes.small};
    overflow-wrap: anywhere;
  }
  button {
    ${outlineButtonStyle};
    padding: 0.45rem 1.1rem;
  }
  button:hover {
    background: ${theme.colors.tones.sage};
  }
  .bio {
    margin-top: ${theme.space.l};
  }
  /* Closed, a biography is laid out but not shown: no height, invisible (and so out of the accessibility
     tree, as [hidden] is). Opening it then grows the card; its text was set when the page loaded, not in
     the frame after the tap (that frame's layout 12-15 ms -> 3-5 ms at CPU 4x). */
  .bio[hidden] {
    display: block;
    visibility: hidden;
    height: 0;
    margin-top: 0;
    overflow: hidden;
  }
  .memberships-title {
    font-weight: 700;
    margin-bottom: ${theme.space.xs};
  }
  .memberships {
    list-style: none;
    padding: 0;
    font-style: italic;
    color: ${theme.colors.muted};
  }
`;
