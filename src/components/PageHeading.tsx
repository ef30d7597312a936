import { css } from '@emotion/react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { theme } from '../styles/theme';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { Container } from './Container';
import { LocalizedLink } from './LocalizedLink';

interface Props {
  title: string;
  lead?: string | null;
  breadcrumb?: readonly Crumb[] | null;
  back?: { readonly label: string; readonly to: string } | null;
  children?: ReactNode;
}

/** The top of an inner page: breadcrumb, back link, title and lead. */
export function PageHeading({ title, lead, breadcrumb, back, children }: Props) {
  return (
    <div css={band}>
      <Container>
        {breadcrumb && breadcrumb.length > 0 && <Breadcrumbs items={breadcrumb} />}
        {back && (
          <LocalizedLink css={backLink} to={back.to}>
            ← {back.label}
          </LocalizedLink>
        )}
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </Container>
    </div>
  );
}

const band = css`
  padding: ${theme.space.xl} 0 ${theme.space.l};
  .lead {
    font-size: ${theme.fontSizes.lead};
    max-width: ${theme.layout.textWidth};
    color: ${theme.colors.muted};
  }
`;

const backLink = css`
  display: inline-block;
  margin-bottom: ${theme.space.m};
  font-weight: 600;
`;

/** The readable column for prose below the heading. */
export function Prose(props: ComponentPropsWithoutRef<'div'>) {
  return <Container styles={prose} {...props} />;
}

const prose = css`
  padding-bottom: ${theme.space.xxl};
  & > p,
  & > ul,
  & > ol,
  & > h2,
  & > h3,
  & > address {
    max-width: ${theme.layout.textWidth};
  }
  address {
    font-style: normal;
    margin-bottom: ${theme.space.m};
  }
`;
