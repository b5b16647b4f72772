/** The outcome of a multipart upload: the server's `message` either way. */
export type UploadResult =
  { ok: true; message: string | null } | { ok: false; message: string | null };

/**
 * Multipart uploads bypass tRPC (SPEC §7): POST the file under `field` and read `message` from the
 * JSON body, success or failure.
 */
export async function uploadFile(url: string, field: string, file: File): Promise<UploadResult> {
  const body = new FormData();
  body.append(field, file);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, credentials: 'include' });
  } catch {
    return { ok: false, message: null };
  }
  const message = await response
    .json()
    .then((json: unknown) =>
      json && typeof json === 'object' && 'message' in json && typeof json.message === 'string'
        ? json.message
        : null,
    )
    .catch(() => null);
  return { ok: response.ok, message };
}
