import fp from 'fastify-plugin';
import { createCommunityRepository, type CommunityRepository } from './community-repository';
import { createYachtsRepository, type YachtsRepository } from './yachts-repository';

export interface Repositories {
  yachts: YachtsRepository;
  community: CommunityRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export default fp(
  async (app) => {
    const { db } = app.database;
    app.decorate('repositories', {
      yachts: createYachtsRepository(db),
      community: createCommunityRepository(db),
    });
  },
  { name: 'repositories', dependencies: ['database'] },
);
