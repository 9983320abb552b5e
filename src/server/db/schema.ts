import type { ColumnType, Generated } from 'kysely';
import type { StaffRole } from '@/lib/permissions';

/**
 * Row types of every table. Timestamps are written as ISO-8601 strings (or left to
 * the database default) and always read back as Date on both engines (see
 * timestamps-plugin.ts). Lists are JSON text on both engines (see lists.ts).
 */
type Timestamp = ColumnType<Date, string | undefined, string>;
/** A JSON-encoded list of strings, stored as text on both engines. */
type ListText = ColumnType<string, string | undefined, string>;
/** better-auth stores booleans as 0/1 on SQLite and boolean on PostgreSQL. */
type AuthBoolean = ColumnType<boolean | number, boolean | number, boolean | number>;
type AuthDate = ColumnType<Date | string, Date | string, Date | string>;

export type OrderStatus = 'pending' | 'done' | 'rejected';
/** After confirmation (issue 24); null before. */
export type OrderStage = 'dispatched' | 'delivered' | 'cancelled';
export type OrderEventKind = OrderStage | 'note';
/** The languages of the site (lib/i18n/locales.ts); a translation is in one of the two that are not English. */
type LocaleColumn = ColumnType<'en' | 'as' | 'hi', 'en' | 'as' | 'hi' | undefined, 'en' | 'as' | 'hi'>;
type TranslatedLocale = 'as' | 'hi';
export type BlogStatus = 'draft' | 'published' | 'archived';
/** Where the office is with a contact question, job application or tenant-down report. */
export type SubmissionStatus = 'new' | 'handled' | 'replied';
type StatusColumn = ColumnType<SubmissionStatus, SubmissionStatus | undefined, SubmissionStatus>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: AuthBoolean;
  image: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  twoFactorEnabled: AuthBoolean | null;
  /** +91XXXXXXXXXX; an account made with a mobile number has a placeholder e-mail (lib/account-email.ts). */
  phoneNumber: string | null;
  phoneNumberVerified: AuthBoolean | null;
}

export interface SessionTable {
  id: string;
  expiresAt: AuthDate;
  token: string;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthDate | null;
  refreshTokenExpiresAt: AuthDate | null;
  scope: string | null;
  password: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface TwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: AuthBoolean | null;
  failedVerificationCount: number | null;
  lockedUntil: AuthDate | null;
}

export interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: number;
}

/** A member of staff (a row while they hold a role in `staff_roles`): their password rule and back-office visits. */
export interface StaffMemberTable {
  user_id: string;
  created_at: Timestamp;
  seen_at: ColumnType<Date | null, string | null | undefined, string | null>;
  previous_seen_at: ColumnType<Date | null, string | null | undefined, string | null>;
  password_change_required_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

export interface StaffRoleTable {
  user_id: string;
  role: StaffRole;
  granted_at: Timestamp;
}

/** Someone invited to the staff before they have an account (migration 0017). */
export interface StaffInvitationTable {
  id: Generated<number>;
  /** A lower-case e-mail address or +91XXXXXXXXXX. */
  contact: string;
  /** JSON array of StaffRole. */
  roles: string;
  invited_by_id: string | null;
  invited_by_email: string;
  created_at: Timestamp;
  expires_at: ColumnType<Date, string, string>;
  /** SHA-256 (hex) of the one-time token in the invitation's link (migration 0018). */
  token_hash: string;
}

export interface SessionActivityTable {
  session_id: string;
  seen_at: ColumnType<Date, string, string>;
}

export interface CategoryTable {
  id: Generated<number>;
  name: string;
  slug: string;
  position: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface SubCategoryTable {
  id: Generated<number>;
  name: string;
  slug: string;
  category_id: number;
  created_at: Timestamp;
}

export interface ProductTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: ColumnType<string, string | undefined, string>;
  image_url: string | null;
  price_paise: number;
  discount_price_paise: number | null;
  discount_percentage: number | null;
  features: ListText;
  sub_category_id: number;
  /** 4, 6 or 8 digits; null until the office enters it (the product cannot be billed). */
  hsn_code: string | null;
  /** How GST treats it (src/lib/gst/tax-facts.ts); null until entered. */
  gst_class: string | null;
  /** Its unit of quantity (UQC: NOS, KGS, …). */
  unit: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An order request: who sent it, the total and its status; its products are in order_items. */
export interface OrderTable {
  id: Generated<number>;
  reference: string;
  user_id: string | null;
  /** Sent without an account (a deleted account's orders lose their user too, but are not guests). */
  guest: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  total_paise: number;
  name: string;
  phone: string;
  email: string | null;
  address: string;
  description: ColumnType<string, string | undefined, string>;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  idempotency_key: string | null;
  /** The language the customer ordered in: their e-mails speak it. */
  locale: LocaleColumn;
  /** How the customer's phone hears of the order: SMS, or WhatsApp when they asked for it. */
  updates_channel: ColumnType<'sms' | 'whatsapp', 'sms' | 'whatsapp' | undefined, 'sms' | 'whatsapp'>;
  /** The unguessable part of the order's tracking link; null on orders placed before it existed. */
  tracking_token: string | null;
  /** What the office wrote when it confirmed or rejected the order. */
  decision_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where a confirmed order is now (order_events holds each step). */
  stage: ColumnType<OrderStage | null, OrderStage | null | undefined, OrderStage | null>;
  /** The GST code of the delivery state ("18": Assam); null until known (an order cannot be billed without it). */
  place_of_supply: ColumnType<string | null, string | null | undefined, string | null>;
  /** The buyer's GSTIN, when they gave one (a B2B bill shows it). */
  buyer_gstin: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type BillKind = 'tax_invoice' | 'bill_of_supply' | 'invoice_cum_bill' | 'credit_note';

/** Each series' last number in a financial year (migration 0021). */
export interface BillCounterTable {
  series: 'bill' | 'credit_note';
  financial_year: string;
  last_number: number;
}

/** An issued bill or credit note: its own copy of everything it shows; never updated or deleted. */
export interface BillTable {
  id: Generated<number>;
  order_id: number;
  kind: BillKind;
  number: string;
  financial_year: string;
  credit_for_bill_id: number | null;
  issued_at: Timestamp;
  issued_by_email: string;
  /** JSON: the supplier as the settings had it (src/server/billing/bill-parties.ts). */
  supplier: string;
  /** JSON: the buyer as the order had them. */
  buyer: string;
  place_of_supply: string;
  inter_state: ColumnType<boolean | number, boolean | number, boolean | number>;
  /** The language the customer ordered in: the bill's headings are in it too. */
  locale: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

export interface BillLineTable {
  id: Generated<number>;
  bill_id: number;
  position: number;
  product_id: number | null;
  name: string;
  hsn_code: string;
  gst_class: string;
  unit: string;
  quantity: number;
  unit_price_paise: number;
  total_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

export type PaymentMode = 'upi' | 'cash' | 'bank_transfer' | 'cheque' | 'gateway';

/** Money received for an order, or the reversal of such an entry (migration 0022); never updated or deleted. */
export interface PaymentTable {
  id: Generated<number>;
  order_id: number;
  kind: 'payment' | 'reversal';
  amount_paise: number;
  mode: PaymentMode;
  /** The UTR, the bank's reference, the cheque's number, the gateway's payment id; none for cash. */
  reference: string | null;
  /** YYYY-MM-DD, India time: when the money came (or went back). */
  paid_on: string;
  note: string | null;
  reverses_payment_id: number | null;
  gateway_payment_id: string | null;
  recorded_at: Timestamp;
  recorded_by_email: string;
}

export type PaymentReportState = 'to_check' | 'confirmed' | 'rejected';

/** A UPI reference a farmer reported on the tracking page, until the office checks it (migration 0022). */
export interface PaymentReportTable {
  id: Generated<number>;
  order_id: number;
  utr: string;
  reported_at: Timestamp;
  state: ColumnType<PaymentReportState, PaymentReportState | undefined, PaymentReportState>;
  checked_at: ColumnType<Date | null, string | null | undefined, string | null>;
  checked_by_email: ColumnType<string | null, string | null | undefined, string | null>;
  payment_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A gateway's payment link made for an order's balance (migration 0023). */
export interface PaymentLinkTable {
  id: Generated<number>;
  order_id: number;
  provider: 'razorpay';
  link_id: string;
  reference_id: string;
  amount_paise: number;
  short_url: string;
  paid_at: ColumnType<Date | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** A step of an order after confirmation, or a staff note on it (migration 0016). */
export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  kind: OrderEventKind;
  actor_id: string | null;
  actor_email: string;
  carrier: string | null;
  /** YYYY-MM-DD, India time. */
  expected_on: string | null;
  /** A cancellation's reason, or a note's text. */
  text: string | null;
  created_at: Timestamp;
}

/** One product of an order, with its name and unit price (after discount) when the order was sent. */
export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  product_id: number | null;
  product_name: string;
  unit_price_paise: number;
  quantity: number;
  total_paise: number;
}

export interface BlogCategoryTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

export interface BlogTable {
  id: Generated<number>;
  title: string;
  slug: string;
  content: string;
  excerpt: ColumnType<string, string | undefined, string>;
  featured_image_url: string | null;
  author: ColumnType<string, string | undefined, string>;
  status: ColumnType<BlogStatus, BlogStatus | undefined, BlogStatus>;
  meta_title: string | null;
  meta_description: string | null;
  tags: ListText;
  category_id: number | null;
  view_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TestimonialTable {
  id: Generated<number>;
  name: string;
  role: ColumnType<string, string | undefined, string>;
  quote: string;
  avatar: string | null;
  bg_color: string | null;
  created_at: Timestamp;
}

export interface TeamMemberTable {
  id: Generated<number>;
  name: string;
  role: string;
  image_url: string | null;
  linkedin_url: string | null;
  created_at: Timestamp;
}

export interface ContactUsTable {
  id: Generated<number>;
  user_id: string | null;
  question: string;
  email: string;
  description: string;
  file_url: string | null;
  file_name: string | null;
  /** The language the form was sent in: the reply e-mail speaks it. */
  locale: LocaleColumn;
  status: StatusColumn;
  created_at: Timestamp;
}

export interface JoinUsTable {
  id: Generated<number>;
  user_id: string | null;
  full_name: string;
  phone: string;
  email: string | null;
  state: string;
  district: string;
  area: string;
  file_url: string | null;
  file_name: string | null;
  /** The language the form was sent in: the reply e-mail speaks it. */
  locale: LocaleColumn;
  status: StatusColumn;
  created_at: Timestamp;
}

export interface TenantDownTable {
  id: Generated<number>;
  /** TD-XXXXX, told to the reporter; unique. */
  reference: string | null;
  name: string;
  email: string;
  /** +91XXXXXXXXXX; null only on reports sent before the form asked for it. */
  phone: string | null;
  tenant_url: string;
  description: ColumnType<string, string | undefined, string>;
  /** The language the form was sent in: the reply e-mail speaks it. */
  locale: LocaleColumn;
  status: StatusColumn;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: string | null;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: string;
  before: string | null;
  after: string | null;
  created_at: Timestamp;
}

export interface ChatKnowledgeTable {
  id: Generated<number>;
  question: string;
  answer: string;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChatUnansweredTable {
  id: Generated<number>;
  question: string;
  created_at: Timestamp;
}

export interface SiteSettingTable {
  key: string;
  /** JSON, validated by the schema of its key (src/lib/schemas/site-settings.ts). */
  value: string;
  updated_at: Timestamp;
}

/** Assamese and Hindi versions of a record (migration 0010, decision 019); a missing one shows the English record. */
export interface ProductTranslationTable {
  product_id: number;
  locale: TranslatedLocale;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  features: ListText;
  updated_at: Timestamp;
}

export interface SubCategoryTranslationTable {
  sub_category_id: number;
  locale: TranslatedLocale;
  name: string;
  updated_at: Timestamp;
}

export interface BlogTranslationTable {
  blog_id: number;
  locale: TranslatedLocale;
  title: string;
  excerpt: ColumnType<string, string | undefined, string>;
  content: string;
  meta_title: string | null;
  meta_description: string | null;
  updated_at: Timestamp;
}

export interface ChatKnowledgeTranslationTable {
  chat_knowledge_id: number;
  locale: TranslatedLocale;
  question: string;
  answer: string;
  updated_at: Timestamp;
}

export interface SiteSettingTranslationTable {
  key: string;
  locale: TranslatedLocale;
  /** JSON: only the translated text fields of the setting. */
  value: string;
  updated_at: Timestamp;
}

export type MessageChannel = 'email' | 'sms' | 'whatsapp';
/** queued (waiting for its next attempt), sending (a worker holds it until lease_expires_at), then sent, delivered (the provider said so) or failed. */
export type MessageState = 'queued' | 'sending' | 'sent' | 'delivered' | 'failed';
/** The record a message belongs to (shown there to staff). */
export type MessageAbout = 'orders' | 'contact_us' | 'join_us' | 'tenant_down_submissions';

/** A message to a person, written with the change that causes it and delivered by the outbox worker. */
export interface OutboxMessageTable {
  /** Stable: the e-mail's Message-ID, the provider's idempotency reference. */
  id: string;
  channel: MessageChannel;
  kind: string;
  recipient: string;
  locale: LocaleColumn;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  /** JSON object of the template's variables ({"reference": "AQ-…", "link": "…"}), for template providers. */
  template_variables: string | null;
  about: MessageAbout | null;
  about_id: number | null;
  state: ColumnType<MessageState, MessageState | undefined, MessageState>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  lease_expires_at: ColumnType<Date | null, string | null | undefined, string | null>;
  last_error: string | null;
  provider_message_id: string | null;
  created_at: Timestamp;
  sent_at: ColumnType<Date | null, string | null | undefined, string | null>;
  delivered_at: ColumnType<Date | null, string | null | undefined, string | null>;
  failed_at: ColumnType<Date | null, string | null | undefined, string | null>;
  updated_at: Timestamp;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  twoFactor: TwoFactorTable;
  /** Ours (src/server/security/rate-limit.ts). */
  rateLimit: RateLimitTable;
  /** better-auth's own, per address on its endpoints (migration 0011). */
  auth_rate_limit: RateLimitTable;
  staff_members: StaffMemberTable;
  staff_roles: StaffRoleTable;
  staff_invitations: StaffInvitationTable;
  session_activity: SessionActivityTable;
  categories: CategoryTable;
  sub_categories: SubCategoryTable;
  products: ProductTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  order_events: OrderEventTable;
  bill_counters: BillCounterTable;
  bills: BillTable;
  bill_lines: BillLineTable;
  payments: PaymentTable;
  payment_reports: PaymentReportTable;
  payment_links: PaymentLinkTable;
  blog_categories: BlogCategoryTable;
  blogs: BlogTable;
  testimonials: TestimonialTable;
  team_members: TeamMemberTable;
  contact_us: ContactUsTable;
  join_us: JoinUsTable;
  tenant_down_submissions: TenantDownTable;
  audit_log: AuditLogTable;
  chat_knowledge: ChatKnowledgeTable;
  chat_unanswered: ChatUnansweredTable;
  site_settings: SiteSettingTable;
  product_translations: ProductTranslationTable;
  sub_category_translations: SubCategoryTranslationTable;
  blog_translations: BlogTranslationTable;
  chat_knowledge_translations: ChatKnowledgeTranslationTable;
  site_setting_translations: SiteSettingTranslationTable;
  outbox_messages: OutboxMessageTable;
}
