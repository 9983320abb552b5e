import type { Kysely } from 'kysely';
import { realEmail } from '@/lib/account-email';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import { ownOrders } from '../orders/find-customer-orders';
import { findOrderItems } from '../orders/find-order-items';

/**
 * Everything the site keeps about one user (DPDP Act: the right to a copy):
 * the account, their orders (with the guest orders of their verified number)
 * and what they sent through the forms. Contact
 * questions and job applications carry the user's id; emergency reports are
 * anonymous forms, so they are matched by the account's (verified) e-mail.
 * Never included: the password hash, session tokens, two-step secrets and
 * backup codes, nor the private addresses of the files (only their names).
 * The user id comes from the session, never from the request.
 */
export async function exportPersonalData(options: { db: Kysely<Database>; userId: string }) {
  const { db, userId } = options;
  const user = await db
    .selectFrom('user')
    .select([
      'id',
      'email',
      'name',
      'emailVerified',
      'image',
      'createdAt',
      'updatedAt',
      'twoFactorEnabled',
      'phoneNumber',
      'phoneNumberVerified',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND');
  const verifiedPhone = user.phoneNumberVerified ? user.phoneNumber : null;

  const [staffMember, signInMethods, orders, contactQuestions, jobApplications, emergencyReports] = await Promise.all([
    db.selectFrom('staff_members').select('created_at').where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('account').select(['providerId', 'createdAt']).where('userId', '=', userId).execute(),
    db
      .selectFrom('orders')
      .select([
        'id',
        'reference',
        'total_paise',
        'name',
        'phone',
        'email',
        'address',
        'description',
        'status',
        'created_at',
        'updated_at',
      ])
      .where(ownOrders({ userId, verifiedPhone }))
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('contact_us')
      .select(['id', 'question', 'email', 'description', 'file_name', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('join_us')
      .select(['id', 'full_name', 'phone', 'email', 'state', 'district', 'area', 'file_name', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('tenant_down_submissions')
      .select(['id', 'reference', 'name', 'email', 'phone', 'tenant_url', 'description', 'created_at'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', user.email))
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);

  const items = await findOrderItems(
    db,
    orders.map((order) => order.id),
  );

  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: realEmail(user.email),
      name: user.name,
      emailVerified: Boolean(user.emailVerified) && realEmail(user.email) !== null,
      phoneNumber: verifiedPhone,
      image: user.image,
      createdAt: isoDate(user.createdAt),
      updatedAt: isoDate(user.updatedAt),
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
      admin: staffMember ? { since: isoDate(staffMember.created_at) } : null,
      signInMethods: [
        ...signInMethods.map((method) => ({
          method: method.providerId === 'credential' ? 'email and password' : method.providerId,
          since: isoDate(method.createdAt),
        })),
        ...(verifiedPhone ? [{ method: 'code sent to mobile number', since: null }] : []),
      ],
    },
    orders: orders.map((order) => ({
      reference: order.reference,
      products: (items.get(order.id) ?? []).map((item) => ({
        product: item.productName,
        quantity: item.quantity,
        unitPricePaise: item.unitPricePaise,
        totalPaise: item.totalPaise,
      })),
      totalPaise: order.total_paise,
      name: order.name,
      phone: order.phone,
      email: order.email,
      address: order.address,
      note: order.description,
      status: order.status,
      createdAt: isoDate(order.created_at),
      updatedAt: isoDate(order.updated_at),
    })),
    submissions: {
      contactQuestions: contactQuestions.map((row) => ({
        id: row.id,
        question: row.question,
        email: row.email,
        description: row.description,
        fileName: row.file_name,
        createdAt: isoDate(row.created_at),
      })),
      jobApplications: jobApplications.map((row) => ({
        id: row.id,
        fullName: row.full_name,
        phone: row.phone,
        email: row.email,
        state: row.state,
        district: row.district,
        area: row.area,
        fileName: row.file_name,
        createdAt: isoDate(row.created_at),
      })),
      emergencyReports: emergencyReports.map((row) => ({
        id: row.id,
        reference: row.reference,
        name: row.name,
        email: row.email,
        phone: row.phone,
        tenantUrl: row.tenant_url,
        description: row.description,
        createdAt: isoDate(row.created_at),
      })),
    },
  };
}

export type PersonalData = Awaited<ReturnType<typeof exportPersonalData>>;

/** better-auth's columns come back as text on SQLite and as Date on PostgreSQL. */
function isoDate(value: Date | string): string {
  return new Date(value).toISOString();
}
