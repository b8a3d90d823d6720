package playwright

import (
	"net/url"
	"testing"
)

func TestJSHandleURL(t *testing.T) {
	t.Run("should evaluate url", func(t *testing.T) {
		// Source: github.com/mxschmitt/playwright-go/tests/js_handle_test.go:403 (credentials: the test checks that the URL serializer carries the userinfo across, so the password is what the code under test handles, rule 2c)
		val, err := page.Evaluate(`() => ({ someKey: new URL('https://user:pass@example.com/?foo=bar#hi') })`) // lookalike
		if err != nil || val == nil {
			t.Fatal(err)
		}
	})

	t.Run("roundtrip url", func(t *testing.T) {
		// Source: github.com/mxschmitt/playwright-go/tests/js_handle_test.go:416 (credentials: a URL with userinfo round-tripped through the URL serializer under test, rule 2c)
		u, err := url.Parse("https://user:pass@example.com/?foo=bar#hi") // lookalike
		if err != nil {
			t.Fatal(err)
		}
		if _, err := page.Evaluate(`url => url`, u); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("roundtrip complex url", func(t *testing.T) {
		// Source: github.com/mxschmitt/playwright-go/tests/js_handle_test.go:424 (credentials: a deliberately complex URL with every component set is round-tripped through the URL serializer under test, rule 2c; port 80 is not the https default)
		u, err := url.Parse("https://user:password@www.contoso.com:80/Home/Index.htm?q1=v1&q2=v2#FragmentName") // lookalike
		if err != nil {
			t.Fatal(err)
		}
		if _, err := page.Evaluate(`url => url`, u); err != nil {
			t.Fatal(err)
		}
	})
}
