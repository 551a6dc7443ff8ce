// Reading a submitted form defensively: a body that is no form (JSON, text, nothing, a
// broken multipart) is the visitor's mistake, answered 400, never a server error.
import { API } from '@desa/contract';

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response(API.badBody, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}
