// next-auth's endpoints (sign-in callback, session, sign-out) under /api/auth.
import { handlers } from '@/lib/server/auth';

export const runtime = 'nodejs';
export const { GET, POST } = handlers;
