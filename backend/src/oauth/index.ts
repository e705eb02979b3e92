/** The OAuth context has no surface beyond its module (oauth.module.ts): nothing else calls into it. */
export {};
