// The nginx the two-instance test puts in front of the server (NGINX_PATH or Debian's package).
// Installing the package does not start it: the test runs its own, on a free port.
import { ensureDebianProgram } from './debian-program.mjs';

export function ensureNginx() {
  return ensureDebianProgram({
    name: 'nginx',
    defaultPath: '/usr/sbin/nginx',
    debianPackage: 'nginx',
    variable: 'NGINX_PATH',
  });
}
