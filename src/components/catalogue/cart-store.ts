'use client';

/**
 * The maintenance cart (spec §2.8: add, remove by id, clear, total count). Kept in
 * localStorage so a reload or a second tab sees the same cart; components read it
 * through useSyncExternalStore.
 */
export type CartItem = { id: number; name: string; unitPricePaise: number; quantity: number };

const KEY = 'maintenance-cart';
const EMPTY: CartItem[] = [];
const listeners = new Set<() => void>();
let cached: { text: string | null; items: CartItem[] } = { text: null, items: EMPTY };

function read(): CartItem[] {
  const text = window.localStorage.getItem(KEY);
  if (text === cached.text) return cached.items;
  let items = EMPTY;
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    if (Array.isArray(parsed)) items = parsed as CartItem[];
  } catch {
    // A damaged cart starts empty.
  }
  cached = { text, items };
  return items;
}

function write(items: CartItem[]) {
  window.localStorage.setItem(KEY, JSON.stringify(items));
  for (const listener of listeners) listener();
}

export const cartStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => event.key === KEY && listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  getSnapshot: read,
  getServerSnapshot: () => EMPTY,
  add(item: Omit<CartItem, 'quantity'>) {
    const items = read();
    const existing = items.find((entry) => entry.id === item.id);
    write(
      existing
        ? items.map((entry) => (entry.id === item.id ? { ...entry, quantity: entry.quantity + 1 } : entry))
        : [...items, { ...item, quantity: 1 }],
    );
  },
  remove(id: number) {
    write(read().filter((entry) => entry.id !== id));
  },
  clear() {
    write([]);
  },
};

export const cartCount = (items: CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);
