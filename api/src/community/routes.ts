// The community's routes: sections and topics, comments, reports, moderation, second looks, writing, search.
import fp from 'fastify-plugin';
import communityRoutes from './community-routes';
import communityCommentRoutes from './community-comment-routes';
import communityReportRoutes from './community-report-routes';
import communityModerationRoutes from './community-moderation-routes';
import secondLookRoutes from './second-look-routes';
import communityWritingRoutes from './community-writing-routes';
import communitySearchRoutes from './community-search-routes';

export interface CommunityAreaOptions {
  /** The site's public origin. */
  publicUrl: string;
}

export default fp<CommunityAreaOptions>(
  async (app, options) => {
    await app.register(communityRoutes, { publicUrl: options.publicUrl });
    await app.register(communityCommentRoutes);
    await app.register(communityReportRoutes);
    await app.register(communityModerationRoutes, { publicUrl: options.publicUrl });
    await app.register(secondLookRoutes);
    await app.register(communityWritingRoutes);
    await app.register(communitySearchRoutes);
  },
  { name: 'community-area' },
);
