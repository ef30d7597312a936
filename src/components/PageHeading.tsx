import styled from '@emotion/styled';
import type { ReactNode } from 'react';
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
    <Band>
      <Container>
        {breadcrumb && breadcrumb.length > 0 && <Breadcrumbs items={breadcrumb} />}
        {back && <BackLink to={back.to}>← {back.label}</BackLink>}
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </Container>
    </Band>
  );
}

const Band = styled.div`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.l};
  .lead {
    font-size: ${({ theme }) => theme.fontSizes.lead};
    max-width: ${({ theme }) => theme.layout.textWidth};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const BackLink = styled(LocalizedLink)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.m};
  font-weight: 600;
`;

/** The readable column for prose below the heading. */
export const Prose = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.xxl};
  & > p,
  & > ul,
  & > ol,
  & > h2,
  & > h3,
  & > address {
    max-width: ${({ theme }) => theme.layout.textWidth};
  }
  address {
    font-style: normal;
    margin-bottom: ${({ theme }) => theme.space.m};
  }
`;
