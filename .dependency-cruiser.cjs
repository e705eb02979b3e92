/** Import boundaries (npm run lint). Each rule says why it exists. */

/**
 * decide/evolve files and the backend modules they may use: the events they return, the rules and
 * messages they apply, DomainError. Everything listed here is held to decide-and-evolve-are-pure.
 */
const DECIDE_PATH = [
  '\\.(decide|state)\\.ts$',
  '^backend/src/.+\\.events\\.ts$',
  '^backend/src/.+-rules\\.ts$',
  '^backend/src/shared/domain/',
  '^backend/src/auth/auth-messages\\.ts$',
  '^backend/src/tenancy/workspace-(addons|guards|settings)\\.ts$',
  '^backend/src/types/(element-(values|diff)|save-element-changes/pending-change)\\.ts$',
];

/** The bounded contexts of backend/src: each is a folder with a module file and an index.ts. */
const CONTEXTS = '(auth|users|tenancy|links|oauth|types|catalogs|queries|records|runs|audit|document-storage)';

/** Tests and test helpers may reach into a context to set up and inspect; production code may not. */
const TEST_CODE = '(\\.(spec|int-spec|e2e-spec|testing)\\.ts$|/testing/)';

/** Node's modules that reach outside the process, draw random numbers or read the clock and the machine. */
const NODE_IO =
  '^(node:)?(fs|fs/promises|net|http|https|http2|tls|dgram|dns|dns/promises|child_process|cluster|worker_threads|' +
  'crypto|os|process|readline|repl|vm|v8|inspector|perf_hooks|timers|timers/promises)$';

/** What must never run under a decision, however indirectly. */
const FRAMEWORKS_AND_IO_LIBRARIES =
  'node_modules/(@nestjs|express|rxjs|react|react-dom|better-sqlite3|mongodb|@kurrent|nodemailer|passport[^/]*|' +
  '@node-rs|pino[^/]*|nestjs-pino)/';

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
      name: 'contexts-meet-at-their-public-surface',
      comment:
        'A context is reached from outside only through its public surface: its module file and its index.ts. ' +
        'Its use-case folders, streams, collections and services are its own; another context sends it a ' +
        'command or calls a query it exports.',
      severity: 'error',
      from: { path: '^backend/src/([^/]+)/', pathNot: TEST_CODE },
      to: {
        path: `^backend/src/${CONTEXTS}/`,
        pathNot: ['^backend/src/$1/', `^backend/src/${CONTEXTS}/(index|[^/]+\\.module)\\.ts$`],
      },
    },
    {
      name: 'shared-depends-on-no-context',
      comment:
        'backend/src/shared/ (ports, adapters, guards, errors, configuration, the stream definition) is used by ' +
        'every context and the app, so it imports none of them: a port in shared/, an implementation in a context.',
      severity: 'error',
      from: { path: '^backend/src/shared/', pathNot: TEST_CODE },
      to: { path: '^backend/src/', pathNot: '^backend/src/shared/' },
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
      comment:
        'decide() and evolve() are pure and deterministic: no framework, no library but zod, no I/O, randomness or ' +
        'clock from node (ids and times come in with the command), no shared infrastructure. This holds for ' +
        'what they use within the backend too (DECIDE_PATH, kept closed by the next rule).',
      severity: 'error',
      from: { path: DECIDE_PATH },
      to: { path: ['^backend/src/shared/(?!domain/)', 'node_modules/(?!zod/)', NODE_IO] },
    },
    {
      name: 'decide-and-evolve-use-only-pure-modules',
      comment:
        'What decide/evolve code imports from the backend is itself under the rule above, so purity holds ' +
        'transitively. A module a decide file needs (pure, or made pure by moving its I/O out) is added to ' +
        'DECIDE_PATH. Type-only imports count as well: dependency-cruiser 16 cannot tell them apart under ' +
        'TypeScript 6 (docs/decisions.md §7).',
      severity: 'error',
      from: { path: DECIDE_PATH },
      to: { path: '^backend/src/', pathNot: DECIDE_PATH },
    },
    {
      name: 'decide-and-evolve-reach-no-framework',
      comment:
        'Nothing decide/evolve code loads, in any package and however indirectly, is a framework, an I/O library, ' +
        'storage or the projections. (Node modules are checked within the backend only: event-schemas draws ' +
        'metadata ids with node:crypto, which decide code never calls.)',
      severity: 'error',
      from: { path: '\\.(decide|state)\\.ts$' },
      to: { reachable: true, path: [FRAMEWORKS_AND_IO_LIBRARIES, '^(storage|projections)/'] },
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
    exclude: { path: '^(event-schemas|storage|projections|templating|backend|frontend)/dist/' },
    tsConfig: { fileName: 'tsconfig.dev.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
