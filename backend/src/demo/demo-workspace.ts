import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventStore, FileStore } from '@app/storage';
import type { AppConfig } from '../shared/config/app-config';
import { WorkspaceProvisioning } from '../provisioning/provision-workspace';
import { EVENT_STORE, FILE_STORE } from '../shared/storage/tokens';
import { WorkspaceStream } from '../tenancy';
import { SaveTypesBatchCommand } from '../types';
import { passwordHashOfMail, verifyPassword } from '../users';
import { addSampleCatalog } from './demo-catalog';
import { demoLetterTemplate } from './demo-letter';
import { demoClientModel } from './demo-model';

const DEMO_ADMIN_NAME = 'Demo administrator';

export interface DemoWorkspace {
  name: string;
  createdNow: boolean;
  adminEmail: string;
  /** Shown only when it is known to work: set now, or verified against the stored hash. */
  adminPassword: string | undefined;
  /** Position of the last event written (0 when nothing was written): wait for it before reading. */
  position: number;
}

/**
 * The demo workspace a newcomer signs in to: created on the first start, reused afterwards. The
 * password is printed on later starts only if the configured one still opens the account.
 */
export async function ensureDemoWorkspace(app: INestApplicationContext, config: AppConfig): Promise<DemoWorkspace> {
  const store = app.get<EventStore>(EVENT_STORE);
  const { workspace: name, adminEmail, adminPassword } = config.demo;
  const exists = async () => (await WorkspaceStream.load(store, name, name)).revision >= 0;
  if (!(await exists())) {
    const result = await app
      .get(WorkspaceProvisioning)
      .provision({
        name,
        settings: { label: 'Demo workspace', isRegistration: true },
        admin: { mail: adminEmail, name: DEMO_ADMIN_NAME, password: adminPassword },
      })
      .catch(async (error: unknown) => {
        // Several instances started at once on new storage: one creates it, the others reuse it.
        if (await exists()) return undefined;
        throw error;
      });
    if (result) {
      const position = await addSampleModel(app, name, result.admin?.userId ?? null);
      return { name, createdNow: true, adminEmail, adminPassword, position: Math.max(result.position, position) };
    }
  }
  const works = await passwordStillWorks(store, name, adminEmail, adminPassword);
  return { name, createdNow: false, adminEmail, adminPassword: works ? adminPassword : undefined, position: 0 };
}

/**
 * The sample model, created and then saved with its members: two versions, as an author would make them; then its
 * catalog with a few records, so the workspace root opens a catalogue with something in it.
 */
async function addSampleModel(app: INestApplicationContext, tenant: string, actorId: string | null): Promise<number> {
  const commands = app.get(CommandBus);
  const created = await commands.execute(
    new SaveTypesBatchCommand(tenant, [{ action: 'add', kind: 'model', name: 'Client' }], actorId),
  );
  const letter = await demoLetterTemplate(app.get<FileStore>(FILE_STORE), {
    _id: actorId ?? '',
    name: DEMO_ADMIN_NAME,
  });
  const saved = await commands.execute(
    new SaveTypesBatchCommand(tenant, demoClientModel(created.added[0]._id, letter), actorId),
  );
  return addSampleCatalog(app, tenant, created.added[0]._id, actorId, saved.position);
}

async function passwordStillWorks(store: EventStore, tenant: string, mail: string, password: string): Promise<boolean> {
  const hash = await passwordHashOfMail(store, tenant, mail);
  return hash !== null && (await verifyPassword(hash, password).catch(() => false));
}

export function demoBanner(port: number, demo: DemoWorkspace): string {
  const lines = [
    `Open http://localhost:${port}`,
    `Demo workspace${demo.createdNow ? ' (created now)' : ''}: http://localhost:${port}/${demo.name}/`,
    `  administrator e-mail: ${demo.adminEmail}`,
    demo.adminPassword !== undefined
      ? `  password:             ${demo.adminPassword}`
      : '  password:             (changed since DEMO_ADMIN_PASSWORD or the default was set; not shown)',
  ];
  return lines.join('\n');
}
