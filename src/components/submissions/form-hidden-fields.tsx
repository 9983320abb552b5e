import { BotTrap } from '@/components/forms/bot-trap';

/**
 * Hidden fields of every public form: where to come back after signing in, the
 * spam trap, and — only once the page's script runs (`startedAt` is set) —
 * "js", which tells the action that the page handles the sign-in round trip
 * itself. A form posted without JavaScript lacks it, and the action redirects.
 */
export function FormHiddenFields({
  returnTo,
  startedAt,
  honeypotLabel,
}: {
  returnTo: string;
  startedAt: string;
  honeypotLabel: string;
}) {
  return (
    <>
      <input type="hidden" name="returnTo" value={returnTo} />
      {startedAt ? <input type="hidden" name="js" value="1" /> : null}
      <BotTrap startedAt={startedAt} label={honeypotLabel} />
    </>
  );
}
