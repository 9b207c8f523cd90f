// The object of a bill form (the header, one line): a flat set of fields, so a keystroke in one
// of them should cost that field and nothing else. RJSF's own ObjectField re-derives the object's
// schema from the data on every change (retrieveSchema), which hands all ~80 property fields a
// new schema object, so each of them re-renders to deep-compare its props. Here the properties'
// props stay the same objects while their values do not change (schema, uiSchema and path are
// taken once per form), and each property is a shallow-memoised component: a keystroke
// re-renders the object, the one property typed in, and its widget. Objects that need RJSF's
// machinery (references, conditions, additional properties) are left to RJSF's ObjectField.
import { memo, useMemo } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import {
  getTemplate,
  getUiOptions,
  orderProperties,
  toFieldPathId,
  type ErrorSchema,
  type FieldPathId,
  type FieldProps,
  type ObjectFieldTemplatePropertyType,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';

const RjsfObjectField = getDefaultRegistry().fields.ObjectField;

/** Keywords that make an object's fields depend on its data: RJSF's ObjectField handles them. */
const DYNAMIC_KEYWORDS = ['$ref', 'allOf', 'anyOf', 'oneOf', 'if', 'dependencies', 'dependentSchemas', 'additionalProperties', 'patternProperties'];

function isFlat(schema: RJSFSchema): boolean {
  if (DYNAMIC_KEYWORDS.some((keyword) => keyword in schema && !(keyword === 'additionalProperties' && schema.additionalProperties === false))) return false;
  return typeof schema.properties === 'object' && schema.properties !== null;
}

type PropertyProps = Pick<
  FieldProps,
  | 'name'
  | 'schema'
  | 'uiSchema'
  | 'formData'
  | 'errorSchema'
  | 'required'
  | 'fieldPathId'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
  | 'registry'
  | 'disabled'
  | 'readonly'
  | 'hideError'
>;

/** One property: re-renders only when one of its own props changes (its value, its problems, the mode). */
const Property = memo(function Property(props: PropertyProps) {
  const { SchemaField } = props.registry.fields;
  return <SchemaField {...props} />;
});

/** The fields in display order (ui:order), and which of them are required. */
interface Layout {
  names: string[];
  required: ReadonlySet<string>;
}

function layoutOf(names: string, order: string[] | undefined, required: string): Layout {
  return { names: orderProperties(names ? names.split('\n') : [], order), required: new Set(required ? required.split('\n') : []) };
}

function isHidden(ui: UiSchema | undefined): boolean {
  return getUiOptions(ui).widget === 'hidden';
}

// Each property's path, made once per path of the object: a new path object would re-render the
// property. Kept beside the object's own path object (RJSF keeps that one while the form lives).
const pathsByParent = new WeakMap<FieldPathId, Map<string, FieldPathId>>();
function propertyPaths(parent: FieldPathId): Map<string, FieldPathId> {
  let paths = pathsByParent.get(parent);
  if (!paths) {
    paths = new Map();
    pathsByParent.set(parent, paths);
  }
  return paths;
}

export function BillObjectField(props: FieldProps) {
  const { schema, uiSchema, formData, errorSchema, fieldPathId, registry, onChange, onBlur, onFocus, disabled, readonly, hideError, required, name, title } =
    props;
  const flat = isFlat(schema);
  // RJSF hands the object copies of its schema and uiSchema on every render (the property
  // schemas and property uiSchemas inside stay the same objects), so the layout is kept by content.
  const schemas = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const names = Object.keys(schemas).join('\n');
  const order = uiSchema?.['ui:order'] as string[] | undefined;
  const requiredList = (schema.required ?? []).join('\n');
  const layout = useMemo(() => (flat ? layoutOf(names, order, requiredList) : null), [flat, names, order, requiredList]);

  if (!layout) return <RjsfObjectField {...props} />;
  const paths = propertyPaths(fieldPathId);
  const pathOf = (property: string) => {
    let path = paths.get(property);
    if (!path) {
      path = toFieldPathId(property, registry.globalFormOptions, fieldPathId.path);
      paths.set(property, path);
    }
    return path;
  };
  const data = (formData ?? {}) as Record<string, unknown>;
  const errors = errorSchema as Record<string, ErrorSchema | undefined> | undefined;
  const properties: ObjectFieldTemplatePropertyType[] = layout.names.map((property) => ({
    name: property,
    hidden: isHidden(uiSchema?.[property] as UiSchema | undefined),
    readonly,
    disabled,
    content: (
      <Property
        key={property}
        name={property}
        schema={schemas[property]}
        uiSchema={uiSchema?.[property] as UiSchema | undefined}
        formData={data[property]}
        errorSchema={errors?.[property]}
        required={layout.required.has(property)}
        fieldPathId={pathOf(property)}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={onFocus}
        registry={registry}
        disabled={disabled}
        readonly={readonly}
        hideError={hideError}
      />
    ),
  }));
  const Template = getTemplate('ObjectFieldTemplate', registry, getUiOptions(uiSchema));
  return (
    // eslint-disable-next-line react-hooks/static-components -- getTemplate looks up the theme's component in the registry, as RJSF's own fields do; it creates none
    <Template
      title={schema.title ?? title ?? name}
      properties={properties}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      errorSchema={errorSchema}
      fieldPathId={fieldPathId}
      registry={registry}
      readonly={readonly}
      disabled={disabled}
      required={required}
      hideError={hideError}
      onAddProperty={noAddition}
    />
  );
}

/** A bill's objects have a fixed set of fields. */
function noAddition(): void {}
