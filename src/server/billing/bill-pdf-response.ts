import 'server-only';
import { renderBillPdf } from './bill-pdf';
import type { BillView } from './find-bill';

/** A bill's PDF as a download named after its number ("AQ-26-27-00001.pdf"), never kept by a shared cache. */
export async function billPdfResponse(bill: BillView): Promise<Response> {
  const pdf = await renderBillPdf(bill);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${bill.number.replaceAll('/', '-')}.pdf"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
