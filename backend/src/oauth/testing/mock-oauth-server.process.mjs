// A real OAuth2/OIDC server (oauth2-mock-server, ESM only) in its own process, because jest loads
// test code as CommonJS. Prints {"url": "..."} once listening; exits when its stdin closes.
import { OAuth2Server } from 'oauth2-mock-server';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
await server.start(0, '127.0.0.1');
const { port } = server.address();
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void server.stop().finally(() => process.exit(0));
});
