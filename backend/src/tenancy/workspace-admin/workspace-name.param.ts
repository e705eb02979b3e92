import { z } from 'zod';
import { zodParam } from '../../shared/http/zod-validation.pipe';
import { WORKSPACE_NAME_MESSAGE } from '../../shared/domain/workspace-name';

export const workspaceNameParam = zodParam(z.string().regex(/^[a-z0-9]+$/, WORKSPACE_NAME_MESSAGE), 'name');
