import { Logger, type INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CreateCatalogCommand } from '../catalogs';
import { SaveRecordCommand } from '../records';
import type { Projections } from '../shared/projections/projections';
import { PROJECTION_RUNNER } from '../shared/storage/tokens';

/** The demo catalog's name: the workspace root opens it (000 §2.2), and its link is in the top bar. */
export const DEMO_CATALOG = 'Clients';

/** A few clients, as a firm would keep them, so the records catalogue has something to show on the first visit. */
export const DEMO_CLIENTS: readonly Record<string, string>[] = [
  { FirstName: 'Ada', LastName: 'Lovelace', BirthDate: '1985-12-10' },
  { FirstName: 'Grace', LastName: 'Hopper', BirthDate: '1976-12-09' },
  { FirstName: 'Alan', LastName: 'Turing', BirthDate: '1992-06-23' },
  { FirstName: 'Katherine', LastName: 'Johnson', BirthDate: '1988-08-26' },
  { FirstName: 'Edsger', LastName: 'Dijkstra' },
];

/**
 * The demo's catalog of the sample model, open to everyone in the workspace, with a few records: made through the
 * catalogs' and records' own commands, as an administrator's clicks would make them (events, name reservation,
 * checks against the model). The records are checked against the model as the read model shows it, so the
 * projections are waited for first.
 */
export async function addSampleCatalog(
  app: INestApplicationContext,
  tenant: string,
  modelId: string,
  actorId: string | null,
  after: number,
): Promise<number> {
  const shown = await app
    .get<Projections>(PROJECTION_RUNNER)
    .waitFor(after, 10_000)
    .then(() => true)
    .catch((error: unknown) => {
      // No instance projects yet (RUN_PROJECTIONS=false everywhere): the workspace works without the sample catalog.
      new Logger('Demo').warn(
        `The demo workspace gets no sample catalog: its model is not projected (${String(error)})`,
      );
      return false;
    });
  if (!shown) return after;
  const commands = app.get(CommandBus);
  const created = await commands.execute(
    new CreateCatalogCommand(tenant, { name: DEMO_CATALOG, type: modelId, isEveryone: true }, actorId),
  );
  const catalog = { catalogId: created.obj._id, typeId: modelId, detail: created.obj.detail };
  let position = created.position;
  for (const values of DEMO_CLIENTS) {
    const saved = await commands.execute(new SaveRecordCommand(tenant, catalog, values, { source: 'api' }, actorId));
    position = saved.position;
  }
  return position;
}
