import { chromium, type LaunchOptions } from '@playwright/test';
import { BROWSER_UI_FEATURES_OFF, featuresOffLaunchOptions } from '../scripts/chromium.mjs';

export { BROWSER_UI_FEATURES_OFF };

// Debian's Chromium, as the e2e tests use (playwright.config.ts).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches Chromium with `featuresOff` added to the features Playwright turns off (scripts/chromium.mjs). */
export const launchChromium = async (featuresOff: readonly string[] = BROWSER_UI_FEATURES_OFF, options: LaunchOptions = {}) => {
  const { ignoreDefaultArgs, args } = await featuresOffLaunchOptions(executablePath, [...featuresOff]);
  return chromium.launch({ executablePath, ...options, ignoreDefaultArgs, args: [...(options.args ?? []), ...args] });
};
