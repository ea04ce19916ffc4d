import { COMMUNITY_API, OPERATOR_COMMUNITY_API } from './community';
import { CATALOGUE_API } from './catalogue';
import { OPERATOR_INBOX_API, OPERATOR_MEMBERS_API } from './operators';
import { fillPattern, pathOf } from './route-pattern';

describe('one pattern per api address', () => {
  it('a builder writes the address of its pattern, each parameter encoded', () => {
    const topic = pathOf('/api/v1/topics/:id/comments', (id: number | string) => ({ id }));
    expect(topic.pattern).toBe('/api/v1/topics/:id/comments');
    expect(topic(7)).toBe('/api/v1/topics/7/comments');
    expect(topic('a/b')).toBe('/api/v1/topics/a%2Fb/comments');
  });

  it('the contracts builders write the addresses they always wrote', () => {
    expect(COMMUNITY_API.commentReplies(3)).toBe('/api/v1/community/comments/3/replies');
    expect(OPERATOR_COMMUNITY_API.decide('topic', 9)).toBe('/api/v1/operator/community/reports/topic/9');
    expect(CATALOGUE_API.detail('idle', 5)).toBe('/api/v1/yachts/idle/5');
    expect(CATALOGUE_API.dealer('sea ways')).toBe('/api/v1/dealers/sea%20ways');
    expect(OPERATOR_MEMBERS_API.endLogins('u-1')).toBe('/api/v1/operator/users/u-1/sessions/expire');
    expect(OPERATOR_INBOX_API.handled('side-message', 4)).toBe('/api/v1/operator/visitor-messages/side-message/4/handled');
  });

  it('fills some parameters of a pattern and leaves the others for the route', () => {
    expect(fillPattern(CATALOGUE_API.follow.pattern, { kind: 'new' })).toBe('/api/v1/yachts/new/:id/follow');
  });
});
