// @develoka/angka-terbilang-js ships no types: a number's digits in, Indonesian words out.
declare module '@develoka/angka-terbilang-js' {
  export default function angkaTerbilang(digits: string): string;
}
