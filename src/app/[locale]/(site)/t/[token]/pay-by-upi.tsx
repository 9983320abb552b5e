import { upiPaymentLink } from '@/lib/billing/upi-link';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { formatPaise } from '@/lib/money';
import { upiQrSvg } from '@/server/billing/upi-qr';

/**
 * The bill's payment request on the tracking page (issue 35): on the farmer's
 * phone the button opens their UPI app with the amount and the bill's number
 * filled in; the QR code is for paying from another phone. Drawn on the
 * server, no script.
 */
export async function PayByUpi({
  locale,
  reference,
  bill,
  amountPaise,
}: {
  locale: Locale;
  reference: string;
  bill: { number: string; upi: { id: string; payeeName: string } };
  /** What is left to pay of the bill. */
  amountPaise: number;
}) {
  const t = translator(locale);
  const total = formatPaise(amountPaise, locale);
  const link = upiPaymentLink({
    upiId: bill.upi.id,
    payeeName: bill.upi.payeeName,
    amountPaise,
    reference: bill.number,
    note: t('tracking.payNote', { reference }),
  });
  const qr = await upiQrSvg(link, t('tracking.payQr', { total }));
  return (
    <section aria-labelledby="pay-heading" className="flex flex-col gap-3 rounded-lg border border-cyan-700 p-4">
      <h3 id="pay-heading" className="text-lg font-bold">
        {t('tracking.payHeading')}
      </h3>
      <p>{t('tracking.payBill', { number: bill.number, total })}</p>
      <a
        href={link}
        className="inline-flex min-h-11 items-center justify-center rounded-md bg-cyan-800 px-4 font-semibold text-white"
      >
        {t('tracking.payButton', { total })}
      </a>
      <p className="text-sm text-slate-700">{t('tracking.payScan')}</p>
      {/* Our own SVG, made from the link above: no user input reaches it unescaped. */}
      <div
        className="mx-auto w-48 max-w-full"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the qrcode library drew from our link
        dangerouslySetInnerHTML={{ __html: qr }}
      />
      <p className="text-sm break-all">{t('tracking.payTo', { upiId: bill.upi.id, name: bill.upi.payeeName })}</p>
    </section>
  );
}
