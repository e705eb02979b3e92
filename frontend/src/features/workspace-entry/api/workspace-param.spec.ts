import { filterWorkspaces, parseWorkspaceParam } from './workspace-param';

describe('the p parameter', () => {
  it('reads a token and a list of workspaces given as objects or names', () => {
    const raw = JSON.stringify({ token: 'tok', workspaces: [{ name: 'acme', label: 'Acme LLP' }, 'demo'] });
    expect(parseWorkspaceParam(raw)).toEqual({
      token: 'tok',
      workspaces: [{ name: 'acme', label: 'Acme LLP', logo: undefined }, { name: 'demo' }],
    });
  });

  it('ignores what it cannot use', () => {
    expect(parseWorkspaceParam(null)).toBeUndefined();
    expect(parseWorkspaceParam('{broken')).toBeUndefined();
    expect(parseWorkspaceParam('{"workspaces":[]}')).toBeUndefined();
    expect(parseWorkspaceParam('{"token":"t","workspaces":[{"name":"Bad Name"},{"x":1}]}')).toEqual({
      token: 't',
      workspaces: [],
    });
  });

  it('searches name or label, case-insensitively', () => {
    const list = [{ name: 'acme', label: 'Acme LLP' }, { name: 'demo', label: 'Demo Corp' }, { name: 'zeta' }];
    expect(filterWorkspaces(list, 'CORP').map((w) => w.name)).toEqual(['demo']);
    expect(filterWorkspaces(list, 'ac').map((w) => w.name)).toEqual(['acme']);
    expect(filterWorkspaces(list, '  ')).toHaveLength(3);
  });
});
