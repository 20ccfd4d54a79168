const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1..99 in words. */
const belowHundred = (value: number) => (value < 20 ? ONES[value]! : [TENS[Math.floor(value / 10)]!, ONES[value % 10]!].filter(Boolean).join(' '));

/** 1..999 in words. */
const belowThousand = (value: number) =>
  [value >= 100 ? `${ONES[Math.floor(value / 100)]} Hundred` : '', value % 100 ? belowHundred(value % 100) : ''].filter(Boolean).join(' ');

/** A whole number in words by the Indian system: crore, lakh, thousand (1,20,00,000 = One Crore Twenty Lakh). */
export const indianNumberInWords = (value: number): string => {
  if (value === 0) return 'Zero';
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  return [
    crore ? `${indianNumberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
};

/** An amount in paise as an Indian invoice writes it: "Rupees One Lakh Twenty Thousand and Fifty Paise Only". */
export const rupeesInWords = (paise: number): string => {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const whole = `Rupees ${indianNumberInWords(rupees)}`;
  if (!rest) return `${whole} Only`;
  return rupees ? `${whole} and ${belowHundred(rest)} Paise Only` : `${belowHundred(rest)} Paise Only`;
};
