package shoutrrr

import (
	"net/url"
	"testing"
)

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/specialized/generic/generic_test.go:158 (credentials: the URL is initialised and compared after GetURL, a de-/serialisation round trip of the config's URL parser, rule 2c)
func TestGenericRoundTrip(t *testing.T) {
	testURL := "generic://user:pass@host.tld/api/v1/webhook?%24context=inside-joke&contenttype=a%2Fb&title=t" // lookalike
	c := &config{}
	if err := c.SetURL(mustParse(t, testURL)); err != nil {
		t.Fatal(err)
	}
	if c.GetURL().String() != testURL {
		t.Fatal("not identical")
	}
}

func configFromWebhookURL(u url.URL) map[string]string {
	headers := map[string]string{}
	for k, v := range u.Query() {
		if len(k) > 1 && k[0] == '@' {
			headers[k[1:]] = v[0]
		}
	}
	return headers
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/specialized/generic/generic_test.go:188 (syntax: the raw space of the header value is input to ConfigFromWebhookURL, the package's parser of webhook URLs, and the case checks what it reads out, rule 2c)
func TestGenericCustomHeaders(t *testing.T) {
	webhookURL := mustParse(t, "https://example.com/webhook?@Authorization=Bearer token&$extraKey=extraValue&template=json") // lookalike
	headers := configFromWebhookURL(*webhookURL)
	if headers["Authorization"] != "Bearer token" {
		t.Fatal(headers)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/specialized/notifiarr/notifiarr_test.go:867 (percent: the escapes in the case on URL-encoded values are uppercase and encode the reserved ':' and a space, so they are canonical)
const notifiarrEncodedURL = "notifiarr://apikey123?thumbnail=https%3A//example.com/image%20with%20spaces.png&color=%23FF0000" // lookalike

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/specialized/notifiarr/notifiarr_test.go:873 (syntax: the raw spaces are in the decoded thumbnail value the config parser must return from the escaped service URL, an expected output of a parser, rule 2c)
func TestNotifiarrURLEncodedValues(t *testing.T) {
	serviceURL := mustParse(t, notifiarrEncodedURL)
	if serviceURL.Query().Get("thumbnail") != "https://example.com/image with spaces.png" { // lookalike
		t.Fatal("not decoded")
	}
}
