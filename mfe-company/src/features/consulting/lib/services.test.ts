// @vitest-environment node
import type { ConsultingService } from '@quantethic/shared';
import { describe, expect, it } from 'vitest';
import {
  categoryOf,
  DEFAULT_CATEGORY,
  hasDetailedContent,
  keyFeaturesOf,
  timelineOf,
  visibleServices,
} from './services';

const service = (fields: Partial<ConsultingService>): ConsultingService => ({
  _id: `id-${fields.title ?? 'x'}`,
  ...fields,
});

describe('visibleServices (SPEC §2 service grid)', () => {
  it('keeps only services with an id and a title that are not inactive', () => {
    const shown = visibleServices([
      service({ title: 'Shown' }),
      service({ title: 'Active', active: true }),
      service({ title: 'Inactive', active: false }),
      { title: 'No id' },
      { _id: '', title: 'Empty id' },
      service({ _id: 'no-title' }),
      service({ _id: 'blank-title', title: '   ' }),
      service({ _id: 'number-title', title: 42 as unknown as string }),
      null,
      'garbage',
    ]);
    expect(shown.map((s) => s.title)).toEqual(['Active', 'Shown']);
  });

  it('sorts by order (missing counts as 999), then featured first, then title', () => {
    const shown = visibleServices([
      service({ title: 'Zeta', order: 2 }),
      service({ title: 'No order B' }),
      service({ title: 'Alpha', order: 2 }),
      service({ title: 'Featured later', order: 2, featured: true }),
      service({ title: 'First', order: 1 }),
      service({ title: 'No order A' }),
      service({ title: 'Featured no order', featured: true }),
      service({ title: 'Explicit 999', order: 999 }),
      service({ title: 'Big order', order: 1000 }),
      service({ title: 'Bad order', order: '1' as unknown as number }),
    ]);
    expect(shown.map((s) => s.title)).toEqual([
      'First',
      'Featured later',
      'Alpha',
      'Zeta',
      'Featured no order',
      'Bad order',
      'Explicit 999',
      'No order A',
      'No order B',
      'Big order',
    ]);
  });

  it('is empty for anything but an array', () => {
    expect(visibleServices(undefined)).toEqual([]);
    expect(visibleServices({ title: 'x' })).toEqual([]);
  });
});

describe('service card helpers', () => {
  it("defaults the category to Shari'ah-Aligned", () => {
    expect(categoryOf(service({ category: 'Training' }))).toBe('Training');
    expect(categoryOf(service({}))).toBe(DEFAULT_CATEGORY);
    expect(DEFAULT_CATEGORY).toBe("Shari'ah-Aligned");
  });

  it('keeps key features with a title and their text highlights', () => {
    const features = keyFeaturesOf(
      service({
        keyFeatures: [
          {
            _key: 'a',
            title: 'Mapping',
            description: 'Every clause',
            highlights: ['AAOIFI', '', 3 as never],
          },
          { title: '' },
          null as never,
          { title: 'No key' },
        ],
      }),
    );
    expect(features).toEqual([
      { key: 'a', title: 'Mapping', description: 'Every clause', highlights: ['AAOIFI'] },
      { key: 'feature-3', title: 'No key', description: null, highlights: [] },
    ]);
  });

  it('reads timeline phases that have a name', () => {
    expect(
      timelineOf(
        service({
          duration: {
            timeline: [{ _key: 'p', phase: 'Discovery', duration: 'Week 1' }, { duration: 'Week 2' }],
          },
        }),
      ),
    ).toEqual([{ key: 'p', phase: 'Discovery', duration: 'Week 1', deliverable: null }]);
  });

  it('reads blank and wrongly typed fields as missing, and trims the rest', () => {
    const hostile = service({
      category: '   ' as never,
      keyFeatures: [
        { _key: 'k', title: '  Padded  ', description: '   ', highlights: [] },
        { title: 42 as never, description: 'No title' },
      ],
      duration: {
        timeline: [{ phase: ' Review ', duration: 7 as never, deliverable: ' Memo ' }, { phase: ' ' }],
      },
    });
    expect(categoryOf(hostile)).toBe(DEFAULT_CATEGORY);
    expect(categoryOf(service({ category: { name: 'x' } as never }))).toBe(DEFAULT_CATEGORY);
    expect(categoryOf(service({ category: '  Training ' }))).toBe('Training');
    expect(keyFeaturesOf(hostile)).toEqual([
      { key: 'k', title: 'Padded', description: null, highlights: [] },
    ]);
    expect(timelineOf(hostile)).toEqual([
      { key: 'phase-0', phase: 'Review', duration: null, deliverable: 'Memo' },
    ]);
    expect(
      visibleServices([
        { _id: '  ', title: 'Blank id' },
        { _id: 'a', title: 5 },
        { _id: 'b', title: ' B ' },
      ]),
    ).toEqual([{ _id: 'b', title: 'B' }]);
    expect(hasDetailedContent(service({ prerequisites: ['  ', 3 as never] }))).toBe(false);
  });

  it('knows when a service has detailed content', () => {
    expect(hasDetailedContent(service({ title: 'Bare', shortDescription: 'Short' }))).toBe(false);
    expect(hasDetailedContent(service({ detailedDescription: [{ _type: 'block' }] }))).toBe(true);
    expect(hasDetailedContent(service({ methodology: [{ _type: 'block' }] }))).toBe(true);
    expect(hasDetailedContent(service({ deliverables: ['Report'] }))).toBe(true);
    expect(hasDetailedContent(service({ deliverables: [''] }))).toBe(false);
    // The page query says so itself, without sending the details.
    expect(hasDetailedContent({ ...service({}), hasDetails: true })).toBe(true);
    expect(hasDetailedContent({ ...service({ deliverables: ['Report'] }), hasDetails: false })).toBe(false);
  });
});
