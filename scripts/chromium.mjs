import { existsSync } from 'node:fs';

/** Debian's Chromium drives the e2e tests; Playwright cannot download its own browser here. */
export const findChromium = () => {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((path) => existsSync(path));
};

export const chromiumMissingHelp = `Chromium was not found (looked at CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser).
Install Debian's package:  sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium binary.`;

/**
 * Chromium features of the browser's own window, not of the pages tested or measured: each new context
 * opens a window whose address-bar popup Chromium builds as a page of its own, taking a core from the
 * page under test. A person's browser has built its window before they open a link.
 */
export const BROWSER_UI_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';

/**
 * The launch options that add `featuresOff` to the features Playwright turns off. Chromium keeps only
 * the last `--disable-features` switch, so a second one would drop Playwright's list: its own switch
 * (read off a probe launch's command line) is left out and one that holds both is passed instead.
 */
export const featuresOffLaunchOptions = async (executablePath, featuresOff = BROWSER_UI_FEATURES_OFF) => {
  const { chromium } = await import('@playwright/test');
  const probe = await chromium.launchServer({ executablePath });
  const playwrightSwitch = probe.process().spawnargs.find((arg) => arg.startsWith(DISABLE_FEATURES));
  await probe.close();
  const off = [...(playwrightSwitch ? playwrightSwitch.slice(DISABLE_FEATURES.length).split(',') : []), ...featuresOff].filter(Boolean);
  return {
    ignoreDefaultArgs: playwrightSwitch ? [playwrightSwitch] : [],
    args: off.length ? [`${DISABLE_FEATURES}${off.join(',')}`] : [],
  };
};
