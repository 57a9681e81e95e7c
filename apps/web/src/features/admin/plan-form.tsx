import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { DURATIONS, MSG, OFFERED_PLAN_FEATURE_KEYS, PLAN_FEATURES, packageInputSchema, type PlanFeatureKey } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { ApiError, api, errorMessage } from '../../lib/api';
import { adminKeys } from './admin-queries';
import type { AdminPackage, AdminPackageSavedResponse } from '@sakinah/contract';

type Field = 'name' | 'description' | 'price' | 'discount' | 'duration' | 'features' | 'buttonText' | 'maxPhotosViews' | 'maxProfileViews' | 'messagingDailyCap';
type Errors = Partial<Record<Field | 'form', string>>;

interface Draft {
  name: string;
  description: string;
  price: string;
  discount: string;
  duration: string;
  /** Capability keys, picked from the offered list (never free text). */
  features: PlanFeatureKey[];
  buttonText: string;
  highlighted: boolean;
  isActive: boolean;
  maxPhotosViews: string;
  maxProfileViews: string;
  messagingDailyCap: string;
}

function draftOf(plan: AdminPackage | null): Draft {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    price: plan ? String(plan.price) : '',
    discount: plan ? String(plan.discount) : '0',
    duration: plan?.duration ?? DURATIONS[0],
    features: plan ? OFFERED_PLAN_FEATURE_KEYS.filter((key) => plan.features.includes(key)) : [],
    buttonText: plan?.buttonText ?? '',
    highlighted: plan?.highlighted ?? false,
    isActive: plan?.isActive ?? true,
    maxPhotosViews: limitText(plan?.maxPhotosViews),
    maxProfileViews: limitText(plan?.maxProfileViews),
    messagingDailyCap: limitText(plan?.messagingDailyCap),
  };
}

const limitText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

// Empty number boxes become NaN so the schema reports them with its own message.
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
// An empty limit means unlimited (null).
const limit = (text: string) => (text.trim() === '' ? null : Number(text));

interface PlanFormDialogProps {
  /** The plan being edited, or null for a new one; undefined keeps the dialog closed. */
  plan: AdminPackage | null | undefined;
  onClose: () => void;
}

export function PlanFormDialog({ plan, onClose }: PlanFormDialogProps) {
  return (
    <Modal
      open={plan !== undefined}
      onClose={onClose}
      title={plan ? 'Edit plan' : 'New plan'}
      description="Changes apply to new purchases; existing subscribers keep what they bought."
      size="md"
    >
      {/* Keyed by plan, so every opening starts from that plan's saved values. */}
      {plan !== undefined && <PlanForm key={plan?.id ?? 'new'} plan={plan} onClose={onClose} />}
    </Modal>
  );
}

function PlanForm({ plan, onClose }: { plan: AdminPackage | null; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(plan));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = useMutation({
    mutationFn: (body: unknown) =>
      plan ? api<AdminPackageSavedResponse>('PUT', `/admin/packages/${plan.id}`, { body }) : api<AdminPackageSavedResponse>('POST', '/admin/packages', { body }),
    onSuccess: async (response) => {
      toast.success(response.message);
      onClose();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors?.length) {
        const next: Errors = {};
        // 'features.0' belongs to the features list; a plain field is its own name.
        for (const e of error.errors) next[(e.field.split('.')[0] as Field | undefined) || 'form'] ??= e.message;
        setErrors(next);
      }
      toast.error(errorMessage(error, MSG.unexpectedErrorRetry));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Start from the saved plan so settings this form does not show are kept as they are.
    const candidate = {
      ...(plan ?? {}),
      name: draft.name,
      description: draft.description,
      price: num(draft.price),
      discount: draft.discount.trim() === '' ? 0 : num(draft.discount),
      duration: draft.duration,
      features: draft.features,
      buttonText: draft.buttonText.trim() || undefined,
      highlighted: draft.highlighted,
      isActive: draft.isActive,
      maxPhotosViews: limit(draft.maxPhotosViews),
      maxProfileViews: limit(draft.maxProfileViews),
      messagingDailyCap: limit(draft.messagingDailyCap),
    };
    const parsed = packageInputSchema.safeParse(candidate);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = (issue.path[0] as Field | undefined) ?? 'form';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {errors.form ?? 'Please correct the highlighted fields.'}
        </p>
      )}
      <Labelled htmlFor={`${id}-name`} label="Plan name">
        <input {...fieldProps('name')} className="input" value={draft.name} onChange={(e) => set('name', e.target.value)} maxLength={60} required />
        {error('name')}
      </Labelled>
      <Labelled htmlFor={`${id}-description`} label="Description">
        <textarea {...fieldProps('description')} className="input min-h-16" value={draft.description} onChange={(e) => set('description', e.target.value)} maxLength={300} />
        {error('description')}
      </Labelled>
      <div className="grid gap-4 sm:grid-cols-3">
        <Labelled htmlFor={`${id}-price`} label="Price (₹)">
          <input {...fieldProps('price')} className="input" type="number" inputMode="numeric" min={1} step={1} value={draft.price} onChange={(e) => set('price', e.target.value)} required />
          {error('price')}
        </Labelled>
        <Labelled htmlFor={`${id}-discount`} label="Discount (%)">
          <input {...fieldProps('discount')} className="input" type="number" inputMode="numeric" min={0} max={90} step={1} value={draft.discount} onChange={(e) => set('discount', e.target.value)} />
          {error('discount')}
        </Labelled>
        <Labelled htmlFor={`${id}-duration`} label="Duration">
          <select {...fieldProps('duration')} className="input" value={draft.duration} onChange={(e) => set('duration', e.target.value)}>
            {DURATIONS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
          {error('duration')}
        </Labelled>
      </div>
      <Labelled htmlFor={`${id}-buttonText`} label="Button text">
        <input {...fieldProps('buttonText')} className="input" value={draft.buttonText} onChange={(e) => set('buttonText', e.target.value)} maxLength={40} placeholder={`Get ${draft.name || 'this plan'}`} />
        {error('buttonText')}
      </Labelled>
      <fieldset aria-describedby={`${id}-limits-hint`} className="space-y-2">
        <legend className="label">Limits</legend>
        <p id={`${id}-limits-hint`} className="-mt-1 text-xs text-muted">
          Whole numbers; leave a box empty for unlimited.
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          <Labelled htmlFor={`${id}-maxProfileViews`} label="Profile views">
            <input {...fieldProps('maxProfileViews')} className="input" type="number" inputMode="numeric" min={0} step={1} placeholder="Unlimited" value={draft.maxProfileViews} onChange={(e) => set('maxProfileViews', e.target.value)} />
            {error('maxProfileViews')}
          </Labelled>
          <Labelled htmlFor={`${id}-maxPhotosViews`} label="Photo views">
            <input {...fieldProps('maxPhotosViews')} className="input" type="number" inputMode="numeric" min={0} step={1} placeholder="Unlimited" value={draft.maxPhotosViews} onChange={(e) => set('maxPhotosViews', e.target.value)} />
            {error('maxPhotosViews')}
          </Labelled>
          <Labelled htmlFor={`${id}-messagingDailyCap`} label="New chats a day">
            <input {...fieldProps('messagingDailyCap')} className="input" type="number" inputMode="numeric" min={0} step={1} placeholder="Unlimited" value={draft.messagingDailyCap} onChange={(e) => set('messagingDailyCap', e.target.value)} />
            {error('messagingDailyCap')}
          </Labelled>
        </div>
      </fieldset>
      <fieldset aria-describedby={`${id}-features-hint${errors.features ? ` ${id}-features-error` : ''}`} className="space-y-2">
        <legend className="label">Features</legend>
        <p id={`${id}-features-hint`} className="-mt-1 text-xs text-muted">
          What this plan adds, each enforced by Sakinah. Pricing and checkout list them after the limits above.
        </p>
        {OFFERED_PLAN_FEATURE_KEYS.map((key) => (
          <Check
            key={key}
            label={PLAN_FEATURES[key].text}
            checked={draft.features.includes(key)}
            onChange={(on) => set('features', OFFERED_PLAN_FEATURE_KEYS.filter((k) => (k === key ? on : draft.features.includes(k))))}
          />
        ))}
        {error('features')}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="label">Options</legend>
        <Check label="Highlight on the pricing page" checked={draft.highlighted} onChange={(v) => set('highlighted', v)} />
        <Check label="Active (on sale)" checked={draft.isActive} onChange={(v) => set('isActive', v)} />
      </fieldset>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="back" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : 'Save plan'}
        </Button>
      </div>
    </form>
  );
}

function Labelled({ htmlFor, label, hint, children }: { htmlFor: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className="label">
        {label}
        {hint && <span className="ms-1 font-normal text-muted">({hint})</span>}
      </label>
      {children}
    </div>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="flex items-start gap-2.5 text-sm text-ink">
      <input type="checkbox" className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
