import type { ReactNode } from 'react';
import { TableScroller } from '@/components/admin/list/table-scroller';
import { gstRateBasisPoints } from '@/lib/gst/tax-facts';
import { english } from '@/lib/i18n/english';
import { formatPaise } from '@/lib/money';
import { formatPhone } from '@/lib/phone';
import type { BillView } from '@/server/billing/find-bill';
import { hsnSummaryOf } from './hsn-summary';

const money = (paise: number) => formatPaise(paise, 'en');
const rate = (basisPoints: number) => `${basisPoints / 100} %`;
const t = (key: string, values?: Record<string, string | number>) =>
  english(`bill.${key}` as Parameters<typeof english>[0], values);

/**
 * A bill as issued (Rule 46 / 49 / 46A): the supplier and its GSTIN, the
 * number and date, the buyer (and their GSTIN), the place of supply, each line
 * with its HSN code, quantity, unit, taxable value and tax, the HSN-wise tax,
 * the totals, "Reverse charge: No" and the signatory. Printable on A4; on a
 * phone the tables scroll inside their box.
 */
export function BillDocument({ bill }: { bill: BillView }) {
  const { supplier, buyer } = bill;
  const taxColumns = bill.interState ? ['igst'] : ['cgst', 'sgst'];
  return (
    <article className="flex flex-col gap-4 rounded-lg border border-slate-300 bg-white p-4 text-sm print:border-0 print:p-0">
      <header className="flex flex-col gap-1 border-b border-slate-300 pb-3">
        <h1 className="text-xl font-bold">{english(`bill.kinds.${bill.kind}`)}</h1>
        <p className="font-semibold">{supplier.legalName}</p>
        {supplier.tradeName !== supplier.legalName ? <p>{supplier.tradeName}</p> : null}
        {supplier.address.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>{t('gstin', { gstin: supplier.gstin })}</p>
        <p>{t('state', { name: supplier.stateName, code: supplier.stateCode })}</p>
        {supplier.phone ? <p>{formatPhone(supplier.phone)}</p> : null}
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <Term label={t('number')}>
          <span className="font-mono">{bill.number}</span>
        </Term>
        <Term label={t('date')}>{bill.issuedAt.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' })}</Term>
        <Term label={t('order')}>{bill.orderReference}</Term>
        <Term label={t('placeOfSupply')}>{`${buyer.stateName} (${buyer.stateCode})`}</Term>
        <Term label={t('reverseCharge')}>{t('no')}</Term>
      </dl>
      <section aria-labelledby="bill-buyer" className="flex flex-col gap-1">
        <h2 id="bill-buyer" className="font-semibold">
          {t('buyer')}
        </h2>
        <p>{buyer.name}</p>
        <p className="whitespace-pre-wrap">{buyer.address}</p>
        <p>{formatPhone(buyer.phone)}</p>
        {buyer.gstin ? <p>{t('gstin', { gstin: buyer.gstin })}</p> : null}
      </section>
      <TableScroller label={t('lines')}>
        <table className="w-full min-w-[40rem] border-collapse">
          <caption className="sr-only">{t('lines')}</caption>
          <thead>
            <HeaderRow columns={['item', 'hsn', 'quantity', 'price', 'taxable', 'rate', ...taxColumns, 'total']} />
          </thead>
          <tbody>
            {bill.lines.map((line) => (
              <tr key={`${line.name}-${line.hsnCode}-${line.totalPaise}`} className="border-b border-slate-200">
                <td className="p-1">{line.name}</td>
                <td className="p-1 font-mono">{line.hsnCode}</td>
                <td className="p-1">{`${line.quantity} ${line.unit}`}</td>
                <td className="p-1">{money(line.unitPricePaise)}</td>
                <td className="p-1">{money(line.taxablePaise)}</td>
                <td className="p-1">
                  {line.gstClass === 'exempt' ? t('exempt') : rate(gstRateBasisPoints(line.gstClass))}
                </td>
                {bill.interState ? (
                  <td className="p-1">{money(line.igstPaise)}</td>
                ) : (
                  <>
                    <td className="p-1">{money(line.cgstPaise)}</td>
                    <td className="p-1">{money(line.sgstPaise)}</td>
                  </>
                )}
                <td className="p-1">{money(line.totalPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <HsnSummary bill={bill} />
      <dl className="ml-auto grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-right">
        <Term label={t('taxableTotal')}>{money(bill.taxablePaise)}</Term>
        {bill.interState ? (
          <Term label={t('igst')}>{money(bill.igstPaise)}</Term>
        ) : (
          <>
            <Term label={t('cgst')}>{money(bill.cgstPaise)}</Term>
            <Term label={t('sgst')}>{money(bill.sgstPaise)}</Term>
          </>
        )}
        <Term label={t('total')}>
          <strong>{money(bill.totalPaise)}</strong>
        </Term>
      </dl>
      <footer className="flex flex-col items-end gap-1 border-t border-slate-300 pt-3">
        <p>{t('for', { name: supplier.legalName })}</p>
        <p className="font-semibold">{supplier.signatory}</p>
        <p>{t('signatory')}</p>
      </footer>
    </article>
  );
}

function HsnSummary({ bill }: { bill: BillView }) {
  const rows = hsnSummaryOf(bill.lines);
  return (
    <TableScroller label={t('hsnSummary')}>
      <table className="w-full min-w-[28rem] border-collapse">
        <caption className="text-left font-semibold">{t('hsnSummary')}</caption>
        <thead>
          <HeaderRow columns={['hsn', 'rate', 'taxable', 'tax']} />
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.hsnCode}-${row.rateBasisPoints}`} className="border-b border-slate-200">
              <td className="p-1 font-mono">{row.hsnCode}</td>
              <td className="p-1">{rate(row.rateBasisPoints)}</td>
              <td className="p-1">{money(row.taxablePaise)}</td>
              <td className="p-1">{money(row.taxPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

function HeaderRow({ columns }: { columns: readonly string[] }) {
  return (
    <tr className="border-b border-slate-300 text-left">
      {columns.map((column) => (
        <th key={column} scope="col" className="p-1 font-semibold">
          {t(`columns.${column}`)}
        </th>
      ))}
    </tr>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
