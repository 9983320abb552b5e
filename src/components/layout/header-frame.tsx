'use client';

import { type ReactNode, useEffect, useState } from 'react';

/** Spec §2.2: the header switches to its scrolled style after 10 px of scroll. */
export const SCROLLED_AFTER_PX = 10;

export function HeaderFrame({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow] duration-200 ${
        scrolled ? 'border-slate-200 bg-white shadow-md' : 'border-transparent bg-white/90'
      }`}
    >
      {children}
    </header>
  );
}
