// A document's PDF to download, said one way wherever one is offered (the document page, the
// invoice overview). The link is a real link to the file, so it works without scripts; with them,
// the page fetches the file itself, so that a failure — the platform down, the session gone — is
// said on the page in Norwegian, with a way to try again, instead of saving the error as a file.
import { Trans } from "@lingui/react/macro";
import { useState, type MouseEvent, type ReactNode } from "react";
import type { PdfOutcome } from "#app/api/documents.ts";
import { CustomerCentreContact } from "./customer-centre.tsx";
import pageStyles from "./page.module.css";

/** Hands the bytes to the browser to save under the platform's file name. */
function save({ blob, fileName }: { blob: Blob; fileName: string }) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes by the next turn; keeping the URL longer holds the memory.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function PdfDownload({
  href,
  fetchPdf,
  className,
  children,
}: {
  /** The file's address, for the link itself. */
  href: string;
  /** Fetches the file; `retry` is true when the reader asked again after a failure. */
  fetchPdf: (retry: boolean) => Promise<PdfOutcome>;
  className?: string;
  children: ReactNode;
}) {
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const download = async (retry: boolean) => {
    setState("busy");
    const outcome = await fetchPdf(retry);
    if (outcome.kind === "ok") {
      save(outcome);
      setState("idle");
    } else setState("failed");
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (state !== "busy") void download(state === "failed");
  };
  return (
    <>
      <a
        href={href}
        download
        className={className}
        onClick={onClick}
        aria-disabled={state === "busy" || undefined}
      >
        {children}
      </a>
      {state === "failed" ? (
        <div role="alert" className={pageStyles.downloadFailed}>
          <p>
            <Trans>Vi fikk ikke lastet ned PDF-en akkurat nå.</Trans>
          </p>
          <p>
            <button type="button" className={pageStyles.secondary} onClick={() => void download(true)}>
              <Trans>Prøv igjen</Trans>
            </button>
          </p>
          <CustomerCentreContact lead="retry" />
        </div>
      ) : null}
    </>
  );
}
