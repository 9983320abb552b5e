import type { Locale } from '@/lib/i18n/locales';
import { escapeHtml } from '@/lib/text';

/**
 * One layout for every e-mail the site sends: plain text plus simple HTML that
 * reads well in Gmail on a phone. Values are escaped; links are absolute.
 */
export type EmailContent = {
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
  siteName: string;
  /** The language the texts are in (the HTML's `lang`); English when not given (the staff's notices). */
  locale?: Locale;
};

export function renderEmail(content: EmailContent): { text: string; html: string } {
  const text = [
    content.title,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    content.siteName,
    content.footer,
  ].join('\n');

  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0e7490;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${content.locale ?? 'en'}"><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#0f172a;background:#f8fafc">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.title)}</h1>
${content.paragraphs.map((paragraph) => `<p style="line-height:1.5">${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:12px;color:#64748b">${escapeHtml(content.siteName)}<br>${escapeHtml(content.footer)}</p>
</div></body></html>`;
  return { text, html };
}
