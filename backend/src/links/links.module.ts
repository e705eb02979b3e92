import { Module, type DynamicModule } from '@nestjs/common';
import { CreateLinkController } from './create-link/create-link.controller';
import { CreateLinkHandler } from './create-link/create-link.handler';
import { GetLinkController } from './get-link/get-link.controller';
import { ExternalTokens } from './is-external-token/external-tokens.service';
import { IsExternalTokenController } from './is-external-token/is-external-token.controller';
import { LinkAccounts } from './link-accounts.service';
import { LinkRecordAccess } from './open-record-access';
import { ListLinksController } from './list-links/list-links.controller';
import { RegisterByLinkController } from './register-by-link/register-by-link.controller';
import { RegisterByLink } from './register-by-link/register-by-link.service';
import { RevokeLinkController } from './revoke-link/revoke-link.controller';
import { RevokeLinkHandler } from './revoke-link/revoke-link.handler';
import { SignInByLinkController } from './sign-in-by-link/sign-in-by-link.controller';
import { SignInByLink } from './sign-in-by-link/sign-in-by-link.service';

/** Links for external users (000 §2.8, §3 Link, §4 Link flow): HTTP in server mode, commands only for the CLI. */
@Module({})
export class LinksModule {
  static register(mode: 'server' | 'cli'): DynamicModule {
    return {
      module: LinksModule,
      controllers:
        mode === 'server'
          ? [
              ListLinksController,
              CreateLinkController,
              RevokeLinkController,
              GetLinkController,
              RegisterByLinkController,
              SignInByLinkController,
              IsExternalTokenController,
            ]
          : [],
      providers: [
        CreateLinkHandler,
        RevokeLinkHandler,
        LinkRecordAccess,
        ...(mode === 'server' ? [LinkAccounts, RegisterByLink, SignInByLink, ExternalTokens] : []),
      ],
    };
  }
}
