// Runs the backend's TypeScript sources in a plain node process, compiled as jest compiles them (@swc/core,
// with decorator metadata, which NestJS's injection needs and tsx does not emit), with `@app/<package>`
// resolved to the package's sources. For tests that start the server in a process of their own to kill it:
//   node -r backend/src/testing/swc-register.cjs backend/src/users/testing/server.child.ts DATA_DIR
const { addHook } = require('pirates');
const { transformSync } = require('@swc/core');
const Module = require('node:module');
const { join } = require('node:path');

const root = join(__dirname, '../../..');
const PACKAGE = /^@app\/(event-schemas|storage|projections|templating)$/;

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const match = PACKAGE.exec(request);
  return resolveFilename.call(this, match ? join(root, match[1], 'src/index.ts') : request, ...rest);
};

addHook(
  (code, filename) =>
    transformSync(code, {
      filename,
      sourceMaps: 'inline',
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    }).code,
  { exts: ['.ts'], ignoreNodeModules: true },
);
