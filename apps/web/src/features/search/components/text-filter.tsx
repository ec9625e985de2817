import { Input } from 'antd';

interface TextFilterProps {
  value: string | undefined;
  label: string;
  placeholder: string;
  submitLabel?: string;
  size?: 'large' | 'middle';
  id?: string;
  onSubmit: (value: string | undefined) => void;
}

/** A text filter applied on Enter or its button; remounted when the URL's value changes. */
export function TextFilter({ value, label, placeholder, submitLabel, size, id, onSubmit }: TextFilterProps) {
  return (
    <Input.Search
      key={value ?? ''}
      id={id}
      defaultValue={value}
      allowClear
      size={size}
      maxLength={100}
      placeholder={placeholder}
      aria-label={label}
      enterButton={submitLabel}
      onSearch={(text) => onSubmit(text.trim() || undefined)}
    />
  );
}
