import type { BackstagePage } from '../../../../server/features/static-pages/pages.backstage';
import { Field, inputClass } from './form-parts';
import { RecordForm } from './record-form';
import { useRecordForm, type RecordSubmit } from './use-record-form';
import { useT } from '../../i18n/i18n-context';

interface PageFields {
  title: string;
  slug: string;
  content: string;
}

export const pageFields = (page: BackstagePage): PageFields => ({ title: page.title, slug: page.slug, content: page.content });

/**
 * Spec §7 page form: title and content (HTML; paragraphs, headings, lists, links, emphasis are kept,
 * the rest removed on save). The preview renders it in a sandbox, where no script can run.
 */
export function PageForm({ initial, submit, reloadUrl }: { initial: PageFields; submit: RecordSubmit; reloadUrl?: string }) {
  const t = useT();
  const record = useRecordForm<PageFields, BackstagePage>({ initial, submit, reloadUrl, savedProp: 'page', fieldsOf: pageFields, payload: (data) => ({ ...data }) });
  const { form, errors } = record;
  return (
    <RecordForm state={record} noun="page">
      <Field id="page-title" label={t('backstage.field.title')} error={errors.title}>
        <input type="text" id="page-title" value={form.data.title} onChange={(event) => form.setData('title', event.target.value)} aria-invalid={errors.title ? true : undefined} maxLength={200} className={inputClass} />
      </Field>
      {submit.method === 'put' && (
        <Field id="page-slug" label={t('backstage.page.address')} hint={t('backstage.page.addressHint', { slug: form.data.slug || '…' })} error={errors.slug}>
          <input type="text" id="page-slug" value={form.data.slug} onChange={(event) => form.setData('slug', event.target.value)} aria-invalid={errors.slug ? true : undefined} maxLength={120} className={inputClass} />
        </Field>
      )}
      <div className="grid gap-5 xl:grid-cols-2">
        <Field id="page-content" label={t('backstage.page.content')} hint={t('backstage.page.contentHint')} error={errors.content}>
          <textarea id="page-content" value={form.data.content} onChange={(event) => form.setData('content', event.target.value)} rows={16} className={`${inputClass} font-mono text-sm`} />
        </Field>
        <div>
          <p className="text-sm font-semibold text-stone-800">{t('backstage.page.preview')}</p>
          <iframe title={t('backstage.page.preview')} sandbox="" srcDoc={`<body style="font:16px/1.6 system-ui,sans-serif;color:#1c1917;margin:12px">${form.data.content}</body>`} className="mt-1.5 h-[22rem] w-full rounded-xl border border-stone-200 bg-white" />
        </div>
      </div>
    </RecordForm>
  );
}
