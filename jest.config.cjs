/** Unit, property and data tests. Browser tests run separately (npm run test:e2e). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx', isolatedModules: true } }],
  },
  moduleNameMapper: {
    '^office-addin-manifest$': '<rootDir>/test/shims/office-addin-manifest.cjs',
  },
  testTimeout: 120000,
};
