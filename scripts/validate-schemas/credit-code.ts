// Unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from a 31-character
// alphabet (no I, O, S, V, Z); the last one is a weighted check character over the first 17.

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function isValidCreditCode(code: string): boolean {
  if (code.length !== 18) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = ALPHABET.indexOf(code[i]);
    if (value < 0) return false;
    sum += value * WEIGHTS[i];
  }
  return code[17] === ALPHABET[(31 - (sum % 31)) % 31];
}
