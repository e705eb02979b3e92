import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import type { Env } from '../shared/config/app-config';
import { CreateLinkCommand } from '../links';
import { newLinkSchema } from '../links';
import { linkUrl } from '../links';
import { listLinks } from '../links';
import { RevokeLinkCommand } from '../links';
import { describeZodError } from '../shared/domain/describe-zod-error';
import { EVENT_STORE } from '../shared/storage/tokens';
import { assertWorkspaceExists } from '../tenancy';
import { loadWorkspace } from '../tenancy';
import { assertWorkspaceName } from '../shared/domain/workspace-name';
import { CliUsageError } from './workspace-cli.args';
import { LINK_USAGE, type LinkCliInput } from './link-cli.args';
import type { CliIo } from './cli-io';

/** The origin printed links start with: --origin, else PUBLIC_URL, else the local server. */
export function linkOrigin(env: Env, origin: string | undefined): string {
  const chosen = origin ?? env.PUBLIC_URL?.trim();
  if (chosen) {
    if (!/^https?:\/\/[^/\s]+\/?$/.test(chosen))
      throw new CliUsageError(`--origin must look like https://docs.example.com (got "${chosen}")`);
    return chosen.replace(/\/+$/, '');
  }
  return `http://localhost:${env.PORT?.trim() || 3000}`;
}

/** `npm run workspace -- link ...`: same command handlers as POST/DELETE /:tenancy/api/links. */
export async function executeLinkCommand(app: INestApplicationContext, input: LinkCliInput, io: CliIo): Promise<void> {
  if (input.command === 'help') {
    io.out(LINK_USAGE);
    return;
  }
  assertWorkspaceName(input.workspace);
  const commands = app.get(CommandBus);
  switch (input.command) {
    case 'create': {
      const origin = linkOrigin(io.env, input.origin);
      const parsed = newLinkSchema.safeParse(input.link);
      if (!parsed.success) throw new CliUsageError(describeZodError(parsed.error, 'link'));
      const { linkId } = await commands.execute(new CreateLinkCommand(input.workspace, parsed.data, null));
      io.out(linkUrl(origin, input.workspace, linkId));
      return;
    }
    case 'list': {
      const store = app.get<EventStore>(EVENT_STORE);
      assertWorkspaceExists((await loadWorkspace(store, input.workspace)).state, input.workspace);
      const links = await listLinks(store, input.workspace);
      if (links.length === 0) io.out(`No links in ${input.workspace} yet.`);
      for (const link of links)
        io.out(
          [
            link.linkId,
            link.revoked ? 'revoked' : 'active ',
            link.userEmail,
            `${link.catalogName}/${link.recordId}/${link.appName}`,
            link.createdAt,
          ].join('  '),
        );
      return;
    }
    case 'revoke': {
      const { appended } = await commands.execute(new RevokeLinkCommand(input.workspace, input.linkId, null));
      io.out(appended ? `Link ${input.linkId} is revoked.` : `Link ${input.linkId} was already revoked.`);
      return;
    }
  }
}
