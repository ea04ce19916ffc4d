import fp from 'fastify-plugin';
import { createCommunityRepository, type CommunityRepository } from './community-repository';
import { createFeedbackRepository, type FeedbackRepository } from './feedback-repository';
import { createMessagesRepository, type MessagesRepository } from './messages-repository';
import { createSignedCallsRepository, type SignedCallsRepository } from './signed-calls-repository';
import { createUploadsRepository, type UploadsRepository } from './uploads-repository';
import { createYachtsRepository, type YachtsRepository } from './yachts-repository';

export interface Repositories {
  yachts: YachtsRepository;
  community: CommunityRepository;
  feedback: FeedbackRepository;
  messages: MessagesRepository;
  uploads: UploadsRepository;
  signedCalls: SignedCallsRepository;
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
      feedback: createFeedbackRepository(db),
      messages: createMessagesRepository(db),
      uploads: createUploadsRepository(db),
      signedCalls: createSignedCallsRepository(db),
    });
  },
  { name: 'repositories', dependencies: ['database'] },
);
