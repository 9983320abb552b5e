import { english } from '@/lib/i18n/english';
import type { MessageKey } from '@/lib/i18n/messages';
import type { MessageAbout, MessageState } from '@/server/db/schema';
import type { MessageListing } from '@/server/outbox/find-messages';
import { formatAdminDate } from '../list/admin-time';
import { ResendButton } from './resend-button';

const stateClasses: Record<MessageState, string> = {
  queued: 'bg-amber-100 text-amber-900',
  sending: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
};

/** What the message is, in words; a kind this code does not name (a newer release wrote it) as it is stored. */
const kindName = (kind: string): string => {
  try {
    return english(`admin.messages.kinds.${kind}` as MessageKey);
  } catch {
    return kind;
  }
};

/** Where a message's order or submission is shown in the back office. */
export function aboutHref(about: MessageAbout, id: number): string {
  if (about === 'orders') return `/admin/orders/${id}`;
  const kind = about === 'contact_us' ? 'contact' : about === 'join_us' ? 'join' : 'tenant';
  return `/admin/submissions/${kind}`;
}

/**
 * The messages of one order or submission (or the failed ones), each with its
 * channel, recipient, state and time, the provider's last error, and "Send
 * again". The caller has checked the admin role.
 */
export function MessageList({ messages, withAbout = false }: { messages: MessageListing[]; withAbout?: boolean }) {
  if (messages.length === 0) return <p className="text-sm text-slate-700">{english('admin.messages.none')}</p>;
  return (
    <ul className="flex flex-col gap-3 text-sm" data-testid="message-list">
      {messages.map((message) => {
        const kind = kindName(message.kind);
        const channel = english(`admin.messages.channels.${message.channel}`);
        return (
          <li key={message.id} className="flex flex-col gap-1 rounded-md border border-slate-200 p-2">
            <span className="break-words">
              {english('admin.messages.line', { channel, recipient: message.recipient, kind })}
            </span>
            <span className="flex flex-wrap items-center gap-2 text-slate-700">
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stateClasses[message.state]}`}>
                {english(`admin.messages.states.${message.state}`)}
              </span>
              <time dateTime={message.at.toISOString()}>
                {message.state === 'queued'
                  ? english('admin.messages.nextAttempt', { date: formatAdminDate(message.at) })
                  : formatAdminDate(message.at)}
              </time>
              {message.attempts > 1 ? (
                <span>{english('admin.messages.attempts', { count: message.attempts })}</span>
              ) : null}
            </span>
            {message.lastError && message.state !== 'sent' && message.state !== 'delivered' ? (
              <span className="break-words text-red-800">
                {/* Failed without a single try: a limit stopped it (or a code's minutes ran out) before it could go. */}
                {message.state === 'failed' && message.attempts === 0
                  ? english('admin.messages.notSent', { text: message.lastError })
                  : message.channel === 'email'
                    ? english('admin.messages.emailFailed', { text: message.lastError })
                    : english('admin.messages.sendFailed', { text: message.lastError })}
              </span>
            ) : null}
            <span className="flex flex-wrap items-center gap-2">
              {withAbout && message.about && message.aboutId !== null ? (
                <a className="underline" href={aboutHref(message.about, message.aboutId)}>
                  {english('admin.messages.about')}{' '}
                  {message.about === 'orders' ? english('admin.orders.ordersTab') : message.about} #{message.aboutId}
                </a>
              ) : null}
              {/* Only a message about an order or a submission is sent again (resend-message.ts): an account's own
                  (a reset link, a sign-in code) is asked for again by its holder. */}
              {message.state === 'queued' || message.state === 'sending' || message.about === null ? null : (
                <ResendButton
                  id={message.id}
                  text={english('admin.messages.resend')}
                  label={english('admin.messages.resendNamed', { kind, recipient: message.recipient })}
                />
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
