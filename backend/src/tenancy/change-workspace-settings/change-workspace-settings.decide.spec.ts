import { created, givenWorkspace, AT } from '../workspace.testing';
import { decideChangeWorkspaceSettings } from './change-workspace-settings.decide';

describe('change workspace settings', () => {
  it('records only the settings that change', () => {
    const events = decideChangeWorkspaceSettings(
      { name: 'acme', changes: { label: 'Acme LLP', locale: 'fr-FR', colors: ['#024638'] }, at: AT },
      givenWorkspace(created('acme', 'Acme LLP')),
    );
    expect(events).toEqual([
      { type: 'WorkspaceSettingsChanged', data: { name: 'acme', changes: { locale: 'fr-FR', colors: ['#024638'] } } },
    ]);
  });

  it('appends nothing when nothing changes', () => {
    expect(
      decideChangeWorkspaceSettings(
        { name: 'acme', changes: { label: 'Acme LLP', logo: null }, at: AT },
        givenWorkspace(created()),
      ),
    ).toEqual([]);
  });

  it('clears a setting with null', () => {
    const given = givenWorkspace(created(), {
      type: 'WorkspaceSettingsChanged',
      data: { name: 'acme', changes: { logo: '/logo.png' } },
    });
    expect(decideChangeWorkspaceSettings({ name: 'acme', changes: { logo: null }, at: AT }, given)).toEqual([
      { type: 'WorkspaceSettingsChanged', data: { name: 'acme', changes: { logo: null } } },
    ]);
  });

  it('moves the terms update date with new terms', () => {
    const [event] = decideChangeWorkspaceSettings(
      { name: 'acme', changes: { termsForExternal: 'New terms' }, at: AT },
      givenWorkspace(created()),
    );
    expect(event.data).toEqual({
      name: 'acme',
      changes: { termsForExternal: 'New terms', dateUpdateTermsForExternal: AT },
    });
  });

  it('refuses an unknown workspace with the §8 message', () => {
    expect(() =>
      decideChangeWorkspaceSettings({ name: 'nope', changes: { label: 'x' }, at: AT }, givenWorkspace()),
    ).toThrow('Workspace nope not found!');
  });

  it('refuses more than three colours', () => {
    const changes = { colors: ['#000000', '#111111', '#222222', '#333333'] };
    expect(() => decideChangeWorkspaceSettings({ name: 'acme', changes, at: AT }, givenWorkspace(created()))).toThrow(
      'at most three colours',
    );
  });
});
