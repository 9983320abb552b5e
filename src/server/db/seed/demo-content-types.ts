import type { GstClass, Unit } from '@/lib/gst/tax-facts';

/** The shape of the demo content the seed loads (see demo-content.ts). */

export type DemoProduct = {
  name: string;
  description: string;
  /** Rupees with up to 2 decimals, e.g. 1499.5 */
  price: number;
  /** Discount amount in rupees (takes precedence), or null. */
  discountAmount: number | null;
  /** Discount percentage 0..100, or null. */
  discountPercentage: number | null;
  features: string[];
  /** Path under /public, e.g. "/images/products/fish-seed.svg". */
  image: string;
  /** Its tax facts, as its kind of goods has them (issue 35). */
  tax: { hsn: string; gst: GstClass; unit: Unit };
};

export type DemoSubCategory = { name: string; products: DemoProduct[] };

export type DemoCategory = { name: string; subCategories: DemoSubCategory[] };

export type DemoBlogPost = {
  title: string;
  excerpt: string;
  /** Basic HTML: <p>, <h2>, <h3>, <ul>, <ol>, <li>, <strong>, <em>, <a href="/...">. */
  content: string;
  author: string;
  status: 'draft' | 'published' | 'archived';
  category: string;
  tags: string[];
  image: string;
  metaTitle: string;
  metaDescription: string;
  /** Days before the seed date, so posts have believable spread-out dates. */
  daysAgo: number;
};

export type DemoBlogCategory = { name: string; description: string };

export type DemoTestimonial = { name: string; role: string; quote: string; bgColor: string | null };

export type DemoTeamMember = { name: string; role: string; linkedinUrl: string | null };

export type DemoChatEntry = { question: string; answer: string };
