/** Unit, property and data tests. Browser tests run separately (npm run test:e2e). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx', isolatedModules: true } }],
    // mdb-reader (the .bws reader's database library) is published as ES modules only: its files are compiled
    // to CommonJS like the project's own, so that jest's loader runs the real library.
    '/node_modules/mdb-reader/.+\\.js$': ['ts-jest', { tsconfig: { module: 'commonjs', target: 'ES2022', allowJs: true, isolatedModules: true } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!mdb-reader/)'],
  moduleNameMapper: {
    '^office-addin-manifest$': '<rootDir>/test/shims/office-addin-manifest.cjs',
  },
  testTimeout: 120000,
};
