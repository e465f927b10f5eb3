import { imageUrl as sharedImageUrl, responsiveImage as sharedResponsive } from '@quantethic/kit/content';
import type { ContentConfig } from '@quantethic/shared';
import { describe, expect, it } from 'vitest';
import { imageDimensions, imageUrl, responsiveImage } from './image';

const sanity: ContentConfig = {
  projectId: 'abc123',
  dataset: 'production',
  apiVersion: '2025-07-16',
  apiHost: null,
  useCdn: false,
};
const local: ContentConfig = { ...sanity, projectId: 'demo-quantethic', apiHost: 'http://localhost:4010' };
const image = { asset: { _ref: 'image-0123abcd-400x300-svg' }, alt: 'A chart' };

describe('content image URLs (same as @sanity/image-url through the shared helpers)', () => {
  it('matches the shared helpers for Sanity and for the local API', () => {
    for (const config of [sanity, local]) {
      for (const width of [undefined, 320, 640.4]) {
        expect(imageUrl(image, config, width)).toBe(sharedImageUrl(image, config, width));
      }
      expect(responsiveImage(image, config, { widths: [88, 176], sizes: '88px' })).toEqual(
        sharedResponsive(image, config, { widths: [88, 176], sizes: '88px' }),
      );
    }
  });

  it('reads the intrinsic size from the asset id', () => {
    expect(imageDimensions(image)).toEqual({ width: 400, height: 300 });
    expect(imageDimensions({ asset: { _ref: 'file-abc-pdf' } })).toBeNull();
  });

  it('accepts plain http(s) URLs only', () => {
    expect(imageUrl({ url: 'https://img.example/a.png' }, sanity)).toBe('https://img.example/a.png');
    expect(imageUrl({ url: 'javascript:alert(1)' }, sanity)).toBeNull();
    expect(imageUrl({ asset: { _ref: 'not-an-image' } }, sanity)).toBeNull();
    expect(imageUrl(null, sanity)).toBeNull();
    expect(responsiveImage({ url: 'https://img.example/a.png' }, sanity)).toEqual({
      src: 'https://img.example/a.png',
    });
  });
});
