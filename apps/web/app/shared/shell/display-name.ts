import type { User } from '@dasturxon/contracts';
import { formatUzPhone } from '@dasturxon/domain';

/** How the shell names the customer: first and last name, else the phone as people write it. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'phone'>): string {
  const name = [user.firstName, user.lastName].filter((p) => p?.trim()).join(' ');
  return name || formatUzPhone(user.phone);
}
