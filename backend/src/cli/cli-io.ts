import type { Env } from '../shared/config/app-config';

/** What a CLI command may touch: its environment, its folder and its two output streams. */
export interface CliIo {
  env: Env;
  cwd: string;
  out(line: string): void;
  err(line: string): void;
}
