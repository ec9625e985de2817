import { describe, expect, it } from 'vitest';
import { mapUrlParams, parseMapView } from './map-params';

describe('map view in the URL', () => {
  it('defaults to the 3D province with every status shown', () => {
    expect(parseMapView(new URLSearchParams())).toEqual({
      mode: '3d',
      area: undefined,
      hidden: [],
      layer: 'bar',
      heat: false,
      camera: 'tilt',
    });
  });

  it('round-trips a view after the filters, leaving defaults out', () => {
    const view = parseMapView(
      new URLSearchParams('mode=2d&area=%E8%B4%B5%E9%98%B3%E5%B8%82&hide=5,3&heat=1&camera=top'),
    );
    expect(view).toMatchObject({ mode: '2d', area: '贵阳市', hidden: ['5', '3'], heat: true, camera: 'top' });
    const params = mapUrlParams('productionStatus=1%2C2', view);
    expect(params.toString()).toBe(
      'productionStatus=1%2C2&mode=2d&area=%E8%B4%B5%E9%98%B3%E5%B8%82&hide=3%2C5&heat=1&camera=top',
    );
    expect(parseMapView(params)).toEqual({ ...view, hidden: ['3', '5'] });
    expect(mapUrlParams('', parseMapView(new URLSearchParams())).toString()).toBe('');
  });

  it('drops bad values from a shared link instead of failing', () => {
    const view = parseMapView(new URLSearchParams('mode=4d&layer=cube&heat=yes&camera=fish'));
    expect(view).toMatchObject({ mode: '3d', layer: 'bar', heat: false, camera: 'tilt' });
  });
});
