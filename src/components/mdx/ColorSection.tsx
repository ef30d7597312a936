import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { tones, type Tone } from '../../styles/theme';
import { LocalizedLink } from '../LocalizedLink';

interface Props {
  tone: Tone;
  title: string;
  to?: string;
  linkLabel?: string;
  children?: ReactNode;
}

export function ColorSection({ tone, title, to, linkLabel, children }: Props) {
  if (!tones.includes(tone)) throw new Error(`ColorSection: tone "${tone}" is not one of ${tones.join(', ')}`);
  return (
    <Section tone={tone}>
      <h2>{title}</h2>
      {children}
      {to && linkLabel && <LocalizedLink to={to}>{linkLabel} →</LocalizedLink>}
    </Section>
  );
}

const Section = styled.section<{ tone: Tone }>`
  background: ${({ theme, tone }) => theme.colors.tones[tone]};
  border-radius: ${({ theme }) => theme.radii.l};
  padding: ${({ theme }) => theme.space.xl};
  margin: ${({ theme }) => theme.space.l} 0;
  h2 {
    margin-top: 0;
  }
  a {
    font-weight: 700;
  }
`;
