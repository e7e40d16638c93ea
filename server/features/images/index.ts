import type { Feature } from '../feature';
import { imageRenditionRoutes } from './image-renditions.routes';

export const imagesFeature: Feature = {
  name: 'images',
  routes: { files: (context) => [imageRenditionRoutes(context)] },
};
