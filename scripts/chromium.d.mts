/** Debian's Chromium and the launch options the e2e tests and the benches share: see chromium.mjs. */
export declare const findChromium: () => string | undefined;
export declare const chromiumMissingHelp: string;
export declare const BROWSER_UI_FEATURES_OFF: string[];
export declare const featuresOffLaunchOptions: (executablePath: string, featuresOff?: string[]) => Promise<{ ignoreDefaultArgs: string[]; args: string[] }>;
