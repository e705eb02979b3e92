import { DomainError } from '../../shared/domain/domain-error';
import { created, givenWorkspace, AT } from '../workspace.testing';
import { WORKSPACE_NAME_MESSAGE } from '../../shared/domain/workspace-name';
import { decideCreateWorkspace } from './create-workspace.decide';

describe('create workspace', () => {
  it('creates a new workspace with defaults filled in', () => {
    const events = decideCreateWorkspace(
      { name: 'acme', settings: { label: 'Acme LLP' }, addons: ['pdf', 'pdf'], at: AT },
      givenWorkspace(),
    );
    expect(events).toEqual([
      {
        type: 'WorkspaceCreated',
        data: {
          name: 'acme',
          settings: { label: 'Acme LLP', locale: 'en-US', isRegistration: false },
          addons: ['pdf'],
        },
      },
    ]);
  });

  it('dates terms given at creation', () => {
    const [event] = decideCreateWorkspace(
      { name: 'acme', settings: { label: 'A', terms: 'Be nice' }, at: AT },
      givenWorkspace(),
    );
    expect(event.type === 'WorkspaceCreated' && event.data.settings.dateUpdateTerms).toBe(AT);
  });

  it('refuses a workspace that exists', () => {
    expect(() =>
      decideCreateWorkspace({ name: 'acme', settings: { label: 'Again' }, at: AT }, givenWorkspace(created('acme'))),
    ).toThrow(new DomainError('conflict', 'Workspace acme already exists.'));
  });

  it.each(['Acme', 'ac-me', 'acmé', ''])('refuses the name %j with the §5 message', (name) => {
    expect(() => decideCreateWorkspace({ name, settings: { label: 'x' }, at: AT }, givenWorkspace())).toThrow(
      WORKSPACE_NAME_MESSAGE,
    );
  });

  it('refuses a reserved name', () => {
    expect(() => decideCreateWorkspace({ name: 'api', settings: { label: 'x' }, at: AT }, givenWorkspace())).toThrow(
      'Workspace name api is reserved',
    );
  });

  it('refuses an unknown add-on, naming it', () => {
    expect(() =>
      decideCreateWorkspace({ name: 'acme', settings: { label: 'x' }, addons: ['fax'], at: AT }, givenWorkspace()),
    ).toThrow('Unknown add-on "fax"');
  });

  it('refuses invalid settings, naming the setting', () => {
    expect(() =>
      decideCreateWorkspace({ name: 'acme', settings: { label: 'x', colors: ['#fff'] }, at: AT }, givenWorkspace()),
    ).toThrow('Setting colors.0 must be a colour like #F26B2F');
  });
});
