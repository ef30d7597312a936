import styled from '@emotion/styled';

export const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.l};
  margin: ${({ theme }) => theme.space.l} 0;
`;

export function Stat({ value, label }: { value: string; label: string }) {
  return (
    <Item>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </Item>
  );
}

const Item = styled.div`
  display: flex;
  flex-direction: column-reverse;
  padding: ${({ theme }) => theme.space.l};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.l};
  box-shadow: ${({ theme }) => theme.shadows.card};
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 2rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
