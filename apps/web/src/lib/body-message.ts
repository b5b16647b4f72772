/** The server's `{ message }` in a JSON response body, or null when there is none. */
export function messageOf(body: string): string | null {
  try {
    const json: unknown = JSON.parse(body);
    return json && typeof json === 'object' && 'message' in json && typeof json.message === 'string'
      ? json.message
      : null;
  } catch {
    return null;
  }
}
