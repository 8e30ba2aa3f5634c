// Every /v2 route, by feature. Each feature module exports its own list.
import type { Route } from './router';

export const routes: Route[] = [];
