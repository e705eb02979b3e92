import { ConflictException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { invalid } from '../../shared/domain/domain-error';
import type { Mailer } from '../../shared/mail';
import { EVENT_STORE, MAILER, PROJECTION_RUNNER, READ_MODELS } from '../../shared/storage/tokens';
import { CreateUserCommand } from '../../users';
import { SetUserPasswordCommand } from '../../users';
import { isValidMail, MIN_PASSWORD_LENGTH, normaliseMail, PASSWORD_TOO_SHORT } from '../../users';
import {
  ALREADY_REGISTERED,
  LINK_INVALID,
  REGISTRATION_DISABLED,
  RESET_SENT,
  registrationSent,
} from '../auth-messages';
import { requireActiveWorkspace } from '../auth-workspace';
import { PasswordSetupLinks } from '../password-setup/password-setup.service';
import { SignInService, type SignedIn } from '../sign-in/sign-in.service';
import { findLiveUser } from '../../users';
import { findUserByMail } from '../../users';
import {
  EXTERNAL_REGISTRATION_CLOSED,
  externalLinkInvites,
  registrantName,
  type ExternalVisit,
} from './external-registration';
import { confirmationMail, passwordLinkUrl, resetMail } from './password-link-mail';
import type { Projections } from '../../shared/projections/projections';

export const INVALID_EMAIL = 'Please enter a valid email address.';

/** Registration with a confirmation mail, forgot password, and setting a password through a mailed link. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly commands: CommandBus,
    private readonly links: PasswordSetupLinks,
    private readonly signIn: SignInService,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(PROJECTION_RUNNER) private readonly runner: Projections,
  ) {}

  /**
   * Whether a catalog's external link invites strangers to register (the screen offers "New user" only then): the
   * same check the registration makes, answered as a yes or no, so it says no more than a refused registration would.
   */
  async externalInvites(tenant: string, visit: ExternalVisit): Promise<{ invites: boolean }> {
    await requireActiveWorkspace(this.readModels, tenant);
    return { invites: await externalLinkInvites(this.readModels, tenant, visit) };
  }

  async register(
    tenant: string,
    input: { email: string; name?: string; backLink?: string },
    origin: string,
    /** Through a catalog's external link: the person registers as an external user (000 §2.4, §6). */
    visit?: ExternalVisit,
  ): Promise<{ message: string }> {
    const workspace = await requireActiveWorkspace(this.readModels, tenant);
    if (visit) {
      // The app's External access is the workspace's invitation here, whether or not registration is enabled:
      // the user made can reach nothing but their own records through apps open to external users.
      if (!(await externalLinkInvites(this.readModels, tenant, visit))) {
        throw new ForbiddenException(EXTERNAL_REGISTRATION_CLOSED);
      }
    } else if (!workspace.settings.isRegistration) throw new ForbiddenException(REGISTRATION_DISABLED);
    const mail = normaliseMail(input.email);
    if (!isValidMail(mail)) throw invalid(INVALID_EMAIL);
    if (await findUserByMail(this.readModels, tenant, mail)) throw new ConflictException(ALREADY_REGISTERED);
    // The registration form asks for a full name; an API caller without one gets the address's local part.
    const name = registrantName(input.name, mail);
    const { userId } = await this.commands.execute(
      new CreateUserCommand(
        tenant,
        { name, mail, isAdmin: false, isExternal: visit !== undefined, type: 'default' },
        null,
      ),
    );
    const token = await this.links.request(tenant, userId, 'confirm');
    const url = passwordLinkUrl(origin, tenant, token, input.backLink);
    await this.mailer.send(confirmationMail(mail, workspace.label, url));
    return { message: registrationSent(mail) };
  }

  /** Always the same answer, whether the address has an account or not. */
  async requestReset(tenant: string, input: { email: string; backLink?: string }, origin: string) {
    const workspace = await requireActiveWorkspace(this.readModels, tenant);
    const mail = normaliseMail(input.email);
    if (!isValidMail(mail)) throw invalid(INVALID_EMAIL);
    const user = await findUserByMail(this.readModels, tenant, mail);
    // Microsoft accounts have no password to reset: they get nothing, like unknown addresses.
    if (user && user.type === 'default') {
      const token = await this.links.request(tenant, user._id, 'reset');
      await this.mailer.send(resetMail(mail, workspace.label, passwordLinkUrl(origin, tenant, token, input.backLink)));
    }
    return { message: RESET_SENT };
  }

  /** Uses the link up, sets the password and signs the user in (the frontend takes this as the login payload). */
  async setPassword(tenant: string, token: string, password: string): Promise<SignedIn> {
    await requireActiveWorkspace(this.readModels, tenant);
    if (password.length < MIN_PASSWORD_LENGTH) throw invalid(PASSWORD_TOO_SHORT);
    const owner = await this.links.userOf(tenant, token);
    const { live } = await findLiveUser(this.store, this.readModels, tenant, owner);
    if (!live) throw invalid(LINK_INVALID);
    const userId = await this.links.complete(tenant, token);
    const { position } = await this.commands.execute(new SetUserPasswordCommand(tenant, userId, password, userId));
    // Sign-in reads credentials and the user from the read models: let them catch up first.
    await this.runner.waitFor(position, 3000);
    const { view } = await findLiveUser(this.store, this.readModels, tenant, userId);
    if (!view) throw invalid(LINK_INVALID);
    return this.signIn.startSession(tenant, view, 'password');
  }
}
