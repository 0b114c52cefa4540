import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { CLIENT_SOFTWARE_NAME, CLIENT_SOFTWARE_VERSION } from '../../src/common/client-software.js';

it('the client software name and version sent in ApiVersions are the package name and version', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { name: string; version: string };
  expect(CLIENT_SOFTWARE_NAME).toBe(pkg.name);
  expect(CLIENT_SOFTWARE_VERSION).toBe(pkg.version);
  // KIP-511: both must match [a-zA-Z0-9](?:[a-zA-Z0-9\-.]*[a-zA-Z0-9])?, or the broker answers INVALID_REQUEST.
  expect(CLIENT_SOFTWARE_VERSION).toMatch(/^[a-zA-Z0-9](?:[a-zA-Z0-9.-]*[a-zA-Z0-9])?$/);
});
