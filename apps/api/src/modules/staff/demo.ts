import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@sakhe/contract/admin';
import type { Database } from '../../db/client';
import { createStaffMember } from './administrators';
import { countStaff } from './queries';

/** Members made outside the Admin API: the first owner (the CLI) and the demo staff. */

export async function createFirstStaffMember(
  db: Database,
  input: { email: string; password: string; role: StaffRole },
): Promise<{ id: number; email: string } | null> {
  return db.transaction(async (tx) => createStaffMember(tx, null, input));
}

export interface DemoStaffMember {
  email: string;
  role: StaffRole;
  password: string;
}

const DEMO_ROLES: StaffRole[] = ['owner', 'manager', 'fulfilment'];

/**
 * SEED_DEMO's staff, on a shop without any: an owner, a manager and a fulfilment member with
 * generated passwords, returned once for the start to print (nothing else keeps them). Nodes
 * starting together on one database each create what they can; a member another node made first
 * is left out of this node's list.
 */
export async function seedDemoStaff(db: Database): Promise<DemoStaffMember[]> {
  if ((await countStaff(db)) > 0) return [];
  const created: DemoStaffMember[] = [];
  for (const role of DEMO_ROLES) {
    const member = { email: `${role}@demo.sakhe.ge`, role, password: randomBytes(12).toString('base64url') };
    if (await createFirstStaffMember(db, member)) created.push(member);
  }
  return created;
}
