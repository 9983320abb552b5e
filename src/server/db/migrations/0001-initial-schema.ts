import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../engine';
import { columnTypes, withCreatedAt } from './column-types';

/**
 * The whole schema of spec §3 plus the auth tables (the columns better-auth
 * expects, as its own generator writes them). Rules live in the database too:
 * foreign keys, NOT NULL, CHECKs on statuses, quantities, prices and discounts.
 */
export function initialSchema(engine: DatabaseEngine) {
  const t = columnTypes(engine);

  async function up(db: Kysely<unknown>): Promise<void> {
    // --- auth (better-auth) ---
    await db.schema
      .createTable('user')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('emailVerified', t.boolean, (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('createdAt', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('twoFactorEnabled', t.boolean)
      .execute();

    await db.schema
      .createTable('session')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('createdAt', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .addColumn('ipAddress', 'text')
      .addColumn('userAgent', 'text')
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();

    await db.schema
      .createTable('account')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('accountId', 'text', (c) => c.notNull())
      .addColumn('providerId', 'text', (c) => c.notNull())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('accessToken', 'text')
      .addColumn('refreshToken', 'text')
      .addColumn('idToken', 'text')
      .addColumn('accessTokenExpiresAt', t.timestamp)
      .addColumn('refreshTokenExpiresAt', t.timestamp)
      .addColumn('scope', 'text')
      .addColumn('password', 'text')
      .addColumn('createdAt', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();

    await db.schema
      .createTable('verification')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('identifier', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
      .addColumn('createdAt', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('updatedAt', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute();

    await db.schema
      .createTable('twoFactor')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('backupCodes', 'text', (c) => c.notNull())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('verified', t.boolean)
      .addColumn('failedVerificationCount', 'integer')
      .addColumn('lockedUntil', t.timestamp)
      .execute();
    await db.schema.createIndex('twoFactor_secret_idx').on('twoFactor').column('secret').execute();
    await db.schema.createIndex('twoFactor_userId_idx').on('twoFactor').column('userId').execute();

    // Shared by better-auth's HTTP endpoints and our own form actions.
    await db.schema
      .createTable('rateLimit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('key', 'text', (c) => c.notNull().unique())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('lastRequest', 'bigint', (c) => c.notNull())
      .execute();

    await withCreatedAt(
      db.schema
        .createTable('admins')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade')),
      t,
    ).execute();

    // --- catalogue ---
    await withCreatedAt(
      db.schema
        .createTable('categories')
        .addColumn('id', 'integer', t.id)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addCheckConstraint('categories_name_not_blank', sql`length(trim(name)) > 0`),
      t,
    ).execute();

    await withCreatedAt(
      db.schema
        .createTable('sub_categories')
        .addColumn('id', 'integer', t.id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('restrict'))
        .addUniqueConstraint('sub_categories_category_name_unique', ['category_id', 'name'])
        .addCheckConstraint('sub_categories_name_not_blank', sql`length(trim(name)) > 0`),
      t,
    ).execute();
    await db.schema.createIndex('sub_categories_category_idx').on('sub_categories').column('category_id').execute();

    await withCreatedAt(
      db.schema
        .createTable('products')
        .addColumn('id', 'integer', t.id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image_url', 'text')
        .addColumn('price_paise', 'integer', (c) => c.notNull())
        .addColumn('discount_price_paise', 'integer')
        .addColumn('discount_percentage', t.real)
        .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('sub_category_id', 'integer', (c) =>
          c.notNull().references('sub_categories.id').onDelete('restrict'),
        )
        .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addCheckConstraint('products_name_not_blank', sql`length(trim(name)) > 0`)
        .addCheckConstraint('products_price_not_negative', sql`price_paise >= 0`)
        .addCheckConstraint(
          'products_discount_price_range',
          sql`discount_price_paise is null or (discount_price_paise >= 0 and discount_price_paise <= price_paise)`,
        )
        .addCheckConstraint(
          'products_discount_percentage_range',
          sql`discount_percentage is null or (discount_percentage >= 0 and discount_percentage <= 100)`,
        )
        .addCheckConstraint('products_features_is_list', t.jsonArrayCheck('features')),
      t,
    ).execute();
    await db.schema
      .createIndex('products_sub_category_created_idx')
      .on('products')
      .columns(['sub_category_id', 'created_at', 'id'])
      .execute();
    await db.schema.createIndex('products_created_idx').on('products').columns(['created_at', 'id']).execute();

    await withCreatedAt(
      db.schema
        .createTable('orders')
        .addColumn('id', 'integer', t.id)
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('unit_price_paise', 'integer', (c) => c.notNull())
        .addColumn('total_paise', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('idempotency_key', 'text', (c) => c.unique())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addCheckConstraint('orders_status_valid', sql`status in ('pending', 'done', 'rejected')`)
        .addCheckConstraint('orders_quantity_positive', sql`quantity >= 1`)
        .addCheckConstraint('orders_prices_not_negative', sql`unit_price_paise >= 0 and total_paise >= 0`),
      t,
    ).execute();
    await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('orders_status_created_idx').on('orders').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('orders_user_created_idx').on('orders').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('orders_product_idx').on('orders').column('product_id').execute();
    await db.schema.createIndex('orders_email_idx').on('orders').column('email').execute();

    // --- blog ---
    await withCreatedAt(
      db.schema
        .createTable('blog_categories')
        .addColumn('id', 'integer', t.id)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addCheckConstraint('blog_categories_name_not_blank', sql`length(trim(name)) > 0`),
      t,
    ).execute();

    await withCreatedAt(
      db.schema
        .createTable('blogs')
        .addColumn('id', 'integer', t.id)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('featured_image_url', 'text')
        .addColumn('author', 'text', (c) => c.notNull().defaultTo('Admin'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
        .addColumn('meta_title', 'text')
        .addColumn('meta_description', 'text')
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('category_id', 'integer', (c) => c.references('blog_categories.id').onDelete('restrict'))
        .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addCheckConstraint('blogs_status_valid', sql`status in ('draft', 'published', 'archived')`)
        .addCheckConstraint('blogs_title_not_blank', sql`length(trim(title)) > 0`)
        .addCheckConstraint('blogs_view_count_not_negative', sql`view_count >= 0`)
        .addCheckConstraint('blogs_tags_is_list', t.jsonArrayCheck('tags')),
      t,
    ).execute();
    await db.schema.createIndex('blogs_status_created_idx').on('blogs').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('blogs_created_idx').on('blogs').column('created_at').execute();
    await db.schema.createIndex('blogs_category_idx').on('blogs').column('category_id').execute();

    // --- people and content ---
    await withCreatedAt(
      db.schema
        .createTable('testimonials')
        .addColumn('id', 'integer', t.id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('quote', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text')
        .addColumn('bg_color', 'text')
        .addCheckConstraint('testimonials_required_not_blank', sql`length(trim(name)) > 0 and length(trim(quote)) > 0`),
      t,
    ).execute();
    await db.schema.createIndex('testimonials_created_idx').on('testimonials').column('created_at').execute();

    await withCreatedAt(
      db.schema
        .createTable('team_members')
        .addColumn('id', 'integer', t.id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text')
        .addColumn('linkedin_url', 'text')
        .addCheckConstraint('team_members_required_not_blank', sql`length(trim(name)) > 0 and length(trim(role)) > 0`),
      t,
    ).execute();
    await db.schema.createIndex('team_members_created_idx').on('team_members').column('created_at').execute();

    // --- submissions ---
    await withCreatedAt(
      db.schema
        .createTable('contact_us')
        .addColumn('id', 'integer', t.id)
        .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('file_url', 'text')
        .addColumn('file_name', 'text'),
      t,
    ).execute();
    await db.schema.createIndex('contact_us_created_idx').on('contact_us').columns(['created_at', 'id']).execute();

    await withCreatedAt(
      db.schema
        .createTable('join_us')
        .addColumn('id', 'integer', t.id)
        .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('district', 'text', (c) => c.notNull())
        .addColumn('area', 'text', (c) => c.notNull())
        .addColumn('file_url', 'text')
        .addColumn('file_name', 'text')
        .addCheckConstraint('join_us_email_null_when_empty', sql`email is null or length(trim(email)) > 0`),
      t,
    ).execute();
    await db.schema.createIndex('join_us_created_idx').on('join_us').columns(['created_at', 'id']).execute();

    await withCreatedAt(
      db.schema
        .createTable('tenant_down_submissions')
        .addColumn('id', 'integer', t.id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('tenant_url', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo('')),
      t,
    ).execute();
    await db.schema
      .createIndex('tenant_down_created_idx')
      .on('tenant_down_submissions')
      .columns(['created_at', 'id'])
      .execute();

    // --- chat helper ---
    await withCreatedAt(
      db.schema
        .createTable('chat_knowledge')
        .addColumn('id', 'integer', t.id)
        .addColumn('question', 'text', (c) => c.notNull().unique())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addCheckConstraint('chat_knowledge_not_blank', sql`length(trim(question)) > 0 and length(trim(answer)) > 0`),
      t,
    ).execute();
    await db.schema.createIndex('chat_knowledge_position_idx').on('chat_knowledge').column('position').execute();

    await withCreatedAt(
      db.schema
        .createTable('chat_unanswered')
        .addColumn('id', 'integer', t.id)
        .addColumn('question', 'text', (c) => c.notNull()),
      t,
    ).execute();
    await db.schema.createIndex('chat_unanswered_created_idx').on('chat_unanswered').column('created_at').execute();
  }

  return { up };
}
