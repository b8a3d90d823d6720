package umoci

import (
	"bytes"
	"fmt"
	"testing"
)

type descriptor struct {
	URLs []string
	Data []byte
}

func pprintURLs(w *bytes.Buffer, prefix string, d descriptor) {
	fmt.Fprintf(w, "%sURLs:\n", prefix)
	for _, u := range d.URLs {
		fmt.Fprintf(w, "%s\t%q\n", prefix, u)
	}
}

func TestPprintDescriptor(t *testing.T) {
	for _, test := range []struct {
		name       string
		prefix     string
		descriptor descriptor
		expected   string
	}{
		{"Whitespace", "\t\t", descriptor{
			URLs: []string{
				// Source: github.com/opencontainers/umoci/utils_test.go:418 (syntax: the spaced URL is a row named Whitespace of a pretty-printer table that varies descriptor fields on purpose (rules 2b, 2d))
				"https:// www. example.com/example.txt", // lookalike
			},
		},
			// Source: github.com/opencontainers/umoci/utils_test.go:431 (syntax: the spaced URL is the expected output of the pretty-printer for the Whitespace row, which prints what it was given (rule 2d))
			"\t\tURLs:\n\t\t\t\"https:// www. example.com/example.txt\"\n", // lookalike
		},
	} {
		t.Run(test.name, func(t *testing.T) {
			var output bytes.Buffer
			pprintURLs(&output, test.prefix, test.descriptor)
			if output.String() != test.expected {
				t.Errorf("got %q, want %q", output.String(), test.expected)
			}
		})
	}
}

// Source: github.com/opencontainers/umoci/utils_test.go:378 (syntax: the URL sits in the prose of a license text used as blob content (rule 4))
var licenseData = []byte("   Apache License\n   Version 2.0, January 2004\n   http://www.apache.org/licenses/\n\n   TERMS AND CONDITIONS\n") // lookalike

func TestPprintDataLong(t *testing.T) {
	if len(licenseData) == 0 {
		t.Fatal("empty")
	}
}
