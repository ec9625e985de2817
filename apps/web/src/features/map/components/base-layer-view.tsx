import type { ECharts } from 'echarts/core';
import { useEffect, useState } from 'react';
import type { MapServerSettings } from '@/lib/env';
import { baseImages } from '../model/base-layer';

interface Placed {
  url: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

type Point = [number, number];

/** Where the base layer's images go in the chart's pixels, for the geo's current view; none before layout. */
function placeImages(chart: ECharts, server: MapServerSettings): Placed[] {
  const width = chart.getWidth();
  const height = chart.getHeight();
  const toGeo = (p: Point) => chart.convertFromPixel({ geoIndex: 0 }, p) as Point | undefined;
  const toPixel = (p: Point) => chart.convertToPixel({ geoIndex: 0 }, p) as Point | undefined;
  const [topLeft, bottomRight] = [toGeo([0, 0]), toGeo([width, height])];
  if (!topLeft || !bottomRight || ![...topLeft, ...bottomRight].every(Number.isFinite)) return [];
  const view = { west: topLeft[0], north: topLeft[1], east: bottomRight[0], south: bottomRight[1] };
  return baseImages(server, view, width, height).flatMap(({ url, bounds }) => {
    const a = toPixel([bounds.west, bounds.north]);
    const b = toPixel([bounds.east, bounds.south]);
    if (!a || !b) return [];
    return [{ url, left: a[0], top: a[1], width: b[0] - a[0], height: b[1] - a[1] }];
  });
}

/**
 * The intranet map server's images (MAP_SERVER_URL) under the 2D map's transparent canvas, following
 * its pan and zoom. Plain images in the page: they are fetched without the session's headers.
 */
export function BaseLayerView({ chart, server }: { chart: ECharts; server: MapServerSettings }) {
  const [images, setImages] = useState<Placed[]>([]);
  useEffect(() => {
    let frame = 0;
    let last = '';
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const placed = placeImages(chart, server);
        // ECharts reports every finished frame (hover too): only a moved view re-renders the images.
        const key = JSON.stringify(placed);
        if (key !== last) {
          last = key;
          setImages(placed);
        }
      });
    };
    chart.on('finished', place);
    chart.on('georoam', place);
    place();
    return () => {
      cancelAnimationFrame(frame);
      chart.off('finished', place);
      chart.off('georoam', place);
    };
  }, [chart, server]);
  return (
    <div className="map-chart__base" aria-hidden="true">
      {images.map(({ url, left, top, width, height }) => (
        <img key={url} src={url} alt="" style={{ left, top, width, height }} />
      ))}
    </div>
  );
}
