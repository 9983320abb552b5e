/**
 * Who on the staff may do what (issue 24). The table of what each admin page
 * and route asks for (requirePermission / requirePermissionPage) and of what
 * the back office's navigation shows. An admin Server Action's permission is
 * checked by its use-case (assertPermission, decision 037); ADMIN_ACTIONS
 * names it here for the authorization test, which derives its cases from the
 * maps below: every admin page, route and action × every role.
 */

/** A person may hold several. Stored in `staff_roles` (migration 0015). */
export const STAFF_ROLES = ['owner', 'order-desk', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** Orders, their decisions and messages, the customers' contact details on them. */
  'orders',
  /** Contact, Join Us and Tenant Down submissions, their attachments and CSV export. */
  'submissions',
  /** Products, sub-categories, prices. */
  'catalogue',
  /** Blog posts and blog categories. */
  'blog',
  /** Testimonials, the team, the chat helper's answers. */
  'content',
  /** The audit trail (it names staff and the records they changed). */
  'audit',
  /** Staff and their roles. */
  'staff',
  /** The company's settings. */
  'settings',
  /** The books: sales register, tax, payments, outstanding balances, GSTR-1 files (issue 35). */
  'books',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  'order-desk': ['orders', 'submissions'],
  editor: ['catalogue', 'blog', 'content'],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether someone holding these roles has this permission. */
export function can(roles: readonly StaffRole[], permission: Permission): boolean {
  return roles.some((role) => GRANTS[role].includes(permission));
}

/**
 * Whether someone holding these roles may give or take this role (they also need
 * the staff permission): an owner any, anyone else only a role they hold.
 */
export function canGrant(roles: readonly StaffRole[], role: StaffRole): boolean {
  return roles.includes('owner') || roles.includes(role);
}

/**
 * Every admin page by its path under src/app/[locale] (route groups left out),
 * and the permission that opens it: the page checks it (requireAdminPage) and
 * the authorization test finds every page on disk and asks this table.
 */
export const ADMIN_PAGES = {
  '/admin/submissions/[kind]': 'submissions',
  '/admin/products': 'catalogue',
  '/admin/categories': 'catalogue',
  '/admin/orders': 'orders',
  '/admin/orders/[id]': 'orders',
  '/admin/orders/[id]/bill': 'orders',
  '/admin/blog': 'blog',
  '/admin/testimonials': 'content',
  '/admin/team': 'content',
  '/admin/chat': 'content',
  '/admin/messages': 'orders',
  '/admin/audit': 'audit',
  '/admin/staff': 'staff',
  '/admin/settings': 'settings',
  '/admin/books': 'books',
  '/admin/add-product': 'catalogue',
  '/admin/add-maintenance-product': 'catalogue',
  '/admin/add-testing-kit': 'catalogue',
  '/admin/add-ras-equipment': 'catalogue',
  '/admin/add-sub-category': 'catalogue',
  '/admin/add-blog': 'blog',
  '/admin/edit-blog/[id]': 'blog',
} as const satisfies Record<string, Permission>;
export type AdminPage = keyof typeof ADMIN_PAGES;

/**
 * The back office's tabs, in the navigation's order (label `admin.tabs.<key>`),
 * each with the screens it holds: a tab is shown to those who may open one of
 * them, links to the first they may open, and is the current one on any of them
 * (Products Management holds its sub-tabs, spec §2.11).
 */
export const ADMIN_TABS = {
  contact: ['/admin/submissions/contact'],
  join: ['/admin/submissions/join'],
  tenant: ['/admin/submissions/tenant'],
  products: ['/admin/products', '/admin/categories', '/admin/orders'],
  blogs: ['/admin/blog'],
  testimonials: ['/admin/testimonials'],
  team: ['/admin/team'],
  chat: ['/admin/chat'],
  audit: ['/admin/audit'],
  messages: ['/admin/messages'],
  staff: ['/admin/staff'],
  settings: ['/admin/settings'],
  books: ['/admin/books'],
} as const satisfies Record<string, readonly string[]>;
export type AdminTab = keyof typeof ADMIN_TABS;

/** The table's entry for an address (`/admin/orders/12` is `/admin/orders/[id]`), if it is an admin page. */
export function adminPageOf(path: string): AdminPage | undefined {
  const segments = path.split('/');
  return (Object.keys(ADMIN_PAGES) as AdminPage[]).find((page) => {
    const pattern = page.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith('[') || part === segments[index])
    );
  });
}

/** Whether someone holding these roles may open the admin page at this address. */
export function canOpen(roles: readonly StaffRole[], path: string): boolean {
  const page = adminPageOf(path);
  return page !== undefined && can(roles, ADMIN_PAGES[page]);
}

/** The tabs someone holding these roles sees, each with the address it links to. */
export function visibleAdminTabs(roles: readonly StaffRole[]): { tab: AdminTab; href: string }[] {
  return (Object.keys(ADMIN_TABS) as AdminTab[]).flatMap((tab) => {
    const href = ADMIN_TABS[tab].find((screen) => canOpen(roles, screen));
    return href ? [{ tab, href }] : [];
  });
}

/** The tab an address belongs to (`/admin/orders/12` is Products Management's). */
export function adminTabOf(path: string): AdminTab | undefined {
  return (Object.keys(ADMIN_TABS) as AdminTab[]).find((tab) =>
    ADMIN_TABS[tab].some((screen) => path === screen || path.startsWith(`${screen}/`)),
  );
}

/** The admin routes, by path. Private uploaded files (/api/files/private/…) are submissions' attachments. */
export const ADMIN_ROUTES = {
  '/admin/export/[kind]': 'submissions',
  '/admin/orders/[id]/bill/pdf': 'orders',
  '/admin/books/export/[report]': 'books',
  '/api/files/private': 'submissions',
} as const satisfies Record<string, Permission>;

/** Every admin Server Action, by exported name. An action missing here fails the authorization test. */
export const ADMIN_ACTIONS = {
  saveBlogPostAction: 'blog',
  deleteBlogPostAction: 'blog',
  saveBlogCategoryAction: 'blog',
  deleteBlogCategoryAction: 'blog',
  saveProductAction: 'catalogue',
  deleteProductAction: 'catalogue',
  saveSubCategoryAction: 'catalogue',
  deleteSubCategoryAction: 'catalogue',
  saveChatEntryAction: 'content',
  deleteChatEntryAction: 'content',
  dismissUnansweredAction: 'content',
  saveTestimonialAction: 'content',
  deleteTestimonialAction: 'content',
  saveTeamMemberAction: 'content',
  deleteTeamMemberAction: 'content',
  resendMessageAction: 'orders',
  decideOrderAction: 'orders',
  decideOrdersAction: 'orders',
  deleteOrderAction: 'orders',
  advanceOrderAction: 'orders',
  addOrderNoteAction: 'orders',
  deleteSubmissionAction: 'submissions',
  setSubmissionStatusAction: 'submissions',
  setStaffRolesAction: 'staff',
  withdrawStaffInvitationAction: 'staff',
  saveSettingsAction: 'settings',
  setOrderTaxDetailsAction: 'orders',
  issueBillAction: 'orders',
  recordPaymentAction: 'orders',
  reversePaymentAction: 'orders',
  checkPaymentReportAction: 'orders',
  sendBalanceReminderAction: 'orders',
} as const satisfies Record<string, Permission>;
export type AdminActionName = keyof typeof ADMIN_ACTIONS;
