import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/lib/chromium';
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
try {
  for (const url of process.argv.slice(2)) {
    for (let run = 0; run < 2; run++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'],
        throttlingMethod: 'devtools', throttling: { requestLatencyMs: 800, downloadThroughputKbps: 280, uploadThroughputKbps: 256, cpuSlowdownMultiplier: 4 } });
      const a = result!.lhr.audits;
      const el = a['largest-contentful-paint-element']?.details as any;
      const items = el?.items ?? [];
      const node = items[0]?.items?.[0]?.node;
      const phases = items[1]?.items?.map((p: any) => `${p.phase ?? p.label}:${Math.round(p.timing)}`).join(' ');
      const fcp = Math.round(a['first-contentful-paint']?.numericValue ?? 0);
      const reqs = (a['network-requests']?.details as any)?.items?.slice(0, 6).map((r: any) => `${r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 50)} ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ${Math.round(r.transferSize / 1024 * 10) / 10}kB`);
      console.log(url, 'LCP', Math.round(a['largest-contentful-paint']?.numericValue ?? 0), 'FCP', fcp, '|', node?.snippet?.slice(0, 120), node?.nodeLabel?.slice(0, 40));
      console.log('   phases', phases);
      console.log('   ', reqs?.join('\n    '));
    }
  }
} finally { chrome.kill(); }
