import { gstinCheckCharacter } from '@domain/gst/gstin';
import { gstStateCode } from '@domain/gst/states';

/** The demo business's PAN (a private company's: fourth letter C): one registration per state. */
const DEMO_PAN = 'AAKCR4375M';

/** The demo business's GSTIN in a state: state code, PAN, first registration there, Z, check character. */
export const demoGstin = (state: string) => {
  const code = gstStateCode(state);
  if (!code) return '';
  const first14 = `${code}${DEMO_PAN}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};
