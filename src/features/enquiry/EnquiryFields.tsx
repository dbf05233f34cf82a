import type { RefObject } from 'react';
import { inquiryTypes } from './inquiryTypes';
import {
  MESSAGE_MAX,
  MESSAGE_ROWS,
  SHORT_FIELD_MAX,
  TEXT_FIELDS,
  type Enquiry,
  type FieldName,
} from '../../shared/outbox/fields';
import type { EnquiryStrings } from './enquiry.en';
import styles from './EnquiryForm.module.css';

/** The honeypot: a field people never see or reach; bots that fill every input fill it too. */
export const TRAP_NAME = 'website';

interface FieldProps {
  t: EnquiryStrings;
  values: Enquiry;
  setField: (name: FieldName, value: string) => void;
  fieldId: (name: string) => string;
}

interface EnquiryFieldsProps extends FieldProps {
  firstField: RefObject<HTMLSelectElement | null>;
  focusFirstField: boolean;
  /** Send was pressed with neither an e-mail address nor a phone number: those two say so. */
  needContact: boolean;
}

/** The two fields of which one is needed (store.ts, canBeAnswered): the message goes under the second. */
const CONTACT_FIELDS: readonly FieldName[] = ['company_phone', 'from_email'];

/** The enquiry form's fields: the inquiry type, the short text fields and the message. */
export function EnquiryFields({ firstField, focusFirstField, needContact, ...field }: EnquiryFieldsProps) {
  const errorId = field.fieldId('contact-error');
  return (
    <div className={styles.grid}>
      <InquiryTypeField {...field} firstField={firstField} focusFirstField={focusFirstField} />
      {TEXT_FIELDS.map((spec) => {
        const invalid = needContact && CONTACT_FIELDS.includes(spec.name);
        return (
          <div key={spec.name} className={styles.field}>
            <label className={styles.label} htmlFor={field.fieldId(spec.name)}>
              {field.t.fields[spec.name]}
            </label>
            <input
              id={field.fieldId(spec.name)}
              name={spec.name}
              type={spec.type}
              className={styles.control}
              value={field.values[spec.name]}
              maxLength={SHORT_FIELD_MAX}
              autoComplete={spec.autoComplete}
              dir={spec.type === 'text' ? 'auto' : undefined}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => field.setField(spec.name, event.target.value)}
            />
            {invalid && spec.name === CONTACT_FIELDS.at(-1) && (
              <p id={errorId} role="alert" className={styles.fieldError}>
                {field.t.needContact}
              </p>
            )}
          </div>
        );
      })}
      <MessageField {...field} />
    </div>
  );
}

/** The honeypot's field, out of sight and out of reach. */
export function TrapField({ t, fieldId }: Pick<FieldProps, 't' | 'fieldId'>) {
  return (
    <div className={styles.trap} aria-hidden="true" inert>
      <label htmlFor={fieldId(TRAP_NAME)}>{t.trapLabel}</label>
      <input id={fieldId(TRAP_NAME)} name={TRAP_NAME} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

function InquiryTypeField({
  t,
  values,
  setField,
  fieldId,
  firstField,
  focusFirstField,
}: Omit<EnquiryFieldsProps, 'needContact'>) {
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label className={styles.label} htmlFor={fieldId('inquiry_type')}>
        {t.fields.inquiry_type}
      </label>
      <select
        ref={firstField}
        // In a dialog only, which is opened by a tap on its button: the browser focuses this field
        // as it opens the prerendered Quote dialog, before any script has arrived.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into a dialog the visitor opened
        autoFocus={focusFirstField}
        id={fieldId('inquiry_type')}
        name="inquiry_type"
        className={`${styles.control} ${styles.select}`}
        value={values.inquiry_type}
        onChange={(event) => setField('inquiry_type', event.target.value)}
      >
        <option value="">{t.fields.inquiry_type}</option>
        {inquiryTypes(t).map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
    </div>
  );
}

function MessageField({ t, values, setField, fieldId }: FieldProps) {
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label className={styles.label} htmlFor={fieldId('message')}>
        {t.fields.message}
      </label>
      <textarea
        id={fieldId('message')}
        name="message"
        rows={MESSAGE_ROWS}
        className={`${styles.control} ${styles.textarea}`}
        value={values.message}
        maxLength={MESSAGE_MAX}
        dir="auto"
        onChange={(event) => setField('message', event.target.value)}
      />
    </div>
  );
}
