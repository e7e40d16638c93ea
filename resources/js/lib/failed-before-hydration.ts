/**
 * A ref for a server-rendered <img> that calls `onFailed` if the picture had already failed when React
 * took the element over. Its error event fired before hydration, with no listener, so `onError` alone
 * never hears it and the browser's broken-image icon stays. No width once loaded means a broken
 * picture, or an SVG without a size of its own: decoding tells which.
 */
export function failedBeforeHydration(onFailed: () => void) {
  return (img: HTMLImageElement | null) => {
    if (img?.getAttribute('src') && img.complete && img.naturalWidth === 0) img.decode().catch(onFailed);
  };
}
