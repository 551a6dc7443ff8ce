// Sign-out ends the CMS session and the web session, then goes home. POST only.
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { logoutAtCms } from '~/lib/auth.server';
import { getSession, sessionStorage } from '~/lib/session.server';

export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  await logoutAtCms(session.get('token') ?? null);
  return redirect('/', { headers: { 'Set-Cookie': await sessionStorage.destroySession(session) } });
}

export async function loader() {
  return redirect('/');
}
