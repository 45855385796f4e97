/** Demo accounts seeded when SEED_DEMO=true; fixed ids so every service can seed rows for them. */
export const DEMO_USERS = {
  admin: {
    id: '00000000-0000-4000-8000-00000000a001',
    email: 'admin@example.com',
    password: 'Admin@12345',
    first_name: 'Arjun',
    last_name: 'Mehta',
    user_type: 'admin',
    user_id: 'ZD1234',
    user_shortname: 'Arjun',
  },
  investor: {
    id: '00000000-0000-4000-8000-00000000c001',
    email: 'investor@example.com',
    password: 'Investor@12345',
    first_name: 'Asha',
    last_name: 'Rao',
    user_type: 'customer',
    user_id: null,
    user_shortname: null,
  },
} as const;
