/** A signed-in REST client for the bench: cookie from the login, JSON in and out. */
export interface Session {
  cookie: string;
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function signIn(baseUrl: string, password: string): Promise<Session> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ password }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  return {
    cookie,
    async call<T>(method: string, path: string, body?: unknown) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
  };
}
