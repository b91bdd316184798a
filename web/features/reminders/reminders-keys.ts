/** The reminders' query keys (product.md#r173): the shell's bottom bar reads the due list's count from the same key. */
export const reminderKeys = {
  all: ["reminders"] as const,
  due: ["reminders", "due"] as const,
  snoozed: ["reminders", "snoozed"] as const,
  settings: ["reminders", "settings"] as const,
};
