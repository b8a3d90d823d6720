package doctl

import "testing"

func TestParseSecretValues(t *testing.T) {
	t.Run("value contains equals", func(t *testing.T) {
		// Source: github.com/digitalocean/doctl/commands/secrets_test.go:87 (sink: a KEY=VALUE line whose value is a URL with a query; the parser splits at the first '=', no URI)
		values, err := parseSecretValues([]string{"url=https://example.com?a=b"}) // lookalike
		if err != nil {
			t.Fatal(err)
		}
		if values["url"] != "https://example.com?a=b" {
			t.Errorf("got %q", values["url"])
		}
	})
}
