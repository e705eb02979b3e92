/**
 * The catalog administration's browser code mirrors the server's catalog rules (the frontend cannot import the
 * backend): the new catalog messages, the name rule, the app settings' shape and the upload providers. This spec
 * fails when the two drift apart.
 */
import * as server from '../../backend/src/catalogs/catalog-rules';
import { nameProblem } from '../../backend/src/types/element-rules';
import type { AppOption as ServerAppOption } from '../../backend/src/catalogs/catalog-rules';
import type { CatalogView } from '../../backend/src/catalogs/catalog-views';
import * as browser from '../../frontend/src/features/catalogs/model/catalog-name-rules';
import {
  UPLOAD_PROVIDERS,
  type AppOption,
  type Catalog,
} from '../../frontend/src/features/catalogs/model/catalog.types';

/** Compiles only when A and B are the same type (checked by `npm run typecheck`, which covers tests/). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(proof: T) => proof;

describe("the catalog administration's browser rules match the server's", () => {
  it('says the same 002 §5 messages', () => {
    const { nameInvalid, ...messages } = browser.CATALOG_MESSAGES;
    const { nameInvalid: serverInvalid, limitReached: _limit, ...serverMessages } = server.CATALOG_MESSAGES;
    expect(messages).toEqual(serverMessages);
    expect(nameInvalid('A name cannot contain spaces.')).toBe(serverInvalid('A name cannot contain spaces.'));
    expect(browser.MAX_CATALOG_NAME_LENGTH).toBe(server.MAX_CATALOG_NAME_LENGTH);
  });

  it('judges catalog names alike', () => {
    const names = ['', '  ', 'Clients', 'My clients', '2nd', 'Fees$', 'a-b', 'If', 'x'.repeat(50), 'x'.repeat(51)];
    for (const name of names) {
      expect({ name, problem: browser.catalogNameProblem(name) }).toEqual({
        name,
        problem: server.catalogNameProblem(name, nameProblem),
      });
    }
  });

  it('shapes catalogs and app settings alike, with the same providers', () => {
    expect([...UPLOAD_PROVIDERS, '']).toEqual([...server.UPLOAD_PROVIDERS]);
    same<Same<AppOption, ServerAppOption>>(true);
    same<Same<Omit<Catalog, 'appOptions'>, Omit<CatalogView, 'appOptions'>>>(true);
  });
});
