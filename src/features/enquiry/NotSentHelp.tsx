import { useEffect, useRef, useState } from 'react';
import { company } from '../../content/shell/company';
import type { SendParams } from '../../shared/outbox/send';
import { enquiryText, mailtoHref } from './mailto';
import { enquiryStrings } from './strings';
import styles from './EnquiryForm.module.css';

/**
 * What a visitor whose enquiry has not been sent can do at once: e-mail it with one tap (the link
 * writes the e-mail: subject, fields, products, reference) or copy it. The clipboard may be missing
 * or refuse: then the text is shown in a read-only field, selected, to copy by hand.
 */
export function NotSentHelp({ params }: { params: SendParams }) {
  const t = enquiryStrings.use();
  const [copied, setCopied] = useState<'no' | 'yes' | 'by hand'>('no');
  const area = useRef<HTMLTextAreaElement>(null);
  const text = enquiryText(params, t);

  useEffect(() => {
    if (copied !== 'by hand') return;
    area.current?.focus();
    area.current?.select();
  }, [copied]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('by hand');
    }
  };

  return (
    <div className={styles.notSentHelp}>
      <p>{t.notSentHelp.intro}</p>
      <p>
        <a href={mailtoHref(company.email, params, t)}>
          {t.notSentHelp.mailIt} {company.email}
        </a>
      </p>
      <div className={styles.keptActions}>
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {t.notSentHelp.copy}
        </button>
      </div>
      {/* Not role=status: the form's own status line is the one status of the form. */}
      <p aria-live="polite">{copied === 'yes' ? t.notSentHelp.copied : ''}</p>
      {copied === 'by hand' && (
        <label className={styles.copyByHand}>
          {t.notSentHelp.selectToCopy}
          <textarea ref={area} readOnly value={text} rows={6} className={styles.control} />
        </label>
      )}
    </div>
  );
}
