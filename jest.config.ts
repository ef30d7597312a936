import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/netlify', '<rootDir>/scripts', '<rootDir>/cms', '<rootDir>/bench'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.m?tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          jsxImportSource: '@emotion/react',
          module: 'node16',
          moduleResolution: 'node16',
          esModuleInterop: true,
          resolveJsonModule: true,
          isolatedModules: true,
        },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'mts', 'js', 'mjs', 'json'],
  moduleNameMapper: { '^gatsby$': '<rootDir>/src/test/gatsby-mock.tsx' },
  testPathIgnorePatterns: ['/node_modules/', '/public/', '/.cache/'],
};

export default config;
