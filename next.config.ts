import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native or worker-based modules stay outside the server bundle.
  serverExternalPackages: ['better-sqlite3', 'pino', 'sharp'],
};

export default nextConfig;
