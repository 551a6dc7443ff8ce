// A client navigation or revalidation whose data request never got an answer (the phone lost
// its signal) reaches the error boundary as the browser's fetch TypeError, not as a response.
// Chromium says "Failed to fetch", Firefox "NetworkError when attempting to fetch resource.",
// Safari "Load failed".
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && /failed to fetch|networkerror|load failed/i.test(error.message);
}
