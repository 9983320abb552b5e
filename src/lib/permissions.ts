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
 * The tabs of /admin (`?tab=`), in the navigation's order, each shown to and
 * opened by those with its permission. The order desk is the products tab's
 * orders section (`?tab=products&section=orders`, adminViewPermission).
 */
export const ADMIN_TABS = {
  contact: 'submissions',
  join: 'submissions',
  tenant: 'submissions',
  products: 'catalogue',
  blogs: 'blog',
  testimonials: 'content',
  chat: 'content',
  messages: 'orders',
  audit: 'audit',
  staff: 'staff',
} as const satisfies Record<string, Permission>;
export type AdminTab = keyof typeof ADMIN_TABS;

/** What a view of /admin asks for: its tab's permission, or the order desk's for the orders section. */
export function adminViewPermission(tab: AdminTab, section: string | undefined): Permission {
  return tab === 'products' && section === 'orders' ? 'orders' : ADMIN_TABS[tab];
}

/** The tabs someone holding these roles sees (the products tab also for the order desk, for its orders section). */
export function visibleAdminTabs(roles: readonly StaffRole[]): AdminTab[] {
  return (Object.keys(ADMIN_TABS) as AdminTab[]).filter(
    (tab) => can(roles, ADMIN_TABS[tab]) || (tab === 'products' && can(roles, 'orders')),
  );
}

/** The admin pages other than /admin (whose tabs are above), by path as the authorization test builds it. */
export const ADMIN_PAGES = {
  '/admin/add-product': 'catalogue',
  '/admin/add-maintenance-product': 'catalogue',
  '/admin/add-testing-kit': 'catalogue',
  '/admin/add-ras-equipment': 'catalogue',
  '/admin/add-sub-category': 'catalogue',
  '/admin/add-blog': 'blog',
  '/admin/edit-blog/[id]': 'blog',
  '/admin/team': 'content',
} as const satisfies Record<string, Permission>;

/** The admin routes, by path. Private uploaded files (/api/files/private/…) are submissions' attachments. */
export const ADMIN_ROUTES = {
  '/admin/export/[kind]': 'submissions',
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
} as const satisfies Record<string, Permission>;
export type AdminActionName = keyof typeof ADMIN_ACTIONS;
