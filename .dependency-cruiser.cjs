/** Import boundaries (npm run lint). Each rule says why it exists. */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature-imports',
      comment: 'Frontend features do not import each other; shared pieces live in components/ or lib/.',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'packages-do-not-import-backend',
      comment: 'event-schemas, storage, projections and templating are used by the backend, never the reverse.',
      severity: 'error',
      from: { path: '^(event-schemas|storage|projections|templating)/' },
      to: { path: '^(backend|frontend)/' },
    },
    {
      name: 'packages-are-framework-free',
      comment: 'Pure packages must not depend on NestJS, Express or React.',
      severity: 'error',
      from: { path: '^(event-schemas|storage|projections|templating)/' },
      to: { path: 'node_modules/(@nestjs|express|react|react-dom)/' },
    },
    {
      name: 'decide-and-evolve-are-pure',
      comment: 'decide() and evolve() are pure functions: no framework, no I/O.',
      severity: 'error',
      from: { path: '\\.(decide|state)\\.ts$' },
      to: { path: '(node_modules/(@nestjs|express|better-sqlite3|mongodb|@kurrent)/)|^backend/src/shared/' },
    },
    {
      name: 'templating-has-no-io',
      comment: 'Templating runs in the browser too and evaluates tenant input: no fs, network or processes.',
      severity: 'error',
      from: { path: '^templating/src/', pathNot: '\\.(spec|int-spec|e2e-spec)\\.ts$' },
      to: {
        dependencyTypes: ['core'],
        path: '^(node:)?(fs|fs/promises|net|http|https|child_process|worker_threads|dgram|tls)$',
      },
    },
    {
      name: 'no-circular',
      comment: 'Cycles of runtime imports make load order fragile; cycles through type-only imports are harmless.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.dev.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
