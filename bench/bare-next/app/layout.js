// The bench's yardstick (scripts/bench.ts): a bare Next.js page, prerendered, served by `next start`.
export const metadata = { title: 'Bare Next.js page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
