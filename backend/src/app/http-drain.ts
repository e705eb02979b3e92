import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AppConfig } from '../shared/config/app-config';
import { settlesWithin } from '../shared/async/settles-within';
import { APP_CONFIG } from '../shared/storage/tokens';

/**
 * Stops the HTTP server without cutting requests off. Node's `server.close()` alone is not enough:
 * it stops accepting, but answers in flight still say keep-alive, so their connections (and the
 * close) stay open until the client lets go; Nest's `forceCloseConnections` destroys every socket,
 * in-flight answers included. So: stop accepting, close idle connections, mark every answer still
 * to come as the last on its connection, wait for them (bounded by SHUTDOWN_GRACE_MS), and only
 * then force what is left. Runs before the projection runner and storage close (their hooks are
 * onApplicationShutdown), so a request waiting for X-Min-Position can still be satisfied.
 */
@Injectable()
export class HttpDrain implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Shutdown');
  private readonly inFlight = new Set<ServerResponse>();
  private server: Server | undefined;
  private draining = false;
  private settled: (() => void) | undefined;

  constructor(
    private readonly host: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Requests taken and not yet answered. */
  get requestsInFlight(): number {
    return this.inFlight.size;
  }

  onApplicationBootstrap(): void {
    this.server = this.host.httpAdapter.getHttpServer() as Server;
    this.server.on('request', (_request: IncomingMessage, response: ServerResponse) => this.track(response));
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (!this.server?.listening) return;
    const { cutOff, waited } = await this.drain(this.config.shutdownGraceMs);
    if (cutOff > 0) {
      this.logger.warn(`${cutOff} request(s) still running after ${waited} ms (SHUTDOWN_GRACE_MS) were cut off`);
    } else this.logger.log(`HTTP server closed after ${waited} ms; every request in flight was answered`);
  }

  /** Answers how many requests had to be cut off (0 when all finished within graceMs). */
  async drain(graceMs: number): Promise<{ cutOff: number; waited: number }> {
    const server = this.server!;
    const started = Date.now();
    this.draining = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    for (const response of this.inFlight) this.lastOnItsConnection(response);
    const answered = new Promise<void>((resolve) => {
      this.settled = resolve;
      if (this.inFlight.size === 0) resolve();
    });
    // The server closes once the last answers are flushed; a connection that never sent a request
    // would hold it open for good, hence the bound.
    const inTime =
      (await settlesWithin(answered, graceMs)) && (await settlesWithin(closed, started + graceMs - Date.now()));
    const cutOff = this.inFlight.size;
    if (!inTime) server.closeAllConnections();
    await closed;
    return { cutOff, waited: Date.now() - started };
  }

  private track(response: ServerResponse): void {
    this.inFlight.add(response);
    // A request that was already on its way when draining began is answered like the others.
    if (this.draining) this.lastOnItsConnection(response);
    response.once('close', () => {
      this.inFlight.delete(response);
      if (this.draining && this.inFlight.size === 0) this.settled?.();
    });
  }

  /** The client must not send another request on this connection: it would find it closed. */
  private lastOnItsConnection(response: ServerResponse): void {
    if (!response.headersSent) response.setHeader('Connection', 'close');
    else response.once('finish', () => response.socket?.end());
  }
}
