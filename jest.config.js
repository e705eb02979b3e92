// One jest configuration for every package. Tests import sibling packages from their sources
// (moduleNameMapper), so `npm test` needs no build except for browser tests, which start the built product.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/event-schemas',
    '<rootDir>/storage',
    '<rootDir>/projections',
    '<rootDir>/templating',
    '<rootDir>/backend',
    '<rootDir>/frontend',
    '<rootDir>/tests',
    '<rootDir>/scripts',
  ],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/*.e2e-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/[^/]+/dist/'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // NestJS 12 and a few of its dependencies ship ESM only; jest must transform them.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|uid|load-esm|file-type|token-types|strtok3|@tokenizer)/)'],
  moduleNameMapper: {
    '^@app/(event-schemas|storage|projections|templating)$': '<rootDir>/$1/src/index.ts',
    '^@app/templating/expression$': '<rootDir>/templating/src/expression/index.ts',
    '^@app/templating/pdf-field-flags$': '<rootDir>/templating/src/pdf/pdf-field-flags.ts',
    '^@app/templating/mask-pattern$': '<rootDir>/templating/src/interview/mask-pattern.ts',
    '^@app/templating/interview$': '<rootDir>/templating/src/interview/index.ts',
    '^@app/templating/markdown$': '<rootDir>/templating/src/markdown/index.ts',
    '^@app/templating/text$': '<rootDir>/templating/src/text/index.ts',
  },
  testTimeout: 30000,
};
