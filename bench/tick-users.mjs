// Many real accounts for the tick bench, fast. Signing up through the auth service hashes a password
// with argon2id twice per user (register, then sign in): about 80 ms of a core each, so 1,000 users
// would take minutes. Instead the first user signs up the normal way; the others are rows of the auth
// schema made in one statement from the first one's password hash, each with a session row of its own,
// and their access tokens are signed with the stack's JWT secret and the claims the auth service puts
// in its own tokens. The gateway checks them exactly as it checks a signed-in browser's.
import jwt from 'jsonwebtoken';
import pg from 'pg';

/**
 * `count` users whose emails start with `prefix`; answers [{ userId, cookie }]. `secret` must be the
 * JWT_SECRET the stack was started with.
 */
export async function makeUsers(stack, databaseUrl, secret, count, prefix) {
  const first = await stack.signUp(`${prefix}0@example.com`);
  const template = jwt.decode(first.session.tokens.accessToken);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `WITH made AS (
         INSERT INTO auth.users (email, password_hash, user_type)
         SELECT $1 || n || '@example.com', u.password_hash, u.user_type
           FROM generate_series(1, $2::int - 1) AS n, auth.users u WHERE u.id = $3
         RETURNING id, email, user_type)
       INSERT INTO auth.sessions (user_id, remember_me, created_at, expires_at, last_used_at, ip)
       SELECT id, false, now(), now() + interval '1 day', now(), '127.0.0.1' FROM made
       RETURNING id AS sid, user_id,
         (SELECT email FROM made WHERE made.id = user_id) AS email,
         (SELECT user_type FROM made WHERE made.id = user_id) AS typ`,
      [prefix, count, first.userId],
    );
    rows.sort(
      (a, b) => Number(a.email.slice(prefix.length).split('@')[0]) - Number(b.email.slice(prefix.length).split('@')[0]),
    );
    const rest = rows.map((r) => {
      const token = jwt.sign({ sub: r.user_id, typ: r.typ, sid: r.sid, email: r.email }, secret, {
        algorithm: 'HS256',
        issuer: template.iss,
        audience: template.aud,
        expiresIn: template.exp - template.iat,
      });
      return { userId: r.user_id, cookie: `access_token=${token}` };
    });
    return [{ userId: first.userId, cookie: first.cookie }, ...rest];
  } finally {
    await db.end();
  }
}
