// Newest or Most active, as a two-button segmented control: pressed says which order the list is in.
import { TOPIC_SORTS, TOPIC_SORT_LABELS, type TopicSort } from '@yachts/contracts/community';

export function SortControl({ sort, onChange }: { sort: TopicSort; onChange: (sort: TopicSort) => void }) {
  return (
    <div className="segmented topic-sort" role="group" aria-label="Sort topics">
      {TOPIC_SORTS.map((value) => (
        <button key={value} type="button" aria-pressed={sort === value} onClick={() => sort !== value && onChange(value)}>
          {TOPIC_SORT_LABELS[value]}
        </button>
      ))}
    </div>
  );
}
