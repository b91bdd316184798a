import { useEffect, useRef } from "react";

/** The latest value of a screen's state, for code that runs later (after an await, in an Undo). */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
