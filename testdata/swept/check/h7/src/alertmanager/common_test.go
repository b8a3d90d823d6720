package alertmanager

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestUnmarshalURL(t *testing.T) {
	// Source: github.com/prometheus/alertmanager/config/common/url_test.go:170 (syntax: a space in the path of the JSON the test unmarshals, beside the same path percent-encoded that it expects back; input of code that escapes it, rule 2c)
	b := []byte(`"http://example.com/a b"`) // lookalike
	var u URL

	err := json.Unmarshal(b, &u)
	if err != nil {
		t.Fatal(err)
	}
	require.Equal(t, "http://example.com/a%20b", u.String(), "URL not properly unmarshaled in JSON.")
}

func TestUnmarshalInvalidURL(t *testing.T) {
	for _, b := range [][]byte{
		[]byte(`"://example.com"`),
		// Source: github.com/prometheus/alertmanager/config/common/url_test.go:189 (sink: "http:example.com" lacks the "//", in a test named for invalid URLs that expects each to be rejected, rules 2a and 2b)
		[]byte(`"http:example.com"`), // lookalike
		[]byte(`"telnet://example.com"`),
	} {
		var u URL

		err := json.Unmarshal(b, &u)
		if err == nil {
			t.Errorf("An error was expected when unmarshalling %q from JSON", string(b))
		}
	}
}
