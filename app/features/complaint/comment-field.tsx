// The complaint's optional comment, with a counter of what is left (SPEC §3: complaint comment).
import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { ErrorList } from "#app/components/form.tsx";
import formStyles from "#app/components/form.module.css";
import own from "#app/components/self-service.module.css";
import { COMMENT_MAX } from "#app/api/contract/complaint.ts";
import { characterCount } from "#app/domain/text.ts";

/**
 * The optional comment with a counter. The counter on screen follows every key; screen readers
 * hear it politely once typing pauses, not at every character.
 */
export function CommentField({ meta }: { meta: FieldMetadata<string | undefined> }) {
  const { t } = useLingui();
  // Counted as the rule and the platform count: what a reader sees as characters.
  const length = characterCount(String(meta.value ?? ""));
  const [announced, setAnnounced] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const remainingText = (count: number) => {
    const left = COMMENT_MAX - count;
    const tooMany = -left;
    return left >= 0 ? t`Du har ${left} tegn igjen.` : t`Du har ${tooMany} tegn for mye.`;
  };
  const onInput = (count: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAnnounced(remainingText(count)), 800);
  };
  const over = length > COMMENT_MAX;
  const errors = meta.errors ?? [];
  const counterId = `${meta.id}-teller`;
  const describedBy = [meta.descriptionId, counterId, errors.length > 0 ? meta.errorId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={formStyles.field}>
      <label htmlFor={meta.id}>
        <Trans>Kommentar (valgfritt)</Trans>
      </label>
      <p id={meta.descriptionId} className={formStyles.description}>
        <Trans>Fortell gjerne mer, for eksempel om avisen kom sent, var våt eller manglet bilag.</Trans>
      </p>
      <textarea
        {...getTextareaProps(meta)}
        aria-describedby={describedBy}
        rows={5}
        className={formStyles.comment}
        onChange={(event) => onInput(characterCount(event.currentTarget.value))}
      />
      <p id={counterId} className={over ? `${own.counter} ${own.over}` : own.counter}>
        <Trans>
          {length} av {COMMENT_MAX} tegn
        </Trans>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
      <ErrorList id={meta.errorId} errors={errors} />
    </div>
  );
}
