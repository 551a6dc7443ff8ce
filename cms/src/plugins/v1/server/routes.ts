// The route table of /api/v1. Tests generate the role matrix from it, so a new route
// cannot be forgotten there.
export type Access = 'public' | 'admin';
export type RouteEntry = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string; handler: string; access: Access };

const CONTENT = ['tour', 'package', 'event', 'article', 'gallery'] as const;

function crud(kind: string): RouteEntry[] {
  return [
    { method: 'GET', path: `/${kind}/all`, handler: `${kind}.all`, access: 'public' },
    { method: 'POST', path: `/${kind}/create`, handler: `${kind}.create`, access: 'admin' },
    { method: 'PATCH', path: `/${kind}/update/:id`, handler: `${kind}.update`, access: 'admin' },
    { method: 'DELETE', path: `/${kind}/delete/:id`, handler: `${kind}.remove`, access: 'admin' },
    { method: 'GET', path: `/${kind}/:id`, handler: `${kind}.one`, access: 'public' },
  ];
}

export const ROUTES: RouteEntry[] = [
  { method: 'POST', path: '/auth/login', handler: 'auth.login', access: 'public' },
  { method: 'POST', path: '/auth/register', handler: 'auth.register', access: 'public' },
  { method: 'POST', path: '/auth/logout', handler: 'auth.logout', access: 'public' },
  { method: 'GET', path: '/auth/me', handler: 'auth.me', access: 'public' },
  ...CONTENT.flatMap(crud),
  ...crud('setting'),
  { method: 'GET', path: '/user/contact', handler: 'user.contact', access: 'public' },
  { method: 'GET', path: '/user/all', handler: 'user.all', access: 'admin' },
  { method: 'PATCH', path: '/user/update', handler: 'user.update', access: 'admin' },
  { method: 'GET', path: '/site', handler: 'site.show', access: 'public' },
  { method: 'PATCH', path: '/site', handler: 'site.update', access: 'admin' },
];
