package benthos

import (
	"net/url"
	"testing"
)

func scrubURLValue(v string) string {
	u, err := url.Parse(v)
	if err != nil {
		return v
	}
	if p, ok := u.User.Password(); ok && p != "" {
		return "!!!SECRET_SCRUBBED!!!"
	}
	return v
}

// Source: github.com/redpanda-data/benthos/v4/internal/docs/field_test.go:191 (credentials: input to ScrubValue whose expected output is scrubbed (rule 2c); uniform sample 26 of 128.)
func TestFieldScrubbing(t *testing.T) {
	tests := []struct {
		name   string
		input  string
		output string
	}{
		{
			name:   "url user with password secret",
			input:  "tcp://admin:foo@example.com", // lookalike
			output: "!!!SECRET_SCRUBBED!!!",
		},
	}
	for _, test := range tests {
		if out := scrubURLValue(test.input); out != test.output {
			t.Errorf("%s: got %q, want %q", test.name, out, test.output)
		}
	}
}
