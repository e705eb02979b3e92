import { Logger, type INestApplication } from '@nestjs/common';

const SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

/**
 * SIGTERM (docker stop, a deploy) or SIGINT (Ctrl-C) closes the application gracefully: HttpDrain
 * answers the requests in flight, then the projection runner commits and storage closes. Then the
 * signal is raised again so that a supervisor sees how the process ended; that runs no exit handler,
 * which is why the logger writes synchronously (logger.options.ts). A second signal while closing
 * ends the process at once.
 */
export function stopOnSignals(app: INestApplication): void {
  const stop = (signal: NodeJS.Signals) => {
    for (const other of SIGNALS) process.removeListener(other, stop);
    app.close().then(
      () => process.kill(process.pid, signal),
      (error: unknown) => {
        new Logger('Shutdown').error(`Could not close cleanly: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  for (const signal of SIGNALS) process.once(signal, stop);
}
