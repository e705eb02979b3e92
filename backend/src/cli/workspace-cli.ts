import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { ConcurrencyConflictError, type EventStore } from '@app/storage';
import { AppModule } from '../app/app.module';
import { appConfigFromEnv } from '../shared/config/app-config';
import { WorkspaceProvisioning } from '../provisioning/provision-workspace';
import { EVENT_STORE } from '../shared/storage/tokens';
import { ChangeWorkspaceSettingsCommand } from '../tenancy';
import { DeactivateWorkspaceCommand } from '../tenancy';
import { ReactivateWorkspaceCommand } from '../tenancy';
import { SetWorkspaceAddonCommand } from '../tenancy';
import { listWorkspaceNames, loadWorkspace } from '../tenancy';
import { assertWorkspaceName } from '../shared/domain/workspace-name';
import type { WorkspaceSettingsInput } from '../tenancy';
import { CliUsageError, parseCli, settingsFromOptions, USAGE, type CliInput } from './workspace-cli.args';
import { describeWorkspace, workspaceLine } from './workspace-cli.format';
import { executeLinkCommand } from './link-cli';
import { LINK_USAGE, parseLinkCli } from './link-cli.args';
import type { CliIo } from './cli-io';

export type { CliIo } from './cli-io';

/**
 * `npm run workspace -- <command> ...`: the operator's tool. It goes through the same command
 * handlers as the API and writes to the same DATA_DIR (or servers); a running server's projection
 * runner picks the new events up. Returns the exit code: 0, or 1 with one line on stderr.
 */
export async function runWorkspaceCli(argv: string[], io: CliIo): Promise<number> {
  let app: INestApplicationContext | undefined;
  try {
    const linkInput = argv[0] === 'link' ? parseLinkCli(argv.slice(1)) : undefined;
    const input = linkInput ? undefined : parseCli(argv);
    if (input?.command === 'help' || linkInput?.command === 'help') {
      io.out(linkInput ? LINK_USAGE : USAGE);
      return 0;
    }
    if (input?.name !== undefined) assertWorkspaceName(input.name);
    const config = appConfigFromEnv(io.env, io.cwd);
    app = await NestFactory.createApplicationContext(
      AppModule.register({ config, env: { ...io.env, DATA_DIR: config.dataDir }, mode: 'cli' }),
      {
        logger: false,
        abortOnError: false,
      },
    );
    if (linkInput) await executeLinkCommand(app, linkInput, io);
    else await execute(app, input!, io);
    return 0;
  } catch (error) {
    io.err(`Error: ${messageOf(error)}`);
    if (error instanceof CliUsageError) io.err('Run `npm run workspace -- help` for the commands.');
    return 1;
  } finally {
    await app?.close();
  }
}

function messageOf(error: unknown): string {
  if (error instanceof ConcurrencyConflictError)
    return 'The workspace was changed by someone else at the same moment; run the command again.';
  return error instanceof Error ? error.message : String(error);
}

async function execute(app: INestApplicationContext, input: CliInput, io: CliIo): Promise<void> {
  const commands = app.get(CommandBus);
  const store = app.get<EventStore>(EVENT_STORE);
  const context = { actorId: null };
  const name = input.name as string;
  switch (input.command) {
    case 'create': {
      const { options } = input;
      if (options.clear)
        throw new CliUsageError('--clear is for set; a new workspace has only the settings you give it');
      const result = await app.get(WorkspaceProvisioning).provision({
        name,
        settings: { ...(settingsFromOptions(options, io.cwd) as WorkspaceSettingsInput), label: options.label ?? name },
        addons: options.addon ?? [],
        admin: options.admin
          ? { mail: options.admin, password: options['admin-password'], name: options['admin-name'] }
          : undefined,
      });
      io.out(`Created workspace ${name}. Its address: /${name}/`);
      if (result.admin) {
        io.out(`Administrator: ${result.admin.mail}`);
        if (result.admin.generated)
          io.out(`Password: ${result.admin.password}   (shown this once; it is stored only as a hash)`);
      }
      return;
    }
    case 'list': {
      const names = await listWorkspaceNames(store);
      if (names.length === 0)
        io.out(
          'No workspaces yet. Create one: npm run workspace -- create acme --label "Acme LLP" --admin ada@acme.test',
        );
      for (const each of names) io.out(workspaceLine((await loadWorkspace(store, each)).state));
      return;
    }
    case 'show': {
      const { state, revision } = await loadWorkspace(store, name);
      io.out(describeWorkspace(state, revision));
      return;
    }
    case 'set': {
      const changes = settingsFromOptions(input.options, io.cwd);
      if (Object.keys(changes).length === 0)
        throw new CliUsageError('set needs at least one setting, e.g. --label "Acme LLP"');
      const result = await commands.execute(new ChangeWorkspaceSettingsCommand(name, changes, context));
      io.out(
        result.appended
          ? `Settings of ${name} changed: ${Object.keys(changes).join(', ')}.`
          : `Nothing to change: ${name} already has these settings.`,
      );
      return;
    }
    case 'addon': {
      const result = await commands.execute(new SetWorkspaceAddonCommand(name, input.flag, input.enabled, context));
      const state = input.enabled ? 'on' : 'off';
      io.out(
        result.appended
          ? `Add-on ${input.flag} is now ${state} for ${name}.`
          : `Add-on ${input.flag} was already ${state} for ${name}.`,
      );
      return;
    }
    case 'deactivate':
      await commands.execute(new DeactivateWorkspaceCommand(name, input.options.reason, context));
      io.out(`Workspace ${name} is deactivated: its users see "Your workspace has been deactivated."`);
      return;
    case 'reactivate':
      await commands.execute(new ReactivateWorkspaceCommand(name, context));
      io.out(`Workspace ${name} is active again.`);
      return;
  }
}
