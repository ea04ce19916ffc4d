// The community's search box (decision 033): a GET form to /community/search, so it works before the page's script
// and without it; with it, the address changes in place.
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { COMMUNITY_SEARCH_LIMITS } from '@yachts/contracts/community';
import { paths } from '@yachts/contracts/paths';
import { useStateFrom } from 'shared/ui';

export function CommunitySearchForm({ initial = '', hidden }: { initial?: string; hidden?: Record<string, string> }) {
  const navigate = useNavigate();
  const [text, setText] = useStateFrom(initial);
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = text.trim();
    if (!words) return;
    const query = new URLSearchParams({ q: words, ...hidden });
    void navigate(`${paths.communitySearch()}?${query.toString()}`);
  }

  return (
    <form role="search" className="community-search-form" action={paths.communitySearch()} method="get" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search the community
      </label>
      <input
        id={id}
        name="q"
        type="search"
        className="community-search-input"
        placeholder="Search topics, articles and comments"
        value={text}
        maxLength={COMMUNITY_SEARCH_LIMITS.queryMax}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {hidden ? Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />) : null}
      <button type="submit" className="btn btn-primary community-search-submit">
        Search
      </button>
    </form>
  );
}
