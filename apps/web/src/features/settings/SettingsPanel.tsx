// The settings form (spec §4 "Apply Settings", §5 "Settings"): what it offers comes from the
// theme's capabilities through settingsOptions(); Apply is enabled only when the draft differs
// from the saved config; applying stores it (the apply-settings flow resets the payment journey
// and the terminal) and returns to the shop's base. Spec §4 has applying reset the terminal log:
// the panel says so before (under the button, while the trail has events) and after, with Undo
// (issue 44: it emptied the trail without a word).
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { shopBase, type ShopTheme } from '../../config/paths';
import {
  type DemoSettings,
  sameSettings,
  selectDemoSettings,
  settingsApplied,
  settingsOptions,
} from '../site-config';
import { selectEventCount } from '../event-log';
import { KeptTrailNotice } from '../terminal';
import { RadioChoice } from './RadioChoice';
import { settingsSchema } from './settings-schema';

const toggles = [
  { name: 'allow3DS', label: '3DS authentication' },
  { name: 'allowFraudSight', label: 'FraudSight' },
  { name: 'checkCVC', label: 'CVC check' },
  { name: 'allowExpressPayment', label: 'Express payment' },
  { name: 'allowLocalMethods', label: 'Local payment methods' },
] as const;

export function SettingsPanel({ shop }: { shop: ShopTheme }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const saved = useAppSelector(selectDemoSettings);
  const eventCount = useAppSelector(selectEventCount);
  const resetNoteId = useId();
  const resolver = useMemo(() => zodResolver(settingsSchema(shop)), [shop]);
  const form = useForm<DemoSettings>({ defaultValues: saved, resolver });
  const { control, handleSubmit, reset, setValue } = form;
  const draft: DemoSettings = { ...saved, ...useWatch({ control }) };
  const options = settingsOptions(shop, draft);

  // The saved config changed (applied here, or a new demo chosen): it is the new baseline. Not on
  // mount: useForm already starts from it, and an effect that runs after the first paint would
  // undo a choice the visitor made in that frame (seen on a loaded machine: a click on 'Direct'
  // right after the panel opened was reverted).
  const baseline = useRef(saved);
  useEffect(() => {
    if (baseline.current === saved) return;
    baseline.current = saved;
    reset(saved);
  }, [saved, reset]);

  // Spec §5: in Live the integration method is forced to the Checkout SDK.
  useEffect(() => {
    if (draft.environment === 'live' && draft.clientIntegrationType !== 'Checkout') {
      setValue('clientIntegrationType', 'Checkout');
    }
  }, [draft.environment, draft.clientIntegrationType, setValue]);

  const isChanged = !sameSettings(draft, saved);
  const shown = {
    allow3DS: true,
    allowFraudSight: true,
    checkCVC: options.showCvcCheck,
    allowExpressPayment: options.showExpressPayment,
    allowLocalMethods: options.showLocalMethods,
  };

  return (
    <Box
      component="form"
      aria-label="Demo settings"
      noValidate
      onSubmit={handleSubmit((values) => {
        dispatch(settingsApplied(values));
        navigate(shopBase(shop));
      })}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1156 }}
    >
      <RadioChoice
        control={control}
        name="environment"
        legend="Environment"
        options={[
          { value: 'try', label: 'Try' },
          { value: 'live', label: 'Live' },
        ]}
      />
      <RadioChoice
        control={control}
        name="integrationType"
        legend="Integration type"
        options={options.integrationTypes.map((value) => ({ value, label: value }))}
      />
      <RadioChoice
        control={control}
        name="clientIntegrationType"
        legend="Integration method"
        options={options.clientIntegrationTypes}
      />
      <Controller
        control={control}
        name="currency"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            select
            size="small"
            label="Currency"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {options.currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </TextField>
        )}
      />
      <FormGroup>
        {toggles
          .filter((toggle) => shown[toggle.name])
          .map((toggle) => (
            <Controller
              key={toggle.name}
              control={control}
              name={toggle.name}
              render={({ field }) => (
                <FormControlLabel
                  label={toggle.label}
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(_event, checked) => field.onChange(checked)}
                      onBlur={field.onBlur}
                      name={field.name}
                    />
                  }
                />
              )}
            />
          ))}
      </FormGroup>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={!isChanged}
          aria-describedby={eventCount > 0 ? resetNoteId : undefined}
          sx={{ alignSelf: 'flex-start' }}
        >
          Apply Settings
        </Button>
        {eventCount > 0 && (
          <Box id={resetNoteId} sx={{ fontSize: 13, color: 'text.secondary' }}>
            Applying starts a new trail: the terminal&apos;s {eventCount}{' '}
            {eventCount === 1 ? 'event goes' : 'events go'} (Undo brings them back).
          </Box>
        )}
        <KeptTrailNotice tone="light" only="settings" />
      </Box>
    </Box>
  );
}
