// The bench's bare Next.js app: nothing configured, as `create-next-app` leaves it.
export default { poweredByHeader: false };
