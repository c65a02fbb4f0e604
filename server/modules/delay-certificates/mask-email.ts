/** zhangwei@example.com → zh****@example.com: the sender sees where it went without showing it to others. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}****@${domain}`;
}
