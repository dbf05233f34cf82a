import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadWhenOnline } from '../lib/chunkErrors';

/**
 * A lazy component that can be fetched ahead (a route's page, the enquiry dialog, the share menu):
 * once `preload()` has resolved it renders in the same pass, never a fallback (React.lazy reads a
 * thenable that calls back at once). A download that failed on the network waits for the network
 * (`loadWhenOnline`); one that failed otherwise is tried again by a new lazy component.
 */
export interface Preloadable<P> {
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<ComponentType<P>>;
  /** True once the code is in: the component then renders without suspending. */
  isLoaded: () => boolean;
}

export function preloadable<P>(
  load: () => Promise<ComponentType<P>>,
  /** Called instead of rethrowing a failed download; return a promise that never settles to keep waiting. */
  onError?: (error: unknown) => Promise<never> | undefined,
): Preloadable<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  let loaded: { default: ComponentType<P> } | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= loadWhenOnline(load).then(
      (component) => {
        loaded = { default: component };
        return component;
      },
      (error: unknown) => {
        const instead = onError?.(error);
        if (instead) return instead;
        pending = undefined;
        result.Component = make();
        throw error;
      },
    ));
  const make = () =>
    lazy(() =>
      loaded
        ? (resolved(loaded) as Promise<{ default: ComponentType<P> }>)
        : preload().then((component) => ({ default: component })),
    );
  const result = { Component: make(), preload, isLoaded: () => loaded !== undefined };
  return result;
}

/** A thenable that calls back at once: React.lazy then resolves within the render that reads it. */
function resolved<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((v: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      return resolved(onFulfilled ? (onFulfilled(value) as R1) : (value as unknown as R1));
    },
  };
}
