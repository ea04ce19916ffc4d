// /account/information/:uuid: a member's public profile.
import { Link, useParams } from 'react-router-dom';
import { paths } from '@yachts/contracts/paths';
import { MemberFrame, MemberStats } from './member-frame';

export function MemberProfilePage() {
  const { uuid = '' } = useParams();
  return (
    <MemberFrame uuid={uuid} section="profile">
      {(profile) => (
        <section className="card account-card" aria-labelledby="member-activity-title">
          <div className="card-body">
            <h2 id="member-activity-title">In the community</h2>
            <MemberStats profile={profile} />
            <div className="button-row">
              <Link className="btn btn-secondary" to={paths.memberTopics(profile.uuid)}>
                See {profile.name}’s topics
              </Link>
              <Link className="btn btn-secondary" to={paths.memberReplies(profile.uuid)}>
                See {profile.name}’s replies
              </Link>
            </div>
          </div>
        </section>
      )}
    </MemberFrame>
  );
}
