// The size and colour choices of the detail page. Spec §2: fixed dropdowns with only 'One Size'
// and 'Brown'; native selects, so phones show their own picker.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export const productSizes = ['One Size'] as const;
export const productColours = ['Brown'] as const;

function OptionSelect({
  id,
  label,
  options,
}: {
  id: string;
  label: string;
  options: readonly string[];
}) {
  return (
    <TextField
      id={id}
      select
      label={label}
      defaultValue={options[0]}
      fullWidth
      size="small"
      slotProps={{ select: { native: true } }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
}

export function ProductOptions() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
      <OptionSelect id="product-size" label="Size" options={productSizes} />
      <OptionSelect id="product-colour" label="Colour" options={productColours} />
    </Box>
  );
}
