import { parseArgs } from 'node:util';
import { CliUsageError } from './workspace-cli.args';

export const LINK_USAGE = `Links for external users (one record, one e-mail address):

  npm run workspace -- link create WORKSPACE --email EMAIL --name NAME --catalog CATALOG --record ID --app APP [--origin URL]
  npm run workspace -- link list WORKSPACE
  npm run workspace -- link revoke WORKSPACE LINKID

create prints the address to send: {origin}/{workspace}/links/{linkId}; the origin is --origin,
else PUBLIC_URL, else http://localhost:{PORT or 3000}.`;

const OPTIONS = {
  email: { type: 'string' },
  name: { type: 'string' },
  catalog: { type: 'string' },
  record: { type: 'string' },
  app: { type: 'string' },
  origin: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type LinkCliInput =
  | { command: 'help' }
  | {
      command: 'create';
      workspace: string;
      link: { userEmail: string; userName: string; catalogName: string; recordId: string; appName: string };
      origin?: string;
    }
  | { command: 'list'; workspace: string }
  | { command: 'revoke'; workspace: string; linkId: string };

const ARITY: Record<string, number> = { create: 1, list: 1, revoke: 2 };

export function parseLinkCli(argv: string[]): LinkCliInput {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new CliUsageError((error as Error).message.split('\n')[0]);
  }
  const [command, ...rest] = parsed.positionals;
  const options = parsed.values;
  if (!command || command === 'help' || options.help) return { command: 'help' };
  const arity = ARITY[command];
  if (arity === undefined)
    throw new CliUsageError(`Unknown link command "${command}"; expected one of: create, list, revoke, help`);
  if (rest.length !== arity) {
    const expected = command === 'revoke' ? 'link revoke WORKSPACE LINKID' : `link ${command} WORKSPACE`;
    throw new CliUsageError(`Usage: ${expected} (got ${rest.length} argument${rest.length === 1 ? '' : 's'})`);
  }
  const workspace = rest[0];
  if (command === 'list') return { command, workspace };
  if (command === 'revoke') return { command, workspace, linkId: rest[1] };
  const missing = (['email', 'name', 'catalog', 'record', 'app'] as const).filter((key) => !options[key]);
  if (missing.length > 0) throw new CliUsageError(`link create needs ${missing.map((key) => `--${key}`).join(', ')}`);
  return {
    command: 'create',
    workspace,
    origin: options.origin,
    link: {
      userEmail: options.email!,
      userName: options.name!,
      catalogName: options.catalog!,
      recordId: options.record!,
      appName: options.app!,
    },
  };
}
