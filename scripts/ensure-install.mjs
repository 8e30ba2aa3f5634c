import { ensureInstall } from './lib/ensure-install.mjs';

ensureInstall();
