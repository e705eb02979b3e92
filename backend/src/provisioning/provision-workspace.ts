import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { CreateWorkspaceCommand } from '../tenancy';
import type { WorkspaceSettingsInput } from '../tenancy';
import { CreateUserCommand } from '../users';
import { SetUserPasswordCommand } from '../users';

export interface ProvisionRequest {
  name: string;
  settings: WorkspaceSettingsInput;
  addons?: string[];
  admin?: { mail: string; name?: string; password?: string };
}

export interface ProvisionedAdmin {
  userId: string;
  mail: string;
  password: string;
  /** True when the password was made up here: it must be shown once, it is kept nowhere else. */
  generated: boolean;
}

export interface ProvisionResult {
  /** The last position written: wait for it to read the workspace and its administrator. */
  position: number;
  admin?: ProvisionedAdmin;
}

/** 16 characters from 96 random bits: easy to copy, impossible to guess. */
export const generatePassword = () => randomBytes(12).toString('base64url');

/**
 * A workspace and, optionally, its first administrator: three commands on two streams (workspace,
 * user), as the CLI's `create` and the demo workspace need. Not atomic: if the administrator
 * cannot be created the workspace stays, and the error says so.
 */
@Injectable()
export class WorkspaceProvisioning {
  constructor(private readonly commands: CommandBus) {}

  async provision(request: ProvisionRequest, actorId: string | null = null): Promise<ProvisionResult> {
    const created = await this.commands.execute(
      new CreateWorkspaceCommand(request.name, request.settings, request.addons ?? [], { actorId }),
    );
    if (!request.admin) return { position: created.position };
    const password = request.admin.password ?? generatePassword();
    const mail = request.admin.mail;
    try {
      const name = request.admin.name ?? mail.split('@')[0];
      const user = await this.commands.execute(
        new CreateUserCommand(request.name, { name, mail, isAdmin: true, isExternal: false, type: 'default' }, actorId),
      );
      const passwordSet = await this.commands.execute(
        new SetUserPasswordCommand(request.name, user.userId, password, actorId),
      );
      return {
        position: passwordSet.position,
        admin: { userId: user.userId, mail: mail.toLowerCase(), password, generated: !request.admin.password },
      };
    } catch (error) {
      (error as Error).message =
        `Workspace ${request.name} was created, but its administrator was not: ${(error as Error).message}`;
      throw error;
    }
  }
}
