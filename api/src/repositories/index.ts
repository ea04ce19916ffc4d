import fp from 'fastify-plugin';
import { createCommunityRepository, type CommunityRepository } from './community-repository';
import { createCommunityCommentsRepository, type CommunityCommentsRepository } from './community-comments-repository';
import { createCommunityReportsRepository, type CommunityReportsRepository } from './community-reports-repository';
import { createEnquiriesRepository, type EnquiriesRepository } from './enquiries-repository';
import { createEmailCodesRepository, type EmailCodesRepository } from './email-codes-repository';
import { createFeedbackRepository, type FeedbackRepository } from './feedback-repository';
import { createFollowsRepository, type FollowsRepository } from './follows-repository';
import { createLoginFailuresRepository, type LoginFailuresRepository } from './login-failures-repository';
import { createLoginSessionsRepository, type LoginSessionsRepository } from './login-sessions-repository';
import { createMessagesRepository, type MessagesRepository } from './messages-repository';
import { createSentMailsRepository, type SentMailsRepository } from './sent-mails-repository';
import { createSellingRepository, type SellingRepository } from './selling-repository';
import { createSignedCallsRepository, type SignedCallsRepository } from './signed-calls-repository';
import { createUploadsRepository, type UploadsRepository } from './uploads-repository';
import { createUserAreaRepository, type UserAreaRepository } from './user-area-repository';
import { createUsersRepository, type UsersRepository } from './users-repository';
import { createYachtsRepository, type YachtsRepository } from './yachts-repository';

export interface Repositories {
  yachts: YachtsRepository;
  community: CommunityRepository;
  communityComments: CommunityCommentsRepository;
  communityReports: CommunityReportsRepository;
  feedback: FeedbackRepository;
  messages: MessagesRepository;
  uploads: UploadsRepository;
  signedCalls: SignedCallsRepository;
  userArea: UserAreaRepository;
  follows: FollowsRepository;
  users: UsersRepository;
  loginSessions: LoginSessionsRepository;
  emailCodes: EmailCodesRepository;
  loginFailures: LoginFailuresRepository;
  sentMails: SentMailsRepository;
  enquiries: EnquiriesRepository;
  selling: SellingRepository;
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
      communityComments: createCommunityCommentsRepository(db),
      communityReports: createCommunityReportsRepository(db),
      feedback: createFeedbackRepository(db),
      messages: createMessagesRepository(db),
      uploads: createUploadsRepository(db),
      signedCalls: createSignedCallsRepository(db),
      userArea: createUserAreaRepository(db),
      follows: createFollowsRepository(db),
      users: createUsersRepository(db),
      loginSessions: createLoginSessionsRepository(db),
      emailCodes: createEmailCodesRepository(db),
      loginFailures: createLoginFailuresRepository(db),
      sentMails: createSentMailsRepository(db),
      enquiries: createEnquiriesRepository(db),
      selling: createSellingRepository(db),
    });
  },
  { name: 'repositories', dependencies: ['database'] },
);
