/** The OAuth context's surface: its module (oauth.module.ts), and the signed payloads other OAuth flows reuse. */
export { signPayload, verifyPayload } from './signed-payload';
