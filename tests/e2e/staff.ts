// Run by the end-to-end server (server.js) before it starts, on its fresh database: the first
// fill, as the server's own first start would make it (the same settings), then one account per
// role (`STAFF`), given their roles as `npm run admin` gives them, and owners who list a home
// (`LISTERS`). The server's database is open in the server's process once it runs, so this must
// happen first.
import { openDatabase } from '../../app/db/client.server';
import { findAccountByEmail, setRole } from '../../app/models/accounts.server';
import { createUser } from '../../app/models/users.server';
import { readEnv } from '../../server/env';

import { createListers } from './listers';
import { STAFF } from './staff-accounts';

const env = readEnv();
const handle = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  seed: {
    ...(env.SEED_PROPERTIES !== undefined && { properties: env.SEED_PROPERTIES }),
    ...(env.SEED_BLOGS !== undefined && { blogs: env.SEED_BLOGS }),
    ...(env.SEED_TESTIMONIALS !== undefined && { testimonials: env.SEED_TESTIMONIALS }),
  },
});
try {
  for (const [role, account] of Object.entries(STAFF)) {
    await createUser(handle.db, { ...account, confirmed: true });
    const made = await findAccountByEmail(handle.db, account.email);
    if (made && role !== 'member') await setRole(handle.db, null, made.id, role as 'admin');
  }
  await createListers(handle.db);
} finally {
  await handle.close();
}
