// The state of one form instance: values, per-field errors, and validation with the shared schemas. Widgets
// receive `bind(name)` (the widget contract: value, onValueChange, error, onErrorClear).
import { useCallback, useMemo, useRef, useState } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
import { validate, type FieldErrors } from '@yachts/contracts/validation';
import { useLatest } from '../ui/use-latest';

export interface FieldBinding<T> {
  name: string;
  value: T;
  onValueChange: (value: T) => void;
  error?: string;
  onErrorClear: () => void;
}

export interface FormApi<V extends Record<string, unknown>> {
  values: V;
  errors: FieldErrors;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Sets a field from its value at that moment (a default that arrives late can keep what the user typed). */
  updateValue: <K extends keyof V & string>(name: K, update: (current: V[K]) => V[K]) => void;
  setErrors: (errors: FieldErrors) => void;
  clearError: (name: string) => void;
  /** Validates the current values; shows every failing field's message and returns false when any fails. */
  validateWith: (schema: ObjectSchema<AnyObject>, context?: AnyObject) => boolean;
  reset: () => void;
  bind: <K extends keyof V & string>(name: K) => FieldBinding<V[K]>;
}

export function useForm<V extends Record<string, unknown>>(initial: V): FormApi<V> {
  const initialRef = useRef(initial);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrorsState] = useState<FieldErrors>({});
  // validateWith keeps one identity: it reads the values of the last render through this ref.
  const valuesRef = useLatest(values);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);
  const updateValue = useCallback(<K extends keyof V & string>(name: K, update: (current: V[K]) => V[K]) => {
    setValues((current) => ({ ...current, [name]: update(current[name]) }));
  }, []);
  const clearError = useCallback((name: string) => {
    setErrorsState((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);
  const setErrors = useCallback((next: FieldErrors) => setErrorsState(next), []);
  const validateWith = useCallback(
    (schema: ObjectSchema<AnyObject>, context?: AnyObject) => {
      const result = validate(schema, valuesRef.current, context);
      setErrorsState(result.ok ? {} : result.errors);
      return result.ok;
    },
    [valuesRef],
  );
  const reset = useCallback(() => {
    setValues(initialRef.current);
    setErrorsState({});
  }, []);

  const bind = useCallback(
    <K extends keyof V & string>(name: K): FieldBinding<V[K]> => ({
      name,
      value: values[name],
      onValueChange: (value: V[K]) => setValue(name, value),
      error: errors[name],
      onErrorClear: () => clearError(name),
    }),
    [values, errors, setValue, clearError],
  );

  return useMemo(
    () => ({ values, errors, setValue, updateValue, setErrors, clearError, validateWith, reset, bind }),
    [values, errors, setValue, updateValue, setErrors, clearError, validateWith, reset, bind],
  );
}
