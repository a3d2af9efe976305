// Arabic counts in mail texts: the noun's form follows the number (1 and 2 have their own forms, 3
// to 10 the plural, 11 and more the singular accusative), digits Latin as elsewhere.

/** "يوم واحد", "يومين", "3 أيام", "14 يوماً". */
export function arabicDays(count: number): string {
  if (count === 1) return 'يوم واحد';
  if (count === 2) return 'يومين';
  if (count >= 3 && count <= 10) return `${count} أيام`;
  return `${count} يوماً`;
}
