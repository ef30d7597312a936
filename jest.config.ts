import type { Config } from 'jest';

const shared: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/plugins', '<rootDir>/netlify', '<rootDir>/scripts', '<rootDir>/cms', '<rootDir>/bench'],
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
  setupFilesAfterEnv: ['<rootDir>/src/test/dom-waits.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/public/', '/.cache/'],
};

/**
 * Two projects: most tests run on React, as the server renders; `*.preact.test.tsx` run on Preact, as
 * the islands do in the browser (aliased as plugins/react-islands aliases them for the browser and develop).
 */
const config: Config = {
  // Jest leaves one core to itself by default: on a 2-core machine that is one worker, twice the time (210 s to 121 s).
  maxWorkers: '100%',
  // npm test runs these beside the CMS's browser tests on 2 cores: 5 s (jest's default) failed a test that reads a
  // calendar three times, each reading given up to 1.5 s. Tests that promise a time assert it themselves.
  testTimeout: 15_000,
  projects: [
    { ...shared, displayName: 'react', testPathIgnorePatterns: [...shared.testPathIgnorePatterns!, '\\.preact\\.test\\.tsx$'] },
    {
      ...shared,
      displayName: 'preact',
      testMatch: ['**/*.preact.test.tsx'],
      // Preact's CommonJS build, as for Node: jsdom would pick its browser build, an ES module.
      testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '^react$': 'preact/compat',
        '^react-dom$': 'preact/compat',
        '^react-dom/client$': 'preact/compat/client',
        '^react-dom/test-utils$': 'preact/test-utils',
        '^react/jsx-(dev-)?runtime$': 'preact/jsx-runtime',
      },
    },
  ],
};

export default config;
