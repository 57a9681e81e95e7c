import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { ContactMessage } from '@sakinah/contract';

export async function insertContactMessage(db: Database, message: ContactMessage & { ip: string; priority: boolean }): Promise<string> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, contactNo: message.contactNo || null })
    .returning({ id: contactMessages.id });
  return row!.id;
}
