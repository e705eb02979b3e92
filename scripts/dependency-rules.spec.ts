import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = join(__dirname, '..');
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/**
 * The import rules of .dependency-cruiser.cjs, run on small trees laid out like the repository, so
 * that a rule which silently matches nothing (as the framework rules did while node_modules was
 * excluded from the graph) fails here rather than passing `npm run lint` forever.
 */
describe('import boundaries (.dependency-cruiser.cjs)', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
    symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
    write('tsconfig.dev.json', '{ "compilerOptions": { "module": "commonjs", "strict": true } }');
    write('backend/src/shared/domain/domain-error.ts', 'export class DomainError extends Error {}\n');
    write('backend/src/things/thing.events.ts', "import { z } from 'zod';\nexport const Thing = z.object({});\n");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function write(path: string, text: string): void {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }

  /** `rule: from → to` for every violation found in backend/src. */
  function violations(): string[] {
    let output: string;
    try {
      output = execFileSync(
        process.execPath,
        [DEPCRUISE, '--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json', 'backend/src'],
        { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    const result = JSON.parse(output) as { summary: { violations: Violation[] } };
    // node_modules is a link to the repository's, which dependency-cruiser names by its real path.
    const named = (path: string) => path.replace(/^.*?\/node_modules\//, 'node_modules/');
    return result.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${named(to)}`).sort();
  }

  it('passes a decide file that uses only events, rules, DomainError and zod', () => {
    write('backend/src/things/thing-rules.ts', "import { z } from 'zod';\nexport const name = z.string();\n");
    write(
      'backend/src/things/make-thing/make-thing.decide.ts',
      "import { DomainError } from '../../shared/domain/domain-error';\nimport { Thing } from '../thing.events';\n" +
        "import { name } from '../thing-rules';\nexport const decide = () => [Thing, name, DomainError];\n",
    );
    expect(violations()).toEqual([]);
  });

  it('refuses node I/O and randomness in a decide file, and in a rules file it imports', () => {
    write(
      'backend/src/things/thing-rules.ts',
      "import { randomBytes } from 'node:crypto';\nexport const newId = () => randomBytes(16).toString('hex');\n",
    );
    write(
      'backend/src/things/make-thing/make-thing.decide.ts',
      "import { readFileSync } from 'node:fs';\nimport { newId } from '../thing-rules';\n" +
        'export const decide = () => [newId(), readFileSync];\n',
    );
    expect(violations()).toEqual([
      'decide-and-evolve-are-pure: backend/src/things/make-thing/make-thing.decide.ts → fs',
      'decide-and-evolve-are-pure: backend/src/things/thing-rules.ts → crypto',
    ]);
  });

  it('refuses a backend module outside the decide path, however it is reached', () => {
    write('backend/src/things/thing-store.ts', "export const load = () => 'from disk';\n");
    write('backend/src/things/thing.state.ts', "import { load } from './thing-store';\nexport const state = load;\n");
    write(
      'backend/src/things/make-thing/make-thing.decide.ts',
      "import { state } from '../thing.state';\nexport const decide = () => [state];\n",
    );
    expect(violations()).toEqual([
      'decide-and-evolve-use-only-pure-modules: backend/src/things/thing.state.ts → backend/src/things/thing-store.ts',
    ]);
  });

  it('refuses a framework, whether its entry point is at the package root or under its dist/', () => {
    write(
      'backend/src/things/thing-rules.ts',
      "import { Injectable } from '@nestjs/common';\nexport const i = Injectable;\n",
    );
    write(
      'backend/src/things/make-thing/make-thing.decide.ts',
      "import { Command } from '@nestjs/cqrs';\nimport { i } from '../thing-rules';\nexport const decide = () => [Command, i];\n",
    );
    expect(violations()).toEqual([
      'decide-and-evolve-are-pure: backend/src/things/make-thing/make-thing.decide.ts → node_modules/@nestjs/cqrs/dist/index.js',
      'decide-and-evolve-are-pure: backend/src/things/thing-rules.ts → node_modules/@nestjs/common/index.js',
      'decide-and-evolve-reach-no-framework: backend/src/things/make-thing/make-thing.decide.ts → node_modules/@nestjs/common/index.js',
      'decide-and-evolve-reach-no-framework: backend/src/things/make-thing/make-thing.decide.ts → node_modules/@nestjs/cqrs/dist/index.js',
    ]);
  });

  describe('walls between contexts', () => {
    beforeEach(() => {
      write('backend/src/users/create-user/create-user.command.ts', 'export class CreateUserCommand {}\n');
      write('backend/src/users/users.projector.ts', "export const USERS = 'users';\n");
      write('backend/src/users/users.module.ts', 'export class UsersModule {}\n');
      write('backend/src/users/index.ts', "export { CreateUserCommand } from './create-user/create-user.command';\n");
    });

    it('lets a context reach another through its index.ts and its module file', () => {
      write(
        'backend/src/auth/registration/registration.service.ts',
        "import { CreateUserCommand } from '../../users';\nimport { UsersModule } from '../../users/users.module';\n" +
          'export const r = [CreateUserCommand, UsersModule];\n',
      );
      expect(violations()).toEqual([]);
    });

    it("refuses a context reaching into another's use-case folders or collections", () => {
      write(
        'backend/src/auth/registration/registration.service.ts',
        "import { CreateUserCommand } from '../../users/create-user/create-user.command';\n" +
          "import { USERS } from '../../users/users.projector';\nexport const r = [CreateUserCommand, USERS];\n",
      );
      write(
        'backend/src/app/catalogue.ts',
        "import { USERS } from '../users/users.projector';\nexport const c = USERS;\n",
      );
      expect(violations()).toEqual([
        'contexts-meet-at-their-public-surface: backend/src/app/catalogue.ts → backend/src/users/users.projector.ts',
        'contexts-meet-at-their-public-surface: backend/src/auth/registration/registration.service.ts → backend/src/users/create-user/create-user.command.ts',
        'contexts-meet-at-their-public-surface: backend/src/auth/registration/registration.service.ts → backend/src/users/users.projector.ts',
      ]);
    });

    it('lets tests reach into a context to set up and inspect', () => {
      write(
        'backend/src/auth/registration/registration.e2e-spec.ts',
        "import { USERS } from '../../users/users.projector';\nexport const t = USERS;\n",
      );
      expect(violations()).toEqual([]);
    });

    it('refuses shared code that imports a context, even through its index', () => {
      write(
        'backend/src/shared/auth/guard.ts',
        "import { CreateUserCommand } from '../../users';\nexport const g = CreateUserCommand;\n",
      );
      expect(violations()).toEqual([
        'shared-depends-on-no-context: backend/src/shared/auth/guard.ts → backend/src/users/index.ts',
      ]);
    });
  });
});
