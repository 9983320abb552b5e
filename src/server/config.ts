import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads process.env. Every variable of ARCHITECTURE.md is
 * validated here; a bad value stops the start with one line naming it.
 */

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );

const textTemplatesSchema = z.record(
  z.string(),
  z.object({ en: z.string().min(1), as: z.string().min(1), hi: z.string().min(1) }).partial(),
);

/** What each SMS_PROVIDER needs, besides SMS_TEMPLATES. */
const PROVIDER_VARIABLES = {
  file: [],
  webhook: ['SMS_WEBHOOK_URL', 'SMS_WEBHOOK_SECRET'],
  msg91: ['MSG91_AUTH_KEY', 'SMS_SENDER_ID'],
  twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMS_SENDER_ID'],
  'whatsapp-cloud': ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'],
} as const;

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  HOST: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.:-]+$/, 'must be an address such as 127.0.0.1 or ::1')
    .optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  BASE_URL: url(['http:', 'https:']).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().trim().min(3).default('no-reply@localhost'),
  ADMIN_NOTIFY_EMAIL: z.email('must be an e-mail address').optional(),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: url(['http:', 'https:']).optional(),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: url(['http:', 'https:']).optional(),
  ADMIN_REQUIRE_2FA: booleanText.default(false),
  TRUST_PROXY: booleanText.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMS_PROVIDER: z
    .enum(['file', 'webhook', 'msg91', 'twilio', 'whatsapp-cloud'], {
      message: 'must be file, webhook, msg91, twilio or whatsapp-cloud',
    })
    .default('file'),
  SMS_WEBHOOK_URL: url(['http:', 'https:']).optional(),
  SMS_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SMS_TEMPLATES: z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value) return {};
      try {
        return textTemplatesSchema.parse(JSON.parse(value));
      } catch {
        context.addIssue({
          code: 'custom',
          message: 'must be JSON such as {"order-received":{"en":"1107…","as":"…","hi":"…"}}',
        });
        return z.NEVER;
      }
    }),
  SMS_SENDER_ID: optionalText,
  MSG91_AUTH_KEY: optionalText,
  MSG91_API_URL: url(['http:', 'https:']).default('https://control.msg91.com'),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_API_URL: url(['http:', 'https:']).default('https://api.twilio.com'),
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_API_URL: url(['http:', 'https:']).default('https://graph.facebook.com/v21.0'),
  PAYMENT_PROVIDER: z.enum(['razorpay'], { message: 'must be razorpay, or unset for none' }).optional(),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: url(['http:', 'https:']).default('https://api.razorpay.com'),
  SMS_DAILY_LIMIT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(500),
  WEB_CONCURRENCY: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(64, 'must be 64 or less')
    .optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
});

export type Config = {
  port: number;
  /** How many server processes `npm start` runs (one per core unless WEB_CONCURRENCY says otherwise). */
  webConcurrency: number;
  /** Shares the cache's revalidations (and Next.js's cache) across several servers. */
  redisUrl: string | undefined;
  /** The address to listen on; unset: every interface. */
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  baseUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminNotifyEmail: string | undefined;
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        publicUrl: string | undefined;
      }
    | undefined;
  adminRequire2fa: boolean;
  /**
   * True behind a reverse proxy that sets X-Forwarded-For (nginx): the visitor's
   * address is its last entry. False: the address of the connection itself, and
   * X-Forwarded-For / X-Real-IP from the client are ignored.
   */
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Where SMS and WhatsApp messages go (SMS_PROVIDER), with what that provider needs. */
  sms: SmsSettings;
  /** Text messages (SMS and WhatsApp together) the site sends in a day at most. */
  smsDailyLimit: number;
  /** The payment gateway beside the UPI request every bill carries (PAYMENT_PROVIDER); none by default. */
  paymentGateway: GatewaySettings | null;
};

/** Razorpay Payment Links: the API keys and the secret its webhooks are signed with. */
export type GatewaySettings = {
  provider: 'razorpay';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
};

/**
 * SMS_PROVIDER and what it needs (parseConfig checks that the chosen one has
 * it all; the others' values are empty strings). `templates`: the registered
 * template id (DLT template, WhatsApp template name) of each message kind per
 * language.
 */
export type SmsSettings = {
  provider: 'file' | 'webhook' | 'msg91' | 'twilio' | 'whatsapp-cloud';
  templates: Record<string, Partial<Record<'en' | 'as' | 'hi', string>>>;
  /** DLT header (msg91) or the sending number / Messaging Service SID (twilio). */
  senderId: string;
  webhook: { url: string; secret: string };
  msg91: { authKey: string; apiUrl: string };
  twilio: { accountSid: string; authToken: string; apiUrl: string };
  whatsapp: { token: string; phoneNumberId: string; appSecret: string; verifyToken: string; apiUrl: string };
};

export class ConfigError extends Error {}

/** Empty strings count as unset, as they do in most .env files. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') result[key] = value;
  }
  return result;
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}.`);
  }
  const values = parsed.data;
  const missing = PROVIDER_VARIABLES[values.SMS_PROVIDER].find((name) => !values[name]);
  if (missing) {
    throw new ConfigError(`Invalid configuration: ${missing} is required when SMS_PROVIDER is ${values.SMS_PROVIDER}.`);
  }
  const gatewayMissing =
    values.PAYMENT_PROVIDER === 'razorpay'
      ? (['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const).find((name) => !values[name])
      : undefined;
  if (gatewayMissing) {
    throw new ConfigError(`Invalid configuration: ${gatewayMissing} is required when PAYMENT_PROVIDER is razorpay.`);
  }
  const dataDir = path.resolve(values.DATA_DIR);
  const baseUrl = (values.BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return {
    port: values.PORT,
    webConcurrency: values.WEB_CONCURRENCY ?? availableParallelism(),
    redisUrl: values.REDIS_URL,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    baseUrl,
    authSecret: values.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    adminNotifyEmail: values.ADMIN_NOTIFY_EMAIL,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          region: values.S3_REGION ?? 'us-east-1',
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          publicUrl: values.S3_PUBLIC_URL,
        }
      : undefined,
    adminRequire2fa: values.ADMIN_REQUIRE_2FA,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    sms: {
      provider: values.SMS_PROVIDER,
      templates: values.SMS_TEMPLATES,
      senderId: values.SMS_SENDER_ID ?? '',
      webhook: { url: values.SMS_WEBHOOK_URL ?? '', secret: values.SMS_WEBHOOK_SECRET ?? '' },
      msg91: { authKey: values.MSG91_AUTH_KEY ?? '', apiUrl: values.MSG91_API_URL },
      twilio: {
        accountSid: values.TWILIO_ACCOUNT_SID ?? '',
        authToken: values.TWILIO_AUTH_TOKEN ?? '',
        apiUrl: values.TWILIO_API_URL,
      },
      whatsapp: {
        token: values.WHATSAPP_TOKEN ?? '',
        phoneNumberId: values.WHATSAPP_PHONE_NUMBER_ID ?? '',
        appSecret: values.WHATSAPP_APP_SECRET ?? '',
        verifyToken: values.WHATSAPP_VERIFY_TOKEN ?? '',
        apiUrl: values.WHATSAPP_API_URL,
      },
    },
    smsDailyLimit: values.SMS_DAILY_LIMIT,
    paymentGateway:
      values.PAYMENT_PROVIDER === 'razorpay'
        ? {
            provider: 'razorpay',
            keyId: values.RAZORPAY_KEY_ID ?? '',
            keySecret: values.RAZORPAY_KEY_SECRET ?? '',
            webhookSecret: values.RAZORPAY_WEBHOOK_SECRET ?? '',
            apiUrl: values.RAZORPAY_API_URL.replace(/\/+$/, ''),
          }
        : null,
  };
}

/** Generated once so a fresh machine needs no setup; kept beside the data it protects. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process (a second server, the migrate script) wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
