import { Box, chakra, Input } from '@chakra-ui/react';
import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'password';
  invalid?: boolean;
  autoComplete?: string;
}

/** A labelled input; the label is a real <label>, so people (and tests) find the field by its name. */
export function LabelledInput({ label, value, onChange, type = 'text', invalid, autoComplete }: Props) {
  const id = useId();
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" mb="1">
        {label}
      </chakra.label>
      <Input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={invalid || undefined}
        bg="white"
        color="black"
        borderWidth="1px"
        borderColor={invalid ? 'red.500' : 'gray.300'}
        onChange={(e) => onChange(e.target.value)}
      />
    </Box>
  );
}
