import styled from '@emotion/styled';

export const Container = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.m};
  ${({ theme }) => theme.breakpoints.desktop} {
    padding: 0 ${({ theme }) => theme.space.l};
  }
`;
