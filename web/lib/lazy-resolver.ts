import type { FieldValues, Resolver } from "react-hook-form";
import { loadOnce } from "./preload";

/**
 * A react-hook-form resolver whose schema, and zod with it, loads once the form is on screen rather than with its
 * screen (decision 0158): the sign-in screen is the first one a new visitor waits for, and zod is a third of its code.
 * `preload` starts the load (the form calls it when the browser is idle, or on its first focus); a submit before it has
 * finished waits for it.
 */
export function lazyResolver<In extends FieldValues, Out>(load: () => Promise<Resolver<In, unknown, Out>>) {
  const preload = loadOnce(load);
  const resolver: Resolver<In, unknown, Out> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
}
