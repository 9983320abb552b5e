import { BotTrap } from '@/components/forms/bot-trap';

/** Hidden fields of every public form: where to come back after signing in, "sent by the script", and the spam trap. */
export function FormHiddenFields({ returnTo }: { returnTo: string }) {
  return (
    <>
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="js" value="1" />
      <BotTrap />
    </>
  );
}
