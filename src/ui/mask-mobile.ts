/** Spec 9: a masked mobile keeps its first 3 and last 4 digits and hides the middle. */
export function maskMobile(mobile: string): string {
  const digits = mobile.trim();
  if (digits.length <= 7) return digits;
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`;
}
