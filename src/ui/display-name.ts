/** The parts of the stored user info (spec 3) that name the user. */
export interface NamedUser {
  cnName?: string | null;
  mobile?: string | null;
  email?: string | null;
}

/** Spec 2: the header greets the user by Chinese name, else mobile, else email. */
export function displayName(user: NamedUser): string {
  return [user.cnName, user.mobile, user.email].map((value) => value?.trim() ?? '').find((value) => value !== '') ?? '';
}
