import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import type { EmbedKind } from '@common/embeds';
import { translatorOf } from '../../i18n/i18n.props';
import { loadEmbed } from './embeds.loaders';

const ID = /^[1-9]\d{0,9}$/;

/**
 * `/embed/<kind>/<id>`: the player other sites frame (resources/js/pages/embed/<kind>.tsx). A record
 * that is not public, or an id that names nothing, is the frame's own 404 page, drawn like the
 * player (no site chrome), so the host page shows a small notice rather than our whole error page.
 */
export const showEmbed =
  (context: AppContext, kind: EmbedKind): RequestHandler =>
  async (req, res) => {
    const id = typeof req.params.id === 'string' && ID.test(req.params.id) ? Number(req.params.id) : NaN;
    const props = id <= 2_147_483_647 ? await loadEmbed(context, kind, id) : undefined;
    if (!props) {
      const { t } = translatorOf(req);
      await res.inertia.render('embed/missing', { title: t('embed.missing.title') }, 404);
      return;
    }
    await res.inertia.render(`embed/${kind}`, { ...props });
  };
