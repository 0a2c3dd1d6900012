export declare const DEFAULT_CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
export declare function findChromium(env?: Record<string, string | undefined>): string | null;
export declare const CHROMIUM_INSTALL_HINT: string;
