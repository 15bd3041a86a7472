import type { Role } from '../../app/lib/owners-desk';

/**
 * The accounts the end-to-end server's database starts with (`staff.ts`), one per role, for the
 * owner's desk's tests. Tests that change an account (a role, a lock) register one of their own.
 */
export const STAFF: Record<Role, { name: string; email: string; password: string }> = {
  admin: { name: 'Ada Admin', email: 'admin@roofline.test', password: 'desk admin 1' },
  moderator: {
    name: 'Mo Moderator',
    email: 'moderator@roofline.test',
    password: 'desk moderator 1',
  },
  member: { name: 'Mel Member', email: 'member@roofline.test', password: 'desk member 1' },
};
