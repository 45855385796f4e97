import request from 'supertest';

export interface Cookies {
  access?: string;
  refresh?: string;
  raw: string[];
}

/** Reads the auth cookies out of a response's Set-Cookie headers. */
export function cookiesOf(res: { headers: Record<string, unknown> }): Cookies {
  const raw = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const value = (name: string) => {
    const line = raw.find((c) => c.startsWith(`${name}=`));
    const v = line?.split(';')[0].slice(name.length + 1);
    return v ? decodeURIComponent(v) : undefined;
  };
  return { access: value('access_token'), refresh: value('refresh_token'), raw };
}

export function cookieHeader(c: Partial<Cookies>): string {
  return [c.access ? `access_token=${c.access}` : '', c.refresh ? `refresh_token=${c.refresh}` : '']
    .filter(Boolean)
    .join('; ');
}

export async function signIn(baseUrl: string, email: string, password: string, remember_me = false) {
  const res = await request(baseUrl).post('/api/auth/login').send({ email, password, remember_me });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { res, cookies: cookiesOf(res), user: res.body.data.user as { id: string; email: string } };
}
