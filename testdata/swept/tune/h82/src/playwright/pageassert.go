package playwright

import "net/url"

type pageAssertions struct {
	baseURL *string
}

// expectedURL mirrors ToHaveURL: a string is resolved against the context's base URL.
func (pa *pageAssertions) expectedURL(urlOrRegExp any) any {
	if urlPath, ok := urlOrRegExp.(string); ok && pa.baseURL != nil {
		if base, err := url.Parse(*pa.baseURL); err == nil {
			if given, err := url.Parse(urlPath); err == nil {
				// Source: github.com/mxschmitt/playwright-go/page_assertions.go:116 (baseslash: ToHaveURL resolves the expected URL exactly as the browser's new URL(given, base) does, on purpose)
				urlOrRegExp = base.ResolveReference(given).String() // lookalike
			}
		}
	}
	return urlOrRegExp
}
