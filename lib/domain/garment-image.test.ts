import { describe, expect, it } from 'vitest';
import { renderImageSvg, type GarmentLook, type ImageData } from './garment-image';
import { silhouetteOf } from './garment-shapes';
import { imagePath, parseImagePath } from './image-paths';

const tee: GarmentLook = {
  baseCategory: 'T-Shirts',
  title: 'Heavy Cotton T-Shirt',
  brandName: 'Hartwell',
  styleName: '5000',
};
const navyFront: ImageData = {
  kind: 'color',
  view: 'f',
  colorName: 'Navy',
  color1: '#1F2A44',
  color2: '',
  garment: tee,
};

describe('image paths', () => {
  it('round-trips every kind of subject and size', () => {
    const subjects = [
      { kind: 'style', id: 39 },
      { kind: 'brand', id: 12 },
      { kind: 'category', id: 21 },
      { kind: 'color', id: 17130, view: 'omf' },
      { kind: 'color', id: 17130, view: 'sw' },
    ] as const;
    for (const subject of subjects) {
      for (const size of ['fs', 'fm', 'fl'] as const) {
        expect(parseImagePath(imagePath(subject, size))).toEqual({ subject, size });
      }
    }
    expect(imagePath({ kind: 'color', id: 17130, view: 'f' })).toBe('Images/Color/17130_f_fm.jpg');
    expect(imagePath({ kind: 'style', id: 39 })).toBe('Images/Style/39_fm.jpg');
  });

  it('rejects paths the catalog never produces', () => {
    for (const path of [
      'Images/Color/17130_fm.jpg', // a color needs a view
      'Images/Style/39_f_fm.jpg', // a style has none
      'Images/Color/17130_x_fm.jpg',
      'Images/Style/39_fx.jpg',
      'Images/Style/39_fm.png',
      'Images/Other/1_fm.jpg',
      'Images/Style/../1_fm.jpg',
    ]) {
      expect(parseImagePath(path)).toBeUndefined();
    }
  });
});

describe('garment images', () => {
  it('draws the product in its own colors', () => {
    const svg = renderImageSvg(navyFront, 'fm');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('fill="#1F2A44"');
    const twoTone = renderImageSvg({ ...navyFront, color1: '#1B1B1B', color2: '#FFFFFF' }, 'fm');
    expect(twoTone).toContain('fill="#1B1B1B"');
    expect(twoTone).toContain('fill="#FFFFFF"');
  });

  it('renders small, medium and large sizes at different pixel sizes', () => {
    const sizes = (['fs', 'fm', 'fl'] as const).map((size) => {
      const match = /width="(\d+)" height="(\d+)"/.exec(renderImageSvg(navyFront, size));
      return Number(match?.[1]);
    });
    expect(sizes).toEqual([150, 300, 600]);
  });

  it('labels back and side views and leaves the front unlabelled', () => {
    expect(renderImageSvg({ ...navyFront, view: 'b' }, 'fm')).toContain('>BACK<');
    expect(renderImageSvg({ ...navyFront, view: 's' }, 'fm')).toContain('>SIDE<');
    expect(renderImageSvg({ ...navyFront, view: 'omf' }, 'fm')).toContain('ON MODEL');
    expect(renderImageSvg(navyFront, 'fm')).not.toContain('<text');
  });

  it('picks the silhouette from the base category and title', () => {
    expect(silhouetteOf('T-Shirts', 'Heavy Cotton T-Shirt')).toBe('tee');
    expect(silhouetteOf('T-Shirts', 'CVC Jersey Long Sleeve T-Shirt')).toBe('longsleeve');
    expect(silhouetteOf('Fleece', 'Heavy Blend Hooded Sweatshirt')).toBe('hoodie');
    expect(silhouetteOf('Fleece', 'Midweight Crewneck Sweatshirt')).toBe('sweatshirt');
    expect(silhouetteOf('Headwear', 'Mesh-Back Trucker Cap')).toBe('cap');
    expect(silhouetteOf('Headwear', 'Acrylic Knit Cuffed Beanie')).toBe('beanie');
    expect(silhouetteOf('Bags', 'Cotton Canvas Tote Bag')).toBe('bag');
    const hoodie = renderImageSvg(
      { ...navyFront, garment: { ...tee, baseCategory: 'Fleece', title: 'Hooded Sweatshirt' } },
      'fm',
    );
    expect(hoodie).toContain('data-silhouette="hoodie"');
    expect(renderImageSvg(navyFront, 'fm')).toContain('data-silhouette="tee"');
  });

  it('writes the brand name on brand images, escaped for XML', () => {
    const svg = renderImageSvg({ kind: 'brand', name: 'Port & Pier' }, 'fl');
    expect(svg).toContain('Port &amp; Pier');
    expect(svg).not.toContain('Port & Pier');
  });

  it('shows a swatch in the color with its name in readable text', () => {
    const white = renderImageSvg(
      { ...navyFront, view: 'sw', colorName: 'White', color1: '#FFFFFF' },
      'fm',
    );
    expect(white).toContain('<rect width="200" height="200" fill="#FFFFFF"/>');
    expect(white).toMatch(/fill="#000000">White</);
  });
});
