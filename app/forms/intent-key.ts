// TRANSITION SHIM while routes move to the intent kit (./intent.ts); removed when none imports it.
export { KEY_FIELD as KEY_PARAM, requireScreenKey as screenKeyOf, intentKey, fnv1a } from "./intent.ts";
