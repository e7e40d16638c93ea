import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import { dataOf } from '../../http/openapi/shapes';
import type { StaticPage } from './static-pages.presenter';

export const staticPage = presents<StaticPage>()(
  z.object({ title: z.string(), slug: z.string(), content: z.string().meta({ description: 'Sanitised HTML.' }), updated_at: z.string().nullable() }),
);

export const staticPageOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/pages/:slug',
    tag: 'Pages',
    summary: 'A page of the site (privacy policy, terms...).',
    access: 'public',
    params: z.object({ slug: z.string().meta({ description: 'The page\'s slug (`privacy-policy`).' }) }),
    responses: { 200: { description: 'The page.', schema: dataOf(staticPage) } },
  },
];
