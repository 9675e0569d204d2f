import { describe, expect, it } from 'vitest';
import { offlineRoute, type RouteRequest } from './offline-routes';

const origin = 'https://cogniplay.example';
const files = new Set(['/assets/play-abc.js', '/logo.svg']);
const get = (path: string, mode = 'cors'): RouteRequest => ({
  method: 'GET',
  url: `${origin}${path}`,
  mode,
});
const route = (request: RouteRequest) => offlineRoute(request, origin, files);

describe('offlineRoute', () => {
  it('serves a play page from the network first, the kept page without network', () => {
    expect(route(get('/play/pl4yT0ken_abc', 'navigate'))).toBe('page');
    expect(route(get('/play/pl4yT0ken_abc?lng=de', 'navigate'))).toBe('page');
  });

  it('keeps the files of the build', () => {
    expect(route(get('/assets/play-abc.js'))).toBe('file');
    expect(route(get('/assets/play-new.css'))).toBe('file');
    expect(route(get('/logo.svg', 'no-cors'))).toBe('file');
  });

  it('never keeps an answer of the API, of this link or another', () => {
    expect(route(get('/api/play/pl4yT0ken_abc'))).toBe('network');
    expect(route(get('/api/play/0therT0ken'))).toBe('network');
    expect(route({ ...get('/api/play/pl4yT0ken_abc/answers'), method: 'POST' })).toBe('network');
  });

  it('leaves the rest of the app, other sites and other methods to the network', () => {
    expect(route(get('/admin', 'navigate'))).toBe('network');
    expect(route(get('/play/a/b', 'navigate'))).toBe('network');
    expect(route(get('/locales/en/common.json'))).toBe('network');
    expect(route(get('/assets/play-abc.js?v=2'))).toBe('network');
    expect(route({ ...get('/x'), url: 'https://elsewhere.example/assets/a.js' })).toBe('network');
    expect(route({ ...get('/assets/play-abc.js'), method: 'HEAD' })).toBe('network');
  });
});
