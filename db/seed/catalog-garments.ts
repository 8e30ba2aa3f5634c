// Every garment kind the generator can make, in a fixed order (comparable groups number them).
import { accessoryGarments } from './catalog-garments-accessories';
import type { GarmentKind } from './catalog-garment-specs';
import { bottomGarments, layerGarments } from './catalog-garments-layers';
import { topGarments } from './catalog-garments-tops';

export const garmentKinds: GarmentKind[] = [
  ...topGarments,
  ...layerGarments,
  ...accessoryGarments,
  ...bottomGarments,
];
