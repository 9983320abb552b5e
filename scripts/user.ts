import { parseArgs } from 'node:util';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '@/lib/permissions';
import { createUser } from '@/server/auth/create-user';
import { migrateToLatest } from '@/server/db/migrate';
import { OPERATOR, setStaffRoles } from '@/server/staff/set-staff-roles';
import { openContext, runScript } from './lib/context';

const usage = `Usage:
  npm run user -- create --email E --password P [--admin | --role R[,R…]]
  npm run user -- set-roles --email E --role R[,R…]   (--role none: no longer staff)
  npm run user -- grant-admin --email E                (the owner role)
  npm run user -- revoke-admin --email E               (no role)
  npm run user -- --help                               (this text; also -h)
Roles: ${STAFF_ROLES.join(', ')}.`;

/** `--role owner,editor` (or `none`); `--admin` is the owner, as an admin was before roles. */
function rolesFrom(values: { admin?: boolean; role?: string }): StaffRole[] {
  if (values.admin) return ['owner'];
  if (!values.role || values.role === 'none') return [];
  const roles = values.role.split(',').map((role) => role.trim());
  const unknown = roles.filter((role) => !isStaffRole(role));
  if (unknown.length > 0) throw new Error(`Unknown role ${unknown.join(', ')}.\n${usage}`);
  return roles.filter(isStaffRole);
}

const options = {
  email: { type: 'string' },
  password: { type: 'string' },
  admin: { type: 'boolean', default: false },
  role: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** The command line, or an error naming what is wrong in it, followed by the usage. */
function parseCommandLine() {
  try {
    return parseArgs({ allowPositionals: true, options });
  } catch (error) {
    // parseArgs's own text for an unknown option explains how to pass a word starting with '-',
    // which is not what someone who mistyped an option needs: name the option instead.
    const { tokens } = parseArgs({ allowPositionals: true, options, strict: false, tokens: true });
    const unknown = tokens.find((token) => token.kind === 'option' && !(token.name in options));
    const problem =
      unknown?.kind === 'option'
        ? `Unknown option ${unknown.rawName}.`
        : error instanceof Error
          ? error.message
          : String(error);
    throw new Error(`${problem}\n${usage}`);
  }
}

await runScript(async () => {
  const { positionals, values } = parseCommandLine();
  if (values.help) {
    console.log(usage);
    return;
  }
  const command = positionals[0];
  if (!command || !values.email || !['create', 'set-roles', 'grant-admin', 'revoke-admin'].includes(command)) {
    throw new Error(usage);
  }
  if (command === 'set-roles' && !values.role) throw new Error(usage);
  const email = values.email.trim().toLowerCase();
  const context = openContext();
  try {
    await migrateToLatest(context.db, context.engine);
    if (command === 'create') {
      if (!values.password) throw new Error(usage);
      const roles = rolesFrom(values);
      const { userId } = await createUser({
        auth: context.auth(),
        db: context.db,
        email,
        password: values.password,
        staff: { engine: context.engine, roles },
      });
      console.log(`Created ${roles.length > 0 ? `staff (${roles.join(', ')})` : 'user'} ${email} (${userId}).`);
      return;
    }
    const roles = command === 'grant-admin' ? ['owner' as const] : command === 'revoke-admin' ? [] : rolesFrom(values);
    const user = await context.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
    if (!user) throw new Error(`No user with the e-mail ${email}.`);
    const { granted } = await setStaffRoles({
      db: context.db,
      engine: context.engine,
      actor: OPERATOR,
      userId: user.id,
      roles,
    });
    console.log(`${email} now holds ${roles.length > 0 ? `the roles ${roles.join(', ')}` : 'no staff role'}.`);
    if (granted.length > 0) {
      // We hold only a hash of the password, so its check waits for the next sign-in.
      console.log(
        'Their sessions were ended if they became staff. At the next sign-in, a password shorter than 12 characters or a common one must be changed before the back office opens.',
      );
    }
  } finally {
    await context.db.destroy();
  }
});
