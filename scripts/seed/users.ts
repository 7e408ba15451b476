/** Demo accounts of the local stack (also in the README). */
export const DEMO_CUSTOMER = {
  uid: "demo-customer",
  email: "customer@example.com",
  password: "customer-pass-2025",
  fullName: "Casey Customer",
} as const;

export const DEMO_ADMIN = {
  uid: "demo-admin",
  email: "admin@example.com",
  password: "admin-pass-2025",
  fullName: "Alex Admin",
} as const;
