// Under the notice on the author's own hidden topic or article (decision 033): the author asks the moderators, once,
// to look at it again, in their own words. The answer (shown again, or kept hidden with the reason) comes to the
// inbox and by e-mail.
import { SECOND_LOOK_API, SECOND_LOOK_LIMITS, SECOND_LOOK_MESSAGES, type ReportKind } from '@yachts/contracts/community';
import { AskSecondLook } from 'shared/forms';
import './report.css';

export function SecondLookRequest({ kind, id }: { kind: ReportKind; id: number }) {
  return (
    <AskSecondLook
      label="Why should it be shown again?"
      hint="A moderator reads this and decides once more. You can ask once."
      minLength={SECOND_LOOK_LIMITS.textMin}
      maxLength={SECOND_LOOK_LIMITS.textMax}
      messages={SECOND_LOOK_MESSAGES}
      path={SECOND_LOOK_API.ask}
      item={{ kind, id }}
      className="post-second-look"
    />
  );
}
