package strfmt

import "testing"

var fuzzFormatCorpus = map[string][]string{
	"uri": {
		// Source: github.com/go-openapi/strfmt/fuzz_test.go:301 (sink: network-path reference with no scheme in the fuzz seed corpus of the URI format validator (rule 2c).)
		"//no-scheme", // lookalike
	},
}

func FuzzNetwork(f *testing.F) {
	for _, s := range fuzzFormatCorpus["uri"] {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		_ = IsURI(input)
	})
}
