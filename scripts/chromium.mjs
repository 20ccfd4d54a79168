import { existsSync } from 'node:fs';

/** Debian's Chromium drives the e2e tests; Playwright cannot download its own browser here. */
export const findChromium = () => {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((path) => existsSync(path));
};

export const chromiumMissingHelp = `Chromium was not found (looked at CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser).
Install Debian's package:  sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium binary.`;
