import { chromium, type LaunchOptions } from '@playwright/test';

// Debian's Chromium, as the e2e tests use (playwright.config.ts).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium features of the browser's own window, not of the page measured. Each new context opens a
 * window, and Chromium 156 builds that window's address-bar popup as a web page of its own
 * (chrome://omnibox-popup, about 300 files in a renderer of its own, while the measured page loads).
 * On two cores that took a core from the page: a cold deep link read about 300 ms later with it. A
 * person's browser has built its window before they open a link. Playwright turns off the address
 * bar's Lens and AI-mode parts for the same kind of reason (its own list, kept).
 */
export const BROWSER_UI_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';

/**
 * Launches Chromium with `featuresOff` added to the features Playwright turns off. Chromium keeps
 * only the last `--disable-features` switch, so a second one would drop Playwright's list: its own
 * switch (read off a probe launch's command line) is replaced by one that holds both.
 */
export const launchChromium = async (featuresOff: readonly string[] = BROWSER_UI_FEATURES_OFF, options: LaunchOptions = {}) => {
  const probe = await chromium.launchServer({ executablePath, ...options });
  const playwrightSwitch = probe.process().spawnargs.find((arg) => arg.startsWith(DISABLE_FEATURES));
  await probe.close();
  const playwrightOff = playwrightSwitch ? playwrightSwitch.slice(DISABLE_FEATURES.length).split(',') : [];
  const off = [...playwrightOff, ...featuresOff].filter(Boolean);
  return chromium.launch({
    executablePath,
    ...options,
    ignoreDefaultArgs: playwrightSwitch ? [playwrightSwitch] : [],
    args: [...(options.args ?? []), ...(off.length ? [`${DISABLE_FEATURES}${off.join(',')}`] : [])],
  });
};
