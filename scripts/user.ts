import { parseArgs } from 'node:util';
import { createUser } from '@/server/auth/create-user';
import { setAdmin } from '@/server/auth/set-admin';
import { migrateToLatest } from '@/server/db/migrate';
import { openContext, runScript } from './lib/context';

const usage = `Usage:
  npm run user -- create --email E --password P [--admin]
  npm run user -- grant-admin --email E
  npm run user -- revoke-admin --email E`;

await runScript(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, admin: { type: 'boolean', default: false } },
  });
  const command = positionals[0];
  if (!command || !values.email || !['create', 'grant-admin', 'revoke-admin'].includes(command)) {
    throw new Error(usage);
  }
  const context = openContext();
  try {
    await migrateToLatest(context.db, context.engine);
    if (command === 'create') {
      if (!values.password) throw new Error(usage);
      const { userId } = await createUser({
        auth: context.auth(),
        db: context.db,
        email: values.email,
        password: values.password,
        admin: values.admin,
      });
      console.log(`Created ${values.admin ? 'admin' : 'user'} ${values.email.toLowerCase()} (${userId}).`);
    } else {
      const grant = command === 'grant-admin';
      await setAdmin({ db: context.db, email: values.email, admin: grant });
      console.log(`${grant ? 'Granted' : 'Revoked'} admin for ${values.email.toLowerCase()}.`);
      if (grant) {
        // We hold only a hash of the password, so its check waits for the next sign-in.
        console.log(
          'Their sessions were ended. At the next sign-in, a password shorter than 12 characters or a common one must be changed before the admin area opens.',
        );
      }
    }
  } finally {
    await context.db.destroy();
  }
});
