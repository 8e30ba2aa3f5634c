// The Swagger UI files /docs needs, read from the swagger-ui-dist package and served by us: the
// reference works offline and behind a firewall, and no third-party script runs on our origin.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js';

/** The only files served; any other name is a 404 (no path ever reaches the file system). */
const SERVED = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
} as const;

export type SwaggerAssetName = keyof typeof SERVED;

export function isSwaggerAsset(name: string): name is SwaggerAssetName {
  return Object.hasOwn(SERVED, name);
}

export interface SwaggerAsset {
  body: Buffer;
  contentType: string;
}

const cache = new Map<SwaggerAssetName, Promise<SwaggerAsset>>();

export function readSwaggerAsset(name: SwaggerAssetName): Promise<SwaggerAsset> {
  let asset = cache.get(name);
  if (!asset) {
    asset = readFile(path.join(getAbsoluteFSPath(), name)).then((body) => ({
      body,
      contentType: SERVED[name],
    }));
    cache.set(name, asset);
  }
  return asset;
}
