// "Upload a feed file" on the Feeds page (decision 045): the file (its format guessed from its name, changeable),
// whether it is the whole stock (listings of earlier feeds missing from it are withdrawn; ticked by default, with the
// warning beside it), and Import. The file is read as text in the browser and refused there when larger than the api
// takes; the run's report follows the form, its heading takes the focus, and a live region says the outcome.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DEALER_FEEDS_LIMITS, DEALER_FEEDS_MESSAGES, type FeedFormat } from '@yachts/contracts/dealer-feeds';
import type { FeedRun } from '@yachts/contracts/wire/dealer-feeds';
import { errorMessage, isSilentCancel, needsLogin } from 'shared/api';
import { FormFailure, SelectField } from 'shared/forms';
import { sessionStore } from 'shared/session';
import { BusyButton } from 'shared/ui';
import { uploadDealerFeed } from '../api/upload-dealer-feed';
import { FeedFileField, FORMAT_OPTIONS, formatOf, formatOfName, WholeStockField } from './dealer-feeds-fields';
import { FeedReport, runSummary } from './dealer-feeds-report';

/**
 * The file's text, as UTF-8 (what File.text() gives; FileReader reads the same and is there in every browser and in
 * the tests' DOM). A UTF-8 character takes at least one byte, so a file of more bytes than the api takes characters
 * may still fit: the text's length decides, and only a file four times the limit is refused without reading it.
 */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error('We could not read that file. Please choose it again.'));
    reader.readAsText(file, 'utf-8');
  });
}

/** Why the file cannot be sent, or null: none chosen, empty, or larger than the api takes. */
function fileProblem(file: File | null, content?: string): string | null {
  if (!file) return DEALER_FEEDS_MESSAGES.content;
  if (file.size > DEALER_FEEDS_LIMITS.uploadMax * 4) return DEALER_FEEDS_MESSAGES.tooLarge;
  if (content === undefined) return null;
  if (content.length > DEALER_FEEDS_LIMITS.uploadMax) return DEALER_FEEDS_MESSAGES.tooLarge;
  return content.trim() === '' ? DEALER_FEEDS_MESSAGES.content : null;
}

/** The upload's state and its sending: the file read and checked, sent, and the answer kept and said. */
function useFeedUpload(onImported: (run: FeedRun) => void) {
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<FeedFormat>('openmarine');
  const [full, setFull] = useState(true);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [run, setRun] = useState<FeedRun | null>(null);
  const [said, setSaid] = useState('');

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFileError(undefined);
    setFailure(null);
    const guessed = chosen ? formatOfName(chosen.name) : null;
    if (guessed) setFormat(guessed);
  };

  const send = async () => {
    const before = fileProblem(file);
    if (before || !file) return setFileError(before ?? DEALER_FEEDS_MESSAGES.content);
    setBusy(true);
    try {
      const content = await readText(file);
      const problem = fileProblem(file, content);
      if (problem) return setFileError(problem);
      const answer = await uploadDealerFeed({ format, full, content });
      setRun(answer);
      setSaid(answer.status === 'failed' ? runSummary(answer) : `The feed was imported: ${runSummary(answer)}`);
      onImported(answer);
    } catch (error) {
      if (isSilentCancel(error)) return;
      // The api no longer knows the login: the page turns into its login panel.
      if (needsLogin(error)) return sessionStore.forgetLogin();
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setSaid('');
    void send();
  };

  return { format, setFormat, full, setFull, fileError, failure, busy, run, said, choose, submit };
}

export function FeedUploadForm({ onImported }: { onImported: (run: FeedRun) => void }) {
  const upload = useFeedUpload(onImported);
  const reportHeading = useRef<HTMLHeadingElement>(null);

  // The report's heading takes the focus once it is drawn, so the keyboard and the screen reader start there.
  useEffect(() => {
    if (upload.run) reportHeading.current?.focus();
  }, [upload.run]);

  return (
    <section className="surface-panel sell-card feeds-card" aria-labelledby="feeds-upload-title">
      <h2 id="feeds-upload-title">Upload a feed file</h2>
      <p className="sell-note">
        An OpenMarine XML export from your yacht software, or a CSV made from our template (see Templates and exports). The same file
        imported twice changes nothing the second time.
      </p>
      <form className="feeds-upload-form" onSubmit={upload.submit} noValidate aria-labelledby="feeds-upload-title">
        <div className="feeds-upload-grid">
          <FeedFileField error={upload.fileError} onChoose={upload.choose} />
          <SelectField
            name="format"
            formId="feed-upload"
            label="Format"
            value={upload.format}
            onValueChange={(value) => upload.setFormat(formatOf(value))}
            options={FORMAT_OPTIONS}
            hint="Chosen from the file’s name; change it if that is wrong."
          />
        </div>
        <WholeStockField formId="feed-upload" subject="file" value={upload.full} onValueChange={upload.setFull} />
        <FormFailure message={upload.failure} />
        <div className="button-row">
          <BusyButton type="submit" className="btn btn-primary" busy={upload.busy} busyLabel="Importing…">
            Import
          </BusyButton>
        </div>
      </form>
      <p className="visually-hidden" role="status">
        {upload.said}
      </p>
      {upload.run ? <FeedReport run={upload.run} title="Import report" headingRef={reportHeading} /> : null}
    </section>
  );
}
