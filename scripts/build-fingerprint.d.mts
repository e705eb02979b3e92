// Types of build-fingerprint.mjs for its TypeScript test.
export declare const BUILD_OUTPUTS: string[];
export declare const FINGERPRINT_FILE: string;
export declare function buildFingerprint(root: string): string;
export declare function staleBuildReason(root: string): string | undefined;
export declare function recordBuild(root: string): string;
