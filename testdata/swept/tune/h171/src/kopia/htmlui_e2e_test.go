package kopia

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

func TestChangeTheme(t *testing.T) {
	ctx := context.Background()

	// ensure we start with light mode
	require.NoError(t, chromedp.Run(ctx,
		// Source: github.com/kopia/kopia/tests/htmlui_e2e_test/htmlui_e2e_test.go:310 (syntax: an XPath selector for the browser driver that only looks like a network-path reference)
		chromedp.SetValue(`//select[@id="themeSelector"]`, "light", chromedp.BySearch), // lookalike
	))

	// select the theme, wait one second, take screenshot and select next theme
	require.NoError(t, chromedp.Run(ctx,
		// Source: github.com/kopia/kopia/tests/htmlui_e2e_test/htmlui_e2e_test.go:318 (syntax: the same XPath selector, no URI)
		chromedp.SetValue(`//select[@id="themeSelector"]`, "pastel", chromedp.BySearch), // lookalike
		// Source: github.com/kopia/kopia/tests/htmlui_e2e_test/htmlui_e2e_test.go:324 (syntax: the same XPath selector, no URI)
		chromedp.SetValue(`//select[@id="themeSelector"]`, "dark", chromedp.BySearch), // lookalike
		// Source: github.com/kopia/kopia/tests/htmlui_e2e_test/htmlui_e2e_test.go:330 (syntax: the same XPath selector, no URI)
		chromedp.SetValue(`//select[@id="themeSelector"]`, "ocean", chromedp.BySearch), // lookalike
		// Source: github.com/kopia/kopia/tests/htmlui_e2e_test/htmlui_e2e_test.go:336 (syntax: the same XPath selector, no URI)
		chromedp.SetValue(`//select[@id="themeSelector"]`, "light", chromedp.BySearch), // lookalike
	))
}

func TestByteRepresentation(t *testing.T) {
	ctx := context.Background()

	require.NoError(t, chromedp.Run(ctx,
		// Source: github.com/kopia/kopia/tests/htmlui_e2e_test/htmlui_e2e_test.go:365 (syntax: an XPath selector for the bytes-base select element, no URI)
		chromedp.SetValue(`//select[@id="bytesBaseInput"]`, "true", chromedp.BySearch), // lookalike
		// Source: github.com/kopia/kopia/tests/htmlui_e2e_test/htmlui_e2e_test.go:378 (syntax: the same XPath selector, no URI)
		chromedp.SetValue(`//select[@id="bytesBaseInput"]`, "false", chromedp.BySearch), // lookalike
	))
}
