import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDatabase, type TopicwiseDatabase } from '@/db';
import { adoptServerName, CONNECTION_KEY, currentAuthor, readProfile, saveDisplayName } from '@/api/sync/profile';
import { PROFILE_DISPLAY_NAME } from '@/contract/settings';

async function device(): Promise<TopicwiseDatabase> {
  const db = openDatabase(`profile-${crypto.randomUUID()}`);
  await db.open();
  return db;
}

const connect = (db: TopicwiseDatabase, username: string) =>
  db.sync_state.put({ key: CONNECTION_KEY, value: { username }, updated_at: new Date().toISOString() });

describe('the local profile', () => {
  it('exists without any server, with a stable id and an editable name', async () => {
    const db = await device();
    const first = await readProfile(db);
    expect(first).toMatchObject({
      display_name: PROFILE_DISPLAY_NAME.default,
      server_user: null,
      name_from_server: false,
    });
    expect(first.user_id).toMatch(/^[0-9a-f-]{36}$/);
    const renamed = await saveDisplayName('Zoë 🌱 <b>', db);
    expect(renamed).toMatchObject({ user_id: first.user_id, display_name: 'Zoë 🌱 <b>', author: 'Zoë 🌱 <b>' });
    expect(await currentAuthor(db)).toBe('Zoë 🌱 <b>');
  });

  it('takes the server user name on sign-in and keeps it after a disconnect', async () => {
    const db = await device();
    const { user_id } = await saveDisplayName('Offline me', db);
    await connect(db, 'ana');
    await adoptServerName('ana', db);
    expect(await readProfile(db)).toMatchObject({
      user_id,
      display_name: 'ana',
      server_user: 'ana',
      author: 'ana',
      name_from_server: true,
    });
    await db.sync_state.delete(CONNECTION_KEY);
    expect(await readProfile(db)).toMatchObject({ display_name: 'ana', server_user: null, name_from_server: false });
  });
});
